import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { code: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ServerError: Story = {
  args: { code: 500, message: 'Failed to fetch access restriction status' },
};

export const WithoutMessage: Story = { args: { code: 503 } };

export const CustomAction: Story = {
  args: {
    code: 403,
    message: 'Anda tidak memiliki akses ke halaman ini.',
    action: { label: 'Kembali ke Kelas Kuliah', href: '/kelas' },
  },
};

export const LongText: Story = {
  args: {
    code: 500,
    message:
      'Terjadi kesalahan pada server saat memuat data rekapitulasi kehadiran mahasiswa untuk seluruh pertemuan pada periode 2025/2026 Ganjil. Silakan coba beberapa saat lagi.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
