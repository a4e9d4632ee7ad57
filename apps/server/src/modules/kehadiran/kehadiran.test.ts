import { calls, PESAN_KEHADIRAN } from '@kampus/api/contract';
import { AKUN_SISTEM, PESAN_IZIN } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denganHakOperator } from '../../../test/harness';
import { bukaSse, tungguSampai } from '../../../test/sse';
import { selAman } from '../../http/lampiran';
import { PESAN_KEHADIRAN_SERVER as PESAN } from './akses';
import { tuntasKehadiran } from './susulan';
import { buatForum, siapkanUji, type UjiKehadiran, ubahPengaturan } from './uji-bersama';

let u: UjiKehadiran;
beforeAll(async () => {
  u = await siapkanUji();
});
afterAll(() => u?.s.close());

const baca = (token = u.t.dosen) =>
  u.s.panggil(calls.kehadiranPertemuan, { params: { id: u.idPertemuan }, token });
const saya = (token: string) =>
  u.s.panggil(calls.kehadiranSaya, {
    params: { idKelas: u.idKelas, idPertemuan: u.idPertemuan },
    token,
  });
const ubahSatu = (idMahasiswa: string, body: Record<string, unknown>, token = u.t.dosen) =>
  u.s.panggil(calls.ubahKehadiranMahasiswa, {
    params: { id: u.idPertemuan, idMahasiswa },
    badanMentah: body,
    token,
  });
async function idUser(nim: string) {
  const res = await baca();
  const id = res.data.peserta.find((p) => p.mahasiswa.nim === nim)?.mahasiswa.id_user;
  if (!id) throw new Error(`mahasiswa ${nim} tidak ada`);
  return id;
}

describe('the presence engine on a real act', () => {
  it('shows every participant without a mark before anything happened', async () => {
    const res = await baca();
    expect(res.status).toBe(200);
    expect(res.data.mode).toBe('progres');
    expect(res.data.minimal_persen).toBe(60);
    expect(res.data.jumlah_peserta).toBeGreaterThan(1);
    expect(res.data.peserta[0]).toMatchObject({ ada_presensi: false, presensi: null });
    expect(res.data.peserta[0]?.detail).toEqual([
      expect.objectContaining({ jenis: 'forum', empty_activity: true, weight: 0 }),
    ]);
  });

  it('makes a student present once they post in the forum, with the reason', async () => {
    // The new forum of the started meeting was counted for everyone at once (its
    // recalculation, aktivitasBerubah.ts): nobody posted yet, so everyone is absent.
    const f = await buatForum(u);
    const sebelum = await saya(u.t.mahasiswa);
    expect(sebelum.data).toMatchObject({
      ada_presensi: true,
      presensi: 'A',
      progress: { overall: 0, fraction: '0/1' },
    });
    const post = await u.s.panggil(calls.tambahPostForum, {
      params: { id: f.id },
      body: { isi: '<p>Hadir</p>' },
      token: u.t.mahasiswa,
    });
    expect(post.status).toBe(200);
    // Counted once the post has committed (susulan.ts), within the moment.
    await tuntasKehadiran(u.s.ctx);
    const res = await saya(u.t.mahasiswa);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      mahasiswa: { nim: '2401001' },
      presensi: 'H',
      ada_presensi: true,
      is_hadir: true,
      is_manual: false,
      progress: { overall: 1, fraction: '1/1' },
      updated_by: { username: AKUN_SISTEM },
    });
    expect(res.data.detail).toEqual([
      {
        id_aktivitas: f.id,
        jenis: 'forum',
        judul: 'Diskusi kehadiran',
        weight: 1,
        is_hadir: true,
        empty_activity: false,
        alasan: 'Sudah memposting 1 dari minimal 1 posting di forum',
      },
    ]);
    // Only that student's row moved: the others are still absent.
    const semua = await baca();
    expect(
      semua.data.peserta.filter((p) => p.presensi === 'H').map((p) => p.mahasiswa.nim),
    ).toEqual(['2401001']);
    expect(semua.data.jumlah_hadir).toBe(1);
  });
});

