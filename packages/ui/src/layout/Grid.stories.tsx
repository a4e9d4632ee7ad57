import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from './Grid';
import { Block } from './Layout.demo';

const cells = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((kelas) => (
  <Block key={kelas}>Kelas {kelas}</Block>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { columns: 3, children: cells },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One column on phones, two from the tablet width, four from the desktop width. */
export const Responsive: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 4 } } };

/** As many columns as fit, each at least 10rem wide. */
export const MinItemWidth: Story = { args: { columns: undefined, minItemWidth: '10rem' } };

export const Mobile: Story = {
  args: Responsive.args,
  globals: { viewport: { value: 'mobile' } },
};
