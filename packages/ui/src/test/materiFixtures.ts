// Fixed materials (issue 6 views): the shapes of @kampus/api `Materi`, no clock, no random values.
// Files point at local data: URLs so viewers, players and downloads need no network.

import type { Materi } from '@kampus/api';
import { KELAS_KULIAH } from './kelasKuliah';
import { AUDIO_URL, DOKUMEN_URL } from './lmsFixtures';

/** The class's presence settings as stored (spec 9 defaults: 50%, 50%, 60 s). */
export const SYARAT_MATERI = { video_persen: 50, audio_persen: 50, ebook_detik: 60 } as const;

/** No reading countdown: 'Sudah Baca' is there at once (stable screenshots). */
export const SYARAT_MATERI_TANPA_HITUNG_MUNDUR = { ...SYARAT_MATERI, ebook_detik: 0 } as const;

const PERTEMUAN_MATERI: Materi['pertemuan'] = {
  id: 'p1',
  nomor: 1,
  jenis: 'online',
  id_kelas_kuliah: KELAS_KULIAH.id,
  kelas: { nama: 'A', jenis: { nama: 'Reguler' } },
  mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data' },
};

const PENGUNGGAH = { name: 'Dr. Budi Santoso, M.Kom.', username: 'budi.santoso' };

const BELUM: NonNullable<Materi['presensi']> = {
  statusUnduh: 'belum_terpenuhi',
  waktuDownload: null,
  waktuTerakhirDownload: null,
  waktuBuka: null,
  persen: 0,
};

function materi(
  nomor: number,
  ubah: Partial<Materi> & Pick<Materi, 'judul' | 'tipe_file'>,
): Materi {
  return {
    id: `5b0e8c1a-0000-4000-8000-${String(nomor).padStart(12, '0')}`,
    id_pertemuan: PERTEMUAN_MATERI.id,
    pertemuan: PERTEMUAN_MATERI,
    deskripsi: '',
    jenis_materi: 'modul',
    tampil_sekarang: true,
    waktu_mulai_tampil: null,
    tampil: true,
    is_syarat_hadir: false,
    deadline: null,
    created_by: PENGUNGGAH,
    created_at: '2025-09-01T08:15:00+07:00',
    file: null,
    file_url: null,
    presensi: BELUM,
    jumlah_terpenuhi: null,
    ...ubah,
  };
}

const berkas = (nama: string, url: string, ukuran: number, mime: string) => ({
  file: { url, nama, ukuran, mime },
  file_url: url,
});

/** E-book with the attendance requirement, not met yet by the student; 12 students met it. */
export const MATERI_EBOOK: Materi = materi(1, {
  judul: 'Modul 1: Pengantar Basis Data',
  deskripsi:
    '<p>Baca <strong>bab 1</strong> tentang konsep dasar basis data dan DBMS.</p><ul><li>Definisi basis data</li><li>Peran DBMS</li></ul>',
  tipe_file: 'ebook',
  jenis_materi: 'modul',
  is_syarat_hadir: true,
  deadline: '2025-09-08T23:59:00+07:00',
  jumlah_terpenuhi: 12,
  ...berkas('Modul-1-Pengantar-Basis-Data.pdf', DOKUMEN_URL, 1_532_000, 'application/pdf'),
});

/** The same e-book after the student read it and downloaded it. */
export const MATERI_EBOOK_TERPENUHI: Materi = {
  ...MATERI_EBOOK,
  id: '5b0e8c1a-0000-4000-8000-000000000002',
  judul: 'Diktat Normalisasi',
  jenis_materi: 'diktat',
  presensi: {
    statusUnduh: 'terpenuhi',
    waktuDownload: '2025-09-02T19:40:00+07:00',
    waktuTerakhirDownload: '2025-09-03T07:05:00+07:00',
    waktuBuka: '2025-09-02T19:30:00+07:00',
    persen: 100,
  },
  jumlah_terpenuhi: 27,
};

/** Lecture recording with the requirement (watch 50% or download). */
export const MATERI_VIDEO: Materi = materi(3, {
  judul: 'Rekaman Kuliah: Diagram Entitas-Relasi',
  deskripsi: '<p>Rekaman kuliah pertemuan 1 beserta contoh diagram ER.</p>',
  tipe_file: 'video',
  jenis_materi: 'audio_visual',
  is_syarat_hadir: true,
  deadline: '2025-09-10T23:59:00+07:00',
  jumlah_terpenuhi: 0,
  ...berkas('rekaman-kuliah-er.mp4', AUDIO_URL, 48_200_000, 'video/mp4'),
});

/** A podcast without the requirement. */
export const MATERI_AUDIO: Materi = materi(4, {
  judul: 'Podcast: Sejarah SQL',
  deskripsi: '<p>Dengarkan sambil membaca diktat.</p>',
  tipe_file: 'audio',
  jenis_materi: 'alat_bantu',
  ...berkas('podcast-sejarah-sql.mp3', AUDIO_URL, 3_100_000, 'audio/mpeg'),
});

/** A link material with the requirement (open the link). */
export const MATERI_URL: Materi = materi(5, {
  judul: 'Dokumentasi PostgreSQL',
  deskripsi: '<p>Baca bagian <em>Tutorial</em> pada dokumentasi resmi.</p>',
  tipe_file: 'url',
  jenis_materi: 'naskah_tutorial',
  is_syarat_hadir: true,
  deadline: '2025-09-12T23:59:00+07:00',
  jumlah_terpenuhi: 5,
  file_url: 'www.postgresql.org/docs/current/tutorial.html',
});

