import { type AturanKehadiranUjian, calls } from '@kampus/api/contract';
import { PESAN_IZIN, PESAN_KELAYAKAN_UJIAN } from '@kampus/domain';
import { and, asc, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { mahasiswa, pengaturan, pertemuan } from '../../db/schema';
import { kehadiranMahasiswa } from './schema';

// Exam eligibility by attendance (issue 25): the operator's rule, the student's status per
// meeting, and the exam's and meeting's calls refused with 'pembatasan_ujian_kehadiran'.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** 2401002: present at 6 of the 7 meetings before the UTS (85,7%). */
let rajin: string;
/** A student of another class. */
let mhsLain: string;
let dosenLain: string;
let idUts: string;
let idPertemuanUts: string;
let idKuis: string;
let idPertemuanKuis: string;

const AKTIF: AturanKehadiranUjian = {
  aktif: true,
  persen_minimal: 75,
  jenis_ujian: ['uts', 'uas'],
};
const MATI: AturanKehadiranUjian = { ...AKTIF, aktif: false };

const atur = (body: unknown, token = t.operator) =>
  s.panggil(calls.ubahPembatasanUjianKehadiran, { badanMentah: body, token });
const status = (idPertemuan: string, token = t.mahasiswa) =>
  s.panggil(calls.pembatasanUjianKehadiran, { params: { idPertemuan }, token });

/** Sets `username`'s marks of IF101 A's meetings before the UTS: H for the first `hadir`. */
async function tandai(username: string, hadir: number) {
  const db = s.ctx.database.db;
  const [m] = await db.select().from(mahasiswa).where(eq(mahasiswa.nim, username));
  if (!m) throw new Error(`mahasiswa ${username} tidak ada`);
  const daftar = await db
    .select({ id: pertemuan.id })
    .from(pertemuan)
    .where(and(eq(pertemuan.idKelasKuliah, kelas('IF101')), lt(pertemuan.nomor, 8)))
    .orderBy(asc(pertemuan.nomor));
  await db.delete(kehadiranMahasiswa).where(eq(kehadiranMahasiswa.idPengguna, m.idPengguna));
  await db.insert(kehadiranMahasiswa).values(
    daftar.map((p, i) => ({
      idPertemuan: p.id,
      idPengguna: m.idPengguna,
      presensi: i < hadir ? 'H' : 'A',
      isManual: true,
    })),
  );
}

async function buatUjian(idPertemuan: string, jenis: string) {
  const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
  const u = await s.panggil(calls.tambahUjian, {
    badanMentah: {
      id_pertemuan: idPertemuan,
      judul: `Ujian ${jenis}`,
      deskripsi: encodeURIComponent('<p>Kerjakan sendiri</p>'),
      jenis,
      sifat: 'close',
      acak_soal: false,
      ditampilkan: true,
      gunakan_batas_waktu: false,
      durasi: null,
      tampilkan_kunci_jawaban: false,
      waktu_mulai: menit(-5),
      waktu_selesai: menit(120),
      waktu_tampil_kunci: null,
      peserta_remedial: [],
    },
    token: t.dosen,
  });
  expect(u.status, JSON.stringify(u.body)).toBe(200);
  const id = (u.body.data as { id: string }).id;
  const k = await s.panggil(calls.tambahKelompokSoal, {
    params: { id },
    body: { judul: 'Bagian A', aturan: 'semua' },
    token: t.dosen,
  });
  expect(k.status).toBe(200);
  const soal = await s.panggil(calls.tambahSoal, {
    params: { id, idKelompok: k.data.id as string },
    badanMentah: {
      jenis: 'benar_salah',
      pertanyaan: 'Quicksort selalu O(n log n).',
      benar_salah: { kunci: 'salah' },
    },
    token: t.dosen,
  });
  expect(soal.status).toBe(200);
  return id;
}

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [rajin, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const db = s.ctx.database.db;
  const daftar = await db
    .select({ id: pertemuan.id, nomor: pertemuan.nomor })
    .from(pertemuan)
    .where(eq(pertemuan.idKelasKuliah, kelas('IF101')));
  idPertemuanUts = daftar.find((p) => p.nomor === 8)?.id ?? '';
  idPertemuanKuis = daftar.find((p) => p.nomor === 3)?.id ?? '';
  // The UTS of meeting 8 (category 'uts') open now, so an eligible student can start it, and a
  // quiz of meeting 3; each with one question, as the lecturer makes them.
  idUts = await buatUjian(idPertemuanUts, 'uts');
  idKuis = await buatUjian(idPertemuanKuis, 'kuis');
  await tandai('2401001', 3);
  await tandai('2401002', 6);
});
afterAll(() => s?.close());

