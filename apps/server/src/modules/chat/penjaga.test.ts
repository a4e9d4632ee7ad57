import { calls } from '@kampus/api/contract';
import { idUtasKomentar, type JenisKomentar, PESAN_CHAT } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { Aktor } from '../auth';
import { aksesUtas, daftarkanPenjagaUtas, type SasaranUtas } from '.';

// The guard registry: the chat module asks the area that owns a kind of content whose thread it
// is. Here a fake guard stands in for the assignments' (modules/tugas registers the real one).

const aktor = { idPengguna: 'u1', role: 'mahasiswa', idMahasiswa: 'm1' } as Aktor;
const db = {} as Db;

describe('daftarkanPenjagaUtas / aksesUtas', () => {
  it('answers 404 for a kind no area answers for', async () => {
    const forum = 'forum' as JenisKomentar;
    await expect(aksesUtas(db, aktor, forum, { idKonten: 'x' })).rejects.toMatchObject({
      statusCode: 404,
      message: PESAN_CHAT.jenisTidakDikenal,
    });
  });

  it("asks the kind's guard with the caller and the thread's content, and answers what it says", async () => {
    const fn = vi.fn(async (_db: Db, a: Aktor, s: SasaranUtas) => {
      if (s.idMahasiswa && s.idMahasiswa !== a.idMahasiswa) throw forbidden(PESAN_CHAT.bukanMilik);
      return { tulis: true, idKelas: 'K1' };
    });
    const kembalikan = daftarkanPenjagaUtas('tugas', fn);
    await expect(
      aksesUtas(db, aktor, 'tugas', { idKonten: 't1', idMahasiswa: 'm1' }),
    ).resolves.toEqual({ tulis: true, idKelas: 'K1' });
    expect(fn).toHaveBeenCalledWith(db, aktor, { idKonten: 't1', idMahasiswa: 'm1' });
    await expect(
      aksesUtas(db, aktor, 'tugas', { idKonten: 't1', idMahasiswa: 'm2' }),
    ).rejects.toMatchObject({ statusCode: 403 });
    kembalikan();
    // Put back: whatever answered for the kind before (nothing, or the assignments' guard).
    await aksesUtas(db, aktor, 'tugas', { idKonten: 't1' }).catch(() => null);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('a group assignment through a registered guard (fake assignments area)', () => {
  let s: TestServer;
  let t: Awaited<ReturnType<typeof tokenSemua>>;
  let mhs2: string;
  let mhs3: string;
  const idTugas = '44444444-4444-4444-8444-444444444444';
  const idKelompok = '55555555-5555-4555-8555-555555555555';
  const anggota: string[] = [];
  let kembalikan: (() => void) | undefined;
  const { idGroup, idThread } = idUtasKomentar({ jenis: 'tugas', idKonten: idTugas, idKelompok });

  beforeAll(async () => {
    s = await startTestServer();
    t = await tokenSemua(s);
    [mhs2, mhs3] = await Promise.all([tokenUntuk(s, '2401002'), tokenUntuk(s, '2401003')]);
    for (const token of [t.mahasiswa, mhs2]) {
      anggota.push((await s.panggil(calls.userInfo, { token })).data.mahasiswa!.id);
    }
    // The group is the demo student and 2401002 of IF101 A; lecturers write, students read
    // their own group's thread only.
    kembalikan = daftarkanPenjagaUtas('tugas', async (_db, a, sasaran) => {
      if (sasaran.idKonten !== idTugas) throw forbidden('tugas lain');
      if (sasaran.idKelompok && sasaran.idKelompok !== idKelompok) throw forbidden('kelompok lain');
      if (a.role === 'mahasiswa' && !anggota.includes(a.idMahasiswa ?? '')) {
        throw forbidden(PESAN_CHAT.bukanMilik);
      }
      return { tulis: true, idKelas: kelas('IF101'), idMahasiswaAnggota: anggota };
    });
  });
  afterAll(async () => {
    kembalikan?.();
    await s?.close();
  });

  it("creates the group's chat under the group's id, members from the class and the group", async () => {
    const res = await s.panggil(calls.buatGroupChat, {
      body: { id: idGroup, name: 'Kelompok 1', usage: 'lms', jenis: 'tugas', id_konten: idTugas },
      token: mhs2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.id_kelompok).toBe(idKelompok);
    expect(res.data.members.filter((m) => m.role === 'Mahasiswa')).toHaveLength(2);
    expect(res.data.members.some((m) => m.role === 'Dosen')).toBe(true);
    // An exam has no groups: the same id as an exam's group is refused.
    const ujian = await s.panggil(calls.buatGroupChat, {
      body: { id: idGroup, name: 'x', usage: 'lms', jenis: 'ujian', id_konten: idTugas },
      token: t.dosen,
    });
    expect(ujian.status).toBe(422);
  });

  it("lets the group's members and the lecturer talk, and keeps another student out", async () => {
    const kirim = (token: string, isi: string) =>
      s.panggil(calls.kirimKomentar, {
        params: { id: idGroup, threadId: idThread },
        body: { isi },
        token,
      });
    expect((await kirim(t.mahasiswa, 'Sudah saya unggah')).status).toBe(200);
    expect((await kirim(t.dosen, 'Baik')).status).toBe(200);
    const luar = await kirim(mhs3, 'Halo');
    expect(luar.status).toBe(403);
    const baca = await s.panggil(calls.threadChat, {
      params: { id: idGroup, threadId: idThread },
      token: mhs2,
    });
    expect(baca.data.comments.map((k) => [k.role, k.isi])).toEqual([
      ['Mahasiswa', 'Sudah saya unggah'],
      ['Dosen', 'Baik'],
    ]);
    const belum = await s.panggil(calls.belumDibacaGroupChat, {
      params: { id: idGroup },
      token: mhs2,
    });
    expect(belum.data).toEqual([expect.objectContaining({ id_thread: idThread, belum_dibaca: 2 })]);
    const log = await s.panggil(calls.logTambahKomentarKelompok, {
      params: { jenis: 'tugas', id: idTugas, idKelompok },
      token: t.mahasiswa,
    });
    expect(log.status).toBe(200);
  });
});
