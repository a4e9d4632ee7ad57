import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup';

const METODE = ['Online', 'Offline', 'Campuran'];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Metode',
    defaultValue: 'Online',
    onChange: fn(),
    children: METODE.map((m) => (
      <Radio key={m} value={m}>
        {m}
      </Radio>
    )),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Empty: Story = { args: { defaultValue: undefined, isRequired: true } };

/** Arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getByRole('radio', { name: 'Offline' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Offline');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Metode wajib dipilih!',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'Kategori pertemuan yang ditampilkan pada jadwal kuliah mahasiswa',
    description: 'Kategori menentukan tag pada daftar pertemuan.',
    children: [
      'Kuliah reguler sesuai rencana pembelajaran semester',
      'Ujian Tengah Semester (UTS)',
      'Ujian Akhir Semester (UAS)',
    ].map((m) => (
      <Radio key={m} value={m}>
        {m}
      </Radio>
    )),
    defaultValue: 'Ujian Tengah Semester (UTS)',
  },
};

export const Mobile: Story = {
  args: { orientation: 'horizontal' },
  globals: { viewport: { value: 'mobile' } },
};
