import type { calls, KehadiranPertemuan } from '@kampus/api/contract';
import { type KodePresensi, LABEL_PRESENSI, modeKehadiran, pilihanPresensi } from '@kampus/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { conflict, forbidden, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import type { Aktor } from '../auth';
import { getPengaturan } from '../sistem';
import { PESAN_KEHADIRAN_SERVER as PESAN, pertemuanDenganAkses, pertemuanKelas } from './akses';
import { hitungUlangPertemuan, type KonteksPertemuan, perbaruiKehadiranPeserta } from './hitung';
import { barisKehadiran, keKehadiranApi, progresKosong } from './queries';
import { hitungKehadiran, kehadiranMahasiswa } from './schema';

// The student attendance of a meeting: reading it, and the manual marks (single and bulk).

const JENIS_DEFAULT = [
  { id: 'I', nama: 'Izin', is_active: true },
  { id: 'S', nama: 'Sakit', is_active: true },
];

/** Attendance types izin and sakit of the college (absent settings: both active). */
export async function jenisPresensi(db: Db, idPerguruanTinggi: string) {
  const set = await getPengaturan(db, idPerguruanTinggi);
  return set?.pengaturan_kelas.jenis_presensi ?? JENIS_DEFAULT;
}

/** The latest recalculation status of a meeting, or null when none ran. */
export async function statusHitung(db: Db, idPertemuan: string) {
  const [r] = await db
    .select({ status: hitungKehadiran.status })
    .from(hitungKehadiran)
    .where(sql`${hitungKehadiran.idPertemuan} @> ${JSON.stringify([idPertemuan])}::jsonb`)
    .orderBy(desc(hitungKehadiran.createdAt))
    .limit(1);
  return (r?.status as 'processing' | 'completed' | 'failed' | undefined) ?? null;
}

export async function susunKehadiranPertemuan(db: Db, k: KonteksPertemuan) {
  const { peserta, cari } = await barisKehadiran(db, k.p.idKelasKuliah, [k.p.id]);
  const cadangan = progresKosong(k);
  const baris = peserta.map((m) => keKehadiranApi(m, cari(k.p.id, m.idPengguna), cadangan));
  return {
    pertemuan: {
      id: k.p.id,
      id_kelas_kuliah: k.p.idKelasKuliah,
      nomor: k.p.nomor,
      judul: k.p.judul,
      jenis: k.p.jenis,
      status: k.p.status,
      waktu_terakhir_update_kehadiran: k.p.waktuTerakhirUpdateKehadiran?.toISOString() ?? null,
    },
    mode: modeKehadiran({ jenis: k.p.jenis, parameter_kehadiran: k.p.parameterKehadiran }),
    minimal_persen: k.minimalPersen,
    status_hitung: await statusHitung(db, k.p.id),
    jumlah_peserta: baris.length,
    jumlah_hadir: baris.filter((b) => b.is_hadir === true).length,
    peserta: baris,
  } satisfies KehadiranPertemuan;
}

export async function kehadiranPertemuan(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.kehadiranPertemuan>,
) {
  const db = ctx.database.db;
  return susunKehadiranPertemuan(db, await pertemuanDenganAkses(db, aktor, params.id, 'read'));
}

/** Editing allowed once the meeting has started (spec 4), and not while a recalculation runs. */
async function wajibBolehUbah(db: Db, k: KonteksPertemuan, kini: Date) {
  if (k.p.status === 'belum_dimulai' && k.p.waktuMulai.getTime() > kini.getTime())
    throw conflict(PESAN.belumDimulai);
  if ((await statusHitung(db, k.p.id)) === 'processing') throw conflict(PESAN.sedangUpdate);
}

/** I and S only when active in the settings (spec 4 'Attendance codes'). */
async function wajibKodeAktif(db: Db, aktor: Aktor, kode: KodePresensi[], field: string) {
  const boleh = pilihanPresensi(await jenisPresensi(db, aktor.idPerguruanTinggi));
  const salah = kode.find((k) => !boleh.includes(k));
  if (salah) throw tidakValid(PESAN.jenisNonaktif(LABEL_PRESENSI[salah]), field);
}

type Tanda = { idPengguna: string; presensi: KodePresensi | null };

/**
 * Writes manual marks (a code) and returns rows to the computed mark (null), then brings their
 * progress up to date: one student by itself, several through the meeting's recalculation.
 */
