import { PESAN_REKAP_NILAI, STATUS_NILAI } from '@kampus/domain';
import { defineCall } from './call';
import { IdKode, IdUuid } from './masukan';
import { z } from './zod';

// Grade recap of a class (spec 2 'Grade recap', 3 'Grade recap', 4 'Grade status per activity',
// 'SIKAD component editing', 7 /lms/nilai/kelas_kuliah/...). Grades without a value are the
// placeholder -1.618 (spec 9), shown as '-'.

export const PESAN_NILAI_KONTRAK = {
  kelas: 'Kelas kuliah tidak valid',
  komponen: 'Komponen nilai tidak valid',
  tampilkan: 'Nilai harus true atau false',
} as const;

/** An activity of the recap: kuis, uts, uas (exams), tugas, forum. */
export const JenisAktivitasNilai = z.enum(['tugas', 'kuis', 'forum', 'uts', 'uas']);

export const AktivitasNilai = z.object({
  id: z.string(),
  jenis: JenisAktivitasNilai,
  label: z.string(),
});
export type AktivitasNilai = z.infer<typeof AktivitasNilai>;

/** spec 3 header_aktivitas, plus status_perhitungan (IN_PROGRESS while an exam is recalculated). */
export const HeaderAktivitasNilai = z.object({
  label_pertemuan: z.string(),
  status_nilai: z.enum(STATUS_NILAI),
  status_perhitungan: z.enum(['IN_PROGRESS', 'COMPLETED']),
  aktivitas: AktivitasNilai,
});

export const HeaderRerataNilai = z.object({ jenis: JenisAktivitasNilai, label: z.string() });

/** spec 3 header_sikad: a component of the course's evaluation plan and its linked activities. */
export const KomponenSikad = z.object({
  id: z.string(),
  label: z.string(),
  /** The recap type of its name (tugas, kuis, forum, uts, uas) or 'lainnya'. */
  jenis: z.string(),
  bobot: z.number(),
  aktivitas: z.array(AktivitasNilai),
});
export type KomponenSikad = z.infer<typeof KomponenSikad>;

export const NilaiMahasiswa = z.object({
  mahasiswa: z.object({ id_user: z.string(), nama: z.string(), nim: z.string() }),
  nilai_pertemuan: z.array(
    z.object({ aktivitas: z.object({ id: z.string() }), nilai: z.number() }),
  ),
  rata_rata_lms: z.array(z.object({ jenis: JenisAktivitasNilai, rata_rata: z.number() })),
  nilai_sikad: z.array(
    z.object({
      komponen: z.object({ id: z.string(), bobot: z.number() }),
      /** The average of the linked activities' grades (rounded to 2 decimals). */
      nilai: z.number(),
      /** SIKAD changed this score after the last push from the LMS (spec 5 'SIKAD grade edit'). */
      update_by_sikad: z.boolean(),
      /** The value SIKAD holds, as last stored by the integration; null before any push. */
      nilai_di_sikad: z.number().nullable(),
    }),
  ),
});
export type NilaiMahasiswa = z.infer<typeof NilaiMahasiswa>;

export const RekapNilaiKelas = z.object({
  kelas: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
    kampus: z.object({ nama: z.string() }),
    /** online, offline, campuran; null when not set ('-'). */
    mode: z.string().nullable(),
  }),
  header_aktivitas: z.array(HeaderAktivitasNilai),
  header_rerata: z.array(HeaderRerataNilai),
  header_sikad: z.array(KomponenSikad),
  nilai_mahasiswa: z.array(NilaiMahasiswa),
});
export type RekapNilaiKelas = z.infer<typeof RekapNilaiKelas>;

const Tampil = z
  .enum(['true', 'false', '1', '0'], { error: PESAN_NILAI_KONTRAK.tampilkan })
  .transform((v) => v === 'true' || v === '1');

/** The 'Tampilkan' checkboxes (spec 2); an absent flag keeps its default. */
export const FilterEksporNilai = z.object({
  semua: Tampil.optional(),
  tugas: Tampil.optional(),
  kuis: Tampil.optional(),
  forum: Tampil.optional(),
  uts: Tampil.optional(),
  uas: Tampil.optional(),
  sikad_lebih_0: Tampil.optional(),
  sikad_sama_0: Tampil.optional(),
});

export const BadanKomponenSikad = z.object({
  list_aktivitas: z
    .array(IdUuid(PESAN_REKAP_NILAI.aktivitasTidakValid), {
      error: PESAN_REKAP_NILAI.daftarAktivitas,
    })
    .max(500, PESAN_REKAP_NILAI.aktivitasTerlaluBanyak),
});
export type BadanKomponenSikad = z.infer<typeof BadanKomponenSikad>;

const IdKelas = z.object({ id: IdKode(PESAN_NILAI_KONTRAK.kelas) });
const KelasKomponen = IdKelas.extend({ idKomponen: IdKode(PESAN_NILAI_KONTRAK.komponen) });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const nilaiCalls = {
  rekapNilaiKelas: defineCall({
    method: 'GET',
    path: '/lms/nilai/kelas_kuliah/:id',
    summary: 'Rekap nilai kelas: nilai per aktivitas, rata-rata LMS dan komponen nilai SIKAD',
    params: IdKelas,
    response: RekapNilaiKelas,
  }),
  eksporRekapNilai: defineCall({
    method: 'GET',
    path: '/lms/nilai/kelas_kuliah/:id/export_excel',
    summary: "Unduh rekap nilai kelas (xlsx) sesuai pilihan 'Tampilkan'",
    params: IdKelas,
    query: FilterEksporNilai,
    response: z.unknown(),
    produces: XLSX,
  }),
  nilaiSayaKelas: defineCall({
    method: 'GET',
    path: '/lms/nilai/kelas_kuliah/:id/me',
    summary:
      'Nilai mahasiswa yang masuk di sebuah kelas: satu baris rekap, nilai kuis/ujian setelah dipublikasikan',
    params: IdKelas,
    response: RekapNilaiKelas,
  }),
  aktivitasNilaiKelas: defineCall({
    method: 'GET',
    path: '/lms/nilai/kelas_kuliah/:id/aktivitas',
    summary: 'Aktivitas bernilai kelas (kuis, ujian, tugas, forum) untuk komponen nilai SIKAD',
    params: IdKelas,
    response: z.array(AktivitasNilai),
  }),
  komponenNilaiKelas: defineCall({
    method: 'GET',
    path: '/lms/nilai/kelas_kuliah/:id/komponen/:idKomponen',
    summary: 'Satu komponen nilai SIKAD kelas dengan aktivitas yang ditautkan',
    params: KelasKomponen,
    response: KomponenSikad,
  }),
  ubahKomponenNilaiKelas: defineCall({
    method: 'PUT',
    path: '/lms/nilai/kelas_kuliah/:id/komponen/:idKomponen',
    summary: 'Ubah aktivitas komponen nilai SIKAD (pelaku integrasi nilai)',
    params: KelasKomponen,
    body: BadanKomponenSikad,
    response: KomponenSikad,
  }),
};
