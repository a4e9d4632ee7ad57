import { calls, type KehadiranDosen, type Pengaturan } from '@kampus/api/contract';
import { PESAN_IZIN, PESAN_KEHADIRAN_DOSEN, TEKS_SYARAT_DOSEN_KOSONG } from '@kampus/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  kelas,
  panggilan,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { logAktivitas, pengaturan, pertemuan } from '../../db/schema';

// Lecturer attendance per meeting on IF201 A (taught by dosen01 and dosen02; odd meetings
// offline, even online): the section, the rows, saving with spec 5's messages, who may do what.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let dosen02: string;
let dosen03: string;
/** Meetings 1 (offline), 2 (online) and 4 (online) of IF201 A. */
const p = { satu: '', dua: '', empat: '' };
/** Meeting 2's scheduled start and end. */
let jadwalDua = { waktu_mulai: '', waktu_selesai: '' };
const id = { dosen01: '', dosen02: '', dosen03: '' };
const BUDI = 'Dr. Budi Santoso, M.Kom.';

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [dosen02, dosen03] = await Promise.all([tokenUntuk(s, 'dosen02'), tokenUntuk(s, 'dosen03')]);
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF201'), per_page: 20 },
    token: t.operator,
  });
  const nomor = (n: number) => daftar.data.find((x) => x.nomor === n)?.id ?? '';
  Object.assign(p, { satu: nomor(1), dua: nomor(2), empat: nomor(4) });
  const dua = daftar.data.find((x) => x.nomor === 2);
  jadwalDua = { waktu_mulai: dua?.waktu_mulai ?? '', waktu_selesai: dua?.waktu_selesai ?? '' };
  const idDosen = async (token: string) =>
    (await s.call('/v2/user_info', { token })).body.data.dosen.id as string;
  id.dosen01 = await idDosen(t.dosen);
  id.dosen02 = await idDosen(dosen02);
  id.dosen03 = await idDosen(dosen03);
});
afterAll(() => s?.close());

const bagian = (idPertemuan: string, token = t.operator) =>
  s.panggil(calls.kehadiranDosenPertemuan, { params: { idPertemuan }, token });
const ubah = (idPertemuan: string, idDosen: string, body: unknown, token = t.operator) =>
  s.panggil(calls.ubahKehadiranDosen, {
    params: { idPertemuan, idDosen },
    badanMentah: body,
    token,
  });
const hadir = { is_hadir: true, mulai_kuliah: menit(-120), selesai_kuliah: menit(-30) };
const baris = (rows: KehadiranDosen[], idDosen: string) =>
  rows.find((r) => r.pengajar.id_dosen === idDosen);

