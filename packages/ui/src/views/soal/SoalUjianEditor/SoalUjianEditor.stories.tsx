import type { BerkasSoal } from '@kampus/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import {
  soalEsai,
  soalPilihan,
  UJIAN_DETAIL,
  UJIAN_DETAIL_BELUM_SIAP,
  UJIAN_DETAIL_KOSONG,
} from '../../../test/ujianStafFixtures';
import type { UnggahBerkasSoalFn } from './SoalModal';
import { SoalUjianEditor, type SoalUjianEditorProps } from './SoalUjianEditor';

/** The editor with a toast region of the story's own (the question editor's toasts). */
function DenganToast(props: SoalUjianEditorProps) {
  const [antrian] = useState(createToastQueue);
  return (
    <>
      <SoalUjianEditor {...props} toastQueue={antrian} />
      <ToastRegion queue={antrian} />
    </>
  );
}

const janji = () => fn(async () => undefined);

const meta = {
  title: 'Views/SoalUjianEditor',
  component: SoalUjianEditor,
  render: (args) => <DenganToast {...args} />,
  args: {
    ujian: UJIAN_DETAIL,
    bolehUbah: true,
    onTambahKelompok: janji(),
    onUbahKelompok: janji(),
    onHapusKelompok: janji(),
    onTambahSoal: janji(),
    onUbahSoal: janji(),
    onHapusSoal: janji(),
  },
} satisfies Meta<typeof SoalUjianEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The lecturer's editor: groups with their rules (one no longer fits), questions, keys. */
export const Default: Story = {};

/** The preview (no write right): the same questions with the key marked, no controls. */
export const Pratinjau: Story = { args: { bolehUbah: false } };

/** No question group yet. */
export const Kosong: Story = { args: { ujian: UJIAN_DETAIL_KOSONG } };

/** A group asks for more questions than it holds: students cannot start yet (issue 21.2). */
export const SoalBelumLengkap: Story = { args: { ujian: UJIAN_DETAIL_BELUM_SIAP } };

export const Memuat: Story = { args: { isLoading: true } };

export const Gagal: Story = { args: { isError: true, onRetry: fn() } };

const modal = { screenshot: { target: 'viewport' as const } };

/** 'Tambah Soal' > 'Soal Pilihan': four options, the key on C, option A being removed next. */
export const TambahSoalPilihan: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const k1 = b.getByRole('region', { name: 'Kelompok 1: Konsep Dasar' });
    await userEvent.click(within(k1).getByRole('button', { name: 'Tambah Soal' }));
    await userEvent.click(await b.findByRole('menuitem', { name: 'Soal Pilihan' }));
    const dialog = await b.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(b.getByRole('button', { name: 'Tambah Pilihan' }));
    await userEvent.type(b.getByRole('textbox', { name: 'Pilihan A' }), 'Inner join');
    await userEvent.type(b.getByRole('textbox', { name: 'Pilihan C' }), 'Cross join');
    const kunci = b.getByRole('radiogroup', { name: 'Kunci Jawaban' });
    await userEvent.click(within(kunci).getByRole('radio', { name: 'C' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(b.getAllByText('Pilihan jawaban wajib diisi').length).toBeGreaterThan(0),
    );
  },
};

/**
 * With the copy from the course's banks: 'Soal Mata Kuliah' closes each group's 'Tambah Soal'
 * menu (the page opens `SalinSoalModal`).
 */
export const MenuSoalMataKuliah: Story = {
  parameters: modal,
  args: { onSalinSoalMataKuliah: fn() },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    const k2 = b.getByRole('region', { name: 'Kelompok 2: Normalisasi dan SQL' });
    await userEvent.click(within(k2).getByRole('button', { name: 'Tambah Soal' }));
    const item = await b.findByRole('menuitem', { name: 'Soal Mata Kuliah' });
    await expect(item).toBeVisible();
    await userEvent.click(item);
    await expect(args.onSalinSoalMataKuliah).toHaveBeenCalledWith(
      '60000000-0000-4000-8000-000000000002',
    );
    await userEvent.click(within(k2).getByRole('button', { name: 'Tambah Soal' }));
    await waitFor(() =>
      expect(b.getByRole('menuitem', { name: 'Soal Mata Kuliah' })).toBeVisible(),
    );
  },
};

