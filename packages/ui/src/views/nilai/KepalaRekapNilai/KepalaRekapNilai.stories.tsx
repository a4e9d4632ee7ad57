import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { KELAS_REKAP_NILAI, KELAS_REKAP_NILAI_PANJANG } from '../../../test/nilaiFixtures';
import { KepalaRekapNilai } from './KepalaRekapNilai';

const meta = {
  title: 'Views/KepalaRekapNilai',
  component: KepalaRekapNilai,
  args: { kelas: KELAS_REKAP_NILAI, onEkspor: fn(), onRetry: fn() },
} satisfies Meta<typeof KepalaRekapNilai>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lecturer's class: every fact and 'Export Excel'. */
export const Default: Story = {};

/** The export is being built. */
export const EksporPending: Story = {
  args: { isEksporPending: true },
  play: async ({ canvasElement }) => {
    const tombol = within(canvasElement).getByRole('button', { name: /Export Excel/ });
    await expect(tombol).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No student yet: the export is disabled with its reason. */
export const Disabled: Story = {
  args: { isEksporDisabled: true, eksporDisabledReason: 'Tidak ada data untuk diekspor' },
};

/** Without campus nor lecture mode: '-'; no export (no permission). */
export const Empty: Story = {
  args: {
    kelas: { ...KELAS_REKAP_NILAI, kampus: null, mode_kuliah: null },
    onEkspor: undefined,
  },
};

export const Loading: Story = { args: { kelas: null, isLoading: true } };

export const LoadFailed: Story = { args: { kelas: null, isError: true } };

export const LongText: Story = { args: { kelas: KELAS_REKAP_NILAI_PANJANG } };

export const Mobile: Story = {
  args: { kelas: KELAS_REKAP_NILAI_PANJANG },
  globals: { viewport: { value: 'mobile' } },
};
