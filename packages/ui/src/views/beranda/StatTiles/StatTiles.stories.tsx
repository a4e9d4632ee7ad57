import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatTiles } from './StatTiles';

const meta = {
  title: 'Views/StatTiles',
  component: StatTiles,
  args: { statistik: { vidcon: 3, forum: 12, tugas: 5, ujian: 2 } },
} satisfies Meta<typeof StatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { statistik: { vidcon: 0, forum: 0, tugas: 0, ujian: 0 } } };

/** A failed load leaves the counts unknown: they read '-'. */
export const LoadFailed: Story = { args: { statistik: {} } };

export const Loading: Story = { args: { isLoading: true } };

export const LongText: Story = {
  args: {
    statistik: { vidcon: 1250, forum: 98765, tugas: 45, ujian: 3 },
    labels: {
      vidcon: 'Konferensi Video Berlangsung Minggu Ini',
      forum: 'Diskusi Forum yang Belum Dibaca',
      tugas: 'Tugas Mendekati Batas Waktu Pengumpulan',
      ujian: 'Kuis dan Ujian Terjadwal',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
