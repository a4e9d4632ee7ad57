import type { calls, KelompokTugas, SimpanKelompok } from '@kampus/api/contract';
import {
  type AnggotaKelompok,
  hanyaMilikSendiri,
  hapusAnggota,
  jadikanKetua,
  PESAN_KELOMPOK,
  PESAN_TUGAS_SERVER,
} from '@kampus/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import type { Aktor } from '../auth';
import { kelompokSaya, tugasDenganAkses } from './akses';
import {
  aturAnggota,
  type BarisKelompok,
  hapusKelompokRow,
  kelompokById,
  kelompokRows,
  pesertaDariDaftar,
  sudahBerkelompok,
  tambahKelompokRow,
  ubahNamaKelompok,
} from './queriesKelompok';

// Groups of a group assignment (spec 2 'Assignments', 3 'Group', 4 'Group', 6): listing them (a
// student sees their own), creating, editing and deleting them, 'Jadikan Ketua Kelompok' and
// 'Hapus Anggota' with the domain's leader rules (kelompok.ts).

type Input = z.output<typeof SimpanKelompok>;
type Anggota = AnggotaKelompok & { id: string };

/** A group as the API shows it: the leader first, then members in join order. */
function tampil(g: BarisKelompok): KelompokTugas {
  const urut = [...g.anggota].sort(
    (a, b) => Number(b.jabatan === 'ketua') - Number(a.jabatan === 'ketua') || a.urutan - b.urutan,
  );
  return {
    id: g.id,
    id_tugas: g.idTugas,
    nama: g.nama,
    anggota: urut.map((a) => ({
      jabatan: a.jabatan,
      mahasiswa: { id: a.id, nim: a.nim, nama: a.nama, avatar_url: a.avatar ?? null },
      canDelete: !g.sudahDinilai,
    })),
    sudah_mengumpulkan: g.sudahMengumpulkan,
  };
}

async function satu(db: Db, idTugas: string, id: string) {
  const [g] = await kelompokRows(db, idTugas, [id]);
  if (!g) throw notFound(PESAN_KELOMPOK.tidakAda);
  return g;
}

/** The members as the domain's rules read them (keyed by NIM), in join order. */
const keDomain = (g: BarisKelompok): Anggota[] =>
  g.anggota.map((a) => ({ id: a.id, jabatan: a.jabatan, mahasiswa: { nim: a.nim } }));

/** A group assignment the caller may change, with its class. */
async function tugasKelompok(db: Db, aktor: Aktor, id: string) {
  const r = await tugasDenganAkses(db, aktor, id, 'write');
  if (r.t.jenis !== 'kelompok') throw tidakValid(PESAN_TUGAS_SERVER.bukanTugasKelompok);
  return r;
}

/** The form's rules: a name, members, each a student of the class and in no other group. */
async function validasi(
  db: Db,
  idTugas: string,
  idKelas: string,
  input: Input,
  idKelompok?: string,
) {
  if (input.nama === '') throw tidakValid(PESAN_KELOMPOK.nama, 'nama');
  const ids = [...new Set(input.anggota)];
  if (ids.length === 0) throw tidakValid(PESAN_KELOMPOK.anggota, 'anggota');
  const peserta = new Set(await pesertaDariDaftar(db, idKelas, ids));
  if (ids.some((id) => !peserta.has(id))) throw tidakValid(PESAN_KELOMPOK.bukanPeserta, 'anggota');
  if ((await sudahBerkelompok(db, idTugas, ids, idKelompok)).length > 0) {
    throw tidakValid(PESAN_KELOMPOK.sudahBerkelompok, 'anggota');
  }
  return ids;
}

export async function daftarKelompok(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.daftarKelompok>,
) {
  const db = ctx.database.db;
  const { t } = await tugasDenganAkses(db, aktor, params.id, 'read');
  if (t.jenis !== 'kelompok') return [];
  if (hanyaMilikSendiri(aktor.role)) {
    const k = aktor.idMahasiswa ? await kelompokSaya(db, t.id, aktor.idMahasiswa) : null;
    return k ? (await kelompokRows(db, t.id, [k.id])).map(tampil) : [];
  }
  return (await kelompokRows(db, t.id)).map(tampil);
}

