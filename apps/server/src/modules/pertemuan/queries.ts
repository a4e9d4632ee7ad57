import type { Pertemuan } from '@kampus/api/contract';
import { PARAMETER_KEHADIRAN } from '@kampus/domain';
import { and, asc, count, eq, gt, ilike, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dosen,
  jenisKelas,
  kelasKuliah,
  mataKuliah,
  pengajarKelas,
  pengajarPertemuan,
  pertemuan,
  pesertaKelas,
  ruangan,
  sesiKuliah,
} from '../../db/schema';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from '../auth';
import { lingkupKelas } from '../kelas';
import { ringkasanKehadiran } from './ringkasan';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface FilterPertemuan {
  aktor: Aktor;
  ids?: string[];
  idKelasKuliah?: string;
  periode?: number;
  search?: string;
  status?: 'belum_dimulai' | 'berlangsung' | 'selesai';
  jenis?: 'online' | 'offline' | 'campuran';
  page: number;
  perPage: number;
  /** Skip the role scope: the caller already checked access to the class. */
  tanpaLingkup?: boolean;
}

/** Counts of activities per meeting; each activity module adds its table here as it lands. */
export type PenghitungAktivitas = (
  db: Db,
  ids: string[],
) => Promise<Map<string, Partial<Pertemuan['count_activity']>>>;

const penghitung: PenghitungAktivitas[] = [];

export function daftarkanPenghitungAktivitas(fn: PenghitungAktivitas) {
  penghitung.push(fn);
}

async function hitungAktivitas(db: Db, ids: string[]) {
  const hasil = new Map<string, Pertemuan['count_activity']>(
    ids.map((id) => [id, { materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0 }]),
  );
  for (const fn of penghitung) {
    for (const [id, c] of await fn(db, ids)) {
      const awal = hasil.get(id);
      if (awal) hasil.set(id, { ...awal, ...c });
    }
  }
  return hasil;
}

