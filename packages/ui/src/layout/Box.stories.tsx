import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
    boxShadow: 'sm',
    children: 'Kotak dengan jarak, warna, sudut dan bayangan dari token tema.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Padding per breakpoint: small on phones, large from the tablet width up. */
export const Responsive: Story = {
  args: { padding: { mobile: 'sm', tablet: 'xxl' }, children: 'Jarak dalam menyesuaikan layar.' },
};

export const Mobile: Story = {
  args: Responsive.args,
  globals: { viewport: { value: 'mobile' } },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Ringkasan', background: 'surfaceMuted' },
};
