import type { InfoMataKuliah } from '@kampus/api/contract';
import { namaLengkapPengajar } from '@kampus/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, mataKuliah, prodi, rencanaEvaluasi, rencanaPembelajaran } from '../../db/schema';
import { notFound } from '../../http/errors';

export async function infoMataKuliah(db: Db, courseId: string): Promise<InfoMataKuliah> {
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

/** Learning plan per meeting (RPS). */
export async function daftarRencanaPembelajaran(db: Db, courseId: string) {
  const rows = await db
    .select()
    .from(rencanaPembelajaran)
    .where(eq(rencanaPembelajaran.idMataKuliah, courseId))
    .orderBy(asc(rencanaPembelajaran.nomorPertemuan));
  return rows.map((r) => ({
    id: r.id,
    id_pertemuan: r.nomorPertemuan,
    materi: r.materi,
    materi_inggris: r.materiInggris,
  }));
}

/** Evaluation plan: grade components and weights. */
export async function daftarRencanaEvaluasi(db: Db, courseId: string) {
  const rows = await db
    .select()
    .from(rencanaEvaluasi)
    .where(eq(rencanaEvaluasi.idMataKuliah, courseId))
    .orderBy(asc(rencanaEvaluasi.idKomponen));
  return rows.map((r) => ({
    id: r.id,
    komponen_nilai: { id: r.idKomponen, nama: r.namaKomponen },
    bobot: r.bobot,
  }));
}

/** The course's syllabus text and file. */
export async function simpanSilabus(
  db: Db,
  courseId: string,
  silabus: {
    teks: string | null;
    file?: { nama: string; url: string; content_length?: number | null } | null;
  },
) {
  await db
    .update(mataKuliah)
    .set({
      silabusTeks: silabus.teks,
      silabusFileNama: silabus.file?.nama ?? null,
      silabusFileUrl: silabus.file?.url ?? null,
      silabusFileSize: silabus.file?.content_length ?? null,
    })
    .where(eq(mataKuliah.id, courseId));
}
