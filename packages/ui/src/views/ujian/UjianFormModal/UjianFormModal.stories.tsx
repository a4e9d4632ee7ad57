import { PESAN_WAKTU_KUNCI } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import {
  OPSI_PERTEMUAN_UJIAN,
  PERTEMUAN_UJIAN,
  PESERTA_UJIAN,
  TOTAL_UJIAN_SALIN,
  UJIAN_KELAS,
  UJIAN_REMEDIAL,
  UJIAN_SALIN,
  UJIAN_UBAH,
  ZONA_UJIAN,
} from '../../../test/ujianStafFixtures';
import { UjianFormModal, type UjianFormModalProps } from './UjianFormModal';

/** The modal with a toast region of the story's own (validation toasts). */
function DenganToast(props: UjianFormModalProps) {
  const [antrian] = useState(createToastQueue);
  return (
    <>
      <UjianFormModal {...props} toastQueue={antrian} />
      <ToastRegion queue={antrian} />
    </>
  );
}

const SALIN: NonNullable<UjianFormModalProps['salin']> = {
  data: UJIAN_SALIN,
  total: TOTAL_UJIAN_SALIN,
  page: 1,
  onPageChange: fn(),
  onSearch: fn(),
};

const meta = {
  title: 'Views/UjianFormModal',
  component: UjianFormModal,
  render: (args) => <DenganToast {...args} />,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '900px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'tambah',
    pertemuan: PERTEMUAN_UJIAN,
    ujianKelas: UJIAN_KELAS,
    peserta: PESERTA_UJIAN,
    timeZone: ZONA_UJIAN,
    onSubmit: fn(async () => undefined),
    salin: SALIN,
    onSalin: fn(async () => undefined),
  },
} satisfies Meta<typeof UjianFormModal>;

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

const radio = (b: ReturnType<typeof body>, grup: string, nama: string) =>
  within(b.getByRole('radiogroup', { name: grup })).getByRole('radio', { name: nama });

/** Creating: the two tabs, the meeting card, the spec's defaults and the meeting's times. */
export const Tambah: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByRole('tab', { name: 'Buat Kuis/Ujian Baru' })).toBeVisible();
    await expect(b.getByRole('button', { name: 'Tambah' })).toBeVisible();
  },
};

/** Batas waktu 'Ya' without a duration: the danger toast 'Durasi wajib diisi' (spec 5 rule 2). */
export const DurasiKosong: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.type(b.getByRole('textbox', { name: 'Judul' }), 'Kuis Join');
    await userEvent.click(radio(b, 'Batas Waktu', 'Ya'));
    await userEvent.click(b.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(b.getAllByText('Durasi wajib diisi').length).toBeGreaterThan(0));
    const durasi = b.getByRole('textbox', { name: 'Durasi' });
    durasi.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(durasi).toHaveAttribute('aria-invalid', 'true'));
    // The danger toast says it too: the picture shows both.
    await waitFor(() =>
      expect(within(document.body).getByRole('alert')).toHaveTextContent('Durasi wajib diisi'),
    );
  },
};

/** Remedial: 'Ujian Utama' (the meeting's non-remedial exams) and two chosen participants. */
export const Remedial: Story = {
  args: { mode: 'ubah', ujian: UJIAN_REMEDIAL },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    const daftar = b.getByRole('list', { name: '2 peserta remedial dipilih' });
    daftar.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(daftar).toBeVisible());
  },
};

/** Remedial in a meeting without another exam: 'Tidak ada ujian di pertemuan ini'. */
export const RemedialTanpaUjianUtama: Story = {
  args: { mode: 'ubah', ujian: UJIAN_REMEDIAL, ujianKelas: [UJIAN_REMEDIAL] },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    const teks = b.getByText('Tidak ada ujian di pertemuan ini');
    teks.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(teks).toBeVisible());
  },
};

/** Editing: no tabs, 'Simpan', the time limit's duration and the key's display time. */
export const Ubah: Story = {
  args: { mode: 'ubah', ujian: UJIAN_UBAH },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.queryByRole('tab')).not.toBeInTheDocument();
    const kunci = b.getByRole('group', { name: 'Waktu Tampil Kunci Jawaban' });
    kunci.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(kunci).toBeVisible());
  },
};

/** Editing a shown quiz whose groups cannot give their questions: the form says so first. */
export const UbahSoalBelumLengkap: Story = {
  args: {
    mode: 'ubah',
    ujian: {
      ...UJIAN_UBAH,
      soal_siap: false,
      masalah_soal: ['Kelompok 1 (Pilihan Ganda) belum memiliki soal'],
    },
  },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByText('Kelompok 1 (Pilihan Ganda) belum memiliki soal')).toBeVisible();
  },
};