describe('PUT /lms/pengaturan/pembatasan_ujian_kehadiran', () => {
  it('is off in the demo settings', async () => {
    const res = await s.panggil(calls.pengaturan, { token: t.operator });
    expect(res.data.pembatasan_ujian_kehadiran).toEqual(MATI);
  });

  it('lets an operator with write on konfigurasi set the rule, kept in the settings', async () => {
    const res = await atur({ ...AKTIF, persen_minimal: 80 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toEqual({ ...AKTIF, persen_minimal: 80 });
    const baca = await s.panggil(calls.pengaturan, { token: t.mahasiswa });
    expect(baca.data.pembatasan_ujian_kehadiran).toEqual({ ...AKTIF, persen_minimal: 80 });
    // The rest of the settings document is untouched.
    expect(baca.data.pengaturan_sistem.time_zone).toBe('Asia/Jakarta');
    expect((await atur(MATI)).status).toBe(200);
  });

  it.each([
    ['no percentage', { aktif: true, jenis_ujian: ['uts'] }, PESAN_KELAYAKAN_UJIAN.persenWajib],
    ['0%', { ...AKTIF, persen_minimal: 0 }, PESAN_KELAYAKAN_UJIAN.persenRentang],
    ['101%', { ...AKTIF, persen_minimal: 101 }, PESAN_KELAYAKAN_UJIAN.persenRentang],
    ['a percentage as text', { ...AKTIF, persen_minimal: '75' }, PESAN_KELAYAKAN_UJIAN.persenWajib],
    ['an unknown exam type', { ...AKTIF, jenis_ujian: ['kuliah'] }, 'Jenis ujian tidak dikenal'],
    ['on without exam types', { ...AKTIF, jenis_ujian: [] }, PESAN_KELAYAKAN_UJIAN.jenisWajib],
    [
      'a repeated exam type',
      { ...AKTIF, jenis_ujian: ['uts', 'uts'] },
      PESAN_KELAYAKAN_UJIAN.jenisGanda,
    ],
  ])('refuses %s with an Indonesian message (422)', async (_, body, pesan) => {
    const res = await atur(body);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain(pesan);
    expect(res.body.errors?.[0]?.field).toMatch(/^(persen_minimal|jenis_ujian)/);
  });

  it('is forbidden to students, lecturers and operators without write on konfigurasi', async () => {
    for (const token of [t.mahasiswa, t.dosen]) {
      const res = await atur(AKTIF, token);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.ubahPengaturan);
    }
    await denganHakOperator(s, { konfigurasi: 'read' }, async () => {
      const op = await tokenUntuk(s, 'operator');
      const res = await atur(AKTIF, op);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.ubahPengaturan);
    });
    const baca = await s.panggil(calls.pengaturan, { token: t.operator });
    expect(baca.data.pembatasan_ujian_kehadiran?.aktif).toBe(false);
  });
});

