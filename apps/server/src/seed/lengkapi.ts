import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mataKuliah, penandatanganProdi, rencanaEvaluasi, rencanaPembelajaran } from '../db/schema';
import { MATA_KULIAH } from './data';
import { PENGATURAN_DEFAULT } from './pengaturan';
import { TTD_MN, TTD_SI, TTD_TI } from './tandaTangan';

/** Topic of meeting n: the 14 lecture topics around UTS (8) and UAS (16). */
export function topikPertemuan(topik: readonly string[], nomor: number) {
  if (nomor === 8) return 'Ujian Tengah Semester';
  if (nomor === 16) return 'Ujian Akhir Semester';
  return topik[nomor < 8 ? nomor - 1 : nomor - 2] ?? `Pertemuan ${nomor}`;
}

const KOMPONEN = [
  { id: 'TGS', nama: 'Tugas', bobot: 20 },
  { id: 'KUIS', nama: 'Kuis', bobot: 10 },
  { id: 'UTS', nama: 'UTS', bobot: 30 },
  { id: 'UAS', nama: 'UAS', bobot: 40 },
] as const;

const PENANDATANGAN = [
  {
    idProdi: 'TI',
    jabatan: 'Ketua Program Studi Teknik Informatika',
    nama: 'Rudi Hartono, S.T., M.Kom.',
    nidn: '0410018001',
    berkasTandaTangan: TTD_TI,
  },
  {
    idProdi: 'SI',
    jabatan: 'Ketua Program Studi Sistem Informasi',
    nama: 'Dewi Anggraini, S.Kom., M.Kom.',
    nidn: '0415058202',
    berkasTandaTangan: TTD_SI,
  },
  {
    idProdi: 'MN',
    jabatan: 'Ketua Program Studi Manajemen',
    nama: 'Dr. Hendra Wijaya, S.E., M.M.',
    nidn: '0420077603',
    berkasTandaTangan: TTD_MN,
  },
  {
    idProdi: 'AK',
    jabatan: 'Ketua Program Studi Akuntansi',
    nama: 'Sri Mulyani, S.E., M.Ak.',
    nidn: '0402038504',
    berkasTandaTangan: null,
  },
];

/**
 * Demo data added after the first release: syllabus plans, evaluation plans, programme
 * signatories. Runs on every start and fills only what is missing, so older demo
 * databases catch up.
 */
export async function lengkapiDemo(db: Db) {
  const ids = MATA_KULIAH.map((m) => m.id);
  const ada = await db
    .select({ id: mataKuliah.id })
    .from(mataKuliah)
    .where(inArray(mataKuliah.id, ids));
  if (ada.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(rencanaPembelajaran)
      .values(
        MATA_KULIAH.flatMap((mk) =>
          Array.from({ length: 16 }, (_, i) => ({
            idMataKuliah: mk.id,
            nomorPertemuan: i + 1,
            materi: topikPertemuan(mk.topik, i + 1),
            materiInggris:
              i + 1 === 8 ? 'Midterm Examination' : i + 1 === 16 ? 'Final Examination' : null,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(rencanaEvaluasi)
      .values(
        MATA_KULIAH.flatMap((mk) =>
          KOMPONEN.map((k) => ({
            idMataKuliah: mk.id,
            idKomponen: k.id,
            namaKomponen: k.nama,
            bobot: k.bobot,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx.insert(penandatanganProdi).values(PENANDATANGAN).onConflictDoNothing();
    // Upload limits moved from KB to MB, like the banner limit.
    await tx.execute(sql`
      update pengaturan set data = jsonb_set(
        data #- '{pengaturan_kelas,batas_ukuran_unggah_kb}',
        '{pengaturan_kelas,batas_ukuran_unggah_mb}',
        ${JSON.stringify(PENGATURAN_DEFAULT.pengaturan_kelas.batas_ukuran_unggah_mb)}::jsonb)
      where data #> '{pengaturan_kelas,batas_ukuran_unggah_mb}' is null`);
    // One course keeps its RPS as a link, which cannot be downloaded (spec 2).
    await tx
      .update(mataKuliah)
      .set({
        silabusFileNama: 'RPS Algoritma dan Pemrograman',
        silabusFileUrl: 'https://undi.example.ac.id/rps/IF101',
        silabusFileSize: null,
      })
      .where(sql`${mataKuliah.id} = 'IF101' and ${mataKuliah.silabusFileUrl} is null`);
  });
}
