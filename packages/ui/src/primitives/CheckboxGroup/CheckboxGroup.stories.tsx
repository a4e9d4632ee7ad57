import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';

/** The grade recap filter 'Tampilkan' (spec 2 'Grade recap'). */
const TAMPILKAN = [
  'Semua',
  'Tugas',
  'Kuis',
  'Forum',
  'UTS',
  'UAS',
  'Komponen Nilai Sikad > 0%',
  'Komponen Nilai Sikad = 0%',
];

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Tampilkan',
    defaultValue: TAMPILKAN.slice(0, 7),
    onChange: fn(),
    children: TAMPILKAN.map((label) => (
      <Checkbox key={label} value={label}>
        {label}
      </Checkbox>
    )),
  },
  argTypes: { orientation: { control: 'inline-radio', options: checkboxGroupOrientations } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Empty: Story = { args: { defaultValue: [] } };

export const Invalid: Story = {
  args: {
    label: 'Jenis jawaban yang diterima',
    isRequired: true,
    isInvalid: true,
    defaultValue: [],
    errorMessage: 'Pilih minimal satu jenis jawaban',
    children: ['Teks', 'Gambar', 'PDF', 'Dokumen', 'Arsip'].map((label) => (
      <Checkbox key={label} value={label}>
        {label}
      </Checkbox>
    )),
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'Parameter kehadiran mahasiswa pada pertemuan daring',
    description: 'Parameter materi selalu aktif dan tidak dapat diubah.',
    orientation: 'horizontal',
  },
};

export const Mobile: Story = {
  args: { orientation: 'horizontal' },
  globals: { viewport: { value: 'mobile' } },
};
