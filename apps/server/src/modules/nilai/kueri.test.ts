import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbBerhitung } from '../../../test/kueri';
import {
  dosen as dosenTabel,
  kelasKuliah,
  mahasiswa,
  pengguna,
  pengumpulanTugas,
  pesertaKelas,
} from '../../db/schema';
import type { Aktor } from '../auth';
import { simpanTautanKomponen } from './queries';
import { susunRekapNilai } from './rekap';
import { siapkanUjiNilai, type UjiNilai } from './uji-bersama';

// The grade recap reads a fixed number of queries whatever the class size (issue 26 benchmark:
// a query count independent of the number of students and of activities).

let u: UjiNilai;
let dosen: Aktor;
beforeAll(async () => {
  u = await siapkanUjiNilai();
  const db = u.s.ctx.database.db;
  const [d] = await db
    .select({ p: pengguna, idDosen: dosenTabel.id })
    .from(pengguna)
    .innerJoin(dosenTabel, eq(dosenTabel.idPengguna, pengguna.id))
    .where(eq(pengguna.username, 'dosen01'))
    .limit(1);
  if (!d) throw new Error('dosen01 demo tidak ada');
  dosen = {
    idPengguna: d.p.id,
    idPerguruanTinggi: d.p.idPerguruanTinggi,
    username: d.p.username,
    nama: d.p.nama,
    role: 'dosen',
    idMahasiswa: null,
    idDosen: d.idDosen,
    hakAkses: null,
  };
}, 120_000);
afterAll(() => u?.s.close());

describe('the grade recap query count', () => {
  it('stays the same when the class grows and components are linked', async () => {
    const db = u.s.ctx.database.db;
    const a = dbBerhitung(db);
    const sebelum = await susunRekapNilai(a.db, dosen, u.idKelas);

    // Thirty more students join the class and hand in the assignment, graded.
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
    await db.insert(pengumpulanTugas).values(
      baru.map((m, i) => ({
        idTugas: u.idTugas,
        idMahasiswa: m.id,
        teks: 'esai',
        waktuMulaiUnggah: new Date(),
        waktuKirim: new Date(),
        nilai: 60 + i,
      })),
    );
    await simpanTautanKomponen(db, u.idKelas, 'TGS', [u.idTugas, u.idUjian, u.idForum]);

    const b = dbBerhitung(db);
    const sesudah = await susunRekapNilai(b.db, dosen, u.idKelas);
    expect(sesudah.nilai_mahasiswa.length).toBe(sebelum.nilai_mahasiswa.length + baru.length);
    const terakhir = sesudah.nilai_mahasiswa.find((m) => m.nilai_sikad.some((n) => n.nilai > 0));
    expect(terakhir).toBeDefined();
    expect(b.hitung.n).toBe(a.hitung.n);
    expect(a.hitung.n).toBe(7);
  });
});
