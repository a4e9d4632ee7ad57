import type { IsiJawaban } from '@kampus/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BERKAS_JAWABAN,
  idSoalKe,
  SOAL_PENGERJAAN,
  SOAL_PENGERJAAN_LENGKAP,
  SOAL_PENGERJAAN_PANJANG,
  UJIAN_TEKS_PANJANG,
} from '../../../test/ujianMahasiswaFixtures';
import { MasukUlangForm } from '../MasukUlangForm';
import { PengerjaanUjianView } from './PengerjaanUjianView';
import type { JurnalJawaban, PengerjaanUjianViewProps, UnggahLampiranFn } from './types';

/** The journal kept in the story: an answer waits until the next one, as if sent slowly. */
function Interaktif(props: PengerjaanUjianViewProps) {
  const [jurnal, setJurnal] = useState<JurnalJawaban>(props.jawabanLokal);
  return (
    <PengerjaanUjianView
      {...props}
      jawabanLokal={jurnal}
      onJawab={(idSoal, isi) => {
        setJurnal((lama) => ({
          ...lama,
          [idSoal]: { isi, versi: (lama[idSoal]?.versi ?? 0) + 1, status: 'menunggu' },
        }));
        props.onJawab(idSoal, isi);
      }}
    />
  );
}

const JURNAL_SIMPAN: JurnalJawaban = {
  [idSoalKe(1)]: { isi: { jenis: 'pilihan', pilihan: 1 }, versi: 1, status: 'tersimpan' },
};

const menunggu = (isi: IsiJawaban, versi = 1) => ({ isi, versi, status: 'menunggu' as const });

const JURNAL_MENUNGGU: JurnalJawaban = {
  ...JURNAL_SIMPAN,
  [idSoalKe(2)]: menunggu({ jenis: 'pilihan', pilihan: 2 }),
  [idSoalKe(4)]: menunggu({ jenis: 'pilihan', pilihan: 0 }, 2),
};

const JURNAL_GAGAL: JurnalJawaban = {
  ...JURNAL_SIMPAN,
  [idSoalKe(2)]: {
    isi: { jenis: 'pilihan', pilihan: 2 },
    versi: 1,
    status: 'gagal',
    pesan: 'Waktu pengerjaan sudah habis. Jawaban tidak dapat disimpan lagi.',
  },
};

const meta = {
  title: 'Views/PengerjaanUjianView',
  component: PengerjaanUjianView,
  render: (args) => <Interaktif {...args} />,
  args: {
    judul: 'Kuis 1: Struktur Data Linear',
    data: SOAL_PENGERJAAN,
    jawabanLokal: JURNAL_SIMPAN,
    onJawab: fn(),
    sisaDetik: 17 * 60 + 3,
    koneksi: 'online',
    penyimpanan: 'tersimpan',
    onKumpulkan: fn(),
    onUnggahLampiran: fn<UnggahLampiranFn>(async () => BERKAS_JAWABAN),
    onSoalAktifChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    koneksi: { control: 'inline-radio', options: ['online', 'offline'] },
    penyimpanan: {
      control: 'inline-radio',
      options: ['tersimpan', 'menyimpan', 'menunggu', 'gagal'],
    },
  },
} satisfies Meta<typeof PengerjaanUjianView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The first question, its group's rule, the countdown and 'Semua jawaban tersimpan'. */
export const Default: Story = {};

/** Answering from the navigation: the number fills, the answer waits to be sent. */
export const PilihJawaban: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Soal 2, belum dijawab' }));
    await expect(canvas.getByRole('heading', { name: 'Soal 2 dari 8' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'C. Enqueue' }));
    await expect(args.onJawab).toHaveBeenCalledWith(idSoalKe(2), {
      jenis: 'pilihan',
      pilihan: 2,
    });
    await expect(
      canvas.getByRole('button', { name: 'Soal 2, sudah dijawab, belum terkirim' }),
    ).toBeInTheDocument();
  },
};

/** Options with pictures and a question attachment. */
export const PilihanBergambar: Story = { args: { defaultSoalAktif: idSoalKe(3) } };

/** True/false with the question's own labels. */
export const BenarSalah: Story = { args: { defaultSoalAktif: idSoalKe(6) } };

/** An essay: text and attachments (JPEG/PNG, PDF). */
export const Esai: Story = { args: { defaultSoalAktif: idSoalKe(7) } };

/** Attachments only: no text area. */
export const EsaiLampiranSaja: Story = { args: { defaultSoalAktif: idSoalKe(8) } };

const pilihBerkas = async (canvasElement: HTMLElement, nama: string) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Tidak ada input berkas');
  await userEvent.upload(input, new File(['x'.repeat(2048)], nama, { type: 'image/png' }));
};

/** An attachment on its way: its progress. */
export const MengunggahLampiran: Story = {
  args: {
    defaultSoalAktif: idSoalKe(8),
    onUnggahLampiran: fn<UnggahLampiranFn>((_id, _file, onProgress) => {
      onProgress(40);
      return new Promise<never>(() => {});
    }),
  },
  play: async ({ canvasElement, args }) => {
    await pilihBerkas(canvasElement, 'diagram-linked-list.png');
    await expect(args.onUnggahLampiran).toHaveBeenCalledOnce();
    await expect(
      within(canvasElement).getByRole('progressbar', {
        name: 'Mengunggah diagram-linked-list.png',
      }),
    ).toBeInTheDocument();
  },
};

