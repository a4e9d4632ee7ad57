import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Judul', placeholder: 'Masukkan judul', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredWithCounter: Story = {
  args: {
    isRequired: true,
    maxLength: 100,
    defaultValue: 'Pengenalan Sistem Basis Data',
    description: 'Judul bank soal, maksimal 100 karakter',
  },
};

export const Empty: Story = { args: { isRequired: true, maxLength: 100, defaultValue: '' } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Judul wajib diisi!',
  },
};

/** A required field submitted empty shows 'Harap isi bidang ini'. */
export const RequiredMessage: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} isRequired />
      <button type="submit" style={{ marginTop: 8 }}>
        Simpan
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(canvas.getByText('Harap isi bidang ini')).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '01 Reguler', label: 'Kelas' },
};

export const LongText: Story = {
  args: {
    label: 'Judul Pertemuan Kuliah Metodologi Penelitian Kuantitatif dan Kualitatif',
    defaultValue:
      'Rancangan penelitian eksperimen semu dengan kelompok kontrol untuk pengembangan sistem informasi kesehatan masyarakat',
    maxLength: 150,
    description:
      'Gunakan judul yang menjelaskan isi pertemuan agar mahasiswa mudah menemukannya di daftar pertemuan.',
  },
};

export const Mobile: Story = {
  args: { isRequired: true, maxLength: 100, defaultValue: 'Aljabar Relasional' },
  globals: { viewport: { value: 'mobile' } },
};
