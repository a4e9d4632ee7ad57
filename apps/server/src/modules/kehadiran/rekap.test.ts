import { calls } from '@kampus/api/contract';
import { HAK_AKSES_KOSONG, type HakAkses } from '@kampus/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbBerhitung } from '../../../test/kueri';
import { kelasKuliah, mahasiswa, pengguna, pesertaKelas } from '../../db/schema';
import type { Aktor } from '../auth';
import { hitungUlangPertemuan } from './hitung';
import { susunRekap } from './rekap';
import { siapkanUji, type UjiKehadiran } from './uji-bersama';

// The class recap reads a fixed number of queries, whatever the number of students (issue 25
// benchmark: a query count independent of class size).

let u: UjiKehadiran;
let operator: Aktor;
beforeAll(async () => {
  u = await siapkanUji();
  const db = u.s.ctx.database.db;
  const [op] = await db.select().from(pengguna).where(eq(pengguna.role, 'operator')).limit(1);
  if (!op) throw new Error('operator demo tidak ada');
  const semua = Object.fromEntries(
    Object.keys(HAK_AKSES_KOSONG).map((k) => [k, 'read']),
  ) as unknown as HakAkses;
  operator = {
    idPengguna: op.id,
    idPerguruanTinggi: op.idPerguruanTinggi,
    username: op.username,
    nama: op.nama,
    role: 'operator',
    idMahasiswa: null,
    idDosen: null,
    hakAkses: semua,
  };
});
afterAll(() => u?.s.close());

describe('the recap query count', () => {
  it('stays the same when the class grows', async () => {
    const db = u.s.ctx.database.db;
    await hitungUlangPertemuan(db, u.idPertemuan);
    const a = dbBerhitung(db);
    const sebelum = await susunRekap(a.db, operator, u.idKelas);

    // Thirty more students join the class and get their marks.
    const [k] = await db.select().from(kelasKuliah).where(eq(kelasKuliah.id, u.idKelas));
    const ada = db
      .select({ id: pesertaKelas.idMahasiswa })
      .from(pesertaKelas)
      .where(eq(pesertaKelas.idKelasKuliah, u.idKelas));
    const baru = await db
      .select({ id: mahasiswa.id })
      .from(mahasiswa)
      .where(
        and(
          eq(mahasiswa.idPerguruanTinggi, k?.idPerguruanTinggi ?? ''),
          notInArray(mahasiswa.id, ada),
        ),
      )
      .limit(30);
    expect(baru.length).toBeGreaterThan(5);
    await db
      .insert(pesertaKelas)
      .values(baru.map((m) => ({ idKelasKuliah: u.idKelas, idMahasiswa: m.id })));
    await hitungUlangPertemuan(db, u.idPertemuan);

    const b = dbBerhitung(db);
    const sesudah = await susunRekap(b.db, operator, u.idKelas);
    expect(sesudah.mahasiswa.length).toBe(sebelum.mahasiswa.length + baru.length);
    expect(sesudah.rekap.length).toBeGreaterThan(sebelum.rekap.length);
    expect(b.hitung.n).toBe(a.hitung.n);
    expect(a.hitung.n).toBeGreaterThanOrEqual(3);
    expect(a.hitung.n).toBeLessThanOrEqual(6);
  });
});

describe('the recap answer', () => {
  it('carries every cell with its stored detail, as the object recap has it', async () => {
    const db = u.s.ctx.database.db;
    await hitungUlangPertemuan(db, u.idPertemuan);
    const res = await u.s.panggil(calls.rekapKehadiranKelas, {
      params: { id: u.idKelas },
      token: u.t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toMatchObject({ code: 200 });
    expect(res.data).toEqual(await susunRekap(db, operator, u.idKelas));
    const sel = res.data.rekap.find((r) => r.pertemuan.id === u.idPertemuan);
    expect(sel).toMatchObject({
      ada_presensi: true,
      progress: { fraction: expect.stringMatching(/^\d+\/\d+$/) },
      updated_by: { username: 'LMS:SYSTEM' },
    });
    expect(sel?.detail.length).toBeGreaterThan(0);
    expect(sel?.detail[0]).toEqual(
      expect.objectContaining({ jenis: expect.any(String), alasan: expect.any(String) }),
    );
  });
});

describe('the recap from the read cache', () => {
  it('is read again only once one of its rows changed', async () => {
    const ambil = () =>
      u.s.panggil(calls.rekapKehadiranKelas, { params: { id: u.idKelas }, token: u.t.dosen });
    const pertama = await ambil();
    const sel = pertama.data.rekap.find((r) => r.pertemuan.id === u.idPertemuan);
    expect(sel).toBeDefined();
    const stat = u.s.ctx.cache.statistik;
    let luput = stat.luput;
    expect((await ambil()).data).toEqual(pertama.data);
    expect(stat.luput).toBe(luput);

    // A lecturer marks the student I: the next recap has it, by the lecturer.
    const ubah = await u.s.panggil(calls.ubahKehadiranMahasiswa, {
      params: { id: u.idPertemuan, idMahasiswa: sel?.mahasiswa.id_user ?? '' },
      badanMentah: { presensi: 'I' },
      token: u.t.dosen,
    });
    expect(ubah.status, JSON.stringify(ubah.body)).toBe(200);
    await u.s.ctx.siaran.sinkron();
    luput = stat.luput;
    const baru = await ambil();
    // Read again once (the recap's own value), then kept.
    expect(stat.luput).toBeGreaterThan(luput);
    luput = stat.luput;
    expect((await ambil()).data).toEqual(baru.data);
    expect(stat.luput).toBe(luput);
    const sesudah = baru.data.rekap.find(
      (r) => r.pertemuan.id === u.idPertemuan && r.mahasiswa.id_user === sel?.mahasiswa.id_user,
    );
    expect(sesudah).toMatchObject({ presensi: 'I', updated_by: { username: 'dosen01' } });
  });
});
