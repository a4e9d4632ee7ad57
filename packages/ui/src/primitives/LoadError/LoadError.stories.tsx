import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'Primitives/LoadError',
  component: LoadError,
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'NO DATA' alone, as the spec's pages show it. */
export const Default: Story = {};

export const WithRetry: Story = { args: { onRetry: fn(), pesan: 'Network Error' } };

export const Retrying: Story = { args: { onRetry: fn(), isRetrying: true } };

export const LongText: Story = {
  args: {
    onRetry: fn(),
    pesan:
      'Gateway Timeout: server tidak menanggapi permintaan rekap kehadiran kelas dalam batas waktu yang ditentukan. Silakan coba beberapa saat lagi.',
  },
};

export const Mobile: Story = {
  args: WithRetry.args,
  globals: { viewport: { value: 'mobile' } },
};