/** Meetings the caller may see, newest class first, by number; hydrated in a few queries. */
export async function daftarPertemuan(db: Db, f: FilterPertemuan) {
  const where = and(
    eq(kelasKuliah.idPerguruanTinggi, f.aktor.idPerguruanTinggi),
    f.tanpaLingkup ? undefined : lingkupKelas(db, f.aktor),
    f.ids ? inArray(pertemuan.id, f.ids) : undefined,
    f.idKelasKuliah ? eq(pertemuan.idKelasKuliah, f.idKelasKuliah) : undefined,
    f.periode ? eq(kelasKuliah.periode, f.periode) : undefined,
    f.search ? ilike(pertemuan.judul, `%${f.search}%`) : undefined,
    f.status ? eq(pertemuan.status, f.status) : undefined,
    f.jenis ? eq(pertemuan.jenis, f.jenis) : undefined,
  ) as SQL;
  const [total] = await db
    .select({ n: count() })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where);
  const rows = await db
    .select({
      p: pertemuan,
      k: {
        id: kelasKuliah.id,
        periode: kelasKuliah.periode,
        idKampus: kelasKuliah.idKampus,
        namaKelas: kelasKuliah.namaKelas,
      },
      mk: { id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama },
      jenis: { id: jenisKelas.id, nama: jenisKelas.nama },
      sesi: sesiKuliah,
      ruangan: { id: ruangan.id, nama: ruangan.nama, kapasitas: ruangan.kapasitas },
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(sesiKuliah, eq(sesiKuliah.id, pertemuan.idSesi))
    .leftJoin(ruangan, eq(ruangan.id, pertemuan.idRuangan))
    .where(where)
    .orderBy(asc(mataKuliah.nama), asc(kelasKuliah.namaKelas), asc(pertemuan.nomor))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);

  const ids = rows.map((r) => r.p.id);
  const idKelas = [...new Set(rows.map((r) => r.k.id))];
  if (ids.length === 0) return { items: [] as Pertemuan[], total: total?.n ?? 0 };

  const [guru, guruPertemuan, peserta, aktivitas] = await Promise.all([
    db
      .select({ idKelas: pengajarKelas.idKelasKuliah, isUtama: pengajarKelas.isUtama, d: dosen })
      .from(pengajarKelas)
      .innerJoin(dosen, eq(dosen.id, pengajarKelas.idDosen))
      .where(inArray(pengajarKelas.idKelasKuliah, idKelas)),
    db
      .select({ idPertemuan: pengajarPertemuan.idPertemuan, idDosen: pengajarPertemuan.idDosen })
      .from(pengajarPertemuan)
      .where(inArray(pengajarPertemuan.idPertemuan, ids)),
    db
      .select({ idKelas: pesertaKelas.idKelasKuliah, n: count() })
      .from(pesertaKelas)
      .where(inArray(pesertaKelas.idKelasKuliah, idKelas))
      .groupBy(pesertaKelas.idKelasKuliah),
    hitungAktivitas(db, ids),
  ]);
  const mengajar = new Set(guruPertemuan.map((g) => `${g.idPertemuan}:${g.idDosen}`));
  const jumlahPeserta = new Map(peserta.map((p) => [p.idKelas, p.n]));
  const ringkasan = await ringkasanKehadiran(
    db,
    rows.map((r) => ({
      id: r.p.id,
      jenis: r.p.jenis,
      parameterKehadiran: r.p.parameterKehadiran,
      jumlahPeserta: jumlahPeserta.get(r.k.id) ?? 0,
    })),
  );

  const items: Pertemuan[] = rows.map((r) => ({
    id: r.p.id,
    nomor: r.p.nomor,
    judul: r.p.judul,
    deskripsi: r.p.deskripsi,
    teks: r.p.teks,
    kategori: r.p.kategori,
    jenis: r.p.jenis,
    status: r.p.status,
    waktu_mulai: r.p.waktuMulai.toISOString(),
    waktu_selesai: r.p.waktuSelesai.toISOString(),
    mulai_kuliah: iso(r.p.mulaiKuliah),
    selesai_kuliah: iso(r.p.selesaiKuliah),
    waktu_terakhir_update_kehadiran: iso(r.p.waktuTerakhirUpdateKehadiran),
    waktu_batas_aktivitas: iso(r.p.waktuBatasAktivitas),
    default_deadline_materi: iso(r.p.defaultDeadlineMateri),
    id_sesi: r.p.idSesi,
    id_ruangan: r.p.idRuangan,
    id_kampus: r.k.idKampus,
    periode: r.k.periode,
    id_kelas_kuliah: r.k.id,
    peserta_hadir: ringkasan.get(r.p.id)?.peserta_hadir ?? 0,
    jumlah_peserta: jumlahPeserta.get(r.k.id) ?? 0,
    progress_peserta: ringkasan.get(r.p.id)?.progress_peserta ?? null,
    count_activity: aktivitas.get(r.p.id) ?? { materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0 },
    parameter_kehadiran: Object.fromEntries(
      PARAMETER_KEHADIRAN.map((k) => [k, Boolean(r.p.parameterKehadiran?.[k])]),
    ) as Pertemuan['parameter_kehadiran'],
    pengajar_kelas: guru
      .filter((g) => g.idKelas === r.k.id)
      .sort((a, b) => Number(b.isUtama) - Number(a.isUtama) || a.d.nama.localeCompare(b.d.nama))
      .map((g) => ({
        id: g.d.id,
        nama: g.d.nama,
        gelar_depan: g.d.gelarDepan,
        gelar_akademik: g.d.gelarAkademik,
        is_pengajar: mengajar.has(`${r.p.id}:${g.d.id}`),
        is_utama: g.isUtama,
      })),
    sesi: r.sesi
      ? {
          id: r.sesi.id,
          nama: r.sesi.nama,
          jam_mulai: r.sesi.jamMulai,
          jam_selesai: r.sesi.jamSelesai,
        }
      : null,
    ruangan: r.ruangan?.id
      ? { id: r.ruangan.id, nama: r.ruangan.nama, kapasitas: r.ruangan.kapasitas }
      : null,
    kelas_kuliah: {
      id: r.k.id,
      mata_kuliah: r.mk,
      kelas: { nama: r.k.namaKelas, jenis: r.jenis },
    },
  }));
  return { items, total: total?.n ?? 0 };
}

export async function satuPertemuan(db: Db, aktor: Aktor, id: string) {
  const { items } = await daftarPertemuan(db, {
    aktor,
    ids: [id],
    page: 1,
    perPage: 1,
    tanpaLingkup: true,
  });
  return items[0] ?? null;
}

/** Tables a meeting's description reads only for that meeting and its class. */
const TABEL_PER_PERTEMUAN = [
  'pertemuan',
  'kelas_kuliah',
  'pengajar_kelas',
  'pengajar_pertemuan',
  'peserta_kelas',
  'materi',
  'kehadiran_mahasiswa',
];

/** A stored meeting row from the read cache, or null. */
export function pertemuanBarisTersimpan(db: Db, cache: CacheBaca, id: string) {
  return cache.baca(`pertemuan-baris:${id}`, db, (p) => pertemuanById(p.db, id), {
    topik: [`pertemuan:${id}`],
    tersaring: ['pertemuan'],
  });
}

/** One meeting as the API describes it, from the read cache until anything of it changes. */
export function pertemuanTersimpan(
  db: Db,
  cache: CacheBaca,
  aktor: Aktor,
  p: { id: string; idKelasKuliah: string },
) {
  return cache.baca(
    `pertemuan:${aktor.idPerguruanTinggi}:${p.id}`,
    db,
    (m) => satuPertemuan(m.db, aktor, p.id),
    {
      topik: [`pertemuan:${p.id}`, `kelas_kuliah:${p.idKelasKuliah}`],
      tersaring: TABEL_PER_PERTEMUAN,
    },
  );
}

