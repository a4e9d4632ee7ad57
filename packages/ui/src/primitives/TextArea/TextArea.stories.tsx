import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TEKS_PANJANG } from '../../test/kitFixtures';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Deskripsi',
    placeholder: 'Tuliskan deskripsi pertemuan',
    maxLength: 300,
    isRequired: true,
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: TEKS_PANJANG } };

export const Invalid: Story = {
  args: {
    defaultValue: TEKS_PANJANG,
    isInvalid: true,
    errorMessage: 'Deskripsi tidak boleh lebih dari 300 karakter',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: TEKS_PANJANG } };

export const LongText: Story = {
  args: {
    label: 'Catatan untuk mahasiswa peserta kelas yang belum mengumpulkan tugas kelompok',
    description:
      'Catatan ini tampil di halaman pertemuan setelah disimpan dan dapat diubah kembali oleh dosen pengampu.',
    defaultValue: `${TEKS_PANJANG} ${TEKS_PANJANG}`.slice(0, 300),
  },
};

export const Mobile: Story = {
  args: { defaultValue: TEKS_PANJANG },
  globals: { viewport: { value: 'mobile' } },
};
