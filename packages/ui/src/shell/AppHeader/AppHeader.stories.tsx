import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WAKTU_SERVER } from '../../test/fixtures';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: { padding: false },
  args: {
    title: 'Beranda',
    breadcrumb: [{ label: 'Beranda' }],
    greeting: 'Selamat pagi, Siti Nurhaliza Putri',
    serverTime: WAKTU_SERVER,
    timeZone: 'Asia/Jakarta',
    onOpenMenu: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LoadingClock: Story = { args: { serverTime: null } };

export const DeepBreadcrumb: Story = {
  args: {
    title: 'Pertemuan 3',
    breadcrumb: [
      { label: 'Kelas Kuliah', href: '/kelas' },
      { label: 'Basis Data 01 Reguler', href: '/kelas/102' },
      { label: 'Pertemuan 3' },
    ],
  },
};

export const Wita: Story = { args: { timeZone: 'Asia/Makassar' } };

export const Wit: Story = { args: { timeZone: 'Asia/Jayapura' } };

export const LongText: Story = {
  args: {
    title:
      'Rekapitulasi Kehadiran Mahasiswa Metodologi Penelitian Kuantitatif dan Kualitatif Kelas 01 Reguler',
    greeting: 'Selamat siang, Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum, M.Sc.',
    breadcrumb: [
      { label: 'Kelas Kuliah', href: '/kelas' },
      {
        label: 'Metodologi Penelitian Kuantitatif dan Kualitatif 01 Reguler',
        href: '/kelas/199',
      },
      { label: 'Rekapitulasi Kehadiran Mahasiswa' },
    ],
  },
};

export const Tablet: Story = {
  args: DeepBreadcrumb.args,
  globals: { viewport: { value: 'tablet' } },
};

export const Mobile: Story = {
  args: DeepBreadcrumb.args,
  globals: { viewport: { value: 'mobile' } },
};

export const MobileLoading: Story = {
  args: { serverTime: null },
  globals: { viewport: { value: 'mobile' } },
};
