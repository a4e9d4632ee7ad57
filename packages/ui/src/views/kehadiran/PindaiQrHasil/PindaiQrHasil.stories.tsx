import type { Meta, StoryObj } from '@storybook/react-vite';
import { PindaiQrHasil } from './PindaiQrHasil';

const meta = {
  title: 'Views/PindaiQrHasil',
  component: PindaiQrHasil,
  args: {
    status: 'tercatat',
    pertemuan: 'IF101 - Algoritma dan Pemrograman · Pertemuan 12',
    waktu: '2025-10-15T03:05:00Z',
    timeZone: 'Asia/Jakarta',
    aksi: { label: 'Ke Beranda', href: '/beranda' },
  },
} satisfies Meta<typeof PindaiQrHasil>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recorded now. */
export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Sending the scanned code. */
export const Memproses: Story = { args: { status: 'memproses' } };

/** A second scan of the same meeting. */
export const SudahTercatat: Story = {
  args: {
    status: 'sudah_tercatat',
    pesan: 'Kehadiran Anda pada pertemuan ini sudah tercatat',
  },
};

/** A forwarded or old code. */
export const Kedaluwarsa: Story = {
  args: {
    status: 'galat',
    pertemuan: null,
    waktu: null,
    pesan: 'Kode QR sudah kedaluwarsa, pindai ulang kode di layar dosen',
  },
};

export const KedaluwarsaMobile: Story = {
  args: {
    status: 'galat',
    pertemuan: null,
    waktu: null,
    pesan: 'Kode QR sudah kedaluwarsa, pindai ulang kode di layar dosen',
  },
  globals: { viewport: { value: 'mobile' } },
};
