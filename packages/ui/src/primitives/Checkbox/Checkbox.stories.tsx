import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Materi', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox>Belum dipilih</Checkbox>
      <Checkbox defaultSelected>Dipilih</Checkbox>
      <Checkbox isIndeterminate aria-label="Pilih semua baris" />
      <Checkbox isInvalid>Tidak valid</Checkbox>
      <Checkbox isDisabled>Nonaktif</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Nonaktif dan dipilih
      </Checkbox>
    </div>
  ),
};

/** Space toggles the focused checkbox. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

/** The exam agreement (spec 2 'Exams'), a long label that wraps. */
export const LongText: Story = {
  args: {
    children:
      'Saya telah membaca seluruh ketentuan ujian, memastikan koneksi internet stabil, menyiapkan perangkat cadangan, dan bersedia aktivitas kecurangan dicatat oleh sistem.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = {
  args: LongText.args,
  globals: { viewport: { value: 'mobile' } },
};
