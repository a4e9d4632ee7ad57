import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Skeleton width="60%" height="1.4em" />
      <Skeleton />
      <Skeleton width="85%" />
      <Skeleton width="40%" />
    </div>
  ),
};

export const Circle: Story = {
  args: { isCircle: true, width: '30px', height: '30px' },
};

export const Inline: Story = {
  render: () => (
    <p>
      Waktu server: <Skeleton isInline width="19ch" />
    </p>
  ),
};
