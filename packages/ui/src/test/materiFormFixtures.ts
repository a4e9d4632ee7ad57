// Fixed data for the material form modal (MateriFormModal): no clock, no random values. Meetings
// come from the staff fixtures (Tuesdays from 2 September 2025, UUID ids); server time is
// Monday 1 September 2025, 09:03:04 WIB, before every one of them.

import type { Materi } from '@kampus/api';
import { JENIS_MATERI, TIPE_FILE } from '@kampus/domain';
import type { PertemuanMateri } from '../views/materi/MateriFormModal/MateriFormModal';
import { pertemuanKe } from './kelasStafFixtures';

/** Server time of the material stories and tests (the same instant as `WAKTU_SERVER`). */
export const SEKARANG_MATERI = '2025-09-01T09:03:04+07:00';
export const ZONA_MATERI = 'Asia/Jakarta';

/** A meeting as the form needs it, with the default material deadline a week after it starts. */
export function pertemuanMateriKe(nomor: number): PertemuanMateri {
  const p = pertemuanKe(nomor);
  const hari = 2 + (nomor - 1) * 7 + 7;
  const iso = new Date(Date.UTC(2025, 8, hari)).toISOString().slice(0, 10);
  return {
    id: p.id,
    nomor: p.nomor,
    jenis: p.jenis,
    waktu_mulai: p.waktu_mulai,
    waktu_selesai: p.waktu_selesai,
    default_deadline_materi: `${iso}T23:59:00+07:00`,
  };
}

/** Meeting 4: online, Tuesday 23 September 2025 09:20 - 11:00 WIB; default deadline 30 Sep 23:59. */
export const PERTEMUAN_MATERI_ONLINE = pertemuanMateriKe(4);
/** Meeting 5: offline (no attendance requirement). */
export const PERTEMUAN_MATERI_OFFLINE = pertemuanMateriKe(5);
/** An online meeting that started before server time: no default deadline (spec 4). */
export const PERTEMUAN_MATERI_BERJALAN: PertemuanMateri = {
  ...pertemuanMateriKe(1),
  waktu_mulai: '2025-09-01T07:30:00+07:00',
  waktu_selesai: '2025-09-01T09:10:00+07:00',
};
/** The operators' meeting picker: meetings 1 to 6. */
export const OPSI_PERTEMUAN_MATERI: PertemuanMateri[] = [1, 2, 3, 4, 5, 6].map(pertemuanMateriKe);

/** Upload limits of the settings in MB (batas_ukuran_unggah_mb; archive is 'arsip'). */
export const BATAS_UNGGAH_MATERI_MB = { ebook: 5, video: 50, audio: 20, arsip: 10 };

const KELAS_LAIN = [
  { id: '20251_K1_IF201_B', nama: 'B' },
  { id: '20251_K1_IF201_C', nama: 'C' },
  { id: '20242_K1_IF201_A', nama: 'A' },
] as const;

const JUDUL_MATERI = [
  'Pengantar Sistem Basis Data',
  'Modul Praktikum SQL Dasar',
  'Video Perancangan ERD',
  'Rekaman Diskusi Normalisasi',
  'Kumpulan Latihan Aljabar Relasional',
  'Tautan Dokumentasi PostgreSQL',
  'Diktat Basis Data Lanjut',
  'Petunjuk Praktikum Indeks dan Query Plan',
  'Model Data Relasional',
  'Naskah Tutorial Transaksi dan Konkurensi',
] as const;

const PENGUNGGAH = [
  { name: 'Dr. Budi Santoso, M.Kom.', username: 'budi.santoso' },
  { name: 'Siti Rahmawati, S.Kom., M.T.', username: 'siti.rahmawati' },
  { name: 'Agus Prasetyo, M.Cs.', username: 'agus.prasetyo' },
] as const;

const EKSTENSI_CONTOH = { ebook: 'pdf', video: 'mp4', audio: 'mp3', archive: 'zip' } as const;

