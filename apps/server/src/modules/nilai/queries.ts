import { type JenisAktivitasNilai, jenisUjianNilai, PESAN_REKAP_NILAI } from '@kampus/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  anggotaKelompokTugas,
  forum,
  jenisKelas,
  kampus,
  kelasKuliah,
  mahasiswa,
  mataKuliah,
  pengajarKelas,
  pengerjaan,
  pengumpulanTugas,
  pertemuan,
  pesertaKelas,
  postForum,
  rencanaEvaluasi,
  tugas,
  ujian,
} from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { komponenNilaiAktivitas, nilaiSikad } from './schema';

// What the grade recap reads, each in one query whatever the class size: the class (with the
// caller's place in it), its gradable activities with their counts, its students, every grade,
// the evaluation plan, the component links and the SIKAD scores. Like the attendance module,
// it reads the exam, assignment and forum tables through the shared schema.

/** Rows of a raw query, on PGlite and node-postgres alike. */
function baris<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

export interface KelasNilai {
  id: string;
  periode: number;
  idMataKuliah: string;
  kode: string;
  namaMataKuliah: string;
  namaKelas: string;
  jenisKelas: string;
  kampus: string;
  mode: string | null;
}

/**
 * The class, once the caller may see its grades (spec 6): a lecturer only a class they teach; an
 * operator any class of their college (the route's rule asked for laporan); a student a class
 * they attend (their own row only). One query.
 */
