import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PESERTA_BANYAK, PESERTA_KELAS, PESERTA_NAMA_PANJANG } from '../../../test/kelasFixtures';
import { DataPesertaCard } from './DataPesertaCard';

const meta = {
  title: 'Views/DataPesertaCard',
  component: DataPesertaCard,
  args: { peserta: PESERTA_KELAS, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataPesertaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's view: no button. */
export const Default: Story = {};

/** Staff allowed to change the class leader. */
export const UbahKetua: Story = { args: { onUbahKetua: fn() } };

/** Focus (or hover) on a participant opens the card with programme, cohort and status. */
export const TooltipCard: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Angkatan 2023');
  },
};

/** 64 participants, 10 per page. */
export const Banyak: Story = { args: { peserta: PESERTA_BANYAK, onUbahKetua: fn() } };

export const Empty: Story = { args: { peserta: [] } };

export const Loading: Story = { args: { peserta: [], isLoading: true } };

export const LoadFailed: Story = { args: { peserta: [], isError: true } };

export const LongText: Story = { args: { peserta: PESERTA_NAMA_PANJANG, onUbahKetua: fn() } };

export const Mobile: Story = {
  args: { peserta: PESERTA_BANYAK, onUbahKetua: fn() },
  globals: { viewport: { value: 'mobile' } },
};
