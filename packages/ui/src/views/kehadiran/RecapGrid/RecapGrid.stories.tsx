import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  JUMLAH_PERTEMUAN_REKAP,
  REKAP_KEHADIRAN,
  REKAP_KEHADIRAN_NAMA_PANJANG,
} from '../../../test/lmsFixtures';
import { RecapGrid } from './RecapGrid';

const meta = {
  title: 'Views/RecapGrid',
  component: RecapGrid,
  args: { rekap: REKAP_KEHADIRAN, jumlahPertemuan: JUMLAH_PERTEMUAN_REKAP, onSelect: fn() },
} satisfies Meta<typeof RecapGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Pertemuan 1: Hadir Online' })[0]!);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Without `onSelect` no cell is clickable (e.g. a read-only viewer). */
export const ReadOnly: Story = { args: { onSelect: undefined } };

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { rekap: [] } };

export const LoadFailed: Story = {
  args: { isError: true, errorMessage: 'Terjadi kesalahan', onRetry: fn() },
};

export const LongText: Story = { args: { rekap: REKAP_KEHADIRAN_NAMA_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