export async function kelasNilai(db: Db, aktor: Aktor, idKelas: string): Promise<KelasNilai> {
  const tanpa = '00000000-0000-0000-0000-000000000000';
  const mengajar = sql<boolean>`exists (select 1 from ${pengajarKelas} where ${pengajarKelas.idKelasKuliah} = ${kelasKuliah.id} and ${pengajarKelas.idDosen} = ${aktor.idDosen ?? tanpa})`;
  const ikut = sql<boolean>`exists (select 1 from ${pesertaKelas} where ${pesertaKelas.idKelasKuliah} = ${kelasKuliah.id} and ${pesertaKelas.idMahasiswa} = ${aktor.idMahasiswa ?? tanpa})`;
  const [k] = await db
    .select({
      id: kelasKuliah.id,
      periode: kelasKuliah.periode,
      idMataKuliah: kelasKuliah.idMataKuliah,
      kode: mataKuliah.kode,
      namaMataKuliah: mataKuliah.nama,
      namaKelas: kelasKuliah.namaKelas,
      jenisKelas: jenisKelas.nama,
      kampus: kampus.nama,
      mode: kelasKuliah.modeKuliah,
      mengajar,
      ikut,
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .innerJoin(kampus, eq(kampus.id, kelasKuliah.idKampus))
    .where(
      and(eq(kelasKuliah.id, idKelas), eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi)),
    )
    .limit(1);
  if (!k) throw notFound(PESAN_REKAP_NILAI.kelasTidakAda);
  if (aktor.role === 'dosen' && !k.mengajar) throw forbidden(PESAN_REKAP_NILAI.bukanPengajar);
  if (aktor.role === 'mahasiswa' && !k.ikut) throw forbidden(PESAN_REKAP_NILAI.bukanPeserta);
  const { mengajar: _, ikut: __, ...kelas } = k;
  return kelas;
}

export interface AktivitasKelas {
  id: string;
  jenis: JenisAktivitasNilai;
  judul: string;
  nomorPertemuan: number;
  waktuSelesai: Date;
  /** An exam's recalculation runs (perhitungan_sejak set). */
  dihitung: boolean;
  /** Submitted attempts, submissions, or students who posted. */
  jumlahPengerjaan: number;
  jumlahBelumDinilai: number;
  /** A forum's required posts. */
  minimalPost: number | null;
  /** An exam's scores are published (is_tampilkan_nilai); always true for the others. */
  tampilkanNilai: boolean;
}

/**
 * The class's gradable activities in meeting order: its quizzes and exams (not remedial ones),
 * assignments, and forums with penilaian_keaktifan, with their work and ungraded counts.
 */
export async function aktivitasKelas(db: Db, idKelas: string): Promise<AktivitasKelas[]> {
  // An attempt counts once submitted, or once its time is up (the server submits it soon).
  const selesai = sql`(g.waktu_selesai is not null or g.batas < now())`;
  const res = await db.execute(sql`
    select u.id, u.jenis::text as jenis, u.judul, p.nomor, u.waktu_mulai as mulai,
      u.waktu_selesai as selesai, (u.perhitungan_sejak is not null) as dihitung,
      (select count(*)::int from ${pengerjaan} g where g.id_ujian = u.id and ${selesai}) as kerja,
      (select count(*)::int from ${pengerjaan} g
        where g.id_ujian = u.id and ${selesai} and g.nilai_akhir is null) as belum,
      null::int as minimal, u.is_tampilkan_nilai as tampil
    from ${ujian} u join ${pertemuan} p on p.id = u.id_pertemuan
    where p.id_kelas_kuliah = ${idKelas} and u.jenis <> 'remedial'
    union all
    select t.id, 'tugas', t.judul, p.nomor, t.waktu_mulai, t.waktu_selesai, false,
      (select count(*)::int from ${pengumpulanTugas} k where k.id_tugas = t.id),
      (select count(*)::int from ${pengumpulanTugas} k where k.id_tugas = t.id and k.nilai is null),
      null::int, true
    from ${tugas} t join ${pertemuan} p on p.id = t.id_pertemuan
    where p.id_kelas_kuliah = ${idKelas}
    union all
    select f.id, 'forum', f.judul, p.nomor, f.waktu_mulai, f.waktu_selesai, false,
      (select count(distinct m.id)::int from ${postForum} po
        join ${mahasiswa} m on m.id_pengguna = po.id_pengguna
        where po.id_forum = f.id and po.dihapus_pada is null),
      0, f.minimal_post, true
    from ${forum} f join ${pertemuan} p on p.id = f.id_pertemuan
    where p.id_kelas_kuliah = ${idKelas} and f.penilaian_keaktifan
    order by 4, 5, 2, 1`);
  type Baris = {
    id: string;
    jenis: string;
    judul: string;
    nomor: number;
    selesai: Date | string;
    dihitung: boolean;
    kerja: number;
    belum: number;
    minimal: number | null;
    tampil: boolean;
  };
  return baris<Baris>(res).map((r) => ({
    id: r.id,
    jenis:
      r.jenis === 'tugas' || r.jenis === 'forum'
        ? r.jenis
        : (jenisUjianNilai(r.jenis) ?? ('kuis' as const)),
    judul: r.judul,
    nomorPertemuan: Number(r.nomor),
    waktuSelesai: new Date(r.selesai),
    dihitung: r.dihitung === true,
    jumlahPengerjaan: Number(r.kerja),
    jumlahBelumDinilai: Number(r.belum),
    minimalPost: r.minimal === null ? null : Number(r.minimal),
    tampilkanNilai: r.tampil === true,
  }));
}

export interface MahasiswaKelas {
  id: string;
  idPengguna: string;
  nama: string;
  nim: string;
}

export async function mahasiswaKelas(
  db: Db,
  idKelas: string,
  idMahasiswa?: string,
): Promise<MahasiswaKelas[]> {
  return db
    .select({
      id: mahasiswa.id,
      idPengguna: mahasiswa.idPengguna,
      nama: mahasiswa.nama,
      nim: mahasiswa.nim,
    })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(
      and(
        eq(pesertaKelas.idKelasKuliah, idKelas),
        idMahasiswa === undefined ? undefined : eq(pesertaKelas.idMahasiswa, idMahasiswa),
      ),
    )
    .orderBy(asc(mahasiswa.nim));
}

/** One student's work on one activity: a grade (exam, assignment) or a post count (forum). */
export interface NilaiMentah {
  idAktivitas: string;
  idMahasiswa: string;
  nilai: number | null;
  jumlahPost: number | null;
}

/**
 * Every grade of the class: submitted attempts' final scores, individual submissions, a group
 * submission's grade for each member, and each student's live posts per graded forum.
 */
export async function nilaiKelas(
  db: Db,
  idKelas: string,
  idMahasiswa?: string,
): Promise<NilaiMentah[]> {
  const semua = sql`
    select g.id_ujian as a, g.id_mahasiswa as m, g.nilai_akhir::float8 as n, null::int as c
    from ${pengerjaan} g join ${ujian} u on u.id = g.id_ujian
      join ${pertemuan} p on p.id = u.id_pertemuan
    where p.id_kelas_kuliah = ${idKelas} and u.jenis <> 'remedial' and g.waktu_selesai is not null
    union all
    select k.id_tugas, k.id_mahasiswa, k.nilai::numeric::float8, null::int
    from ${pengumpulanTugas} k join ${tugas} t on t.id = k.id_tugas
      join ${pertemuan} p on p.id = t.id_pertemuan
    where p.id_kelas_kuliah = ${idKelas} and k.id_mahasiswa is not null
    union all
    select k.id_tugas, ak.id_mahasiswa, k.nilai::numeric::float8, null::int
    from ${pengumpulanTugas} k join ${anggotaKelompokTugas} ak on ak.id_kelompok = k.id_kelompok
      join ${tugas} t on t.id = k.id_tugas join ${pertemuan} p on p.id = t.id_pertemuan
    where p.id_kelas_kuliah = ${idKelas}
    union all
    select po.id_forum, m.id, null::float8, count(*)::int
    from ${postForum} po join ${mahasiswa} m on m.id_pengguna = po.id_pengguna
      join ${forum} f on f.id = po.id_forum join ${pertemuan} p on p.id = f.id_pertemuan
    where p.id_kelas_kuliah = ${idKelas} and f.penilaian_keaktifan and po.dihapus_pada is null
    group by po.id_forum, m.id`;
  // One student's: the condition reaches every branch of the union.
  const res = await db.execute(
    idMahasiswa === undefined ? semua : sql`select * from (${semua}) x where x.m = ${idMahasiswa}`,
  );
  type Baris = { a: string; m: string; n: number | string | null; c: number | null };
  return baris<Baris>(res).map((r) => ({
    idAktivitas: r.a,
    idMahasiswa: r.m,
    nilai: r.n === null ? null : Number(r.n),
    jumlahPost: r.c === null ? null : Number(r.c),
  }));
}

export interface KomponenRencana {
  id: string;
  nama: string;
  bobot: number;
}

/** The course's evaluation plan (the SIKAD components), by component id. */
export async function komponenMataKuliah(
  db: Db,
  idMataKuliah: string,
  idKomponen?: string,
): Promise<KomponenRencana[]> {
  return db
    .select({
      id: rencanaEvaluasi.idKomponen,
      nama: rencanaEvaluasi.namaKomponen,
      bobot: rencanaEvaluasi.bobot,
    })
    .from(rencanaEvaluasi)
    .where(
      and(
        eq(rencanaEvaluasi.idMataKuliah, idMataKuliah),
        idKomponen === undefined ? undefined : eq(rencanaEvaluasi.idKomponen, idKomponen),
      ),
    )
    .orderBy(asc(rencanaEvaluasi.idKomponen));
}

/** The class's component -> activity links, in the modal's order. */
export async function tautanKomponen(db: Db, idKelas: string, idKomponen?: string) {
  return db
    .select({
      idKomponen: komponenNilaiAktivitas.idKomponen,
      idAktivitas: komponenNilaiAktivitas.idAktivitas,
    })
    .from(komponenNilaiAktivitas)
    .where(
      and(
        eq(komponenNilaiAktivitas.idKelasKuliah, idKelas),
        idKomponen === undefined ? undefined : eq(komponenNilaiAktivitas.idKomponen, idKomponen),
      ),
    )
    .orderBy(asc(komponenNilaiAktivitas.urutan));
}

/** The SIKAD scores stored for the class (written by the integration). */
export async function nilaiSikadKelas(db: Db, idKelas: string) {
  return db
    .select({
      idKomponen: nilaiSikad.idKomponen,
      idMahasiswa: nilaiSikad.idMahasiswa,
      nilai: nilaiSikad.nilai,
      updateBySikad: nilaiSikad.updateBySikad,
    })
    .from(nilaiSikad)
    .where(eq(nilaiSikad.idKelasKuliah, idKelas));
}

/**
 * Replaces a component's links with `list` in its order, in one transaction that first locks the
 * class row: two updates at once run one after the other (the last one wins whole) instead of
 * colliding on the links' key.
 */
export async function simpanTautanKomponen(
  db: Db,
  idKelas: string,
  idKomponen: string,
  list: readonly string[],
) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: kelasKuliah.id })
      .from(kelasKuliah)
      .where(eq(kelasKuliah.id, idKelas))
      .for('update');
    await tx
      .delete(komponenNilaiAktivitas)
      .where(
        and(
          eq(komponenNilaiAktivitas.idKelasKuliah, idKelas),
          eq(komponenNilaiAktivitas.idKomponen, idKomponen),
        ),
      );
    if (list.length === 0) return;
    await tx.insert(komponenNilaiAktivitas).values(
      list.map((idAktivitas, urutan) => ({
        idKelasKuliah: idKelas,
        idKomponen,
        idAktivitas,
        urutan,
      })),
    );
  });
}

