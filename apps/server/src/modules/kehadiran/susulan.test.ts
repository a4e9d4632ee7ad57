import { calls } from '@kampus/api/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mahasiswa, pesertaKelas } from '../../db/schema';
import { peristiwaAktivitas, umumkanAktivitas } from '../../platform/aktivitas';
import { kehadiranMahasiswa } from './schema';
import {
  hentikanPemrosesKehadiran,
  pasangPemrosesKehadiran,
  prosesPeristiwaKehadiran,
  tuntasKehadiran,
} from './susulan';
import { buatForum, siapkanUji, type UjiKehadiran } from './uji-bersama';

// The events' catch-up (susulan.ts): an act pays nothing for attendance in its transaction; its
// event waits in the database until the worker counts it, so nothing is lost while no worker
// runs (a restart), many students' events are counted in one batch, and one instance counts at
// a time.

let u: UjiKehadiran;
let idForum: string;
beforeAll(async () => {
  u = await siapkanUji();
  idForum = (await buatForum(u)).id;
});
afterAll(() => u?.s.close());

const db = () => u.s.ctx.database.db;

async function pesertaKelasIni() {
  return db()
    .select({ idPengguna: mahasiswa.idPengguna, nim: mahasiswa.nim })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(eq(pesertaKelas.idKelasKuliah, u.idKelas));
}

async function barisDari(idPengguna: string[]) {
  return db()
    .select({ u: kehadiranMahasiswa.idPengguna, presensi: kehadiranMahasiswa.presensi })
    .from(kehadiranMahasiswa)
    .where(
      and(
        eq(kehadiranMahasiswa.idPertemuan, u.idPertemuan),
        inArray(kehadiranMahasiswa.idPengguna, idPengguna),
      ),
    );
}

const menunggu = async () =>
  (
    await db()
      .select({ id: peristiwaAktivitas.id })
      .from(peristiwaAktivitas)
      .where(eq(peristiwaAktivitas.diprosesKehadiran, false))
  ).length;

describe('the attendance of students who acted', () => {
  it('waits in the database while no worker runs, and is counted when one starts', async () => {
    await hentikanPemrosesKehadiran(u.s.ctx);
    const post = await u.s.panggil(calls.tambahPostForum, {
      params: { id: idForum },
      body: { isi: '<p>Saat server mati</p>' },
      token: u.mhs2,
    });
    expect(post.status).toBe(200);
    const [mhs2] = (await pesertaKelasIni()).filter((m) => m.nim === '2401002');
    // Still the absence the new forum's recalculation computed for everyone (aktivitasBerubah.ts).
    expect(await barisDari([mhs2?.idPengguna ?? ''])).toEqual([
      { u: mhs2?.idPengguna, presensi: 'A' },
    ]);
    expect(await menunggu()).toBeGreaterThan(0);

    pasangPemrosesKehadiran(u.s.ctx);
    await tuntasKehadiran(u.s.ctx);
    expect(await barisDari([mhs2?.idPengguna ?? ''])).toEqual([
      { u: mhs2?.idPengguna, presensi: 'H' },
    ]);
    expect(await menunggu()).toBe(0);
  });

  it('counts a whole class of events in one batch, and is counted by one worker at a time', async () => {
    await hentikanPemrosesKehadiran(u.s.ctx);
    const peserta = (await pesertaKelasIni()).filter((m) => m.nim !== '2401002');
    expect(peserta.length).toBeGreaterThan(5);
    for (const m of peserta) {
      await umumkanAktivitas(db(), {
        idPertemuan: u.idPertemuan,
        jenis: 'forum',
        idAktivitas: idForum,
        idPengguna: m.idPengguna,
        role: 'mahasiswa',
        aksi: 'posting',
        waktu: new Date(),
      });
    }
    // Two workers at once (two instances): one takes the batch, the other finds it locked.
    const [a, b] = await Promise.all([
      prosesPeristiwaKehadiran(db()),
      prosesPeristiwaKehadiran(db()),
    ]);
    expect([a, b].sort((x, y) => x - y)).toEqual([0, peserta.length]);
    const baris = await barisDari(peserta.map((m) => m.idPengguna));
    expect(baris).toHaveLength(peserta.length);
    expect(baris.every((r) => r.presensi === 'H')).toBe(true);
    expect(await menunggu()).toBe(0);
    pasangPemrosesKehadiran(u.s.ctx);
  });
});