describe('GET /lms/kehadiran_dosen/{idPertemuan}', () => {
  it('lists every teacher with the online requirements, none recorded yet', async () => {
    const res = await bagian(p.dua);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      pertemuan: { id: p.dua, nomor: 2, jenis: 'online' },
      validasi_kehadiran_dosen: true,
      pesan_syarat: null,
    });
    expect(res.data.syarat.map((x) => x.label)).toEqual([
      'Memulai kuliah',
      'Mengakhiri kuliah',
      'Persentase kehadiran kelas minimal 50%',
      'Melakukan aktivitas kuliah',
    ]);
    expect(res.data.pengajar.map((g) => g.pengajar.nama_pengajar)).toEqual([
      BUDI,
      'Siti Rahmawati, S.Kom., M.T.',
    ]);
    const budi = baris(res.data.pengajar, id.dosen01);
    expect(budi).toMatchObject({
      ada_presensi: false,
      is_hadir: null,
      status_validasi: null,
      bisa_diubah: true,
      updated_by: null,
    });
    // The meeting's recorded start and end (the demo's) speak for a lecturer without a record.
    expect(budi?.syarat.find((x) => x.kunci === 'mulai_kuliah')?.terpenuhi).toBe(true);
    expect(budi?.syarat.find((x) => x.kunci === 'aktivitas_kuliah')).toMatchObject({
      terpenuhi: false,
      alasan: 'Belum ada aktivitas dosen pada pertemuan ini',
    });
  });

  it('an offline meeting has the offline requirements', async () => {
    const res = await bagian(p.satu);
    expect(res.data.syarat.map((x) => x.kunci)).toEqual(['mulai_kuliah', 'akhiri_kuliah']);
  });

  it("a lecturer may change only their own row; the lecturer's activity meets its requirement", async () => {
    const forum = await s.panggil(calls.tambahForum, {
      body: {
        id_pertemuan: p.empat,
        judul: 'Diskusi pertemuan 4',
        deskripsi: encodeURIComponent('<p>Diskusikan</p>'),
        waktu_mulai: menit(-5),
        waktu_selesai: menit(600),
      },
      token: t.dosen,
    });
    await s.panggil(calls.tambahPostForum, {
      params: { id: forum.data.id },
      body: { isi: '<p>Silakan bertanya.</p>' },
      token: t.dosen,
    });
    const res = await bagian(p.empat, t.dosen);
    const budi = baris(res.data.pengajar, id.dosen01);
    expect(budi?.bisa_diubah).toBe(true);
    expect(baris(res.data.pengajar, id.dosen02)?.bisa_diubah).toBe(false);
    expect(budi?.aktivitas).toEqual([expect.objectContaining({ jenis: 'forum', aksi: 'posting' })]);
    expect(budi?.syarat.find((x) => x.kunci === 'aktivitas_kuliah')).toMatchObject({
      terpenuhi: true,
      alasan: '1 aktivitas dosen pada pertemuan ini',
    });
  });

  it('says the configuration is missing when the operator turned no requirement on', async () => {
    const db = s.ctx.database.db;
    const [asal] = await db.select().from(pengaturan);
    const data = structuredClone(asal?.data) as Pengaturan;
    for (const k of ['mulai_kuliah', 'akhiri_kuliah', 'presentase_kehadiran_kelas'] as const) {
      data.pengaturan_kelas.syarat_kehadiran_offline_dosen[k] = false;
    }
    await db.update(pengaturan).set({ data });
    try {
      const res = await bagian(p.satu);
      expect(res.data).toMatchObject({ syarat: [], pesan_syarat: TEKS_SYARAT_DOSEN_KOSONG });
      expect(res.data.pengajar[0]).toMatchObject({ syarat: [], memenuhi_syarat: true });
    } finally {
      await db.update(pengaturan).set({ data: asal?.data });
    }
  });

  it('/me and /{idDosen} answer one row; a lecturer not teaching the meeting is 404', async () => {
    const saya = await s.panggil(calls.kehadiranDosenSaya, {
      params: { idPertemuan: p.dua },
      token: dosen02,
    });
    expect(saya.status).toBe(200);
    expect(saya.data.pengajar.id_dosen).toBe(id.dosen02);
    const satu = await s.panggil(calls.kehadiranSatuDosen, {
      params: { idPertemuan: p.dua, idDosen: id.dosen01 },
      token: t.operator,
    });
    expect(satu.data.pengajar.nama_pengajar).toBe(BUDI);
    const bukan = await s.panggil(calls.kehadiranSatuDosen, {
      params: { idPertemuan: p.dua, idDosen: id.dosen03 },
      token: t.operator,
    });
    expect(bukan.status).toBe(404);
    expect(bukan.body.status.message).toBe(PESAN_KEHADIRAN_DOSEN.bukanPengajar);
    const tiada = await bagian('00000000-0000-4000-8000-000000000000');
    expect(tiada.status).toBe(404);
    expect(tiada.body.status.message).toBe(PESAN_KEHADIRAN_DOSEN.pertemuanTidakAda);
  });
});

