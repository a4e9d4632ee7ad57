import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Durasi (menit)', minValue: 5, defaultValue: 90, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { defaultValue: undefined, placeholder: 'Contoh: 90' } };

/** ArrowUp steps the value. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('91');
  },
};

export const Decimal: Story = {
  args: {
    label: 'Pengurangan nilai',
    minValue: 0,
    defaultValue: 2.5,
    step: 0.25,
    formatOptions: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 3,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Durasi tidak boleh kurang dari 5 menit',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'Jumlah minimal tanggapan mahasiswa pada forum diskusi daring',
    description: 'Minimal 1 tanggapan.',
    minValue: 1,
    defaultValue: 1,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