export async function tambahKelompok(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.tambahKelompok>,
) {
  const db = ctx.database.db;
  const { t, idKelas } = await tugasKelompok(db, aktor, params.id);
  const ids = await validasi(db, t.id, idKelas, body);
  const id = await transaksi(db, async (tx) => {
    const id = await tambahKelompokRow(tx, t.id, body.nama);
    // The first member leads a new group.
    await aturAnggota(
      tx,
      t.id,
      id,
      ids.map((m, i) => ({ id: m, jabatan: i === 0 ? 'ketua' : 'anggota' })),
    );
    return id;
  });
  return tampil(await satu(db, t.id, id));
}

export async function ubahKelompok(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahKelompok>,
) {
  const db = ctx.database.db;
  const { t, idKelas } = await tugasKelompok(db, aktor, params.id);
  const g = await satu(db, t.id, params.idKelompok);
  const ids = await validasi(db, t.id, idKelas, body, g.id);
  // Those who leave go as 'Hapus Anggota' does (a leaving leader hands over to the first one
  // left); newcomers join as members, or lead a group that had nobody.
  let anggota = keDomain(g);
  const pergi = anggota.filter((a) => !ids.includes(a.id));
  if (pergi.length > 0 && g.sudahDinilai) {
    throw tidakValid(PESAN_KELOMPOK.tidakDapatDihapus, 'anggota');
  }
  for (const a of pergi) anggota = hapusAnggota(anggota, a.mahasiswa.nim);
  for (const id of ids) {
    if (anggota.some((a) => a.id === id)) continue;
    anggota.push({
      id,
      jabatan: anggota.length === 0 ? 'ketua' : 'anggota',
      mahasiswa: { nim: id },
    });
  }
  await transaksi(db, async (tx) => {
    await ubahNamaKelompok(tx, g.id, body.nama);
    await aturAnggota(
      tx,
      t.id,
      g.id,
      anggota.map((a) => ({ id: a.id, jabatan: a.jabatan })),
    );
  });
  return tampil(await satu(db, t.id, g.id));
}

export async function hapusKelompok(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusKelompok>,
) {
  const db = ctx.database.db;
  const { t } = await tugasKelompok(db, aktor, params.id);
  const g = await kelompokById(db, t.id, params.idKelompok);
  if (!g) throw notFound(PESAN_KELOMPOK.tidakAda);
  const kunci = await transaksi(db, (tx) => hapusKelompokRow(tx, g.id));
  for (const k of kunci) await ctx.storage.hapus(k);
  return null;
}

/** A member of a group of a group assignment the caller may change. */
async function anggotaDariParams(
  db: Db,
  aktor: Aktor,
  params: { id: string; idKelompok: string; idMahasiswa: string },
) {
  const { t } = await tugasKelompok(db, aktor, params.id);
  const g = await satu(db, t.id, params.idKelompok);
  const anggota = keDomain(g);
  const target = anggota.find((a) => a.id === params.idMahasiswa);
  if (!target) throw notFound(PESAN_KELOMPOK.anggotaTidakAda);
  return { t, g, anggota, target };
}

/** 'Jadikan Ketua Kelompok': this member leads, every other one is a member (spec 4). */
export async function jadikanKetuaKelompok(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.jadikanKetuaKelompok>,
) {
  const db = ctx.database.db;
  const { t, g, anggota, target } = await anggotaDariParams(db, aktor, params);
  const baru = jadikanKetua(anggota, target.mahasiswa.nim);
  await transaksi(db, (tx) =>
    aturAnggota(
      tx,
      t.id,
      g.id,
      baru.map((a) => ({ id: a.id, jabatan: a.jabatan })),
    ),
  );
  return tampil(await satu(db, t.id, g.id));
}

/** 'Hapus Anggota': deleting the leader promotes the first remaining member (spec 4). */
export async function hapusAnggotaKelompok(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusAnggotaKelompok>,
) {
  const db = ctx.database.db;
  const { t, g, anggota, target } = await anggotaDariParams(db, aktor, params);
  if (g.sudahDinilai) throw tidakValid(PESAN_KELOMPOK.tidakDapatDihapus, 'anggota');
  const baru = hapusAnggota(anggota, target.mahasiswa.nim);
  await transaksi(db, (tx) =>
    aturAnggota(
      tx,
      t.id,
      g.id,
      baru.map((a) => ({ id: a.id, jabatan: a.jabatan })),
    ),
  );
  return tampil(await satu(db, t.id, g.id));
}
