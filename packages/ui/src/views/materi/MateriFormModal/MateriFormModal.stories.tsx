import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import {
  BATAS_UNGGAH_MATERI_MB,
  MATERI_EBOOK,
  MATERI_SALIN,
  MATERI_URL,
  OPSI_PERTEMUAN_MATERI,
  PERTEMUAN_MATERI_OFFLINE,
  PERTEMUAN_MATERI_ONLINE,
  SEKARANG_MATERI,
  TOTAL_MATERI_SALIN,
  ZONA_MATERI,
} from '../../../test/materiFormFixtures';
import { MateriFormModal, type MateriFormModalProps } from './MateriFormModal';

/** The modal with a toast region of the story's own (validation toasts). */
function DenganToast(props: MateriFormModalProps) {
  const [antrian] = useState(createToastQueue);
  return (
    <>
      <MateriFormModal {...props} toastQueue={antrian} />
      <ToastRegion queue={antrian} />
    </>
  );
}

const SALIN: NonNullable<MateriFormModalProps['salin']> = {
  materi: MATERI_SALIN,
  total: TOTAL_MATERI_SALIN,
  page: 1,
  onPageChange: fn(),
  search: '',
  onSearchChange: fn(),
};

const meta = {
  title: 'Views/MateriFormModal',
  component: MateriFormModal,
  render: (args) => <DenganToast {...args} />,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '900px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'tambah',
    pertemuan: PERTEMUAN_MATERI_ONLINE,
    timeZone: ZONA_MATERI,
    sekarang: SEKARANG_MATERI,
    batasUnggahMb: BATAS_UNGGAH_MATERI_MB,
    onSubmit: fn(async () => undefined),
    salin: SALIN,
    onSalin: fn(async () => undefined),
  },
} satisfies Meta<typeof MateriFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Creating: the two tabs, an empty upload form; the file input waits for a type. */
export const Tambah: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const tab = await b.findByRole('tab', { name: 'Upload Materi Baru' });
    // The modal fades in.
    await waitFor(() => expect(tab).toBeVisible());
    await expect(b.getByRole('button', { name: 'Pilih File' })).toBeDisabled();
  },
};

/** 'Simpan' on the empty form: inline messages and 'Pengisian Data Belum Lengkap!'. */
export const TambahGalat: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Simpan' }));
    await b.findByText('Judul wajib diisi!');
    await waitFor(() => expect(b.getByText('Judul wajib diisi!')).toBeVisible());
    await waitFor(() => expect(b.getByText('Deskripsi wajib diisi!')).toBeVisible());
    await waitFor(() => expect(b.getByText('Tipe wajib dipilih!')).toBeVisible());
    await waitFor(() => expect(b.getByText('Jenis wajib dipilih!')).toBeVisible());
    await b.findByText('Pengisian Data Belum Lengkap!');
    await waitFor(() => expect(b.getByText('Pengisian Data Belum Lengkap!')).toBeVisible());
  },
};

/** Editing an e-book: no tabs, the form filled in, the stored file shown (replacing optional). */
export const Ubah: Story = {
  args: { mode: 'ubah', materi: MATERI_EBOOK },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const judul = await b.findByRole('heading', { name: 'Ubah Data' });
    await waitFor(() => expect(judul).toBeVisible());
    await expect(b.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** A url material: a 'Link' field instead of the file. */
export const TipeUrl: Story = {
  args: { mode: 'ubah', materi: MATERI_URL },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const link = await b.findByRole('textbox', { name: 'Link' });
    await expect(link).toHaveValue(MATERI_URL.file_url);
    link.scrollIntoView({ block: 'start' });
  },
};

/** An offline meeting: the attendance requirement is disabled and empty (spec 4). */
export const PertemuanOffline: Story = {
  args: { pertemuan: PERTEMUAN_MATERI_OFFLINE },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('radio', { name: 'Ya' })).toBeDisabled();
    await expect(
      b.getByText('Pertemuan offline tidak memiliki syarat kehadiran.'),
    ).toBeInTheDocument();
    b.getByRole('group', { name: 'Tampilan dan Kehadiran' }).scrollIntoView({ block: 'end' });
  },
};

/** Operators pick the meeting: 'number. (date, start - end zone)'. */
export const Operator: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_MATERI },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Pertemuan$/ }));
    const opsi = await b.findByRole('option', { name: '4. (23 Sep 2025, 09:20 - 11:00 WIB)' });
    await waitFor(() => expect(opsi).toBeVisible());
  },
};

const bukaSalin = async (canvasElement: HTMLElement) => {
  const b = body(canvasElement);
  await userEvent.click(await b.findByRole('tab', { name: 'Salin Materi Kelas Lain' }));
  // The modal may still be fading in on a busy machine.
  await waitFor(() => expect(b.getByRole('tabpanel')).toBeVisible());
  return b;
};

/** The copy tab: other classes' materials, two chosen. */
export const Salin: Story = {
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await userEvent.click(b.getByRole('checkbox', { name: `Pilih ${MATERI_SALIN[1]!.judul}` }));
    await userEvent.click(b.getByRole('checkbox', { name: `Pilih ${MATERI_SALIN[3]!.judul}` }));
    await waitFor(() => expect(b.getByText('2 materi dipilih')).toBeVisible());
    await waitFor(() => expect(b.getByRole('button', { name: 'Salin' })).toBeVisible());
  },
};

/** 'Salin' with nothing chosen: 'Materi wajib dipilih!'. */
export const SalinTanpaPilihan: Story = {
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Salin' }));
    await b.findByText('Materi wajib dipilih!');
    await waitFor(() => expect(b.getByText('Materi wajib dipilih!')).toBeVisible());
  },
};

/** No material matches the search: 'No records'. */
export const SalinKosong: Story = {
  args: { salin: { ...SALIN, materi: [], total: 0, search: 'kalkulus' } },
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await waitFor(() => expect(b.getByText('No records')).toBeVisible());
  },
};

/** The copy list is loading. */
export const SalinMemuat: Story = {
  args: { salin: { ...SALIN, materi: [], isLoading: true } },
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await expect(b.getByRole('table', { name: 'Materi Kelas Lain' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The copy list failed to load: 'NO DATA'. */
export const SalinGagal: Story = {
  args: { salin: { ...SALIN, materi: [], total: 0, isError: true } },
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await waitFor(() => expect(b.getByText('NO DATA')).toBeVisible());
  },
};

export const Mobile: Story = {
  args: { mode: 'ubah', materi: MATERI_EBOOK },
  globals: { viewport: { value: 'mobile' } },
};

/** Saving an edit: the progress reported by `onSubmit` while it runs. Last: it stays pending. */
export const Mengunggah: Story = {
  args: {
    mode: 'ubah',
    materi: MATERI_EBOOK,
    onSubmit: fn(
      (_payload: unknown, _berkas: File | null, onProgress: (persen: number) => void) => {
        onProgress(45);
        return new Promise<void>(() => {});
      },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Simpan' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    const progres = await b.findByRole('progressbar', { name: 'Menyimpan materi' });
    progres.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(progres).toBeVisible());
    await waitFor(() => expect(b.getByText('45.0%')).toBeVisible());
  },
};
