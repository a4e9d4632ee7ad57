import { calls, type Pengaturan } from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { pengaturan, tugas, ujian } from '../../db/schema';

// What the grade recap tests share: a server with the demo's tokens, and in meeting 12 of IF101 A
// a graded quiz (2401001 right: 100, 2401002 wrong: 0), an assignment (2401001 graded 85.5,
// 2401002 handed in, not graded) and a forum graded by activity (two posts needed: 2401001
// wrote two, 2401002 one), made through the API as the lecturer and the students would.

export const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export interface UjiNilai {
  s: TestServer;
  t: Awaited<ReturnType<typeof tokenSemua>>;
  /** 2401002 of IF101 A, 2401040 of IF101 B, dosen03 (not teaching IF101 A). */
  mhs2: string;
  mhsLain: string;
  dosenLain: string;
  idKelas: string;
  idPertemuan: string;
  idUjian: string;
  idTugas: string;
  idForum: string;
}

async function ok<T extends { status: number; body: unknown }>(p: Promise<T>): Promise<T> {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

export async function siapkanUjiNilai(): Promise<UjiNilai> {
  const s = await startTestServer();
  const t = await tokenSemua(s);
  const [mhs2, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const idKelas = kelas('IF101');
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: idKelas, per_page: 20 },
    token: t.dosen,
  });
  const idPertemuan = daftar.data.find((p) => p.nomor === 12)?.id;
  if (!idPertemuan) throw new Error('pertemuan 12 IF101 A tidak ada');
  const db = s.ctx.database.db;

  // A quiz of one choice question: automatic scores on submission.
  const u = await ok(
    s.panggil(calls.tambahUjian, {
      badanMentah: {
        id_pertemuan: idPertemuan,
        judul: 'Kuis Rekursi',
        deskripsi: encodeURIComponent('<p>Kerjakan</p>'),
        jenis: 'kuis',
        sifat: 'close',
        acak_soal: false,
        ditampilkan: true,
        gunakan_batas_waktu: false,
        durasi: null,
        tampilkan_kunci_jawaban: false,
        waktu_mulai: menit(-10),
        waktu_selesai: menit(60),
        waktu_tampil_kunci: null,
        peserta_remedial: [],
      },
      token: t.dosen,
    }),
  );
  const idUjian = u.body.data.id as string;
  const k = await ok(
    s.panggil(calls.tambahKelompokSoal, {
      params: { id: idUjian },
      body: { judul: 'Bagian A', aturan: 'semua' },
      token: t.dosen,
    }),
  );
  const soal = await ok(
    s.panggil(calls.tambahSoal, {
      params: { id: idUjian, idKelompok: k.body.data.id },
      badanMentah: {
        jenis: 'pilihan',
        pertanyaan: 'Basis rekursi?',
        pilihan: { pilihan: ['Tidak ada', 'Kasus dasar', 'Loop'], kunci: 1 },
      },
      token: t.dosen,
    }),
  );
  for (const [token, pilihan] of [
    [t.mahasiswa, 1],
    [mhs2, 0],
  ] as const) {
    await ok(s.panggil(calls.mulaiPengerjaan, { params: { id: idUjian }, token }));
    await ok(
      s.panggil(calls.simpanJawaban, {
        params: { id: idUjian, idSoal: soal.body.data.id },
        body: { isi: { jenis: 'pilihan', pilihan }, versi: 1 },
        token,
      }),
    );
    await ok(
      s.panggil(calls.kumpulkanPengerjaan, {
        params: { id: idUjian },
        body: { jawaban: [] },
        token,
      }),
    );
  }

  // An individual assignment: 2401001 graded, 2401002 waiting.
  const tg = await ok(
    s.panggil(calls.tambahTugas, {
      badanMentah: {
        id_pertemuan: idPertemuan,
        judul: 'Esai Rekursi',
        deskripsi: '<p>Tulis esai</p>',
        jenis: 'individu',
        waktu_mulai: menit(-60),
        waktu_selesai: menit(60),
        terima_terlambat: false,
      },
      token: t.dosen,
    }),
  );
  const idTugas = tg.body.data.id as string;
  const kirim = (token: string, teks: string) => {
    const fd = new FormData();
    fd.append('teks', teks);
    return ok(s.call(`/lms/tugas/${idTugas}/pengumpulan`, { method: 'PUT', token, body: fd }));
  };
  const p1 = await kirim(t.mahasiswa, '<p>Esai saya</p>');
  await kirim(mhs2, '<p>Esai kedua</p>');
  await ok(
    s.panggil(calls.nilaiPengumpulan, {
      params: { id: idTugas, idPengumpulan: p1.body.data.id },
      body: { nilai: '85,5', umpan_balik: 'Bagus' },
      token: t.dosen,
    }),
  );

  // A forum graded by activity, two posts needed.
  const f = await ok(
    s.panggil(calls.tambahForum, {
      badanMentah: {
        id_pertemuan: idPertemuan,
        judul: 'Diskusi Rekursi',
        deskripsi: encodeURIComponent('<p>Bahas</p>'),
        waktu_mulai: menit(-5),
        waktu_selesai: menit(7 * 24 * 60),
        penilaian_keaktifan: true,
        minimal_post: 2,
      },
      token: t.dosen,
    }),
  );
  const idForum = f.body.data.id as string;
  for (const token of [t.mahasiswa, t.mahasiswa, mhs2]) {
    await ok(
      s.panggil(calls.tambahPostForum, {
        params: { id: idForum },
        body: { isi: '<p>Pendapat saya</p>' },
        token,
      }),
    );
  }

  // The quiz and the assignment have ended (the forum runs on).
  await db
    .update(ujian)
    .set({ waktuSelesai: new Date(Date.now() - 60_000) })
    .where(eq(ujian.id, idUjian));
  await db
    .update(tugas)
    .set({ waktuSelesai: new Date(Date.now() - 60_000) })
    .where(eq(tugas.id, idTugas));
  return { s, t, mhs2, mhsLain, dosenLain, idKelas, idPertemuan, idUjian, idTugas, idForum };
}

/** Changes the college's settings (here: who the grade-integration actor is). */
export async function ubahPengaturan(s: TestServer, ubah: (p: Pengaturan) => void) {
  const db = s.ctx.database.db;
  const [p] = await db.select().from(pengaturan).limit(1);
  if (!p) throw new Error('pengaturan tidak ada');
  const data = structuredClone(p.data) as Pengaturan;
  ubah(data);
  await db
    .update(pengaturan)
    .set({ data })
    .where(eq(pengaturan.idPerguruanTinggi, p.idPerguruanTinggi));
}
