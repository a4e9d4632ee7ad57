import { calls, type InfoMataKuliah } from '@kampus/api/contract';
import { namaLengkapPengajar, punyaAkses, roleDariAuth } from '@kampus/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  dosen,
  kelasKuliah,
  mataKuliah,
  pengajarKelas,
  pesertaKelas,
  prodi,
  rencanaEvaluasi,
  rencanaPembelajaran,
} from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { Aktor } from '../auth/aktor';
import { issueAuthCode } from '../auth/tokens';
import { catatAktivitas } from '../log-aktivitas/queries';

/** A course is visible to its classes' students and teachers, and to operators with read. */
async function aksesMataKuliah(db: Db, aktor: Aktor, courseId: string) {
  const [mk] = await db
    .select()
    .from(mataKuliah)
    .where(
      and(eq(mataKuliah.id, courseId), eq(mataKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi)),
    );
  if (!mk) throw notFound('Mata kuliah tidak ditemukan');
  if (aktor.role === 'operator') {
    if (!punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'read')) {
      throw forbidden('Anda tidak memiliki hak akses kelas kuliah');
    }
    return mk;
  }
  const kelas = db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(eq(kelasKuliah.idMataKuliah, courseId));
  const [ada] =
    aktor.role === 'dosen'
      ? await db
          .select({ id: pengajarKelas.idKelasKuliah })
          .from(pengajarKelas)
          .where(
            and(
              eq(pengajarKelas.idDosen, aktor.idDosen ?? ''),
              inArray(pengajarKelas.idKelasKuliah, kelas),
            ),
          )
          .limit(1)
      : await db
          .select({ id: pesertaKelas.idKelasKuliah })
          .from(pesertaKelas)
          .where(
            and(
              eq(pesertaKelas.idMahasiswa, aktor.idMahasiswa ?? ''),
              inArray(pesertaKelas.idKelasKuliah, kelas),
            ),
          )
          .limit(1);
  if (!ada) throw forbidden('Anda tidak terdaftar pada kelas mata kuliah ini');
  return mk;
}

async function infoMataKuliah(db: Db, courseId: string): Promise<InfoMataKuliah> {
  const [row] = await db
    .select({ mk: mataKuliah, prodi: { id: prodi.id, nama: prodi.nama, jenjang: prodi.jenjang } })
    .from(mataKuliah)
    .innerJoin(prodi, eq(prodi.id, mataKuliah.idProdi))
    .where(eq(mataKuliah.id, courseId));
  if (!row) throw notFound('Mata kuliah tidak ditemukan');
  const ids = [row.mk.idDosenKoordinator, row.mk.idDosenPengembangRps].filter((x): x is string =>
    Boolean(x),
  );
  const tim = ids.length ? await db.select().from(dosen).where(inArray(dosen.id, ids)) : [];
  const nama = (id: string | null) => {
    const d = tim.find((t) => t.id === id);
    return d
      ? namaLengkapPengajar({
          nama: d.nama,
          gelar_depan: d.gelarDepan,
          gelar_akademik: d.gelarAkademik,
        })
      : null;
  };
  const { mk } = row;
  return {
    id: mk.id,
    kode: mk.kode,
    nama: mk.nama,
    nama_inggris: mk.namaInggris,
    sks: mk.sks,
    prodi: row.prodi,
    id_dosen_koordinator: mk.idDosenKoordinator,
    id_dosen_pengembang_rps: mk.idDosenPengembangRps,
    nama_dosen_koordinator: nama(mk.idDosenKoordinator),
    nama_dosen_pengembang_rps: nama(mk.idDosenPengembangRps),
    pendahuluan: {
      silabus: {
        teks: mk.silabusTeks,
        file:
          mk.silabusFileUrl && mk.silabusFileNama
            ? {
                nama: mk.silabusFileNama,
                url: mk.silabusFileUrl,
                content_length: mk.silabusFileSize,
              }
            : null,
      },
    },
  };
}

export function silabusRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  route(app, ctx.hooks, calls.rencanaPembelajaran, async ({ aktor, params }) => {
    await aksesMataKuliah(db, aktor, params.courseId);
    const rows = await db
      .select()
      .from(rencanaPembelajaran)
      .where(eq(rencanaPembelajaran.idMataKuliah, params.courseId))
      .orderBy(asc(rencanaPembelajaran.nomorPertemuan));
    return rows.map((r) => ({
      id: r.id,
      id_pertemuan: r.nomorPertemuan,
      materi: r.materi,
      materi_inggris: r.materiInggris,
    }));
  });

  route(app, ctx.hooks, calls.rencanaEvaluasi, async ({ aktor, params }) => {
    await aksesMataKuliah(db, aktor, params.courseId);
    const rows = await db
      .select()
      .from(rencanaEvaluasi)
      .where(eq(rencanaEvaluasi.idMataKuliah, params.courseId))
      .orderBy(asc(rencanaEvaluasi.idKomponen));
    return rows.map((r) => ({
      id: r.id,
      komponen_nilai: { id: r.idKomponen, nama: r.namaKomponen },
      bobot: r.bobot,
    }));
  });

  route(app, ctx.hooks, calls.infoMataKuliah, async ({ aktor, params }) => {
    await aksesMataKuliah(db, aktor, params.courseId);
    return infoMataKuliah(db, params.courseId);
  });

  // The course coordinator or RPS developer (or an operator with write) edits the syllabus.
  route(app, ctx.hooks, calls.ubahSilabus, async ({ aktor, params, body }) => {
    const mk = await aksesMataKuliah(db, aktor, params.courseId);
    const bolehOperator =
      aktor.role === 'operator' && punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'write');
    const timRps =
      aktor.role === 'dosen' &&
      (aktor.idDosen === mk.idDosenKoordinator || aktor.idDosen === mk.idDosenPengembangRps);
    if (!bolehOperator && !timRps) {
      throw forbidden('Hanya dosen koordinator atau pengembang RPS yang dapat mengubah silabus');
    }
    await db
      .update(mataKuliah)
      .set({
        silabusTeks: body.teks,
        silabusFileNama: body.file?.nama ?? null,
        silabusFileUrl: body.file?.url ?? null,
        silabusFileSize: body.file?.content_length ?? null,
      })
      .where(eq(mataKuliah.id, mk.id));
    return infoMataKuliah(db, mk.id);
  });

  // One-time code for the academic system, for the caller as the asked role (spec 7).
  route(app, ctx.hooks, calls.authorizeSikad, async ({ aktor, body }) => {
    if (roleDariAuth(body.as_role) !== aktor.role) {
      throw forbidden('Peran yang diminta tidak sesuai dengan akun Anda');
    }
    const code = await issueAuthCode(db, aktor.idPengguna, body.client_id, body.redirect_uri);
    return { code, state: body.state ?? null, redirect_uri: body.redirect_uri };
  });

  route(app, ctx.hooks, calls.keluarKeSikad, async ({ aktor, body, req }) => {
    await catatAktivitas(db, {
      idPerguruanTinggi: aktor.idPerguruanTinggi,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      jenisAktivitas: 'keluar_ke_sikad',
      detail: body?.tujuan ? `Keluar ke SIAKAD: ${body.tujuan}` : 'Keluar ke SIAKAD',
      ipAddress: req.ip,
    });
    return null;
  });
}
