import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Hadir', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const Disabled: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch isDisabled>Akun nonaktif</Switch>
      <Switch isDisabled defaultSelected>
        Akun aktif
      </Switch>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Tampilkan kunci jawaban kepada mahasiswa setelah waktu pengerjaan kuis atau ujian berakhir',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = {
  args: { defaultSelected: true },
  globals: { viewport: { value: 'mobile' } },
};