describe('PUT /lms/kehadiran_dosen/{idPertemuan}/dosen/{idDosen}', () => {
  it.each([
    [{ is_hadir: true }, `Memulai kuliah dosen ${BUDI} wajib diisi`, 'mulai_kuliah'],
    [
      { is_hadir: true, mulai_kuliah: menit(-60), selesai_kuliah: null },
      `Mengakhiri kuliah dosen ${BUDI} wajib diisi`,
      'selesai_kuliah',
    ],
    [
      { is_hadir: true, mulai_kuliah: menit(-60), selesai_kuliah: menit(-90) },
      PESAN_KEHADIRAN_DOSEN.selesaiSebelumMulai(BUDI),
      'selesai_kuliah',
    ],
    [
      { is_hadir: true, mulai_kuliah: '15/10/2025 08:00', selesai_kuliah: menit(-90) },
      'Data tidak valid: Format waktu tidak valid',
      'mulai_kuliah',
    ],
    [{}, 'Data tidak valid: Status hadir harus ya atau tidak', 'is_hadir'],
  ])('%j: %s', async (body, pesan, field) => {
    const res = await ubah(p.dua, id.dosen01, body);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
    expect(res.body.errors?.[0]?.field).toBe(field);
  });

  it("an operator's save is validated and audited", async () => {
    const res = await ubah(p.dua, id.dosen02, hadir);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      ada_presensi: true,
      is_hadir: true,
      is_valid: true,
      status_validasi: 'Sudah Divalidasi',
      mulai_kuliah: hadir.mulai_kuliah,
      selesai_kuliah: hadir.selesai_kuliah,
      updated_by: { username: 'operator' },
      divalidasi_oleh: { username: 'operator' },
    });
    expect(Date.now() - Date.parse(res.data.updated_at ?? '')).toBeLessThan(60_000);
    const [log] = await s.ctx.database.db
      .select()
      .from(logAktivitas)
      .where(eq(logAktivitas.jenisAktivitas, 'ubah_kehadiran_dosen'))
      .orderBy(desc(logAktivitas.waktu))
      .limit(1);
    expect(log).toMatchObject({
      role: 'operator',
      detail:
        'Mengubah kehadiran dosen Siti Rahmawati, S.Kom., M.T. pada pertemuan 2 menjadi Hadir',
    });
  });

  it("a lecturer's own save waits for validation; absent clears the times", async () => {
    const res = await ubah(p.dua, id.dosen01, hadir, t.dosen);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      is_hadir: true,
      is_valid: false,
      status_validasi: 'Belum Divalidasi',
      updated_by: { username: 'dosen01' },
      divalidasi_oleh: null,
    });
    // Started today, after the 2025 meeting's scheduled end.
    expect(res.data.syarat[0]).toMatchObject({
      terpenuhi: false,
      alasan: 'Kuliah dimulai setelah jadwal pertemuan berakhir',
    });
    const tepat = await ubah(
      p.dua,
      id.dosen01,
      {
        is_hadir: true,
        mulai_kuliah: jadwalDua.waktu_mulai,
        selesai_kuliah: jadwalDua.waktu_selesai,
      },
      t.dosen,
    );
    expect(tepat.data.syarat.slice(0, 2).map((x) => x.terpenuhi)).toEqual([true, true]);
    const absen = await ubah(p.dua, id.dosen01, { ...hadir, is_hadir: false }, t.dosen);
    expect(absen.data).toMatchObject({
      ada_presensi: true,
      is_hadir: false,
      mulai_kuliah: null,
      selesai_kuliah: null,
    });
    expect(absen.data.syarat[0]).toMatchObject({
      terpenuhi: false,
      alasan: 'Kuliah belum dimulai',
    });
  });

  it("a lecturer cannot change a co-teacher's row; no one a teacher not of the meeting", async () => {
    const lain = await ubah(p.dua, id.dosen02, hadir, t.dosen);
    expect(lain.status).toBe(403);
    expect(lain.body.status.message).toBe(PESAN_KEHADIRAN_DOSEN.bukanDosenSendiri);
    const bukan = await ubah(p.dua, id.dosen03, hadir);
    expect(bukan.status).toBe(404);
    expect(bukan.body.status.message).toBe(PESAN_KEHADIRAN_DOSEN.bukanPengajar);
  });

  it('nobody changes it before the meeting started (a lecturer: before start plus 15 min)', async () => {
    const db = s.ctx.database.db;
    const [asal] = await db.select().from(pertemuan).where(eq(pertemuan.id, p.empat));
    const geser = (mulai: number) =>
      db
        .update(pertemuan)
        .set({
          status: 'belum_dimulai',
          mulaiKuliah: null,
          selesaiKuliah: null,
          waktuMulai: new Date(menit(mulai)),
          waktuSelesai: new Date(menit(mulai + 100)),
        })
        .where(and(eq(pertemuan.id, p.empat)));
    try {
      await geser(60);
      const op = await ubah(p.empat, id.dosen01, hadir);
      expect(op.status).toBe(403);
      expect(op.body.status.message).toBe(PESAN_KEHADIRAN_DOSEN.belumDimulai);
      await geser(-10);
      expect((await ubah(p.empat, id.dosen01, hadir)).status).toBe(200);
      const dsn = await ubah(p.empat, id.dosen01, hadir, t.dosen);
      expect(dsn.status).toBe(403);
      expect(dsn.body.status.message).toBe(PESAN_KEHADIRAN_DOSEN.dosenBelumBoleh);
      await geser(-16);
      expect((await ubah(p.empat, id.dosen01, hadir, t.dosen)).status).toBe(200);
    } finally {
      if (asal) await db.update(pertemuan).set(asal).where(eq(pertemuan.id, p.empat));
    }
  });
});