/** The key shown before the exam ends: a warning that early finishers see it while others work. */
export const KunciSebelumBerakhir: Story = {
  args: {
    mode: 'ubah',
    ujian: { ...UJIAN_UBAH, waktu_tampil_kunci: '2025-09-23T10:00:00+07:00' },
  },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    const peringatan = await b.findByText(PESAN_WAKTU_KUNCI.sebelumBerakhir);
    peringatan.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(peringatan).toBeVisible());
  },
};

/** Operators pick the meeting: 'number. (date, start - end zone)'. */
export const Operator: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_UJIAN },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('button', { name: /Pertemuan$/ }));
    const opsi = await b.findByRole('option', { name: '4. (23 Sep 2025, 09:20 - 11:00 WIB)' });
    await waitFor(() => expect(opsi).toBeVisible());
  },
};

const bukaSalin = async (canvasElement: HTMLElement) => {
  const b = await terbuka(canvasElement);
  await userEvent.click(b.getByRole('tab', { name: 'Salin Kuis/Ujian Lain' }));
  await waitFor(() => expect(b.getByRole('tabpanel')).toBeVisible());
  return b;
};

/** The copy tab: other classes' exams, two chosen, the copies' own times. */
export const Salin: Story = {
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await userEvent.click(b.getByRole('checkbox', { name: `Pilih ${UJIAN_SALIN[1]!.judul}` }));
    await userEvent.click(b.getByRole('checkbox', { name: `Pilih ${UJIAN_SALIN[4]!.judul}` }));
    await waitFor(() => expect(b.getByText('2 kuis/ujian dipilih')).toBeVisible());
    await expect(b.getByRole('button', { name: 'Salin' })).toBeVisible();
  },
};

/** 'Salin' with nothing chosen: 'Pilih ujian terlebih dahulu'. */
export const SalinTanpaPilihan: Story = {
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Salin' }));
    await waitFor(() => expect(b.getAllByText('Pilih ujian terlebih dahulu')).toHaveLength(2));
  },
};

/** No exam matches the search: said in Indonesian (issue 21: it read 'No records'). */
export const SalinKosong: Story = {
  args: { salin: { ...SALIN, data: [], total: 0, search: 'kalkulus' } },
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await waitFor(() =>
      expect(b.getByText('Tidak ada kuis/ujian yang cocok dengan pencarian.')).toBeVisible(),
    );
  },
};

/** The copy list is loading. */
export const SalinMemuat: Story = {
  args: { salin: { ...SALIN, data: [], isLoading: true } },
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await expect(b.getByRole('table', { name: 'Kuis/Ujian Kelas Lain' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The copy list failed to load: 'NO DATA'. */
export const SalinGagal: Story = {
  args: { salin: { ...SALIN, data: [], total: 0, isError: true } },
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await waitFor(() => expect(b.getByText('NO DATA')).toBeVisible());
  },
};

/** The server refused the save: its message above the form. */
export const GalatServer: Story = {
  args: {
    mode: 'ubah',
    ujian: UJIAN_UBAH,
    galat: 'Ujian utama harus kuis/ujian non-remedial di pertemuan ini',
  },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByRole('alert')).toHaveTextContent('Ujian utama harus');
  },
};

/** Saving: the submit spins and the fields wait (`isPending`). */
export const Menyimpan: Story = {
  args: { mode: 'ubah', ujian: UJIAN_UBAH, isPending: true },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByRole('button', { name: /Simpan/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const JUDUL_PANJANG =
  'Kuis Pemahaman Konsep Aljabar Relasional, Kalkulus Relasional Tupel dan Domain, serta Penerapannya pada Perancangan Basis Data Perguruan Tinggi';

/** Long Indonesian titles: two lines in the copy table with the whole title in a tooltip. */
export const TeksPanjang: Story = {
  args: {
    salin: {
      ...SALIN,
      data: UJIAN_SALIN.slice(0, 4).map((u, i) => ({
        ...u,
        judul: i % 2 ? JUDUL_PANJANG : `${u.judul}: Latihan Mandiri Sebelum Ujian Tengah Semester`,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const b = await bukaSalin(canvasElement);
    await waitFor(() => expect(b.getAllByText(JUDUL_PANJANG)[0]).toBeVisible());
  },
};

export const Mobile: Story = {
  args: { mode: 'ubah', ujian: UJIAN_REMEDIAL },
  globals: { viewport: { value: 'mobile' } },
};
