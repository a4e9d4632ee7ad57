import type { Meta, StoryObj } from '@storybook/react-vite';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Ubah', icon: <Pencil />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} aria-label={`Ubah (${variant})`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          variant="secondary"
          aria-label={`Ubah ${size}`}
        />
      ))}
    </div>
  ),
};

export const Pending: Story = { args: { isPending: true, variant: 'secondary' } };

export const Disabled: Story = { args: { isDisabled: true, variant: 'secondary' } };

/** Keyboard focus shows the name as a tooltip. */
export const WithTooltip: Story = {
  args: { 'aria-label': 'Hapus Anggota', icon: <Trash2 />, variant: 'danger' },
  parameters: { screenshot: { target: 'viewport' } },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 48, paddingLeft: 48 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Hapus Anggota');
  },
};

export const LongName: Story = {
  args: {
    'aria-label': 'Ubah kehadiran seluruh mahasiswa pada pertemuan ini menjadi hadir',
    variant: 'secondary',
  },
};

export const Mobile: Story = {
  args: { size: 'large', variant: 'secondary' },
  globals: { viewport: { value: 'mobile' } },
};
