import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PENGUMUMAN, PENGUMUMAN_PANJANG } from '../../../test/lmsFixtures';
import { AnnouncementCard } from './AnnouncementCard';

const meta = {
  title: 'Views/AnnouncementCard',
  component: AnnouncementCard,
  args: { pengumuman: PENGUMUMAN },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { pengumuman: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const LongText: Story = { args: { pengumuman: PENGUMUMAN_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
