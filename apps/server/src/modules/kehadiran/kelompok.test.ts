import { calls } from '@kampus/api/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mahasiswa, pertemuan } from '../../db/schema';
import { hitungUlangPertemuan } from './hitung';
import { menit, siapkanUji, type UjiKehadiran } from './uji-bersama';

// A group assignment is handed in once, by one member, for the whole group: every member's
// attendance counts it (kerjakan_tugas), incrementally and in a recalculation.

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
