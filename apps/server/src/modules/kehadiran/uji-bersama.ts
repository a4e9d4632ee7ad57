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
import { forum, materi, pengaturan, pertemuan, tugas, ujian, vidcon } from '../../db/schema';
import { hitungKehadiran } from './schema';

// What the attendance tests share: a server with the demo's tokens and meeting 12 of IF101 A
// made an online meeting whose only criterion is posting in its forum (its other activities
// removed), so the marks follow from what a test does.

export interface UjiKehadiran {
  s: TestServer;
  t: Awaited<ReturnType<typeof tokenSemua>>;
  /** Another student of IF101 A, a student of IF101 B, a lecturer of another class. */
  mhs2: string;
  mhsLain: string;
  dosenLain: string;
  idKelas: string;
  idPertemuan: string;
}

export const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export async function siapkanUji(): Promise<UjiKehadiran> {
  const s = await startTestServer();
  const t = await tokenSemua(s);
  const [mhs2, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const idKelas = kelas('IF101');
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: idKelas, per_page: 20 },
    token: t.dosen,
  });
  const idPertemuan = res.data.find((p) => p.nomor === 12)?.id;
  if (!idPertemuan) throw new Error('pertemuan 12 IF101 A tidak ada');
  const db = s.ctx.database.db;
  for (const tabel of [forum, materi, tugas, ujian, vidcon]) {
    await db.delete(tabel).where(eq(tabel.idPertemuan, idPertemuan));
  }
  await db
    .update(pertemuan)
    .set({
      jenis: 'online',
      status: 'berlangsung',
      waktuMulai: new Date(Date.now() - 60 * 60_000),
      parameterKehadiran: {
        hadir_vidcon: false,
        kerjakan_kuis_ujian: false,
        kerjakan_tugas: false,
        posting_forum: true,
        unduh_materi: false,
      },
    })
    .where(eq(pertemuan.id, idPertemuan));
  return { s, t, mhs2, mhsLain, dosenLain, idKelas, idPertemuan };
}

/** A forum of the meeting, open now, one post needed. */
export async function buatForum(u: UjiKehadiran) {
  const res = await u.s.panggil(calls.tambahForum, {
    badanMentah: {
      id_pertemuan: u.idPertemuan,
      judul: 'Diskusi kehadiran',
      deskripsi: encodeURIComponent('<p>Bahas</p>'),
      waktu_mulai: menit(-5),
      waktu_selesai: menit(7 * 24 * 60),
      penilaian_keaktifan: false,
      minimal_post: 1,
    },
    token: u.t.dosen,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // A new forum of the started meeting queues its recalculation (aktivitasBerubah.ts): done
  // before the test goes on, so its marks do not land in the middle of what the test checks.
  await tungguHitungSelesai(u);
  return res.data;
}

/** Waits until every queued attendance recalculation is done (completed or failed). */
export async function tungguHitungSelesai(u: UjiKehadiran, ms = 30_000) {
  const batas = Date.now() + ms;
  for (;;) {
    const jalan = await u.s.ctx.database.db
      .select({ id: hitungKehadiran.id })
      .from(hitungKehadiran)
      .where(eq(hitungKehadiran.status, 'processing'));
    if (jalan.length === 0) return;
    if (Date.now() > batas) throw new Error('hitung ulang kehadiran belum selesai');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Changes the college's settings (minimum progress, active attendance types). */
export async function ubahPengaturan(u: UjiKehadiran, ubah: (p: Pengaturan) => void) {
  const db = u.s.ctx.database.db;
  const [p] = await db.select().from(pengaturan).limit(1);
  if (!p) throw new Error('pengaturan tidak ada');
  const data = structuredClone(p.data) as Pengaturan;
  ubah(data);
  await db
    .update(pengaturan)
    .set({ data })
    .where(eq(pengaturan.idPerguruanTinggi, p.idPerguruanTinggi));
}
