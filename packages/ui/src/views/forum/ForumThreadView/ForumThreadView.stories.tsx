import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FORUM_BELUM_DIMULAI,
  FORUM_SELESAI_MAHASISWA,
  FORUM_STAF,
  FORUM_STAF_BELUM,
  TOPIK_DOSEN,
  TOPIK_MAHASISWA,
} from '../../../test/forumFixtures';
import { ForumThreadView } from './ForumThreadView';

const meta = {
  title: 'Views/ForumThreadView',
  component: ForumThreadView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    forum: { ...FORUM_STAF, bisa_diubah: false, completed: false },
    topik: TOPIK_MAHASISWA,
    timeZone: 'Asia/Jakarta',
    hrefKembali: '/forum',
    onKirim: fn(async () => undefined),
    onUbahPost: fn(async () => undefined),
    onHapusPost: fn(async () => undefined),
    onRetry: fn(),
    onRetryPost: fn(),
  },
} satisfies Meta<typeof ForumThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student in a running forum: the composer, own post editable, the lecturer's reply new. */
export const Default: Story = {};

/** 'Balas' opens the reply editor under its thread. */
export const Membalas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Balas' })[0] as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: 'Tulis balasan' })).toBeVisible();
  },
};

/** The lecturer: deletes any post; a deleted thread stays for its reply. */
export const Dosen: Story = { args: { forum: FORUM_STAF, topik: TOPIK_DOSEN } };

/** Finished: read-only. */
export const Disabled: Story = {
  args: { forum: FORUM_SELESAI_MAHASISWA },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Kirim' })).toBeNull();
  },
};

/** A student before the start: nothing to read yet. */
export const BelumDimulai: Story = { args: { forum: FORUM_BELUM_DIMULAI, topik: [] } };

/** The lecturer before the start: no posting yet. */
export const BelumDimulaiDosen: Story = { args: { forum: FORUM_STAF_BELUM, topik: [] } };

export const Empty: Story = { args: { topik: [] } };

/** More than one page of threads: the older ones wait behind 'Muat topik sebelumnya'. */
export const AdaTopikSebelumnya: Story = { args: { onMuatSebelumnya: fn() } };

export const MemuatTopikSebelumnya: Story = {
  args: { onMuatSebelumnya: fn(), isMemuatSebelumnya: true },
};

export const Loading: Story = { args: { forum: null, isLoading: true } };

export const PostLoading: Story = { args: { topik: [], isPostLoading: true } };

export const LoadFailed: Story = {
  args: { forum: null, isError: true, pesanGalat: 'Forum tidak ditemukan' },
};

export const PostLoadFailed: Story = { args: { topik: [], isPostError: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileDosen: Story = {
  args: { forum: FORUM_STAF, topik: TOPIK_DOSEN },
  globals: { viewport: { value: 'mobile' } },
};
