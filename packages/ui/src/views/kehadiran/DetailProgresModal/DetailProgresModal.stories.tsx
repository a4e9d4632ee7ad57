import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DETAIL_PROGRES } from '../../../test/kehadiranPertemuanFixtures';
import { DetailProgresModal } from './DetailProgresModal';

const meta = {
  title: 'Views/DetailProgresModal',
  component: DetailProgresModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '700px' } },
  },
  args: { isOpen: true, onOpenChange: fn(), data: DETAIL_PROGRES, minimalPersen: 60 },
} satisfies Meta<typeof DetailProgresModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the minimum: red, with each activity's reason. */
export const Default: Story = {};

export const Mencapai: Story = {
  args: { data: { ...DETAIL_PROGRES, progress: { overall: 0.75, fraction: '3/4' } } },
};

/** Updated by a person: grey (spec 4). */
export const Manual: Story = {
  args: { data: { ...DETAIL_PROGRES, updated_by: { username: 'dosen1', name: 'Budi Santoso' } } },
};

export const Empty: Story = {
  args: { data: { ...DETAIL_PROGRES, progress: { overall: 0, fraction: '0/0' }, detail: [] } },
};

export const Loading: Story = {
  args: { data: { ...DETAIL_PROGRES, detail: [] }, isLoading: true },
};

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