/** A stored meeting row, or null. */
export async function pertemuanById(db: Db, id: string) {
  const [p] = await db.select().from(pertemuan).where(eq(pertemuan.id, id)).limit(1);
  return p ?? null;
}

export async function sesiById(db: Db, id: string) {
  const [sesi] = await db.select().from(sesiKuliah).where(eq(sesiKuliah.id, id));
  return sesi ?? null;
}

/** The lecturers teaching a class. */
export async function idPengajarKelas(db: Db, idKelas: string) {
  const rows = await db
    .select({ id: pengajarKelas.idDosen })
    .from(pengajarKelas)
    .where(eq(pengajarKelas.idKelasKuliah, idKelas));
  return rows.map((r) => r.id);
}

export async function ruanganAda(db: Db, id: string) {
  const [r] = await db.select({ id: ruangan.id }).from(ruangan).where(eq(ruangan.id, id));
  return Boolean(r);
}

/** Saves a meeting and, when given, its new teachers, in one transaction. */
export async function simpanPertemuan(
  db: Db,
  id: string,
  update: Partial<typeof pertemuan.$inferInsert>,
  pengajarBaru: string[] | null,
) {
  await db.transaction(async (tx) => {
    await tx.update(pertemuan).set(update).where(eq(pertemuan.id, id));
    if (pengajarBaru) {
      await tx.delete(pengajarPertemuan).where(eq(pengajarPertemuan.idPertemuan, id));
      if (pengajarBaru.length > 0) {
        await tx
          .insert(pengajarPertemuan)
          .values(pengajarBaru.map((idDosen) => ({ idPertemuan: id, idDosen })));
      }
    }
  });
}

/** The meeting's own text (HTML); empty clears it. */
export async function simpanTeksPertemuan(db: Db, id: string, teks: string | null) {
  await db.update(pertemuan).set({ teks, updatedAt: new Date() }).where(eq(pertemuan.id, id));
}

/**
 * Moves a meeting on from `dari` (belum_dimulai -> berlangsung -> selesai, spec 4), stamping
 * the time; false when it was not in that state.
 */
export async function ubahStatusPertemuan(
  db: Db,
  id: string,
  dari: 'belum_dimulai' | 'berlangsung',
) {
  const kini = new Date();
  const diubah = await db
    .update(pertemuan)
    .set(
      dari === 'belum_dimulai'
        ? { status: 'berlangsung', mulaiKuliah: kini, updatedAt: kini }
        : { status: 'selesai', selesaiKuliah: kini, updatedAt: kini },
    )
    .where(and(eq(pertemuan.id, id), eq(pertemuan.status, dari)))
    .returning({ id: pertemuan.id });
  return diubah.length > 0;
}

/** The college's lecture sessions in time order. */
export async function daftarSesi(db: Db, collegeId: string) {
  const rows = await db
    .select()
    .from(sesiKuliah)
    .where(eq(sesiKuliah.idPerguruanTinggi, collegeId))
    .orderBy(asc(sesiKuliah.jamMulai));
  return rows.map((s) => ({
    id: s.id,
    nama: s.nama,
    jam_mulai: s.jamMulai,
    jam_selesai: s.jamSelesai,
  }));
}

/** Rooms with their availability in a time range (spec 7): busy when a meeting uses them. */
export async function daftarRuangan(
  db: Db,
  collegeId: string,
  rentang: { mulai?: string; selesai?: string; kecualiPertemuan?: string },
) {
  const rows = await db
    .select()
    .from(ruangan)
    .where(eq(ruangan.idPerguruanTinggi, collegeId))
    .orderBy(asc(ruangan.nama));
  let sibuk = new Set<string>();
  if (rentang.mulai && rentang.selesai) {
    const dipakai = await db
      .selectDistinct({ id: pertemuan.idRuangan })
      .from(pertemuan)
      .where(
        and(
          inArray(
            pertemuan.idRuangan,
            rows.map((r) => r.id),
          ),
          lt(pertemuan.waktuMulai, new Date(rentang.selesai)),
          gt(pertemuan.waktuSelesai, new Date(rentang.mulai)),
          rentang.kecualiPertemuan ? ne(pertemuan.id, rentang.kecualiPertemuan) : undefined,
        ),
      );
    sibuk = new Set(dipakai.flatMap((d) => (d.id ? [d.id] : [])));
  }
  return rows.map((r) => ({
    id: r.id,
    nama: r.nama,
    kapasitas: r.kapasitas,
    is_available: !sibuk.has(r.id),
  }));
}
