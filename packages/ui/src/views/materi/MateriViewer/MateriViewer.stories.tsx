import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DOKUMEN_URL } from '../../../test/lmsFixtures';
import {
  MATERI_ARSIP,
  MATERI_AUDIO,
  MATERI_EBOOK,
  MATERI_EBOOK_TERPENUHI,
  MATERI_TEKS_PANJANG,
  MATERI_URL,
  MATERI_VIDEO,
  SEKARANG_MATERI_KARTU,
  SYARAT_MATERI,
  SYARAT_MATERI_TANPA_HITUNG_MUNDUR,
} from '../../../test/materiFixtures';
import { materiModes } from '../MateriCard';
import { MateriViewer } from './MateriViewer';

// Stories never reach the external viewer: `viewerUrl` points at a local data: document, and
// media are a one-second local WAV.
const meta = {
  title: 'Views/MateriViewer',
  component: MateriViewer,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '900px' } },
  },
  args: {
    sekarang: SEKARANG_MATERI_KARTU,
    materi: MATERI_EBOOK,
    isOpen: true,
    onOpenChange: fn(),
    mode: 'pengajar',
    syarat: SYARAT_MATERI,
    onPresensi: fn(async () => ({})),
    onDownload: fn(),
    viewerUrl: DOKUMEN_URL,
  },
  argTypes: { mode: { control: 'inline-radio', options: materiModes } },
} satisfies Meta<typeof MateriViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the document frame has loaded (its spinner is gone). */
const dokumenDimuat: Story['play'] = async ({ canvasElement }) => {
  const b = body(canvasElement);
  await b.findByRole('dialog');
  await waitFor(() => expect(b.queryByRole('progressbar')).not.toBeInTheDocument());
};

/** Waits until the player knows the media's length, so its controls stay the same. */
const mediaDimuat: Story['play'] = async ({ canvasElement }) => {
  const dialog = await body(canvasElement).findByRole('dialog');
  const media = dialog.querySelector<HTMLMediaElement>('video, audio');
  await waitFor(() => expect(media?.readyState).toBeGreaterThan(0));
};

/** A lecturer opens an e-book: the document and 'Unduh', no countdown. */
export const Default: Story = { play: dokumenDimuat };

/** A student with the countdown running (not screenshotted: the clock moves). */
export const HitungMundur: Story = {
  args: { mode: 'mahasiswa' },
  parameters: { screenshot: false },
  play: async (context) => {
    await dokumenDimuat(context);
    const b = body(context.canvasElement);
    // The dialog may still be fading in on a busy machine: visible once it has.
    await waitFor(() => expect(b.getByText(/Sisa waktu membaca/)).toBeVisible());
    await expect(context.args.onPresensi).toHaveBeenCalledWith({ aksi: 'buka' });
    await expect(b.queryByRole('button', { name: 'Sudah Baca' })).not.toBeInTheDocument();
  },
};

/** The countdown is over (0 s here): 'Sudah Baca'. */
export const SiapDibaca: Story = {
  args: { mode: 'mahasiswa', syarat: SYARAT_MATERI_TANPA_HITUNG_MUNDUR },
  play: dokumenDimuat,
};

/** Read earlier: the met state, nothing recorded again. */
export const SudahDibaca: Story = {
  args: { mode: 'mahasiswa', materi: MATERI_EBOOK_TERPENUHI },
  play: async (context) => {
    await dokumenDimuat(context);
    const b = body(context.canvasElement);
    await waitFor(() => expect(b.getByText('Materi sudah dibaca')).toBeVisible());
    await expect(context.args.onPresensi).not.toHaveBeenCalled();
  },
};

export const VideoMahasiswa: Story = {
  args: { mode: 'mahasiswa', materi: MATERI_VIDEO },
  play: mediaDimuat,
};

export const VideoPengajar: Story = { args: { materi: MATERI_VIDEO }, play: mediaDimuat };

export const AudioMahasiswa: Story = {
  args: { mode: 'mahasiswa', materi: MATERI_AUDIO },
  play: mediaDimuat,
};

/** A link: 'Buka Link' in a new tab. */
export const UrlMahasiswa: Story = { args: { mode: 'mahasiswa', materi: MATERI_URL } };

/** An archive already downloaded. */
export const ArsipMahasiswa: Story = { args: { mode: 'mahasiswa', materi: MATERI_ARSIP } };

export const ArsipPengajar: Story = { args: { materi: MATERI_ARSIP } };

/** Nothing to show: the modal stays closed. */
export const Empty: Story = { args: { materi: null }, parameters: { screenshot: false } };

export const LongText: Story = {
  args: {
    mode: 'mahasiswa',
    materi: MATERI_TEKS_PANJANG,
    syarat: SYARAT_MATERI_TANPA_HITUNG_MUNDUR,
  },
  play: dokumenDimuat,
};

export const Mobile: Story = {
  args: { mode: 'mahasiswa', materi: MATERI_VIDEO },
  globals: { viewport: { value: 'mobile' } },
  play: mediaDimuat,
};

export const MobileEbook: Story = {
  args: { mode: 'mahasiswa', syarat: SYARAT_MATERI_TANPA_HITUNG_MUNDUR },
  globals: { viewport: { value: 'mobile' } },
  play: dokumenDimuat,
};

// Last in the file: a pending button leaves a live-region message behind for the next story.
/** 'Sudah Baca' pressed: recorded, then the done state. */
export const Dibaca: Story = {
  args: { mode: 'mahasiswa', syarat: SYARAT_MATERI_TANPA_HITUNG_MUNDUR },
  play: async (context) => {
    await dokumenDimuat(context);
    const b = body(context.canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Sudah Baca' }));
    await expect(context.args.onPresensi).toHaveBeenCalledWith({ aksi: 'baca' });
    await waitFor(() => expect(b.getByText('Materi sudah dibaca')).toBeVisible());
    await expect(b.getByText('Terpenuhi')).toBeVisible();
  },
};
