import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from './Layout.demo';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: [
      <Block key="a">Pertemuan 1</Block>,
      <Block key="b">Pertemuan 2</Block>,
      <Block key="c">Pertemuan 3</Block>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gaps: Story = { args: { gap: 'xl' } };

export const Centered: Story = { args: { align: 'center' } };

/** A tight gap on phones, a roomy one from the tablet width up. */
export const Responsive: Story = { args: { gap: { mobile: 'xs', tablet: 'xl' } } };

export const Mobile: Story = {
  args: Responsive.args,
  globals: { viewport: { value: 'mobile' } },
};