/** Practicum files in an archive, requirement met by downloading. */
export const MATERI_ARSIP: Materi = materi(6, {
  judul: 'Berkas Praktikum SQL',
  deskripsi: '<p>Skrip basis data contoh untuk praktikum.</p>',
  tipe_file: 'archive',
  jenis_materi: 'petunjuk_praktikum',
  is_syarat_hadir: true,
  deadline: '2025-09-15T23:59:00+07:00',
  jumlah_terpenuhi: 3,
  presensi: {
    statusUnduh: 'terpenuhi',
    waktuDownload: '2025-09-04T10:12:00+07:00',
    waktuTerakhirDownload: '2025-09-05T13:45:00+07:00',
    waktuBuka: null,
    persen: 0,
  },
  ...berkas('praktikum-sql.zip', DOKUMEN_URL, 9_990_000, 'application/zip'),
});

/** Shown to students only from 20 Sep 2025, 08:00 WIB (lecturers see it already). */
export const MATERI_TERSEMBUNYI: Materi = materi(7, {
  judul: 'Kunci Jawaban Latihan 1',
  deskripsi: '<p>Dibuka setelah batas pengumpulan latihan.</p>',
  tipe_file: 'ebook',
  jenis_materi: 'buku_ajar',
  tampil_sekarang: false,
  waktu_mulai_tampil: '2025-09-20T08:00:00+07:00',
  tampil: false,
  ...berkas('kunci-latihan-1.pdf', DOKUMEN_URL, 240_000, 'application/pdf'),
});

/** An offline meeting's material: no requirement at all (null). */
export const MATERI_OFFLINE: Materi = materi(8, {
  judul: 'Slide Pertemuan 2',
  tipe_file: 'ebook',
  jenis_materi: 'model',
  is_syarat_hadir: null,
  presensi: null,
  created_by: null,
  ...berkas('slide-pertemuan-2.pptx', DOKUMEN_URL, 4_800_000, 'application/vnd.ms-powerpoint'),
});

/** Long Indonesian title, description, uploader and file name. */
export const MATERI_TEKS_PANJANG: Materi = materi(9, {
  judul:
    'Petunjuk Praktikum Normalisasi Basis Data Relasional: Bentuk Normal Pertama hingga Bentuk Normal Boyce-Codd pada Sistem Informasi Akademik Perguruan Tinggi',
  deskripsi:
    '<h2>Petunjuk</h2><p>Mahasiswa menganalisis ketergantungan fungsional pada tabel-tabel sistem informasi akademik, lalu menormalisasikannya secara bertahap hingga bentuk normal Boyce-Codd.</p><p>Setelah itu mahasiswa mendiskusikan kompromi denormalisasi untuk kebutuhan pelaporan, menyusun laporan praktikum dan mengunggahnya ke tugas yang tersedia pada pertemuan berikutnya.</p><script>alert("x")</script>',
  tipe_file: 'ebook',
  jenis_materi: 'petunjuk_praktikum',
  is_syarat_hadir: true,
  deadline: '2025-11-25T23:59:00+07:00',
  jumlah_terpenuhi: 128,
  created_by: {
    name: 'Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum, M.Sc., Ph.D.',
    username: 'sekar.purbaningrum',
  },
  presensi: {
    ...BELUM,
    waktuTerakhirDownload: '2025-11-19T21:17:00+07:00',
    waktuDownload: '2025-11-19T21:17:00+07:00',
  },
  ...berkas(
    'Petunjuk Praktikum Normalisasi Basis Data Relasional Revisi Ketiga.docx',
    DOKUMEN_URL,
    1_250_000,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ),
});

/** One page of the board: every type and state. */
export const DAFTAR_MATERI: Materi[] = [
  MATERI_EBOOK,
  MATERI_EBOOK_TERPENUHI,
  MATERI_VIDEO,
  MATERI_AUDIO,
  MATERI_URL,
  MATERI_ARSIP,
  MATERI_TERSEMBUNYI,
];

/** Materials over all pages for paging stories (3 pages of 10). */
export const TOTAL_MATERI = 23;

const TIPE_BERGILIR = ['ebook', 'video', 'audio', 'archive', 'url'] as const;
const EKSTENSI = { ebook: 'pdf', video: 'mp4', audio: 'mp3', archive: 'zip', url: '' } as const;

/** The i-th material (from 1) of a long list, built from the index only. */
export function materiKe(i: number): Materi {
  const tipe = TIPE_BERGILIR[(i - 1) % TIPE_BERGILIR.length] ?? 'ebook';
  return materi(100 + i, {
    judul: `Materi ${i}: Latihan Query SQL Bagian ${i}`,
    deskripsi: `<p>Latihan query bagian ${i}.</p>`,
    tipe_file: tipe,
    is_syarat_hadir: i % 2 === 0,
    deadline: i % 2 === 0 ? '2025-09-30T23:59:00+07:00' : null,
    jumlah_terpenuhi: i % 2 === 0 ? i : null,
    ...(tipe === 'url'
      ? { file_url: 'https://www.w3schools.com/sql/' }
      : berkas(
          `latihan-${i}.${EKSTENSI[tipe]}`,
          DOKUMEN_URL,
          10_000 * i,
          'application/octet-stream',
        )),
  });
}

/** Server time of the stories and tests: before every fixture deadline. */
export const SEKARANG_MATERI_KARTU = '2025-09-01T09:00:00+07:00';
