import type { Meta, StoryObj } from '@storybook/react-vite';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Save from 'lucide-react/icons/save';
import Trash2 from 'lucide-react/icons/trash-2';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../../layout';
import { Button, type ButtonProps, buttonSizes, buttonVariants } from './Button';

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
    <Inline gap="md">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...(args as ButtonProps)} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {buttonSizes.map((size) => (
        <Button key={size} {...(args as ButtonProps)} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
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

/** `iconOnly`: a square button with only an icon; `aria-label` is required and shown as a tooltip. */
export const IconOnly: Story = {
  render: (args) => <Button iconOnly aria-label="Ubah" icon={<Pencil />} onPress={args.onPress} />,
};

/** Icon-only buttons in the order ghost (their default), secondary, primary, danger. */
const iconOnlyVariants = ['ghost', 'secondary', 'primary', 'danger'] as const;

export const IconOnlyVariants: Story = {
  render: (args) => (
    <Inline gap="md" wrap={false}>
      {iconOnlyVariants.map((variant) => (
        <Button
          key={variant}
          iconOnly
          icon={<Pencil />}
          onPress={args.onPress}
          variant={variant}
          aria-label={`Ubah (${variant})`}
        />
      ))}
    </Inline>
  ),
};

export const IconOnlySizes: Story = {
  render: (args) => (
    <Inline gap="md" wrap={false}>
      {buttonSizes.map((size) => (
        <Button
          key={size}
          iconOnly
          icon={<Pencil />}
          onPress={args.onPress}
          size={size}
          variant="secondary"
          aria-label={`Ubah ${size}`}
        />
      ))}
    </Inline>
  ),
};

export const IconOnlyPending: Story = {
  render: () => (
    <Button iconOnly aria-label="Ubah" icon={<Pencil />} isPending variant="secondary" />
  ),
};

export const IconOnlyDisabled: Story = {
  render: () => (
    <Button iconOnly aria-label="Ubah" icon={<Pencil />} isDisabled variant="secondary" />
  ),
};

/** Keyboard focus shows the name as a tooltip. */
export const IconOnlyWithTooltip: Story = {
  render: (args) => (
    <Button
      iconOnly
      aria-label="Hapus Anggota"
      icon={<Trash2 />}
      variant="danger"
      onPress={args.onPress}
    />
  ),
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

export const IconOnlyLongName: Story = {
  render: () => (
    <Button
      iconOnly
      aria-label="Ubah kehadiran seluruh mahasiswa pada pertemuan ini menjadi hadir"
      icon={<Pencil />}
      variant="secondary"
    />
  ),
};

export const IconOnlyMobile: Story = {
  render: () => (
    <Button iconOnly aria-label="Ubah" icon={<Pencil />} size="large" variant="secondary" />
  ),
  globals: { viewport: { value: 'mobile' } },
};
