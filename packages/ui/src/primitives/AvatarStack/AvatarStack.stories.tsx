import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOTO_URL, URL_RUSAK } from '../../test/fixtures';
import { PESERTA } from '../../test/kitFixtures';
import { AvatarStack } from './AvatarStack';

const meta = {
  title: 'Primitives/AvatarStack',
  component: AvatarStack,
  args: { people: PESERTA.map((p, i) => (i === 0 ? { ...p, fotoUrl: FOTO_URL } : p)) },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const UpToThree: Story = { args: { people: PESERTA.slice(0, 3) } };

export const One: Story = { args: { people: PESERTA.slice(0, 1) } };

export const Empty: Story = { args: { people: [] } };

export const BrokenPhotos: Story = {
  args: { people: PESERTA.slice(0, 4).map((p) => ({ ...p, fotoUrl: URL_RUSAK })) },
};

/** '+n' lists the other people on focus or hover. */
export const OthersTooltip: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 72, paddingLeft: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Agus Prasetyo');
  },
};

export const LongNames: Story = {
  args: {
    people: [
      { nama: 'Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum' },
      { nama: 'Muhammad Fadhlurrahman Al-Banjari' },
      { nama: 'Cut Nyak Meutia Rahmawati' },
      { nama: 'Anak Agung Gede Ngurah Wiranatakusuma' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
