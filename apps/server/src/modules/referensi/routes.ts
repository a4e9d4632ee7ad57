import { calls } from '@kampus/api/contract';
import {
  bolehLihatDataMahasiswa,
  labelPeriode,
  mahasiswaAktif,
  namaLengkapPengajar,
  parsePeriode,
  tahunSemesterMahasiswa,
} from '@kampus/domain';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  dosen,
  jenisKelas,
  kampus,
  kelasKuliah,
  mahasiswa,
  mataKuliah,
  pengajarKelas,
  periode,
  pesertaKelas,
  prodi,
} from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { Aktor } from '../auth/aktor';
import { dosenTerkaitMahasiswa } from './queries';

/** Reference lists serve the staff's forms and filters; students have no use for them. */
function wajibStaf(aktor: Aktor) {
  if (aktor.role === 'mahasiswa') throw forbidden('Data referensi hanya untuk dosen dan operator');
}

const cari = (kolom: Parameters<typeof ilike>[0], search?: string) =>
  search ? ilike(kolom, `%${search}%`) : undefined;

export function referensiRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  route(app, ctx.hooks, calls.makulRef, async ({ aktor, query }) => {
    wajibStaf(aktor);
    const rows = await db
      .select()
      .from(mataKuliah)
      .where(
        and(
          eq(mataKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
          query.search
            ? or(cari(mataKuliah.nama, query.search), cari(mataKuliah.kode, query.search))
            : undefined,
        ),
      )
      .orderBy(asc(mataKuliah.kode));
    return rows.map((m) => ({
      id: m.id,
      kode: m.kode,
      nama: m.nama,
      sks: m.sks,
      id_prodi: m.idProdi,
    }));
  });

  route(app, ctx.hooks, calls.prodiRef, async ({ aktor, query }) => {
    wajibStaf(aktor);
    const rows = await db
      .select()
      .from(prodi)
      .where(
        and(eq(prodi.idPerguruanTinggi, aktor.idPerguruanTinggi), cari(prodi.nama, query.search)),
      )
      .orderBy(asc(prodi.nama));
    return rows.map((p) => ({ id: p.id, kode: p.kode, nama: p.nama, jenjang: p.jenjang }));
  });

  route(app, ctx.hooks, calls.labelKelasRef, async ({ aktor }) => {
    wajibStaf(aktor);
    const rows = await db
      .selectDistinct({ nama: kelasKuliah.namaKelas })
      .from(kelasKuliah)
      .where(eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi))
      .orderBy(asc(kelasKuliah.namaKelas));
    return rows.map((r) => ({ id: r.nama, nama: r.nama }));
  });

  route(app, ctx.hooks, calls.jenisKelasRef, async ({ aktor }) => {
    wajibStaf(aktor);
    return db
      .select({ id: jenisKelas.id, nama: jenisKelas.nama })
      .from(jenisKelas)
      .where(eq(jenisKelas.idPerguruanTinggi, aktor.idPerguruanTinggi))
      .orderBy(asc(jenisKelas.nama));
  });

  route(app, ctx.hooks, calls.kampusRef, async ({ aktor }) => {
    wajibStaf(aktor);
    return db
      .select({ id: kampus.id, nama: kampus.nama })
      .from(kampus)
      .where(eq(kampus.idPerguruanTinggi, aktor.idPerguruanTinggi))
      .orderBy(asc(kampus.nama));
  });

  route(app, ctx.hooks, calls.dosenRef, async ({ aktor, query }) => {
    wajibStaf(aktor);
    const rows = await db
      .select()
      .from(dosen)
      .where(
        and(eq(dosen.idPerguruanTinggi, aktor.idPerguruanTinggi), cari(dosen.nama, query.search)),
      )
      .orderBy(asc(dosen.nama));
    return rows.map((d) => ({
      id: d.id,
      nidn: d.nidn,
      nama: d.nama,
      nama_lengkap: namaLengkapPengajar({
        nama: d.nama,
        gelar_depan: d.gelarDepan,
        gelar_akademik: d.gelarAkademik,
      }),
    }));
  });

  // Active students (Cuti, DO, Lulus and Non-Aktif are not active, spec 3), optionally those
  // taking a class in the period.
  route(app, ctx.hooks, calls.mahasiswaAktifPerPeriode, async ({ aktor, query }) => {
    wajibStaf(aktor);
    const rows = await db
      .select({
        id: mahasiswa.id,
        nim: mahasiswa.nim,
        nama: mahasiswa.nama,
        angkatan: mahasiswa.angkatan,
        status: mahasiswa.status,
        prodi: { nama: prodi.nama, jenjang: prodi.jenjang },
      })
      .from(mahasiswa)
      .innerJoin(prodi, eq(prodi.id, mahasiswa.idProdi))
      .where(
        and(
          eq(mahasiswa.idPerguruanTinggi, aktor.idPerguruanTinggi),
          query.search
            ? or(cari(mahasiswa.nama, query.search), cari(mahasiswa.nim, query.search))
            : undefined,
          query.periode
            ? inArray(
                mahasiswa.id,
                db
                  .select({ id: pesertaKelas.idMahasiswa })
                  .from(pesertaKelas)
                  .innerJoin(kelasKuliah, eq(kelasKuliah.id, pesertaKelas.idKelasKuliah))
                  .where(eq(kelasKuliah.periode, query.periode)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(mahasiswa.nim));
    return rows.filter((m) => mahasiswaAktif(m.status)).map(({ status: _s, ...m }) => m);
  });

  route(app, ctx.hooks, calls.periodeMengajar, async ({ aktor, params }) => {
    wajibStaf(aktor);
    if (aktor.role === 'dosen' && aktor.idDosen !== params.id) {
      throw forbidden('Anda hanya dapat melihat periode mengajar Anda sendiri');
    }
    const rows = await db
      .selectDistinct({ periode: kelasKuliah.periode })
      .from(kelasKuliah)
      .innerJoin(pengajarKelas, eq(pengajarKelas.idKelasKuliah, kelasKuliah.id))
      .where(
        and(
          eq(pengajarKelas.idDosen, params.id),
          eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
        ),
      )
      .orderBy(asc(kelasKuliah.periode));
    return rows.flatMap(({ periode: kode }) => {
      const p = parsePeriode(kode);
      return p
        ? [{ periode: kode, tahun: p.tahun, jenisSemester: p.nama, nama: labelPeriode(kode) }]
        : [];
    });
  });

  route(app, ctx.hooks, calls.mataKuliahRef, async ({ aktor, query }) => {
    wajibStaf(aktor);
    const idDosen =
      aktor.role === 'dosen' ? (query.id_dosen ?? aktor.idDosen ?? undefined) : query.id_dosen;
    const rows = await db
      .selectDistinct({ id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama })
      .from(mataKuliah)
      .leftJoin(kelasKuliah, eq(kelasKuliah.idMataKuliah, mataKuliah.id))
      .leftJoin(pengajarKelas, eq(pengajarKelas.idKelasKuliah, kelasKuliah.id))
      .where(
        and(
          eq(mataKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
          idDosen ? eq(pengajarKelas.idDosen, idDosen) : undefined,
        ),
      )
      .orderBy(asc(mataKuliah.kode));
    return rows;
  });

  // A student's semesters: year of study and term from the periods of their classes (spec 3).
  route(app, ctx.hooks, calls.tahunSemester, async ({ aktor, params }) => {
    const boleh = bolehLihatDataMahasiswa({
      role: aktor.role,
      hak: aktor.hakAkses,
      diriSendiri: aktor.idMahasiswa === params.id,
      dosenTerkait: aktor.idDosen
        ? await dosenTerkaitMahasiswa(db, aktor.idDosen, params.id)
        : false,
    });
    if (!boleh) throw forbidden('Anda tidak memiliki akses ke data mahasiswa ini');
    const [m] = await db.select().from(mahasiswa).where(eq(mahasiswa.id, params.id)).limit(1);
    if (!m || m.idPerguruanTinggi !== aktor.idPerguruanTinggi)
      throw notFound('Mahasiswa tidak ditemukan');
    const rows = await db
      .select({ kode: periode.kode })
      .from(periode)
      .where(eq(periode.idPerguruanTinggi, aktor.idPerguruanTinggi))
      .orderBy(asc(periode.kode));
    return rows.flatMap(({ kode }) => {
      const t = tahunSemesterMahasiswa(kode, m.angkatan);
      return t ? [{ periode: kode, ...t, nama: labelPeriode(kode) }] : [];
    });
  });
}
