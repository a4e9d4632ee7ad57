import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  KELAS_JADWAL,
  KELAS_JADWAL_MINGGU,
  KELAS_JADWAL_PANJANG,
} from '../../../test/kelasFixtures';
import { JadwalMingguan } from './JadwalMingguan';

const meta = {
  title: 'Views/JadwalMingguan',
  component: JadwalMingguan,
  args: { kelas: KELAS_JADWAL, onRetry: fn() },
} satisfies Meta<typeof JadwalMingguan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Senin to Sabtu; Sabtu has no class. */
export const Default: Story = {};

/** A Minggu slot adds the seventh day. */
export const DenganMinggu: Story = { args: { kelas: KELAS_JADWAL_MINGGU } };

export const Wita: Story = { args: { timeZone: 'Asia/Makassar' } };

export const Empty: Story = { args: { kelas: [] } };

export const Loading: Story = { args: { kelas: [], isLoading: true } };

export const LoadFailed: Story = { args: { kelas: [], isError: true } };

export const LongText: Story = { args: { kelas: KELAS_JADWAL_PANJANG } };

/** Phones: a list grouped by day, without the empty days. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
