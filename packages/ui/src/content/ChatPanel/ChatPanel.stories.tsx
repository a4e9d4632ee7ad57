import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PESAN_CHAT, PESAN_CHAT_PANJANG } from '../../test/lmsFixtures';
import { ChatPanel } from './ChatPanel';

const meta = {
  title: 'Content/ChatPanel',
  component: ChatPanel,
  args: { pesan: PESAN_CHAT, onSend: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Percakapan: Story = { args: { title: 'Percakapan' } };

export const Empty: Story = { args: { pesan: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const Sending: Story = { args: { isSending: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = { args: { pesan: PESAN_CHAT_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
