import { calls, envelope, UjianDetail } from '@kampus/api/contract';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';

// What the exam's test files share: an exam made through the API as a lecturer would, with one
// group holding one question of each kind.

export const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** The exam form as the staff app sends it: shown, running from 5 minutes ago for an hour. */
export function payloadUjian(idPertemuan: string, ubah: Record<string, unknown> = {}) {
  return {
    id_pertemuan: idPertemuan,
    judul: 'Kuis Algoritma',
    deskripsi: encodeURIComponent('<p>Kerjakan <b>sendiri</b></p><script>alert(1)</script>'),
    jenis: 'kuis',
    sifat: 'close',
    acak_soal: true,
    ditampilkan: true,
    gunakan_batas_waktu: false,
    durasi: null,
    tampilkan_kunci_jawaban: false,
    waktu_mulai: menit(-5),
    waktu_selesai: menit(60),
    waktu_tampil_kunci: null,
    peserta_remedial: [],
    ...ubah,
  };
}

/** An exam of `idPertemuan` made by `token`'s lecturer, without groups. */
export async function buatUjianKosong(
  s: TestServer,
  token: string,
  idPertemuan: string,
  ubah: Record<string, unknown> = {},
) {
  const res = await s.panggil(calls.tambahUjian, {
    badanMentah: payloadUjian(idPertemuan, ubah),
    token,
  });
  expect(res.status).toBe(200);
  return envelope(UjianDetail).parse(res.body).data;
}

/** An exam with one group of each kind of question; answers the exam and question ids. */
export async function buatUjian(
  s: TestServer,
  token: string,
  idPertemuan: string,
  ubah: Record<string, unknown> = {},
) {
  const u = await buatUjianKosong(s, token, idPertemuan, ubah);
  const k = await s.panggil(calls.tambahKelompokSoal, {
    params: { id: u.id },
    body: {
      judul: 'Bagian A',
      aturan: 'semua',
    },
    token,
  });
  expect(k.status).toBe(200);
  const idK = k.data.id as string;
  const tambah = async (soal: unknown) => {
    const r = await s.panggil(calls.tambahSoal, {
      params: { id: u.id, idKelompok: idK },
      badanMentah: soal,
      token,
    });
    expect(r.status).toBe(200);
    return r.data.id as string;
  };
  const pilihan = await tambah({
    jenis: 'pilihan',
    pertanyaan: 'Kompleksitas binary search?',
    pilihan: { pilihan: ['O(n)', 'O(log n)', 'O(1)'], kunci: 1 },
  });
  const benarSalah = await tambah({
    jenis: 'benar_salah',
    pertanyaan: 'Quicksort selalu O(n log n).',
    benar_salah: { kunci: 'salah' },
  });
  const esay = await tambah({
    jenis: 'esay',
    pertanyaan: 'Jelaskan rekursi.',
    esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'Fungsi yang memanggil dirinya.' },
  });
  return { id: u.id, idKelompok: idK, soal: { pilihan, benarSalah, esay } };
}