describe('the rule on: GET /lms/kehadiran_mahasiswa/pembatasan_ujian/{idPertemuan}', () => {
  beforeAll(async () => {
    expect((await atur(AKTIF)).status).toBe(200);
  });
  afterAll(async () => {
    await atur(MATI);
  });

  it('shows a student short of the minimum the shortfall, as arrears', async () => {
    const res = await status(idPertemuanUts);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({
      berlaku: true,
      memenuhi_syarat: false,
      persen_kehadiran: 42.8,
      persen_minimal: 75,
      hadir: 3,
      total: 7,
      pertemuan: { id: idPertemuanUts, nomor: 8, kategori: 'uts', jenis_ujian: ['uts'] },
      kelas_kuliah: { id: kelas('IF101') },
    });
    expect(res.data.kekurangan).toEqual([
      {
        keterangan: 'Kehadiran 42,8% dari minimal 75% (hadir 3 dari 7 pertemuan)',
        jumlah: null,
        jatuh_tempo: null,
      },
    ]);
  });

  it('shows an eligible student no shortfall', async () => {
    const res = await status(idPertemuanUts, rajin);
    expect(res.data).toMatchObject({ memenuhi_syarat: true, kekurangan: [], hadir: 6, total: 7 });
  });

  it('does not restrict a meeting holding only a quiz', async () => {
    const res = await status(idPertemuanKuis);
    expect(res.data).toMatchObject({ berlaku: false, memenuhi_syarat: true });
  });

  it('refuses the exam calls of the short student with 403 pembatasan_ujian_kehadiran', async () => {
    const panggilan = [
      () => s.panggil(calls.ujian, { params: { id: idUts }, token: t.mahasiswa }),
      () => s.panggil(calls.mulaiPengerjaan, { params: { id: idUts }, token: t.mahasiswa }),
      () => s.panggil(calls.pengerjaanSaya, { params: { id: idUts }, token: t.mahasiswa }),
      () => s.panggil(calls.soalPengerjaanSaya, { params: { id: idUts }, token: t.mahasiswa }),
      () =>
        s.panggil(calls.kumpulkanPengerjaan, {
          params: { id: idUts },
          badanMentah: { jawaban: [] },
          token: t.mahasiswa,
        }),
      () => s.panggil(calls.pertemuan, { params: { id: idPertemuanUts }, token: t.mahasiswa }),
    ];
    for (const p of panggilan) {
      const res = await p();
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.status.code).toBe('pembatasan_ujian_kehadiran');
      expect(res.body.status.message).toBe(PESAN_KELAYAKAN_UJIAN.ditolak(75));
      expect(res.body.data).toEqual({ id_pertemuan: idPertemuanUts });
    }
  });

  it('lets the eligible student start the exam', async () => {
    const res = await s.panggil(calls.mulaiPengerjaan, { params: { id: idUts }, token: rajin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const m = await s.panggil(calls.pertemuan, { params: { id: idPertemuanUts }, token: rajin });
    expect(m.status).toBe(200);
  });

  it('leaves quizzes and other meetings open to the short student', async () => {
    expect(
      (await s.panggil(calls.ujian, { params: { id: idKuis }, token: t.mahasiswa })).status,
    ).toBe(200);
    expect(
      (await s.panggil(calls.pertemuan, { params: { id: idPertemuanKuis }, token: t.mahasiswa }))
        .status,
    ).toBe(200);
  });

  it('never restricts lecturers and operators', async () => {
    for (const token of [t.dosen, t.operator]) {
      expect((await s.panggil(calls.ujian, { params: { id: idUts }, token })).status).toBe(200);
      expect(
        (await s.panggil(calls.pertemuan, { params: { id: idPertemuanUts }, token })).status,
      ).toBe(200);
    }
  });

  it('follows a changed mark and a changed threshold on the next request', async () => {
    await tandai('2401001', 6);
    expect((await status(idPertemuanUts)).data.memenuhi_syarat).toBe(true);
    expect(
      (await s.panggil(calls.ujian, { params: { id: idUts }, token: t.mahasiswa })).status,
    ).toBe(200);
    await atur({ ...AKTIF, persen_minimal: 90 });
    const lagi = await s.panggil(calls.ujian, { params: { id: idUts }, token: t.mahasiswa });
    expect(lagi.status).toBe(403);
    expect(lagi.body.status.message).toBe(PESAN_KELAYAKAN_UJIAN.ditolak(90));
    await atur(AKTIF);
    await tandai('2401001', 3);
    expect((await status(idPertemuanUts)).data.memenuhi_syarat).toBe(false);
  });

  it('counts no meeting without a mark: eligible before any', async () => {
    const db = s.ctx.database.db;
    const [m] = await db.select().from(mahasiswa).where(eq(mahasiswa.nim, '2401001'));
    await db
      .delete(kehadiranMahasiswa)
      .where(eq(kehadiranMahasiswa.idPengguna, m?.idPengguna ?? ''));
    const res = await status(idPertemuanUts);
    expect(res.data).toMatchObject({ memenuhi_syarat: true, total: 0, persen_kehadiran: null });
    await tandai('2401001', 3);
  });

  it('is only for the class students: 403 for staff and other classes, 404 for an unknown meeting, 422 for a bad id', async () => {
    for (const token of [t.dosen, t.operator, dosenLain]) {
      const res = await status(idPertemuanUts, token);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.kelayakanUjianSaya);
    }
    expect((await status(idPertemuanUts, mhsLain)).status).toBe(403);
    expect((await status('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const salah = await status('bukan-id');
    expect(salah.status).toBe(422);
    expect(salah.body.status.message).toContain('Id pertemuan tidak valid');
  });
});

describe('the rule off', () => {
  it('restricts nothing and says the rule does not apply', async () => {
    expect((await atur(MATI)).status).toBe(200);
    const res = await status(idPertemuanUts);
    expect(res.data).toMatchObject({ berlaku: false, memenuhi_syarat: true, kekurangan: [] });
    expect(
      (await s.panggil(calls.ujian, { params: { id: idUts }, token: t.mahasiswa })).status,
    ).toBe(200);
    expect(
      (await s.panggil(calls.pertemuan, { params: { id: idPertemuanUts }, token: t.mahasiswa }))
        .status,
    ).toBe(200);
  });

  it('is off for a college whose settings never named it', async () => {
    const db = s.ctx.database.db;
    const [p] = await db.select().from(pengaturan).limit(1);
    const { pembatasan_ujian_kehadiran: _, ...tanpa } = (p?.data ?? {}) as Record<string, unknown>;
    await db.update(pengaturan).set({ data: tanpa });
    const res = await status(idPertemuanUts);
    expect(res.data).toMatchObject({ berlaku: false, memenuhi_syarat: true });
  });
});
