import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KodeQrKehadiran } from './KodeQrKehadiran';

const ISI =
  'https://lms.kampus.example/kehadiran/qr?token=0c148678-7b6c-49eb-aa52-1108b8ad86f4.1q2w3e.AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const meta = {
  title: 'Views/KodeQrKehadiran',
  component: KodeQrKehadiran,
  parameters: { layout: 'fullscreen' },
  args: {
    judul: 'Pertemuan 12 · Pencarian',
    subjudul: 'IF101 - Algoritma dan Pemrograman · A Reguler',
    isi: ISI,
    sisaDetik: 23,
  },
} satisfies Meta<typeof KodeQrKehadiran>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code on the lecturer's screen with the countdown to the next one. */
export const Default: Story = {};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The first code is being fetched. */
export const Loading: Story = { args: { isi: null, sisaDetik: null, status: 'loading' } };

/** The server refused (the meeting ended, QR switched off). */
export const LoadFailed: Story = {
  args: {
    isi: null,
    sisaDetik: null,
    status: 'error',
    pesanGalat: 'Kode QR tidak dapat dibuat karena pertemuan telah berakhir',
    onMuatUlang: fn(),
  },
};

/** No new code could be fetched before the shown one expired. */
export const Expired: Story = { args: { status: 'expired', onMuatUlang: fn() } };

export const ExpiredMobile: Story = {
  args: { status: 'expired', onMuatUlang: fn() },
  globals: { viewport: { value: 'mobile' } },
};
