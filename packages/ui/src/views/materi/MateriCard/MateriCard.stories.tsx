import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MATERI_ARSIP,
  MATERI_AUDIO,
  MATERI_EBOOK,
  MATERI_EBOOK_TERPENUHI,
  MATERI_OFFLINE,
  MATERI_TEKS_PANJANG,
  MATERI_TERSEMBUNYI,
  MATERI_URL,
  MATERI_VIDEO,
  SEKARANG_MATERI_KARTU,
  SYARAT_MATERI,
} from '../../../test/materiFixtures';
import { MateriCard, materiModes } from './MateriCard';

const meta = {
  title: 'Views/MateriCard',
  component: MateriCard,
  args: {
    sekarang: SEKARANG_MATERI_KARTU,
    materi: MATERI_EBOOK,
    mode: 'pengajar',
    timeZone: 'Asia/Jakarta',
    syarat: SYARAT_MATERI,
    onOpen: fn(),
    onDownload: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: materiModes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MateriCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lecturer: 'Unduh', 'Ubah', 'Hapus', the requirement and who met it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modul 1: Pengantar Basis Data' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(canvas.getByText('12 mahasiswa memenuhi')).toBeVisible();
  },
};

/** Not shown to students before 20 Sep 2025, 08:00 WIB. */
export const TersembunyiPengajar: Story = { args: { materi: MATERI_TERSEMBUNYI } };

/** A link: no download. */
export const UrlPengajar: Story = { args: { materi: MATERI_URL } };

/** A student who has not met the e-book requirement yet. */
export const EbookMahasiswa: Story = { args: { mode: 'mahasiswa' } };

/** Met, with the last download time. */
export const TerpenuhiMahasiswa: Story = {
  args: { mode: 'mahasiswa', materi: MATERI_EBOOK_TERPENUHI },
};

export const VideoMahasiswa: Story = { args: { mode: 'mahasiswa', materi: MATERI_VIDEO } };

/** No requirement: no presence box. */
export const AudioMahasiswa: Story = { args: { mode: 'mahasiswa', materi: MATERI_AUDIO } };

export const UrlMahasiswa: Story = { args: { mode: 'mahasiswa', materi: MATERI_URL } };

export const ArsipMahasiswa: Story = { args: { mode: 'mahasiswa', materi: MATERI_ARSIP } };

/** An offline meeting's material without uploader or description. */
export const Offline: Story = { args: { materi: MATERI_OFFLINE } };

/** A lecturer without the manage rights: no buttons, only the title. */
export const Limited: Story = {
  args: { onDownload: undefined, onEdit: undefined, onDelete: undefined },
};

export const LongText: Story = { args: { materi: MATERI_TEKS_PANJANG } };

export const LongTextMahasiswa: Story = {
  args: { materi: MATERI_TEKS_PANJANG, mode: 'mahasiswa' },
};

export const Mobile: Story = {
  args: { materi: MATERI_TEKS_PANJANG, mode: 'mahasiswa' },
  globals: { viewport: { value: 'mobile' } },
};

export const MobilePengajar: Story = {
  args: { materi: MATERI_TEKS_PANJANG },
  globals: { viewport: { value: 'mobile' } },
};