/** 'Soal Esai': every answer type accepted ('Pilih Semua') and a key text. */
export const TambahSoalEsai: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const k2 = b.getByRole('region', { name: 'Kelompok 2: Normalisasi dan SQL' });
    await userEvent.click(within(k2).getByRole('button', { name: 'Tambah Soal' }));
    await userEvent.click(await b.findByRole('menuitem', { name: 'Soal Esai' }));
    const dialog = await b.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(b.getByRole('checkbox', { name: 'Pilih Semua' })).toBeChecked();
  },
};

const berkasTersimpan = (folder: string, nama: string, ukuran: number): BerkasSoal => {
  const ext = nama.slice(nama.lastIndexOf('.') + 1);
  const url = `/v2/storager/berkas/${folder}/7a1c2e4f-0000-4000-8000-00000000000${ukuran % 10}.${ext}`;
  return { name: nama, content_length: ukuran, url, extension: ext, path: url };
};

/** Picks a file in a files section of the open question editor ('Lampiran Soal', ...). */
const pilihBerkas = async (canvasElement: HTMLElement, bagian: string, file: File) => {
  const region = body(canvasElement).getByRole('region', { name: bagian });
  const input = region.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Tidak ada input berkas');
  await userEvent.upload(input, file);
  return region;
};

/**
 * A choice question with attachments: one uploaded (with its remove button), one on its way at
 * 40 %; 'Simpan' waits for it.
 */
export const LampiranSoalPilihan: Story = {
  parameters: modal,
  args: {
    onUnggahBerkas: fn<UnggahBerkasSoalFn>(async (folder, file, onProgress) => {
      if (file.name.endsWith('.pdf')) return berkasTersimpan(folder, file.name, file.size);
      onProgress(40);
      return new Promise<never>(() => {});
    }),
  },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    const k1 = b.getByRole('region', { name: 'Kelompok 1: Konsep Dasar' });
    await userEvent.click(within(k1).getByRole('button', { name: 'Tambah Soal' }));
    await userEvent.click(await b.findByRole('menuitem', { name: 'Soal Pilihan' }));
    const dialog = await b.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await pilihBerkas(
      canvasElement,
      'Lampiran Soal',
      new File(['x'.repeat(184_320)], 'tabel-mahasiswa-relasi.pdf', { type: 'application/pdf' }),
    );
    const region = await pilihBerkas(
      canvasElement,
      'Lampiran Soal',
      new File(['x'.repeat(524_288)], 'diagram-erd.png', { type: 'image/png' }),
    );
    await expect(args.onUnggahBerkas).toHaveBeenCalledWith(
      'soal_ujian',
      expect.anything(),
      expect.any(Function),
    );
    await expect(
      await within(region).findByRole('link', { name: /tabel-mahasiswa/ }),
    ).toBeInTheDocument();
    await expect(
      within(region).getByRole('progressbar', { name: 'Mengunggah diagram-erd.png' }),
    ).toBeInTheDocument();
  },
};

/**
 * A picture in the question's text (issue 21): uploaded to the attachments' folder and linked, a
 * short line instead of base64; a second one on its way ('Mengunggah gambar...', 'Simpan' waits).
 */