describe('the meeting summary the lecturer attendance and BAP read', () => {
  it("gives the meeting peserta_hadir and progress_peserta from the students' rows", async () => {
    const res = await u.s.panggil(calls.pertemuan, {
      params: { id: u.idPertemuan },
      token: u.t.dosen,
    });
    expect(res.status).toBe(200);
    const jumlah = (await baca()).data.jumlah_peserta;
    expect(res.data.jumlah_peserta).toBe(jumlah);
    expect(res.data.peserta_hadir).toBe(1);
    expect(res.data.progress_peserta).toBeCloseTo(1 / jumlah, 6);
  });
});

describe('manual marks (spec 4 Attendance codes)', () => {
  it('overrides the computed mark, audited, and keeps it as the progress moves', async () => {
    const id = await idUser('2401002');
    const res = await ubahSatu(id, { presensi: 'I' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({
      presensi: 'I',
      presensi_label: 'Izin',
      is_hadir: false,
      is_manual: true,
      updated_by: { username: 'dosen01' },
    });
    expect(res.data.updated_at).not.toBeNull();
    const f = (await baca()).data.peserta[0]?.detail[0]?.id_aktivitas as string;
    await u.s.panggil(calls.tambahPostForum, {
      params: { id: f },
      body: { isi: '<p>Saya juga</p>' },
      token: u.mhs2,
    });
    await tuntasKehadiran(u.s.ctx);
    const lagi = await saya(u.mhs2);
    expect(lagi.data).toMatchObject({ presensi: 'I', is_manual: true, progress: { overall: 1 } });
    expect(lagi.data.updated_by?.username).toBe('dosen01');
  });

  it('returns to the computed mark with ada_presensi false', async () => {
    const id = await idUser('2401002');
    const res = await ubahSatu(id, { ada_presensi: false });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      presensi: 'H',
      is_manual: false,
      updated_by: { username: AKUN_SISTEM },
    });
  });

  it('sets marks in bulk by nim', async () => {
    const res = await u.s.panggil(calls.ubahKehadiranMassal, {
      params: { id: u.idPertemuan },
      body: {
        data: [
          { nim: '2401003', presensi: 'S', ada_presensi: true },
          { nim: '2401004', presensi: 'A', ada_presensi: true },
        ],
      },
      token: u.t.operator,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = (nim: string) => res.data.peserta.find((x) => x.mahasiswa.nim === nim);
    expect(p('2401003')).toMatchObject({ presensi: 'S', is_manual: true });
    expect(p('2401004')).toMatchObject({ presensi: 'A', is_manual: true });
    expect(p('2401001')).toMatchObject({ presensi: 'H', is_manual: false });
  });

  it.each([
    [{}, PESAN.presensiWajib, 'presensi'],
    [{ presensi: 'X' }, `Data tidak valid: ${PESAN_KEHADIRAN.presensi}`, 'presensi'],
    [{ is_hadir: 'ya' }, `Data tidak valid: ${PESAN_KEHADIRAN.isHadir}`, 'is_hadir'],
  ])('refuses %j: %s', async (body, pesan, field) => {
    const res = await ubahSatu(await idUser('2401003'), body);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
    expect(res.body.errors?.[0]?.field).toBe(field);
  });

  it.each([
    [{ data: [] }, `Data tidak valid: ${PESAN_KEHADIRAN.data}`],
    [
      { data: [{ nim: '9999999', presensi: 'H', ada_presensi: true }] },
      PESAN.nimTidakAda('9999999'),
    ],
    [{ data: [{ nim: '2401003', presensi: null, ada_presensi: true }] }, PESAN.presensiWajib],
  ])('refuses the bulk %j', async (body, pesan) => {
    const res = await u.s.panggil(calls.ubahKehadiranMassal, {
      params: { id: u.idPertemuan },
      badanMentah: body,
      token: u.t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it('accepts I and S only when active in the settings', async () => {
    await ubahPengaturan(u, (p) => {
      p.pengaturan_kelas.jenis_presensi = [
        { id: 'I', nama: 'Izin', is_active: false },
        { id: 'S', nama: 'Sakit', is_active: true },
      ];
    });
    const jenis = await u.s.panggil(calls.jenisPresensi, { token: u.t.dosen });
    expect(jenis.data).toContainEqual({ id: 'I', nama: 'Izin', is_active: false });
    const res = await ubahSatu(await idUser('2401003'), { presensi: 'I' });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Presensi Izin tidak aktif');
    await ubahPengaturan(u, (p) => {
      delete p.pengaturan_kelas.jenis_presensi;
    });
  });
});

describe('who may call (spec 6)', () => {
  it.each([
    ['mahasiswa', () => u.t.mahasiswa, 403, PESAN_IZIN.mahasiswaKehadiranLain],
    [
      'dosen of another class',
      () => u.dosenLain,
      403,
      'Anda tidak terdaftar pada kelas kuliah ini',
    ],
    ['operator', () => u.t.operator, 200, undefined],
  ])('meeting attendance as %s', async (_, token, status, pesan) => {
    const res = await baca(token());
    expect(res.status).toBe(status);
    if (pesan) expect(res.body.status.message).toBe(pesan);
  });

  it('a student cannot change marks; an operator needs write', async () => {
    const id = await idUser('2401003');
    const mhs = await ubahSatu(id, { presensi: 'H' }, u.t.mahasiswa);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaUbahKehadiran);
    await denganHakOperator(u.s, { kelas_kuliah: 'read' }, async () => {
      const op = await ubahSatu(id, { presensi: 'H' }, u.t.operator);
      expect(op.status).toBe(403);
      expect(op.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
    });
  });

  it('own attendance: /me for students only, /nim of their own only', async () => {
    const dosen = await saya(u.t.dosen);
    expect(dosen.status).toBe(403);
    expect(dosen.body.status.message).toBe(PESAN_IZIN.kehadiranSaya);
    const lain = await saya(u.mhsLain);
    expect(lain.status).toBe(403);
    const nim = (nim: string, token: string) =>
      u.s.panggil(calls.kehadiranNim, {
        params: { idKelas: u.idKelas, idPertemuan: u.idPertemuan, nim },
        token,
      });
    expect((await nim('2401001', u.t.mahasiswa)).data.presensi).toBe('H');
    const orangLain = await nim('2401002', u.t.mahasiswa);
    expect(orangLain.status).toBe(403);
    expect(orangLain.body.status.message).toBe(PESAN.kehadiranSendiri);
    expect((await nim('2401003', u.t.dosen)).data.presensi).toBe('S');
  });
});

describe('recalculation on the durable queue (spec 4 Recalculation status)', () => {
  it('runs as a job and streams processing then completed on calc-percentage', async () => {
    const sse = await bukaSse(
      `${u.s.url}/lms/events/kehadiran_mahasiswa?id_kelas_kuliah=${u.idKelas}`,
      u.t.dosen,
    );
    try {
      const res = await u.s.panggil(calls.hitungUlangKehadiran, {
        params: { id: u.idPertemuan },
        token: u.t.dosen,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.data.status).toBe('processing');
      const id = res.data.id_job;
      const dari = (status: string) =>
        sse
          .lain()
          .some(
            (e) =>
              e.event === 'calc-percentage' &&
              (e.data as any).id_job === id &&
              (e.data as any).status === status,
          );
      await tungguSampai(() => dari('processing'), 10_000);
      await tungguSampai(() => dari('completed'), 20_000);
    } finally {
      await sse.tutup();
    }
    const h = await baca();
    expect(h.data.status_hitung).toBe('completed');
    expect(h.data.pertemuan.waktu_terakhir_update_kehadiran).not.toBeNull();
    // Every participant has a row now; the manual marks stayed.
    expect(h.data.peserta.every((p) => p.ada_presensi)).toBe(true);
    expect(h.data.peserta.find((p) => p.mahasiswa.nim === '2401003')?.presensi).toBe('S');
    expect(h.data.peserta.find((p) => p.mahasiswa.nim === '2401005')?.presensi).toBe('A');
  });

  it('queues a class percentage update; a student may not', async () => {
    const res = await u.s.panggil(calls.hitungPersentaseKehadiran, {
      body: { data: { id_kelas_kuliah: u.idKelas, id_pertemuan: [u.idPertemuan] } },
      token: u.t.operator,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.status).toBe('processing');
    const mhs = await u.s.panggil(calls.hitungPersentaseKehadiran, {
      body: { data: { id_kelas_kuliah: u.idKelas } },
      token: u.t.mahasiswa,
    });
    expect(mhs.status).toBe(403);
  });
});

describe('the class recap', () => {
  it('has every student by meeting for staff, only their own for a student', async () => {
    const dosen = await u.s.panggil(calls.rekapKehadiranKelas, {
      params: { id: u.idKelas },
      token: u.t.dosen,
    });
    expect(dosen.status).toBe(200);
    expect(dosen.data.pertemuan.length).toBeGreaterThan(10);
    const sel = dosen.data.rekap.find(
      (r) => r.mahasiswa.nim === '2401001' && r.pertemuan.id === u.idPertemuan,
    );
    expect(sel).toMatchObject({ presensi: 'H', pertemuan: { nomor: 12, jenis: 'online' } });
    const mhs = await u.s.panggil(calls.rekapKehadiranKelas, {
      params: { id: u.idKelas },
      token: u.t.mahasiswa,
    });
    expect(mhs.status).toBe(200);
    expect(new Set(mhs.data.rekap.map((r) => r.mahasiswa.nim))).toEqual(new Set(['2401001']));
    expect(mhs.data.mahasiswa.map((m) => m.nim)).toEqual(['2401001']);
  });

  it('exports an xlsx for staff', async () => {
    const res = await u.s.call(`/lms/kehadiran_mahasiswa/kelas_kuliah/${u.idKelas}/export_excel`, {
      token: u.t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const mhs = await u.s.call(`/lms/kehadiran_mahasiswa/kelas_kuliah/${u.idKelas}/export_excel`, {
      token: u.t.mahasiswa,
    });
    expect(mhs.status).toBe(403);
  });

  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1', `'+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['Budi', 'Budi'],
  ])('escapes formula injection: %s', (masuk, keluar) => {
    expect(selAman(masuk)).toBe(keluar);
  });
});

describe('the attendance list (/kehadiran-peserta)', () => {
  it("lists the meetings of the caller's classes with their summary", async () => {
    const res = await u.s.panggil(calls.daftarKehadiranMahasiswa, {
      query: { id_kelas_kuliah: u.idKelas, per_page: 50 },
      token: u.t.dosen,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p12 = res.data.find((r) => r.pertemuan.id === u.idPertemuan);
    expect(p12).toMatchObject({
      pertemuan: { nomor: 12, jenis: 'online' },
      kelas_kuliah: { id: u.idKelas },
    });
    expect(p12?.jumlah_peserta).toBeGreaterThan(1);
    expect(p12?.jumlah_presensi).toBe(p12?.jumlah_peserta);
    expect(p12?.jumlah_hadir).toBeGreaterThanOrEqual(2);
    const cari = await u.s.panggil(calls.daftarKehadiranMahasiswa, {
      query: { search: 'tidak-ada-yang-cocok-%', per_page: 5 },
      token: u.t.operator,
    });
    expect(cari.data).toEqual([]);
  });

  it('is for staff only, and a lecturer sees only their classes', async () => {
    const mhs = await u.s.panggil(calls.daftarKehadiranMahasiswa, { token: u.t.mahasiswa });
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaKehadiranLain);
    const lain = await u.s.panggil(calls.daftarKehadiranMahasiswa, {
      query: { id_kelas_kuliah: u.idKelas },
      token: u.dosenLain,
    });
    expect(lain.status).toBe(200);
    expect(lain.data).toEqual([]);
  });

  it('exports the list as xlsx', async () => {
    const res = await u.s.call(
      `/lms/kehadiran_mahasiswa/export_excel?id_kelas_kuliah=${u.idKelas}`,
      { token: u.t.operator },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Kehadiran Peserta.xlsx');
  });
});