/**
 * Stores what SIKAD holds for the class (the adapter's bacaNilai, after a push or a
 * reconciliation), so the recap shows update_by_sikad and SIKAD's value without asking SIKAD.
 * Rows of students not in the class are skipped. Two queries whatever the number of rows.
 */
export async function simpanNilaiSikad(
  db: Db,
  idKelas: string,
  baris: readonly {
    nim: string;
    komponen: string;
    nilai: number | null;
    update_by_sikad: boolean;
  }[],
) {
  if (baris.length === 0) return 0;
  const idPerNim = new Map((await mahasiswaKelas(db, idKelas)).map((m) => [m.nim, m.id]));
  const nilai = baris.flatMap((b) => {
    const idMahasiswa = idPerNim.get(b.nim);
    return idMahasiswa
      ? [
          {
            idKelasKuliah: idKelas,
            idKomponen: b.komponen,
            idMahasiswa,
            nilai: b.nilai,
            updateBySikad: b.update_by_sikad,
          },
        ]
      : [];
  });
  if (nilai.length === 0) return 0;
  await db
    .insert(nilaiSikad)
    .values(nilai)
    .onConflictDoUpdate({
      target: [nilaiSikad.idKelasKuliah, nilaiSikad.idKomponen, nilaiSikad.idMahasiswa],
      set: {
        nilai: sql`excluded.nilai`,
        updateBySikad: sql`excluded.update_by_sikad`,
        diperbaruiPada: sql`now()`,
      },
    });
  return nilai.length;
}
