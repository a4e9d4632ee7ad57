import { calls } from '@kampus/api/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mahasiswa, pertemuan } from '../../db/schema';
import { hitungUlangPertemuan } from './hitung';
import { tuntasKehadiran } from './susulan';
import { menit, siapkanUji, type UjiKehadiran } from './uji-bersama';

// Acts of other areas that move a student's attendance as they happen: a group assignment is
// handed in once, by one member, for the whole group (every member's kerjakan_tugas counts it,
// incrementally and in a recalculation); a material read meets unduh_materi.

let u: UjiKehadiran;
beforeAll(async () => {
  u = await siapkanUji();
  await u.s.ctx.database.db
    .update(pertemuan)
    .set({
      parameterKehadiran: {
        hadir_vidcon: false,
        kerjakan_kuis_ujian: false,
        kerjakan_tugas: true,
        posting_forum: false,
        unduh_materi: false,
      },
    })
    .where(eq(pertemuan.id, u.idPertemuan));
});
afterAll(() => u?.s.close());

const saya = (token: string) =>
  u.s.panggil(calls.kehadiranSaya, {
    params: { idKelas: u.idKelas, idPertemuan: u.idPertemuan },
    token,
  });

describe('group hand-ins', () => {
  it('make every member present, not only the one who sent it', async () => {
    const tugas = await u.s.call('/lms/tugas', {
      method: 'POST',
      token: u.t.dosen,
      body: JSON.stringify({
        id_pertemuan: u.idPertemuan,
        judul: 'Tugas kelompok kehadiran',
        deskripsi: 'x',
        jenis: 'kelompok',
        waktu_mulai: menit(-10),
        waktu_selesai: menit(60),
      }),
    });
    expect(tugas.status, JSON.stringify(tugas.body)).toBe(200);
    const idTugas = (tugas.body as { data: { id: string } }).data.id;
    const ids = await u.s.ctx.database.db
      .select({ id: mahasiswa.id, nim: mahasiswa.nim })
      .from(mahasiswa)
      .where(inArray(mahasiswa.nim, ['2401001', '2401002']));
    const kelompok = await u.s.call(`/lms/tugas/${idTugas}/kelompok`, {
      method: 'POST',
      token: u.t.dosen,
      body: JSON.stringify({ nama: 'Kelompok 1', anggota: ids.map((m) => m.id) }),
    });
    expect(kelompok.status, JSON.stringify(kelompok.body)).toBe(200);
    const fd = new FormData();
    fd.append('teks', 'Jawaban kelompok');
    const kirim = await u.s.call(`/lms/tugas/${idTugas}/pengumpulan`, {
      method: 'PUT',
      token: u.t.mahasiswa,
      body: fd,
    });
    expect(kirim.status, JSON.stringify(kirim.body)).toBe(200);
    await tuntasKehadiran(u.s.ctx);

    const anggota = await saya(u.mhs2);
    expect(anggota.data).toMatchObject({ presensi: 'H', progress: { overall: 1 } });
    expect(anggota.data.detail[0]).toMatchObject({
      id_aktivitas: idTugas,
      is_hadir: true,
      alasan: 'Sudah mengumpulkan tugas',
    });
    expect((await saya(u.t.mahasiswa)).data.presensi).toBe('H');

    await hitungUlangPertemuan(u.s.ctx.database.db, u.idPertemuan);
    expect((await saya(u.mhs2)).data.presensi).toBe('H');
    // Outside the group: not present.
    const bukan = await u.s.panggil(calls.kehadiranNim, {
      params: { idKelas: u.idKelas, idPertemuan: u.idPertemuan, nim: '2401003' },
      token: u.t.dosen,
    });
    expect(bukan.data).toMatchObject({ presensi: 'A', progress: { overall: 0 } });
  });
});

describe('reading a material with the attendance requirement', () => {
  it('makes the student present at once, with the reason', async () => {
    await u.s.ctx.database.db
      .update(pertemuan)
      .set({
        parameterKehadiran: {
          hadir_vidcon: false,
          kerjakan_kuis_ujian: false,
          kerjakan_tugas: false,
          posting_forum: false,
          unduh_materi: true,
        },
      })
      .where(eq(pertemuan.id, u.idPertemuan));
    const m = await u.s.call('/lms/materi', {
      method: 'POST',
      token: u.t.dosen,
      body: JSON.stringify({
        id_pertemuan: u.idPertemuan,
        judul: 'Bacaan wajib',
        deskripsi: 'x',
        tipe_file: 'url',
        jenis_materi: 'modul',
        tampil_sekarang: true,
        is_syarat_hadir: true,
        deadline: menit(24 * 60),
        file_url: 'https://example.org/bacaan',
      }),
    });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    const idMateri = (m.body as { data: { id: string } }).data.id;
    // The criteria and activities changed: stored rows follow once recalculated ('Update Progres').
    await hitungUlangPertemuan(u.s.ctx.database.db, u.idPertemuan);
    expect((await saya(u.mhs2)).data).toMatchObject({ progress: { overall: 0 } });
    const buka = await u.s.panggil(calls.presensiMateri, {
      params: { id: idMateri },
      body: { aksi: 'buka' },
      token: u.mhs2,
    });
    expect(buka.status, JSON.stringify(buka.body)).toBe(200);
    await tuntasKehadiran(u.s.ctx);
    const res = await saya(u.mhs2);
    expect(res.data).toMatchObject({ presensi: 'H', progress: { overall: 1, fraction: '1/1' } });
    expect(res.data.detail).toEqual([
      expect.objectContaining({
        id_aktivitas: idMateri,
        jenis: 'materi',
        is_hadir: true,
        alasan: 'Sudah memenuhi syarat hadir materi',
      }),
    ]);
  });
});