export const GambarPertanyaan: Story = {
  parameters: modal,
  args: {
    onUnggahBerkas: fn<UnggahBerkasSoalFn>(async (folder, file) =>
      file.name === 'pohon-biner.png'
        ? berkasTersimpan(folder, file.name, file.size)
        : new Promise<never>(() => {}),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    const k1 = b.getByRole('region', { name: 'Kelompok 1: Konsep Dasar' });
    await userEvent.click(within(k1).getByRole('button', { name: 'Tambah Soal' }));
    await userEvent.click(await b.findByRole('menuitem', { name: 'Soal Benar Salah' }));
    const dialog = await b.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    const teks = b.getByRole('textbox', { name: 'Pertanyaan' });
    await userEvent.type(teks, 'Pohon berikut adalah pohon biner seimbang.');
    // The editor's own picture input (the 'Gambar' button opens it).
    const input = dialog.querySelector<HTMLInputElement>(
      'input[type="file"][accept=".jpg,.jpeg,.png"]',
    );
    if (!input) throw new Error('Tidak ada input gambar');
    const png = (nama: string, ukuran: number) =>
      new File([new Uint8Array(ukuran)], nama, { type: 'image/png' });
    await userEvent.upload(input, png('pohon-biner.png', 687));
    await waitFor(() =>
      expect((teks as HTMLTextAreaElement).value).toContain('![pohon-biner.png](/v2/storager/'),
    );
    await userEvent.upload(input, png('pohon-tidak-seimbang.png', 2048));
    await waitFor(() => expect(within(dialog).getByText('Mengunggah gambar...')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Simpan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onUnggahBerkas).toHaveBeenCalledWith(
      'soal_ujian',
      expect.anything(),
      expect.any(Function),
    );
  },
};

/** Editing an essay: a stored question attachment and an answer-key file just uploaded. */
export const BerkasKunciEsai: Story = {
  parameters: modal,
  args: {
    ujian: {
      ...UJIAN_DETAIL,
      kelompok_soal: (UJIAN_DETAIL.kelompok_soal ?? []).map((k) => ({
        ...k,
        soal: k.soal.map((s) =>
          s.jenis === 'esay' && s.nomor === 3
            ? {
                ...s,
                soal_files: [berkasTersimpan('soal_ujian', 'studi-kasus-akademik.docx', 48_213)],
              }
            : s,
        ),
      })),
    },
    onUnggahBerkas: fn<UnggahBerkasSoalFn>(async (folder, file) =>
      berkasTersimpan(folder, file.name, file.size),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Ubah soal 3' }));
    const dialog = await b.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    const region = await pilihBerkas(
      canvasElement,
      'Berkas Kunci Jawaban',
      new File(['x'.repeat(96_512)], 'kunci-normalisasi-3nf.pdf', { type: 'application/pdf' }),
    );
    await expect(args.onUnggahBerkas).toHaveBeenCalledWith(
      'kunci_ujian',
      expect.anything(),
      expect.any(Function),
    );
    await expect(
      await within(region).findByRole('link', { name: /^kunci-normalisa/ }),
    ).toBeInTheDocument();
    region.scrollIntoView({ block: 'end' });
  },
};

/** Editing a true/false question: its key chosen. */
export const UbahSoalBenarSalah: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Ubah soal 2' }));
    const dialog = await b.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(b.getByRole('radio', { name: 'Salah' })).toBeChecked();
  },
};

/** The group editor: 'Acak' with how many questions each student gets. */
export const UbahKelompok: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Ubah Kelompok 2: Normalisasi dan SQL' }));
    const dialog = await b.findByRole(
      'dialog',
      { name: 'Ubah Kelompok Soal' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Deleting a question asks 'Anda yakin ingin menghapus soal ini?' (Batal/Hapus). */
export const HapusSoal: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Hapus soal 1' }));
    const dialog = await b.findByRole('alertdialog', { name: 'Konfirmasi' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Anda yakin ingin menghapus soal ini?');
  },
};

const PANJANG =
  '<p>Sebuah perguruan tinggi menyimpan data mahasiswa, dosen, mata kuliah, kelas kuliah, jadwal pertemuan, ruangan, kehadiran, tugas, kuis, ujian tengah semester dan ujian akhir semester dalam satu basis data relasional. Rancanglah skema yang memenuhi bentuk normal ketiga, jelaskan setiap ketergantungan fungsional yang Anda temukan, dan tunjukkan langkah dekomposisinya secara berurutan.</p>';

/** Long Indonesian questions and options wrap inside the card. */
export const TeksPanjang: Story = {
  args: {
    ujian: {
      ...UJIAN_DETAIL,
      kelompok_soal: [
        {
          id: '60000000-0000-4000-8000-000000000009',
          nomor: 1,
          judul: 'Studi Kasus Perancangan Basis Data Sistem Informasi Akademik Perguruan Tinggi',
          aturan: 'sebagian',
          jumlah_wajib_dijawab: 1,
          soal: [
            soalEsai(
              1,
              PANJANG,
              'Pisahkan entitas mahasiswa, dosen dan mata kuliah; relasi kelas kuliah menyimpan kunci tamu ke ketiganya; kehadiran bergantung pada pertemuan dan mahasiswa saja.',
            ),
            soalPilihan(
              2,
              '<p>Manakah pernyataan yang paling tepat tentang ketergantungan transitif pada tabel jadwal pertemuan?</p>',
              [
                'Ruangan bergantung pada sesi, dan sesi bergantung pada kunci primer pertemuan, sehingga ruangan bergantung secara transitif pada kunci primer.',
                'Tidak ada ketergantungan transitif karena setiap kolom bergantung langsung pada kunci primer.',
                'Ketergantungan transitif hanya terjadi pada tabel yang memiliki kunci komposit.',
              ],
              0,
            ),
          ],
        },
      ],
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
