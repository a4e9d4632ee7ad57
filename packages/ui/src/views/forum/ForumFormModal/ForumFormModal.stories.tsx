import { PESAN_FORUM } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FORUM_STAF,
  FORUM_STAF_BELUM,
  OPSI_PERTEMUAN_FORUM,
  PERTEMUAN_FORUM,
  SEKARANG_FORUM,
} from '../../../test/forumFixtures';
import { ForumFormModal } from './ForumFormModal';

const meta = {
  title: 'Views/ForumFormModal',
  component: ForumFormModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '900px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'tambah',
    pertemuan: PERTEMUAN_FORUM,
    timeZone: 'Asia/Jakarta',
    hariIni: SEKARANG_FORUM,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ForumFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A lecturer adds a forum: the meeting from context as a card, its times as the default. */
export const Default: Story = {};

/** An operator picks the meeting (spec 6). */
export const Operator: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_FORUM },
};

/** Saving empty: every required field says so, in the spec's order. */
export const Galat: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_FORUM },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Tambah' }));
    await expect(b.getAllByText(PESAN_FORUM.judul)[0]).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a forum nobody joined yet. */
export const Ubah: Story = { args: { mode: 'ubah', forum: FORUM_STAF_BELUM } };

/** Students posted: the start and the meeting are locked. */
export const Disabled: Story = {
  args: { mode: 'ubah', forum: FORUM_STAF },
  play: async ({ canvasElement }) => {
    // The modal fades in: wait for it to show.
    await waitFor(() =>
      expect(body(canvasElement).getByText(PESAN_FORUM.mulaiTerkunci)).toBeVisible(),
    );
  },
};

/** The server refused the save. */
export const GalatServer: Story = {
  args: { galat: 'Tanggal mulai forum paling awal kemarin' },
};

/** Saving: the fields wait. */
export const Loading: Story = { args: { isPending: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
