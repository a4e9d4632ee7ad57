import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  JENIS_PRESENSI_AKTIF,
  KEHADIRAN_NAMA_PANJANG,
  KEHADIRAN_PESERTA,
} from '../../../test/lmsFixtures';
import { AttendanceTable } from './AttendanceTable';

const meta = {
  title: 'Views/AttendanceTable',
  component: AttendanceTable,
  args: {
    data: KEHADIRAN_PESERTA,
    minimalPersen: 60,
    jenisPresensi: JENIS_PRESENSI_AKTIF,
    canEdit: true,
    onSave: fn(),
    onOpenDetail: fn(),
  },
} satisfies Meta<typeof AttendanceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah kehadiran' }));
    await expect(canvas.getByRole('button', { name: 'Simpan kehadiran' })).toBeVisible();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: EditMode.play,
};

/** Without write permission there is no 'Ubah kehadiran'. */
export const ReadOnly: Story = { args: { canEdit: false } };

/** An offline meeting or no criteria: manual presence, no progress column. */
export const Manual: Story = { args: { mode: 'manual' } };

export const Empty: Story = { args: { data: [] } };

export const Loading: Story = { args: { data: [], isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const LongText: Story = { args: { data: KEHADIRAN_NAMA_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