/** The n-th material (0-based) of another class, for the copy tab. */
export function materiSalinKe(i: number): Materi {
  const tipe = TIPE_FILE[i % TIPE_FILE.length]!;
  const kelas = KELAS_LAIN[i % KELAS_LAIN.length]!;
  const nomor = (i % 7) + 1;
  const id = `10000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
  const judul = JUDUL_MATERI[i % JUDUL_MATERI.length]!;
  const slug = judul.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const file =
    tipe === 'url'
      ? null
      : {
          url: `https://files.kampus.example/materi/${slug}.${EKSTENSI_CONTOH[tipe]}`,
          nama: `${slug}.${EKSTENSI_CONTOH[tipe]}`,
          ukuran: 250_000 * (i + 1),
          mime: 'application/octet-stream',
        };
  return {
    id,
    id_pertemuan: `20000000-0000-4000-8000-${String(nomor).padStart(12, '0')}`,
    pertemuan: {
      id: `20000000-0000-4000-8000-${String(nomor).padStart(12, '0')}`,
      nomor,
      jenis: nomor % 2 === 0 ? 'offline' : 'online',
      id_kelas_kuliah: kelas.id,
      kelas: { nama: kelas.nama, jenis: { nama: 'Reguler' } },
      mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data' },
    },
    judul,
    deskripsi: `<p>${judul} untuk pertemuan ${nomor}.</p>`,
    tipe_file: tipe,
    jenis_materi: JENIS_MATERI[i % JENIS_MATERI.length]!,
    tampil_sekarang: true,
    waktu_mulai_tampil: null,
    is_syarat_hadir: false,
    deadline: null,
    created_by: PENGUNGGAH[i % PENGUNGGAH.length]!,
    created_at: '2025-02-10T08:00:00+07:00',
    file,
    file_url: tipe === 'url' ? 'https://www.postgresql.org/docs/' : (file?.url ?? null),
    tampil: true,
    presensi: null,
    jumlah_terpenuhi: null,
  };
}

/** The first page of the copy tab (10 of 23). */
export const MATERI_SALIN: Materi[] = Array.from({ length: 10 }, (_, i) => materiSalinKe(i));
/** The second page (10 more). */
export const MATERI_SALIN_HALAMAN_2: Materi[] = Array.from({ length: 10 }, (_, i) =>
  materiSalinKe(i + 10),
);
export const TOTAL_MATERI_SALIN = 23;

const PERTEMUAN_EDIT = pertemuanKe(4);

/** The material being edited: an e-book of meeting 4, shown later, required by 30 Sep. */
export const MATERI_EBOOK: Materi = {
  ...materiSalinKe(0),
  id: '30000000-0000-4000-8000-000000000001',
  id_pertemuan: PERTEMUAN_EDIT.id,
  pertemuan: {
    id: PERTEMUAN_EDIT.id,
    nomor: 4,
    jenis: 'online',
    id_kelas_kuliah: PERTEMUAN_EDIT.id_kelas_kuliah,
    kelas: { nama: 'A', jenis: { nama: 'Reguler' } },
    mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data' },
  },
  judul: 'Modul 4: Aljabar Relasional',
  deskripsi:
    '<h2>Tujuan</h2><p>Mahasiswa memahami operasi <strong>seleksi</strong>, <em>proyeksi</em> dan join.</p><ul><li>Baca bab 4</li><li>Kerjakan latihan 1-5</li></ul>',
  tipe_file: 'ebook',
  jenis_materi: 'modul',
  tampil_sekarang: false,
  waktu_mulai_tampil: '2025-09-22T08:00:00+07:00',
  is_syarat_hadir: true,
  deadline: '2025-09-30T23:59:00+07:00',
  file: {
    url: 'https://files.kampus.example/materi/modul-4-aljabar-relasional-lengkap.pdf',
    nama: 'modul-4-aljabar-relasional-lengkap.pdf',
    ukuran: 2_450_000,
    mime: 'application/pdf',
  },
  file_url: 'https://files.kampus.example/materi/modul-4-aljabar-relasional-lengkap.pdf',
};

/** A link material of meeting 4, shown now, without a requirement. */
export const MATERI_URL: Materi = {
  ...MATERI_EBOOK,
  id: '30000000-0000-4000-8000-000000000002',
  judul: 'Dokumentasi Resmi PostgreSQL',
  deskripsi: '<p>Bacaan pendukung tentang perintah <code>SELECT</code>.</p>',
  tipe_file: 'url',
  jenis_materi: 'alat_bantu',
  tampil_sekarang: true,
  waktu_mulai_tampil: null,
  is_syarat_hadir: false,
  deadline: null,
  file: null,
  file_url: 'https://www.postgresql.org/docs/current/sql-select.html',
};

/** A file of the given name and size (bytes) for upload tests; the content is a stand-in. */
export function berkasContoh(nama: string, ukuran: number, type = ''): File {
  const file = new File(['isi'], nama, { type });
  Object.defineProperty(file, 'size', { value: ukuran });
  return file;
}
