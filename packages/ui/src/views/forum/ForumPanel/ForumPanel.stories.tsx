import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FORUM_BELUM_DIMULAI,
  FORUM_BERLANGSUNG,
  FORUM_PERTEMUAN,
  FORUM_STAF,
  FORUM_STAF_BELUM,
  FORUM_STAF_SELESAI,
} from '../../../test/forumFixtures';
import { ForumPanel } from './ForumPanel';

const meta = {
  title: 'Views/ForumPanel',
  component: ForumPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    forum: FORUM_PERTEMUAN,
    peran: 'mahasiswa',
    timeZone: 'Asia/Jakarta',
    onRetry: fn(),
  },
  argTypes: { peran: { control: 'inline-radio', options: ['mahasiswa', 'staf'] } },
} satisfies Meta<typeof ForumPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const staf = {
  peran: 'staf',
  forum: [FORUM_STAF, FORUM_STAF_BELUM, FORUM_STAF_SELESAI],
  onTambah: fn(),
  onUbah: fn(),
  onHapus: fn(),
} as const;

/**
 * A student: the running forum with its unread badge, next week's forum collapsed and disabled,
 * last week's ticked as completed.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 belum dibaca')).toBeVisible();
    await expect(canvas.getByRole('button', { name: FORUM_BELUM_DIMULAI.judul })).toBeDisabled();
  },
};

/** Staff: participants, 'Tambah Forum', and 'Ubah'/'Hapus' only on open forums. */
export const Staf: Story = {
  args: staf,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Ubah' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Forum' }));
    await expect(args.onTambah).toHaveBeenCalled();
  },
};

/** Only forums that have not started: a student sees them disabled and collapsed. */
export const Disabled: Story = {
  args: {
    forum: [
      FORUM_BELUM_DIMULAI,
      { ...FORUM_BELUM_DIMULAI, id: 'f-b', judul: 'Forum minggu depan' },
    ],
  },
};

/** The /forum page's list: every class's forums, each with its course and class. */
export const SemuaKelas: Story = {
  args: { varian: 'semua', headingLevel: 2 },
};

export const Empty: Story = { args: { forum: [] } };

export const EmptyStaf: Story = { args: { ...staf, forum: [] } };

export const EmptySemua: Story = { args: { forum: [], varian: 'semua' } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

export const LongText: Story = {
  args: {
    forum: [
      {
        ...FORUM_BERLANGSUNG,
        judul:
          'Diskusi panjang tentang implementasi struktur data stack dan queue menggunakan array dinamis dan linked list pada bahasa pemrograman C',
        unread_count: 128,
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileStaf: Story = {
  args: staf,
  globals: { viewport: { value: 'mobile' } },
};
