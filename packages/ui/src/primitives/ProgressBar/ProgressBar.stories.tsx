import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Progres aktivitas', value: 0.8555, minimalPersen: 60 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At or above the minimum: green. */
export const Default: Story = {};

/** Below the minimum: red. */
export const BelowMinimum: Story = { args: { value: 0.425 } };

/** Updated by hand (not LMS:SYSTEM): grey. */
export const Manual: Story = { args: { value: 1, updatedBy: 'operator.fti' } };

export const Empty: Story = { args: { value: 0 } };

/** No minimum (offline meeting): primary. */
export const WithoutMinimum: Story = { args: { value: 0.333, minimalPersen: undefined } };

export const Colours: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar label="Siti Nurhaliza (hadir)" value={0.9} minimalPersen={60} />
      <ProgressBar label="Budi Santoso (kurang)" value={0.45} minimalPersen={60} />
      <ProgressBar
        label="Dewi Lestari (diubah operator)"
        value={0.2}
        minimalPersen={60}
        updatedBy="operator.fti"
      />
    </div>
  ),
};

export const HiddenLabel: Story = {
  args: { isLabelHidden: true, label: 'Progres Siti Nurhaliza' },
};

export const LongText: Story = {
  args: {
    label:
      'Progres aktivitas Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum pada pertemuan 12',
    value: 0.6,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
