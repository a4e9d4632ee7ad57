import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ForbiddenView } from './ForbiddenView';

const meta = {
  title: 'Views/ForbiddenView',
  component: ForbiddenView,
  args: {
    timeZone: 'Asia/Jakarta',
    onLogout: fn(),
    onPeriksaUlang: fn(),
    aturan: [
      {
        nama: 'Pembayaran Kuliah',
        kekurangan: [
          { keterangan: 'UKT 2025/2026 Ganjil', jumlah: 5500000, jatuh_tempo: '2025-09-01' },
        ],
      },
    ],
  },
} satisfies Meta<typeof ForbiddenView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tunggakan: Story = {};

export const TanpaRincian: Story = {
  args: { aturan: [{ nama: 'Kelengkapan Biodata', kekurangan: [] }] },
};

export const BanyakAturan: Story = {
  args: {
    aturan: [
      {
        nama: 'Pembayaran Kuliah',
        kekurangan: [
          { keterangan: 'UKT 2024/2025 Genap', jumlah: 5500000, jatuh_tempo: '2025-02-01' },
          {
            keterangan: 'Denda keterlambatan pembayaran uang kuliah tunggal semester genap',
            jumlah: 250000,
            jatuh_tempo: '2025-03-01',
          },
        ],
      },
      { nama: 'Pengisian Kuesioner Evaluasi Dosen oleh Mahasiswa', kekurangan: [] },
    ],
  },
};

export const SedangLogout: Story = { args: { isLoggingOut: true } };

/** Asking for the status again after the student paid. */
export const SedangMemeriksa: Story = { args: { isMemeriksa: true } };

/** Nothing left unmet (the status changed meanwhile): no empty list under the lead. */
export const Kosong: Story = {
  args: { aturan: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/syarat berikut belum terpenuhi/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Periksa Ulang Status' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
