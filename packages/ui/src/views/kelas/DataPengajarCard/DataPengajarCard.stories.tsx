import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KELAS_KULIAH, PENGAJAR_BANYAK } from '../../../test/kelasFixtures';
import { DataPengajarCard } from './DataPengajarCard';

const meta = {
  title: 'Views/DataPengajarCard',
  component: DataPengajarCard,
  args: { pengajar: KELAS_KULIAH.pengajar, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataPengajarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's view: no button. */
export const Default: Story = {};

/** Staff allowed to change positions. */
export const UbahJabatan: Story = { args: { onUbahJabatan: fn() } };

export const Empty: Story = { args: { pengajar: [] } };

export const Loading: Story = { args: { pengajar: [], isLoading: true } };

export const LoadFailed: Story = { args: { pengajar: [], isError: true } };

/** Five teachers, one with a photo and long titles, one without a programme. */
export const LongText: Story = { args: { pengajar: PENGAJAR_BANYAK, onUbahJabatan: fn() } };

export const Mobile: Story = {
  args: { pengajar: PENGAJAR_BANYAK, onUbahJabatan: fn() },
  globals: { viewport: { value: 'mobile' } },
};
