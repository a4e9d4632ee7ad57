import { calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../../test/harness';

// Issue 21: 'Statistik Jawaban' numbers the questions 1..N across the groups, as the editor,
// the exam and grading do (it numbered them per group: 1, 2, 3, 4, 1).

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('GET /lms/ujian/{id}/pengerjaan/jawaban_stats', () => {
  it('numbers the questions 1..N across the groups in their order', async () => {
    const pertemuan = await s.panggil(calls.daftarPertemuan, {
      query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
      token: t.dosen,
    });
    const idPertemuan = pertemuan.body.data.find((p: { nomor: number }) => p.nomor === 11).id;
    const u = await s.panggil(calls.tambahUjian, {
      body: {
        id_pertemuan: idPertemuan,
        judul: 'Kuis Penomoran',
        deskripsi: 'Dua kelompok',
        jenis: 'kuis',
        sifat: 'close',
        acak_soal: false,
        ditampilkan: true,
        gunakan_batas_waktu: false,
        tampilkan_kunci_jawaban: false,
        waktu_mulai: menit(-5),
        waktu_selesai: menit(60),
      },
      token: t.dosen,
    });
    expect(u.status).toBe(200);
    const idUjian = u.data.id as string;
    const urutan: string[] = [];
    for (const [judul, jumlah] of [
      ['Bagian A', 4],
      ['Bagian B', 1],
    ] as const) {
      const k = await s.panggil(calls.tambahKelompokSoal, {
        params: { id: idUjian },
        body: {
          judul,
          aturan: 'semua',
        },
        token: t.dosen,
      });
      expect(k.status).toBe(200);
      for (let i = 1; i <= jumlah; i++) {
        const soal = await s.panggil(calls.tambahSoal, {
          params: { id: idUjian, idKelompok: k.data.id },
          body: {
            jenis: 'benar_salah',
            pertanyaan: `${judul} soal ${i}`,
            benar_salah: { kunci: 'benar' },
          },
          token: t.dosen,
        });
        expect(soal.status).toBe(200);
        urutan.push(soal.data.id);
      }
    }

    const stats = await s.panggil(calls.statistikJawaban, {
      params: { id: idUjian },
      token: t.dosen,
    });
    expect(stats.status).toBe(200);
    const baris = stats.data as { id_soal: string; nomor: number; pertanyaan: string }[];
    expect(baris.map((b) => [b.nomor, b.pertanyaan])).toEqual([
      [1, 'Bagian A soal 1'],
      [2, 'Bagian A soal 2'],
      [3, 'Bagian A soal 3'],
      [4, 'Bagian A soal 4'],
      [5, 'Bagian B soal 1'],
    ]);
    expect(baris.map((b) => b.id_soal)).toEqual(urutan);
  });
});
