import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AturanKehadiranUjianForm } from './AturanKehadiranUjianForm';

const meta = {
  title: 'Views/AturanKehadiranUjianForm',
  component: AturanKehadiranUjianForm,
  args: {
    aturan: { aktif: true, persen_minimal: 75, jenis_ujian: ['uts', 'uas'] },
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AturanKehadiranUjianForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rule on: 75% before the UTS and UAS. */
export const Default: Story = {};

/** Never configured: the domain's default (off, 75%, UTS and UAS). */
export const Empty: Story = { args: { aturan: null } };

export const Loading: Story = { args: { aturan: null, isLoading: true } };

export const LoadFailed: Story = { args: { aturan: null, isError: true } };

/** An operator without write on konfigurasi: every field disabled, no 'Simpan'. */
export const Disabled: Story = { args: { isReadOnly: true } };

/** Saving: fields disabled, 'Simpan' pending. */
export const Pending: Story = { args: { isPending: true } };

/** The domain's messages on the fields: no percentage, no exam type while on. */
export const Galat: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByRole('textbox', { name: /Persentase kehadiran minimal/ }));
    await userEvent.click(c.getByRole('button', { name: 'Simpan' }));
    await expect(c.getByText('Persentase kehadiran minimal wajib diisi')).toBeInTheDocument();
  },
};

export const GalatServer: Story = {
  args: { galat: 'Hanya operator dengan hak ubah konfigurasi yang dapat mengubah pengaturan' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