async function simpanTanda(db: Db, aktor: Aktor, k: KonteksPertemuan, tanda: Tanda[], kini: Date) {
  await transaksi(db, async (tx) => {
    const manual = tanda.filter((t) => t.presensi !== null);
    if (manual.length > 0) {
      await tx
        .insert(kehadiranMahasiswa)
        .values(
          manual.map((t) => ({
            idPertemuan: k.p.id,
            idPengguna: t.idPengguna,
            presensi: t.presensi as KodePresensi,
            isManual: true,
            isQrCode: false,
            diubahOleh: aktor.idPengguna,
            diubahPada: kini,
          })),
        )
        .onConflictDoUpdate({
          target: [kehadiranMahasiswa.idPertemuan, kehadiranMahasiswa.idPengguna],
          set: {
            presensi: sql`excluded.presensi`,
            isManual: true,
            isQrCode: false,
            diubahOleh: aktor.idPengguna,
            diubahPada: kini,
          },
        });
    }
    for (const t of tanda.filter((x) => x.presensi === null)) {
      await tx
        .delete(kehadiranMahasiswa)
        .where(
          and(
            eq(kehadiranMahasiswa.idPertemuan, k.p.id),
            eq(kehadiranMahasiswa.idPengguna, t.idPengguna),
          ),
        );
    }
    const [satu] = tanda;
    if (tanda.length === 1 && satu)
      await perbaruiKehadiranPeserta(tx, k.p.id, satu.idPengguna, kini);
    else await hitungUlangPertemuan(tx, k.p.id, kini);
  });
}

export async function ubahKehadiranMahasiswa(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahKehadiranMahasiswa>,
) {
  const db = ctx.database.db;
  const kini = new Date();
  const k = await pertemuanDenganAkses(db, aktor, params.id, 'write');
  const { peserta } = await barisKehadiran(db, k.p.idKelasKuliah, [], {
    idPengguna: params.idMahasiswa,
  });
  const m = peserta[0];
  if (!m) throw notFound(PESAN.mahasiswaTidakAda);
  const kembali = body.ada_presensi === false;
  const kode: KodePresensi | undefined =
    body.presensi ?? (body.is_hadir === undefined ? undefined : body.is_hadir ? 'H' : 'A');
  if (!kembali && !kode) throw tidakValid(PESAN.presensiWajib, 'presensi');
  await wajibBolehUbah(db, k, kini);
  if (kode && !kembali) await wajibKodeAktif(db, aktor, [kode], 'presensi');
  await simpanTanda(
    db,
    aktor,
    k,
    [{ idPengguna: m.idPengguna, presensi: kembali ? null : (kode ?? null) }],
    kini,
  );
  const hasil = await barisKehadiran(db, k.p.idKelasKuliah, [k.p.id], { idPengguna: m.idPengguna });
  return keKehadiranApi(m, hasil.cari(k.p.id, m.idPengguna), progresKosong(k));
}

export async function ubahKehadiranMassal(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahKehadiranMassal>,
) {
  const db = ctx.database.db;
  const kini = new Date();
  const k = await pertemuanDenganAkses(db, aktor, params.id, 'write');
  const { peserta } = await barisKehadiran(db, k.p.idKelasKuliah, []);
  const perNim = new Map(peserta.map((m) => [m.nim, m]));
  const tanda = new Map<string, Tanda>();
  body.data.forEach((d, i) => {
    const m = perNim.get(d.nim);
    if (!m) throw tidakValid(PESAN.nimTidakAda(d.nim), `data.${i}.nim`);
    if (d.ada_presensi && !d.presensi) throw tidakValid(PESAN.presensiWajib, `data.${i}.presensi`);
    tanda.set(m.idPengguna, {
      idPengguna: m.idPengguna,
      presensi: d.ada_presensi ? (d.presensi as KodePresensi) : null,
    });
  });
  await wajibBolehUbah(db, k, kini);
  const kode = [...tanda.values()].flatMap((t) => (t.presensi ? [t.presensi] : []));
  await wajibKodeAktif(db, aktor, [...new Set(kode)], 'data');
  await simpanTanda(db, aktor, k, [...tanda.values()], kini);
  return susunKehadiranPertemuan(db, k);
}

/** One student's row of a meeting. */
async function satuKehadiran(
  db: Db,
  k: KonteksPertemuan,
  saring: { idPengguna?: string; nim?: string },
) {
  const { peserta, cari } = await barisKehadiran(db, k.p.idKelasKuliah, [k.p.id], saring);
  const m = peserta[0];
  if (!m) throw notFound(PESAN.mahasiswaTidakAda);
  return keKehadiranApi(m, cari(k.p.id, m.idPengguna), progresKosong(k));
}

export async function kehadiranSaya(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.kehadiranSaya>,
) {
  const db = ctx.database.db;
  const k = await pertemuanKelas(db, aktor, params.idKelas, params.idPertemuan);
  return satuKehadiran(db, k, { idPengguna: aktor.idPengguna });
}

export async function kehadiranNim(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.kehadiranNim>,
) {
  const db = ctx.database.db;
  const k = await pertemuanKelas(db, aktor, params.idKelas, params.idPertemuan);
  if (aktor.role === 'mahasiswa') {
    const saya = await satuKehadiran(db, k, { idPengguna: aktor.idPengguna });
    if (saya.mahasiswa.nim !== params.nim) throw forbidden(PESAN.kehadiranSendiri);
    return saya;
  }
  return satuKehadiran(db, k, { nim: params.nim });
}
