import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import { ImporSoalModal, type ImporSoalModalProps } from './ImporSoalModal';

/** The modal with a toast region of the story's own (validation toasts). */
function DenganToast(props: ImporSoalModalProps) {
  const [antrian] = useState(createToastQueue);
  return (
    <>
      <ImporSoalModal {...props} toastQueue={antrian} />
      <ToastRegion queue={antrian} />
    </>
  );
}

const PESAN_BERHASIL = 'Berhasil mengimpor 20 soal pilihan.';
const PESAN_GAGAL = [
  'Tidak ada soal yang diimpor:',
  'Baris 4, kolom Kunci: kunci jawaban harus salah satu dari A, B, C, D atau E.',
  'Baris 7, kolom Pilihan C: pilihan jawaban wajib diisi.',
  'Baris 12, kolom Pertanyaan: sel berisi rumus; isi dengan teks.',
].join('\n');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const berkasXlsx = () => new File(['isi'], 'impor-soal-pilihan.xlsx', { type: XLSX });

const meta = {
  title: 'Views/ImporSoalModal',
  component: ImporSoalModal,
  render: (args) => <DenganToast {...args} />,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '720px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    judulBank: 'Bank Soal UTS Basis Data',
    onImpor: fn(async () => ({ message: PESAN_BERHASIL })),
  },
} satisfies Meta<typeof ImporSoalModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the modal to fade in. */
const terbuka = async (canvasElement: HTMLElement) => {
  const b = body(canvasElement);
  const dialog = await b.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return b;
};

/** Picks the workbook through the drop zone's file input. */
const unggah = async (canvasElement: HTMLElement, file: File) => {
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
    '[role="dialog"] input[type="file"]',
  );
  if (!input) throw new Error('No file input');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
};

/** Nothing chosen: the template waits for a type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByRole('link', { name: 'Unduh Templat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A type and a workbook chosen: the type's template to download. */
export const Terisi: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('radio', { name: 'Soal Benar Salah' }));
    await expect(b.getByRole('link', { name: 'Unduh Templat Soal Benar Salah' })).toHaveAttribute(
      'href',
      '/templat/impor-soal-benar_salah.xlsx',
    );
    await unggah(canvasElement, berkasXlsx());
    await waitFor(() => expect(b.getByTitle('impor-soal-pilihan.xlsx')).toBeVisible());
  },
};

/** The chosen template's columns, from the domain's template definition. */
export const KolomTemplat: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('radio', { name: 'Soal Pilihan' }));
    await userEvent.click(b.getByRole('button', { name: 'Kolom templat' }));
    await waitFor(() => expect(b.getByText('Pilihan E')).toBeVisible());
  },
};

/** 'Impor' with nothing chosen: 'File belum dipilih' (spec 5, 8). */
export const FileBelumDipilih: Story = {
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Impor' }));
    await expect(await b.findAllByText('File belum dipilih')).toHaveLength(2);
    await expect(args.onImpor).not.toHaveBeenCalled();
  },
};

/** A workbook without a type: the type is required. */
export const JenisBelumDipilih: Story = {
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await unggah(canvasElement, berkasXlsx());
    await userEvent.click(b.getByRole('button', { name: 'Impor' }));
    await expect(await b.findAllByText('Jenis soal wajib dipilih')).toHaveLength(2);
    await expect(args.onImpor).not.toHaveBeenCalled();
  },
};

/** Another kind of file is refused when picked. */
export const FormatSalah: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await unggah(canvasElement, new File(['%PDF'], 'soal.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(b.getByText('File harus berformat .xls atau .xlsx')).toBeVisible());
    await expect(b.queryByText('soal.pdf')).not.toBeInTheDocument();
  },
};

/** The import succeeded: 'Impor Berhasil' with the server's message. */
export const ImporBerhasil: Story = {
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('radio', { name: 'Soal Pilihan' }));
    await unggah(canvasElement, berkasXlsx());
    await userEvent.click(b.getByRole('button', { name: 'Impor' }));
    await expect(args.onImpor).toHaveBeenCalledWith({
      jenis: 'pilihan',
      file: expect.any(File),
    });
    const status = await b.findByRole('status');
    await expect(status).toHaveTextContent('Impor Berhasil');
    await expect(status).toHaveTextContent(PESAN_BERHASIL);
    // The footer's 'Tutup' besides the header's close button.
    await expect(b.getAllByRole('button', { name: 'Tutup' })).toHaveLength(2);
    await expect(b.getByRole('button', { name: 'Impor Lagi' })).toBeVisible();
  },
};

/** The server refused the workbook: the red 'Impor Gagal' box and 'Impor Ulang'. */
export const ImporGagal: Story = {
  args: {
    onImpor: fn(async () => {
      throw new Error(PESAN_GAGAL);
    }),
  },
  play: async (context) => {
    const b = await terbuka(context.canvasElement);
    await userEvent.click(b.getByRole('radio', { name: 'Soal Pilihan' }));
    await unggah(context.canvasElement, berkasXlsx());
    await userEvent.click(b.getByRole('button', { name: 'Impor' }));
    const alert = await b.findByRole('alert');
    await expect(alert).toHaveTextContent('Impor Gagal');
    await expect(alert).toHaveTextContent('Baris 7, kolom Pilihan C');
    await expect(b.getByRole('button', { name: 'Impor Ulang' })).toBeVisible();
  },
};

/** 'Impor Ulang' goes back to the form: the type kept, the file to choose again. */
export const ImporUlang: Story = {
  args: ImporGagal.args,
  play: async (context) => {
    await ImporGagal.play?.(context);
    const b = body(context.canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Impor Ulang' }));
    await expect(await b.findByRole('radio', { name: 'Soal Pilihan' })).toBeChecked();
    await expect(b.getByRole('button', { name: 'Pilih File' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('radio', { name: 'Soal Esai' }));
    await unggah(canvasElement, berkasXlsx());
  },
};

// Last in the file: a pending button leaves a live-region message behind for the next story.
/** Importing: everything waits until the server answers. */
export const Mengimpor: Story = {
  args: { onImpor: fn(() => new Promise<{ message: string }>(() => {})) },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('radio', { name: 'Soal Esai' }));
    await unggah(canvasElement, berkasXlsx());
    await userEvent.click(b.getByRole('button', { name: 'Impor' }));
    await waitFor(() => expect(b.getByRole('button', { name: 'Batal' })).toBeDisabled());
    await expect(b.getByRole('radio', { name: 'Soal Esai' })).toBeDisabled();
  },
};