/**
 * 'Kumpulkan' while an attachment is still uploading: the confirmation says so, and the submit
 * waits for the upload (issue 21.3).
 */
export const KumpulMenungguUnggahan: Story = {
  args: MengunggahLampiran.args,
  play: async ({ canvasElement, args }) => {
    await pilihBerkas(canvasElement, 'diagram-linked-list.png');
    const kanvas = within(canvasElement);
    await expect(kanvas.getByText('Mengunggah 1 lampiran…')).toBeVisible();
    await userEvent.click(kanvas.getByRole('button', { name: 'Kumpulkan' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Kumpulkan Jawaban',
    });
    await expect(dialog).toHaveTextContent('1 lampiran masih diunggah.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));
    await expect(
      await kanvas.findByText(/Menunggu 1 lampiran selesai diunggah/),
    ).toBeInTheDocument();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onKumpulkan).not.toHaveBeenCalled();
  },
};

/** An upload that failed: 'Unggah gagal: {message}', removable. */
export const UnggahGagal: Story = {
  args: {
    defaultSoalAktif: idSoalKe(8),
    onUnggahLampiran: fn<UnggahLampiranFn>(async () => {
      throw new Error('Koneksi terputus');
    }),
  },
  play: async ({ canvasElement }) => {
    await pilihBerkas(canvasElement, 'diagram-linked-list.png');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unggah gagal: Koneksi terputus',
    );
  },
};

/** Under 5 minutes: amber; a send is running. */
export const SisaLimaMenit: Story = { args: { sisaDetik: 299, penyimpanan: 'menyimpan' } };

/** Under 1 minute: red; two answers wait to be sent. */
export const SisaSatuMenit: Story = {
  args: { sisaDetik: 42, penyimpanan: 'menunggu', jawabanLokal: JURNAL_MENUNGGU },
};

/** No time limit. */
export const TanpaBatasWaktu: Story = { args: { sisaDetik: null } };

/** Offline: answers wait on the device, 'Kumpulkan' waits for the connection. */
export const Offline: Story = {
  args: { koneksi: 'offline', penyimpanan: 'menunggu', jawabanLokal: JURNAL_MENUNGGU },
};

/** 'Kumpulkan' asks first and counts the questions still unanswered. */
export const KonfirmasiKumpul: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kumpulkan' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Kumpulkan Jawaban',
    });
    await expect(dialog).toHaveTextContent('Masih ada 4 soal yang belum dijawab.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Tidak' })).toHaveFocus(),
    );
    await expect(args.onKumpulkan).not.toHaveBeenCalled();
  },
};

/** Everything answered: the confirmation says so. */
export const KonfirmasiLengkap: Story = {
  args: { data: SOAL_PENGERJAAN_LENGKAP },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kumpulkan' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Semua soal sudah dijawab.');
  },
};

/** Submitting. */
export const Mengumpulkan: Story = { args: { isMengumpulkan: true, penyimpanan: 'menyimpan' } };

/** The server did not confirm every answer; one was refused. */
export const GalatKumpul: Story = {
  args: {
    penyimpanan: 'gagal',
    jawabanLokal: JURNAL_GAGAL,
    defaultSoalAktif: idSoalKe(2),
    galatKumpul:
      'Masih ada jawaban yang belum tersimpan di server. Periksa koneksi lalu coba lagi.',
  },
};

/** Time is up: the answers can be read, not changed. */
export const WaktuHabis: Story = { args: { sisaDetik: 0 } };

/** Submitted: read only, no 'Kumpulkan'. */
export const Disabled: Story = {
  args: {
    data: {
      ...SOAL_PENGERJAAN,
      pengerjaan: { ...SOAL_PENGERJAAN.pengerjaan, dikumpulkan: true },
    },
  },
};

/** The session expired: signing in again over the page. */
export const SesiBerakhir: Story = {
  args: {
    sesiBerakhir: true,
    penyimpanan: 'menunggu',
    jawabanLokal: JURNAL_MENUNGGU,
    slotMasukUlang: <MasukUlangForm username="13523001" onSubmit={() => {}} />,
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Sesi berakhir' });
    // The dialog may still be fading in on a busy machine: visible once it has.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Masuk Kembali' })).toBeVisible(),
    );
  },
};

/** An exam without questions. */
export const Empty: Story = {
  args: { data: { ...SOAL_PENGERJAAN, kelompok_soal: [] }, jawabanLokal: {} },
};

export const Loading: Story = { args: { data: null, isLoading: true } };

export const LoadFailed: Story = { args: { data: null, isError: true } };

export const LongText: Story = {
  args: { judul: UJIAN_TEKS_PANJANG.judul, data: SOAL_PENGERJAAN_PANJANG, jawabanLokal: {} },
};

export const Mobile: Story = {
  args: { judul: UJIAN_TEKS_PANJANG.judul, data: SOAL_PENGERJAAN_PANJANG, sisaDetik: 299 },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileEsai: Story = {
  args: { defaultSoalAktif: idSoalKe(7), koneksi: 'offline', jawabanLokal: JURNAL_MENUNGGU },
  globals: { viewport: { value: 'mobile' } },
};