describe('who may call what', () => {
  const rute = () => [
    panggilan(calls.kehadiranDosenPertemuan, { params: { idPertemuan: p.dua } }),
    panggilan(calls.kehadiranSatuDosen, { params: { idPertemuan: p.dua, idDosen: id.dosen01 } }),
    panggilan(calls.ubahKehadiranDosen, {
      params: { idPertemuan: p.dua, idDosen: id.dosen01 },
      body: hadir,
    }),
    panggilan(calls.kehadiranDosenSaya, { params: { idPertemuan: p.dua } }),
  ];

  it('a student gets nothing', async () => {
    const pesan = [
      PESAN_IZIN.mahasiswaKehadiranDosen,
      PESAN_IZIN.mahasiswaKehadiranDosen,
      PESAN_IZIN.mahasiswaUbahKehadiranDosen,
      PESAN_IZIN.kehadiranDosenSaya,
    ];
    for (const [i, x] of rute().entries()) {
      const res = await x.kirim(s, t.mahasiswa);
      expect(res.status, `${x.m} ${x.p}`).toBe(403);
      expect(res.body.status.message).toBe(pesan[i]);
    }
  });

  it('a lecturer of another class gets nothing', async () => {
    for (const { m, p: path, kirim } of rute()) {
      const res = await kirim(s, dosen03);
      expect(res.status, `${m} ${path}`).toBe(403);
      expect(res.body.status.message).toBe('Anda tidak terdaftar pada kelas kuliah ini');
    }
  });

  it('an operator reads with read on kelas_kuliah, changes only with write; has no /me', async () => {
    const [baca, satu, tulis, saya] = rute();
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      expect((await baca!.kirim(s, t.operator)).status).toBe(200);
      expect((await satu!.kirim(s, t.operator)).status).toBe(200);
      const res = await tulis!.kirim(s, t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
      const row = await bagian(p.dua);
      expect(row.data.pengajar.every((g) => !g.bisa_diubah)).toBe(true);
    });
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      const res = await baca!.kirim(s, t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakBacaKelas);
    });
    const me = await saya!.kirim(s, t.operator);
    expect(me.status).toBe(403);
    expect(me.body.status.message).toBe(PESAN_IZIN.kehadiranDosenSaya);
  });
});
