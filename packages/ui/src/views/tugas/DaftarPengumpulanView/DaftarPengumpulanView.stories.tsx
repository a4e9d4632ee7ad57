import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DAFTAR_PENGUMPULAN, DAFTAR_PENGUMPULAN_KELOMPOK } from '../../../test/tugasFixtures';
import { DaftarPengumpulanView } from './DaftarPengumpulanView';

const meta = {
  title: 'Views/Tugas/DaftarPengumpulanView',
  component: DaftarPengumpulanView,
  args: {
    data: DAFTAR_PENGUMPULAN,
    page: 1,
    pageSize: 10,
    total: 4,
    onPageChange: fn(),
    status: null,
    onStatusChange: fn(),
    onNilai: fn(),
    onPercakapan: fn(),
    onUnduhSemua: fn(),
    timeZone: 'Asia/Jakarta',
    onRetry: fn(),
  },
} satisfies Meta<typeof DaftarPengumpulanView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An individual assignment: graded, late, waiting, and a student who has not handed in. */
export const Default: Story = {};

/** A group assignment: one row per group. */
export const Kelompok: Story = { args: { data: DAFTAR_PENGUMPULAN_KELOMPOK, total: 2 } };

/** Filtered to the ones still to grade. */
export const Disaring: Story = {
  args: { data: DAFTAR_PENGUMPULAN.slice(1, 3), total: 2, status: 'belum_dinilai' },
};

/** The ZIP is being prepared. */
export const Disabled: Story = { args: { isUnduhPending: true } };

/** Read only (an operator without write): no row actions. */
export const TanpaAksi: Story = {
  args: { onNilai: undefined, onPercakapan: undefined, onUnduhSemua: undefined },
};

export const Empty: Story = { args: { data: [], total: 0 } };

export const Loading: Story = { args: { data: [], total: 0, isLoading: true } };

export const LoadFailed: Story = { args: { data: [], total: 0, isError: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
