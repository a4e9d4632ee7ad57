import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FOTO_URL, URL_RUSAK } from '../../test/fixtures';
import { Avatar } from './Avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Siti Nurhaliza Putri' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = { args: { src: FOTO_URL } };

export const Initials: Story = {};

export const BrokenImage: Story = {
  args: { src: URL_RUSAK, name: 'Bambang Sutrisno' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Bambang Sutrisno' }),
    ).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'Raden Ayu Sekar Kusumawardhani Purbaningrum' },
};
