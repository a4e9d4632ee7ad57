import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DETAIL_PENGERJAAN, ZONA_UJIAN } from '../../../test/ujianStafFixtures';
import { DetailPengerjaanView } from './DetailPengerjaanView';

const janji = () => fn(async () => undefined);

const meta = {
  title: 'Views/DetailPengerjaanView',
  component: DetailPengerjaanView,
  args: {
    pengerjaan: DETAIL_PENGERJAAN,
    onNilai: janji(),
    onPengurangan: janji(),
    onReset: janji(),
    timeZone: ZONA_UJIAN,
  },
} satisfies Meta<typeof DetailPengerjaanView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice answered right, true/false wrong, an essay waiting for its grade, one unanswered. */
export const Default: Story = {};

/** The read-only view (no write right): no grade inputs, no reset. */
export const TanpaHakUbah: Story = { args: { bolehUbah: false } };

/** No question in the attempt. */
export const Kosong: Story = {
  args: {
    pengerjaan: {
      ...DETAIL_PENGERJAAN,
      kelompok_soal: [],
      jumlah_soal: 0,
      jumlah_soal_dijawab: 0,
    },
  },
};

export const Memuat: Story = { args: { pengerjaan: null, isLoading: true } };

export const Gagal: Story = { args: { pengerjaan: null, isError: true, onRetry: fn() } };

/** A failed save's server message and the running grade calculation. */
export const GalatDanPerhitungan: Story = {
  args: { galat: 'Pengerjaan belum selesai dikerjakan', perhitungan: 'IN_PROGRESS' },
};

/** A grade of 80.5 is refused: whole numbers 0 to 100 only. */
export const NilaiDitolak: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nilai = c.getByRole('textbox', { name: 'Nilai soal 3' });
    await userEvent.type(nilai, '80.5');
    await userEvent.click(c.getByRole('button', { name: 'Simpan nilai soal 3' }));
    await waitFor(() =>
      expect(c.getByText('Nilai harus bilangan bulat 0 sampai 100')).toBeVisible(),
    );
  },
};

/** A grade being saved: its field and button wait. */
export const Menyimpan: Story = {
  args: { onNilai: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Nilai soal 3' }), '85');
    await userEvent.click(c.getByRole('button', { name: 'Simpan nilai soal 3' }));
    await waitFor(() => expect(c.getByRole('textbox', { name: 'Nilai soal 3' })).toBeDisabled());
  },
};

/** 'Reset Pengerjaan' asks 'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?'. */
export const KonfirmasiReset: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const b = within(canvasElement.ownerDocument.body);
    await userEvent.click(b.getByRole('button', { name: 'Reset Pengerjaan' }));
    const dialog = await b.findByRole('alertdialog', { name: 'Konfirmasi' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

const ESAI_PANJANG =
  'Menurut saya natural join menggabungkan dua relasi berdasarkan seluruh atribut yang memiliki nama sama pada kedua relasi tersebut, kemudian menghapus kolom yang terduplikasi dari hasilnya. Sementara itu theta join menggabungkan dua relasi dengan kondisi perbandingan yang ditentukan sendiri, misalnya lebih besar, lebih kecil, atau tidak sama dengan, sehingga hasilnya dapat memuat kolom yang sama dari kedua relasi.\n\nContoh: mahasiswa ⋈ nilai pada kolom nim.';

/** A long Indonesian name and essay answer wrap. */
export const TeksPanjang: Story = {
  args: {
    pengerjaan: {
      ...DETAIL_PENGERJAAN,
      mahasiswa: {
        ...DETAIL_PENGERJAAN.mahasiswa,
        nama: 'Raden Ajeng Siti Nurhaliza Kusumawardhani Putri Mangkunegara',
      },
      kelompok_soal: [
        {
          ...DETAIL_PENGERJAAN.kelompok_soal[0]!,
          soal: DETAIL_PENGERJAAN.kelompok_soal[0]!.soal.slice(2).map((s) => ({
            ...s,
            jawaban: s.jawaban
              ? { ...s.jawaban, isi: { jenis: 'esay' as const, teks: ESAI_PANJANG, files: [] } }
              : null,
          })),
        },
      ],
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
