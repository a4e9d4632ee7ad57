import type { Meta, StoryObj } from '@storybook/react-vite';
import Plus from 'lucide-react/icons/plus';
import Save from 'lucide-react/icons/save';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Simpan', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <Plus />, children: 'Tambah Pertemuan' },
};

export const Pending: Story = {
  args: { isPending: true, icon: <Save />, children: 'Simpan Perubahan' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

export const DisabledWithReason: Story = {
  args: {
    isDisabled: true,
    children: 'Publish Nilai',
    disabledReason: 'Nilai belum bisa dipublikasikan karena masih ada komponen yang belum diisi.',
  },
  parameters: { screenshot: { target: 'viewport' } },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 96 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Nilai belum bisa dipublikasikan',
    );
  },
};

export const AsLink: Story = {
  args: { href: '/beranda', variant: 'secondary', children: 'Kembali ke Beranda' },
};

export const LongText: Story = {
  args: {
    icon: <Save />,
    children: 'Simpan dan kirimkan permintaan pembaruan persentase kehadiran mahasiswa',
  },
};

export const Mobile: Story = {
  args: { fullWidth: true, size: 'large', children: 'Masuk' },
  globals: { viewport: { value: 'mobile' } },
};
