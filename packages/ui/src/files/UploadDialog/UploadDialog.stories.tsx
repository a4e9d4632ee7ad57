import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadDialog, type UploadDialog as UploadDialogType, type UploadFn } from './UploadDialog';

type Args = Parameters<typeof UploadDialogType>[0];

/** Never finishes: the row stays at 40% (the 'info' state). */
const unggahBerjalan: UploadFn = (_file, onProgress) => {
  onProgress(40);
  return new Promise(() => {});
};
const unggahBerhasil: UploadFn = async (file, onProgress) => {
  onProgress(100);
  return { url: `/berkas/${file.name}` };
};
const unggahGagal: UploadFn = async () => {
  throw new Error('Network Error');
};
/** Files whose name contains 'gagal' fail, the rest succeed. */
const unggahCampuran: UploadFn = (file, onProgress) =>
  file.name.includes('gagal') ? unggahGagal(file, onProgress) : unggahBerhasil(file, onProgress);

const berkas = (nama: string, ukuran: number, type = 'application/pdf') =>
  new File([new Uint8Array(ukuran)], nama, { type });

/** Chooses files through the dialog's file input, as the browser's picker would. */
async function pilihBerkas(canvasElement: HTMLElement, files: File[]) {
  const body = canvasElement.ownerDocument.body;
  await within(body).findByRole('dialog');
  const input = await waitFor(() => {
    const el = body.querySelector<HTMLInputElement>('input[type="file"]');
    if (!el) throw new Error('No file input');
    return el;
  });
  // user-event fires the input and change events as the browser's picker does.
  await userEvent.upload(input, files, { applyAccept: false });
}

const meta = {
  title: 'Files/UploadDialog',
  component: UploadDialog,
  args: {
    isOpen: true,
    accept: ['.pdf', '.doc', '.docx'],
    maksByte: 5_000_000,
    onUpload: unggahBerhasil,
    onSave: fn(),
    onOpenChange: fn(),
  },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file yet: 'Simpan' is disabled. */
export const Default: Story = {};

export const WithoutTypeLimit: Story = { args: { accept: [], maksByte: undefined } };

export const Uploading: Story = {
  args: { onUpload: unggahBerjalan },
  play: async ({ canvasElement }) => {
    await pilihBerkas(canvasElement, [berkas('modul-1.pdf', 1_532)]);
    const body = within(canvasElement.ownerDocument.body);
    // The dialog fades in: wait until it is shown, not only mounted (a loaded CI is slow).
    await waitFor(() => expect(body.getByRole('progressbar')).toBeVisible());
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await pilihBerkas(canvasElement, [berkas('modul-1.pdf', 1_532)]);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Berhasil diunggah')).toBeVisible());
    await waitFor(() => expect(body.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  },
};

export const Failed: Story = {
  args: { onUpload: unggahGagal },
  play: async ({ canvasElement }) => {
    await pilihBerkas(canvasElement, [berkas('modul-1.pdf', 1_532)]);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Unggah gagal: Network Error')).toBeVisible());
  },
};

export const InvalidType: Story = {
  play: async ({ canvasElement }) => {
    await pilihBerkas(canvasElement, [berkas('foto-kelas.png', 2_048, 'image/png')]);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(
        body.getByText(
          'Jenis file yang didukung adalah .pdf, .doc, .docx, dengan maksimal ukuran sebesar 5 MB',
          { selector: 'li *' },
        ),
      ).toBeVisible(),
    );
  },
};

export const MultipleFiles: Story = {
  args: { allowsMultiple: true, onUpload: unggahCampuran },
  play: async ({ canvasElement }) => {
    await pilihBerkas(canvasElement, [
      berkas('modul-1.pdf', 1_532),
      berkas('rps-basis-data.docx', 2_100),
      berkas('tugas-gagal.pdf', 900),
    ]);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('2 dari 3 file berhasil diunggah')).toBeVisible());
  },
};

export const LongText: Story = {
  args: {
    title: 'Unggah Lampiran Jawaban Esai',
    subtitle:
      'Lampiran akan dinilai oleh dosen pengampu setelah batas waktu pengumpulan berakhir pada pukul 23:59',
  },
  play: async ({ canvasElement }) => {
    await pilihBerkas(canvasElement, [
      berkas('Laporan Akhir Praktikum Sistem Basis Data Kelompok Tujuh Revisi Ketiga.pdf', 4_321),
    ]);
    await within(canvasElement.ownerDocument.body).findByText('Berhasil diunggah');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: Uploading.play,
  args: { onUpload: unggahBerjalan },
};
