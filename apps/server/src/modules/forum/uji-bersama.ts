import { calls, type Forum, type SimpanForum } from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { forum } from '../../db/schema';

// What the forum's test files share: a server with the demo's tokens, the meeting forums are
// made on, and a forum made through the API as a lecturer would.

export const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export interface UjiForum {
  s: TestServer;
  t: Awaited<ReturnType<typeof tokenSemua>>;
  /** Another student of IF101 A, a student of IF101 B, a lecturer of another class. */
  mhs2: string;
  mhsLain: string;
  dosenLain: string;
  idPertemuan: string;
}

export async function siapkanUji(): Promise<UjiForum> {
  const s = await startTestServer();
  const t = await tokenSemua(s);
  const [mhs2, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  const idPertemuan = res.data.find((p) => p.nomor === 12)?.id;
  if (!idPertemuan) throw new Error('pertemuan 12 IF101 A tidak ada');
  return { s, t, mhs2, mhsLain, dosenLain, idPertemuan };
}

/** The form as the staff app sends it: open from 5 minutes ago for a week, two posts needed. */
export const payloadForum = (idPertemuan: string, ubah: Record<string, unknown> = {}) =>
  ({
    id_pertemuan: idPertemuan,
    judul: 'Diskusi struktur data',
    deskripsi: encodeURIComponent('<p>Bahas <b>stack</b> dan queue</p><script>alert(1)</script>'),
    waktu_mulai: menit(-5),
    waktu_selesai: menit(7 * 24 * 60),
    penilaian_keaktifan: true,
    minimal_post: 2,
    ...ubah,
  }) satisfies SimpanForum & Record<string, unknown>;

export async function buatForum(
  u: UjiForum,
  ubah: Record<string, unknown> = {},
  token = u.t.dosen,
): Promise<Forum> {
  const res = await u.s.panggil(calls.tambahForum, {
    badanMentah: payloadForum(u.idPertemuan, ubah),
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

/** Moves a forum's times in the database (a finished forum cannot be made through the form). */
export async function geserWaktu(u: UjiForum, id: string, mulai: string, selesai: string) {
  await u.s.ctx.database.db
    .update(forum)
    .set({ waktuMulai: new Date(mulai), waktuSelesai: new Date(selesai) })
    .where(eq(forum.id, id));
}

export const posting = (
  u: UjiForum,
  id: string,
  token: string,
  isi = '<p>Pendapat saya</p>',
  id_induk?: string,
) => u.s.panggil(calls.tambahPostForum, { params: { id }, body: { isi, id_induk }, token });
