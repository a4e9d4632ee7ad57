// Fixed exam data of the student's exam views (UjianPanel, DaftarUjianView, UjianInfoView,
// KonfirmasiUjianModal, PengerjaanUjianView): no clock reads, no random values.
import type { BerkasSoal, IsiJawaban, Pengerjaan, Soal, SoalPengerjaan, Ujian } from '@kampus/api';
import { DOKUMEN_URL } from './lmsFixtures';

/** The server clock of the stories: Monday 1 Sep 2025, 09:03:04 WIB. */
export const SEKARANG_UJIAN = '2025-09-01T09:03:04+07:00';

const KOSONG = '0001-01-01T00:00:00.000Z';
const J = (jam: string, tanggal = '2025-09-01') => `${tanggal}T${jam}:00+07:00`;

const KELAS_KULIAH: Ujian['kelas_kuliah'] = {
  id: 'kls-if2110-a',
  nama: 'A',
  mata_kuliah: { id: 'mk-if2110', kode: 'IF2110', nama: 'Algoritma dan Struktur Data' },
};

/** A quiz running now (08:00 - 10:00), 30 minutes, closed book, not yet taken. */
export const UJIAN_BERLANGSUNG: Ujian = {
  id: '6f1c2a40-0000-4000-8000-000000000001',
  judul: 'Kuis 1: Struktur Data Linear',
  deskripsi:
    '<p>Kuis mencakup materi <strong>stack</strong>, <strong>queue</strong>, dan <em>linked list</em>. Kerjakan secara mandiri.</p>',
  jenis: 'kuis',
  durasi: 30,
  sifat: 'close',
  gunakan_batas_waktu: true,
  acakSoal: true,
  ditampilkan: true,
  tampilkan_kunci_jawaban: true,
  waktu_tampil_kunci: J('12:00'),
  waktu_mulai: J('08:00'),
  waktu_selesai: J('10:00'),
  waktu_mulai_pengerjaan: KOSONG,
  waktu_selesai_pengerjaan: KOSONG,
  id_pertemuan: 'prt-03',
  id_ujian_utama: null,
  peserta_remedial: [],
  peserta_remedial_detail: [],
  status: 'sedang_berlangsung',
  jumlah_pengerjaan: 0,
  jumlah_belum_dinilai: 0,
  has_remedial: false,
  jumlah_soal: 8,
  soal_siap: true,
  masalah_soal: [],
  is_tampilkan_nilai: false,
  kelas_kuliah: KELAS_KULIAH,
  pertemuan: { nomor: 3 },
  created_by: { name: 'Dr. Budi Santoso, M.Kom.', username: 'budi.santoso' },
  waktu_server: SEKARANG_UJIAN,
};

/** The same quiz, being taken: started 08:50, deadline 09:20. */
export const UJIAN_SEDANG_DIKERJAKAN: Ujian = {
  ...UJIAN_BERLANGSUNG,
  waktu_mulai_pengerjaan: J('08:50'),
  waktu_selesai_pengerjaan: J('09:20'),
  jumlah_pengerjaan: 1,
};

/** The midterm next week: not started, open book, no time limit. */
export const UJIAN_BELUM_DIMULAI: Ujian = {
  ...UJIAN_BERLANGSUNG,
  id: '6f1c2a40-0000-4000-8000-000000000002',
  judul: 'Ujian Tengah Semester',
  deskripsi: '<p>UTS mencakup pertemuan 1 sampai 7.</p>',
  jenis: 'uts',
  sifat: 'open',
  gunakan_batas_waktu: false,
  durasi: null,
  waktu_mulai: J('08:00', '2025-09-08'),
  waktu_selesai: J('10:30', '2025-09-08'),
  waktu_tampil_kunci: null,
  tampilkan_kunci_jawaban: false,
  status: 'belum_dimulai',
  jumlah_soal: 20,
  pertemuan: { nomor: 8 },
};

/** A quiz that ended last week, taken and graded, scores published. */
export const UJIAN_SELESAI: Ujian = {
  ...UJIAN_BERLANGSUNG,
  id: '6f1c2a40-0000-4000-8000-000000000003',
  judul: 'Kuis Pengantar Algoritma',
  deskripsi: '<p>Kuis pembuka tentang notasi algoritma.</p>',
  waktu_mulai: J('08:00', '2025-08-25'),
  waktu_selesai: J('10:00', '2025-08-25'),
  waktu_tampil_kunci: J('12:00', '2025-08-25'),
  waktu_mulai_pengerjaan: J('08:10', '2025-08-25'),
  waktu_selesai_pengerjaan: J('08:36', '2025-08-25'),
  status: 'selesai',
  jumlah_pengerjaan: 1,
  is_tampilkan_nilai: true,
  pertemuan: { nomor: 2 },
};

/** A quiz that ended without an attempt. */
export const UJIAN_TERLEWAT: Ujian = {
  ...UJIAN_SELESAI,
  id: '6f1c2a40-0000-4000-8000-000000000004',
  judul: 'Kuis Rekursi',
  waktu_mulai_pengerjaan: KOSONG,
  waktu_selesai_pengerjaan: KOSONG,
  jumlah_pengerjaan: 0,
  sifat: 'open',
};

/** A remedial exam running now. */
export const UJIAN_REMEDIAL: Ujian = {
  ...UJIAN_BERLANGSUNG,
  id: '6f1c2a40-0000-4000-8000-000000000005',
  judul: 'Remedial Kuis 1',
  jenis: 'remedial',
  id_ujian_utama: UJIAN_BERLANGSUNG.id,
  peserta_remedial: ['13523001'],
  durasi: 45,
};

/** Long Indonesian text everywhere a title or a course name shows. */
export const UJIAN_TEKS_PANJANG: Ujian = {
  ...UJIAN_BERLANGSUNG,
  id: '6f1c2a40-0000-4000-8000-000000000006',
  judul:
    'Ujian Akhir Semester Pemrograman Berorientasi Objek dan Perancangan Perangkat Lunak Berbasis Komponen untuk Sistem Informasi Akademik Terintegrasi',
  deskripsi:
    '<p>Ujian ini menguji pemahaman tentang pewarisan, polimorfisme, enkapsulasi, abstraksi, pola perancangan (<em>design pattern</em>) kreasional, struktural, dan perilaku, serta penerapannya pada perancangan sistem informasi akademik perguruan tinggi yang terintegrasi dengan pangkalan data pendidikan tinggi.</p>',
  jenis: 'uas',
  durasi: 120,
  waktu_mulai: J('07:30'),
  waktu_selesai: J('11:45', '2025-09-02'),
  kelas_kuliah: {
    id: 'kls-if3210-k',
    nama: 'KAP-B Karyawan Akhir Pekan',
    mata_kuliah: {
      id: 'mk-if3210',
      kode: 'IF3210',
      nama: 'Pengembangan Aplikasi Perangkat Bergerak dan Sistem Terdistribusi Lanjutan',
    },
  },
  pertemuan: { nomor: 16 },
};

/** Staff: the running quiz with attempts, some waiting for a grade, and a remedial exam. */
export const UJIAN_STAF: Ujian = {
  ...UJIAN_BERLANGSUNG,
  jumlah_pengerjaan: 34,
  jumlah_belum_dinilai: 5,
  has_remedial: true,
};

/** Staff: hidden from students, nobody has taken it. */
export const UJIAN_STAF_TERSEMBUNYI: Ujian = {
  ...UJIAN_BELUM_DIMULAI,
  ditampilkan: false,
};

/** Staff: ended, every attempt graded. */
export const UJIAN_STAF_SELESAI: Ujian = {
  ...UJIAN_SELESAI,
  jumlah_pengerjaan: 38,
  jumlah_belum_dinilai: 0,
};

/** Running and shown, but its groups cannot give their questions yet (issue 21.2). */
export const UJIAN_BELUM_SIAP: Ujian = {
  ...UJIAN_BERLANGSUNG,
  id: '6f1c2a40-0000-4000-8000-000000000099',
  judul: 'Kuis 2: Pohon Biner',
  jumlah_soal: 0,
  soal_siap: false,
  masalah_soal: [],
};

/** Staff: the same quiz, with what keeps it from being ready. */
export const UJIAN_STAF_BELUM_SIAP: Ujian = {
  ...UJIAN_BELUM_SIAP,
  jumlah_soal: 1,
  masalah_soal: [
    'Kelompok 1 (Pilihan Ganda) membutuhkan 5 soal, baru ada 1',
    'Kelompok 2 (Esai) belum memiliki soal',
  ],
};

/** The meeting's exams as a student sees them. */
export const UJIAN_PERTEMUAN: Ujian[] = [UJIAN_BERLANGSUNG, UJIAN_BELUM_DIMULAI, UJIAN_SELESAI];

/** The student's /ujian list, one page of 5 of 12. */
export const DAFTAR_UJIAN: Ujian[] = [
  UJIAN_SEDANG_DIKERJAKAN,
  UJIAN_BELUM_DIMULAI,
  UJIAN_REMEDIAL,
  UJIAN_SELESAI,
  UJIAN_TERLEWAT,
];
export const TOTAL_DAFTAR_UJIAN = 12;

// Attempts (spec 3 'Exam attempt').

/** Started 08:50, deadline 09:20, 3 of 8 answered. */
export const PENGERJAAN_BERJALAN: Pengerjaan = {
  id: '7a2b3c40-0000-4000-8000-000000000001',
  id_ujian: UJIAN_BERLANGSUNG.id,
  waktu_mulai: J('08:50'),
  waktu_selesai: J('09:20'),
  batas: J('09:20'),
  dikumpulkan: false,
  dikumpulkan_oleh: null,
  jumlah_soal: 8,
  jumlah_soal_dijawab: 3,
  nilai_akhir: null,
  pengurangan_nilai: 0,
  waktu_server: SEKARANG_UJIAN,
};

/** Submitted by the student, graded and published: 85.5. */
export const PENGERJAAN_SELESAI: Pengerjaan = {
  ...PENGERJAAN_BERJALAN,
  id: '7a2b3c40-0000-4000-8000-000000000002',
  id_ujian: UJIAN_SELESAI.id,
  waktu_mulai: J('08:10', '2025-08-25'),
  waktu_selesai: J('08:36', '2025-08-25'),
  batas: J('08:40', '2025-08-25'),
  dikumpulkan: true,
  dikumpulkan_oleh: 'mahasiswa',
  jumlah_soal_dijawab: 7,
  nilai_akhir: 85.5,
};

/** Submitted by the system when the time ran out; the score is not published yet. */
export const PENGERJAAN_SISTEM: Pengerjaan = {
  ...PENGERJAAN_SELESAI,
  waktu_selesai: J('08:40', '2025-08-25'),
  dikumpulkan_oleh: 'sistem',
  jumlah_soal_dijawab: 5,
  nilai_akhir: null,
};

// Questions of an attempt (spec 3 'Question').

const berkas = (name: string, content_length: number, extension: string): BerkasSoal => ({
  name,
  content_length,
  url: DOKUMEN_URL,
  extension,
  path: `soal_ujian/${name}`,
});

const soalDasar = {
  created_by: null,
  soal_files: [],
  pilihan: null,
  benar_salah: null,
  esay: null,
} satisfies Partial<Soal>;

const gambarPilihan = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><rect width="120" height="60" rx="6" fill="#eef1fb"/><rect x="10" y="20" width="24" height="20" fill="#3d52c4"/><rect x="48" y="20" width="24" height="20" fill="#3d52c4"/><rect x="86" y="20" width="24" height="20" fill="#3d52c4"/><path d="M34 30h14M72 30h14" stroke="#1f2937" stroke-width="2"/></svg>',
)}`;

type SoalDijawab = SoalPengerjaan['kelompok_soal'][number]['soal'][number];

const disimpan = (isi: IsiJawaban): NonNullable<SoalDijawab['jawaban']> => ({
  isi,
  versi: 1,
  disimpan_pada: J('08:55'),
  nilai: null,
});

/** The i-th item of a fixture list (always there). */
const ambil = <T>(daftar: readonly T[], i: number): T => daftar[i] as T;

const SOAL_PG: SoalDijawab[] = [
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000001',
    nomor: 1,
    jenis: 'pilihan',
    pertanyaan: '<p>Struktur data yang menerapkan prinsip <strong>LIFO</strong> adalah ...</p>',
    pilihan: { pilihan: ['Queue', 'Stack', 'Linked list', 'Tree'], kunci: null, gambar: [] },
    jawaban: disimpan({ jenis: 'pilihan', pilihan: 1 }),
  },
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000002',
    nomor: 2,
    jenis: 'pilihan',
    pertanyaan:
      '<p>Operasi untuk menambahkan elemen ke belakang antrean (<em>queue</em>) disebut ...</p>',
    pilihan: { pilihan: ['Push', 'Pop', 'Enqueue', 'Dequeue'], kunci: null, gambar: [] },
    jawaban: null,
  },
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000003',
    nomor: 3,
    jenis: 'pilihan',
    pertanyaan: '<p>Gambar manakah yang menunjukkan <em>singly linked list</em>?</p>',
    soal_files: [berkas('ilustrasi-linked-list.pdf', 182_000, 'pdf')],
    pilihan: {
      pilihan: ['Gambar pertama', 'Gambar kedua', 'Gambar ketiga'],
      kunci: null,
      gambar: [gambarPilihan, gambarPilihan, gambarPilihan],
    },
    jawaban: null,
  },
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000004',
    nomor: 4,
    jenis: 'pilihan',
    pertanyaan:
      '<p>Kompleksitas waktu operasi <code>pop</code> pada stack berbasis array adalah ...</p>',
    pilihan: { pilihan: ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)'], kunci: null, gambar: [] },
    jawaban: null,
  },
];

const SOAL_BS: SoalDijawab[] = [
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000005',
    nomor: 5,
    jenis: 'benar_salah',
    pertanyaan: '<p>Queue menerapkan prinsip FIFO.</p>',
    benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: null },
    jawaban: disimpan({ jenis: 'benar_salah', jawaban: 'benar' }),
  },
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000006',
    nomor: 6,
    jenis: 'benar_salah',
    pertanyaan: '<p>Setiap simpul <em>doubly linked list</em> menyimpan dua penunjuk.</p>',
    benar_salah: { pilihan: { benar: 'Setuju', salah: 'Tidak Setuju' }, kunci: null },
    jawaban: null,
  },
];

const SOAL_ESAI: SoalDijawab[] = [
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000007',
    nomor: 7,
    jenis: 'esay',
    pertanyaan:
      '<p>Jelaskan perbedaan <strong>stack</strong> dan <strong>queue</strong> beserta satu contoh penerapannya masing-masing.</p>',
    esay: { jenis_file_diterima: ['text', 'image', 'pdf'], kunci: null, kunci_files: [] },
    jawaban: disimpan({
      jenis: 'esay',
      teks: 'Stack bersifat LIFO, misalnya fitur undo. Queue bersifat FIFO, misalnya antrean cetak.',
      files: [],
    }),
  },
  {
    ...soalDasar,
    id: '8b000000-0000-4000-8000-000000000008',
    nomor: 8,
    jenis: 'esay',
    pertanyaan: '<p>Unggah diagram <em>linked list</em> hasil rancangan Anda.</p>',
    esay: { jenis_file_diterima: ['image', 'pdf'], kunci: null, kunci_files: [] },
    jawaban: null,
  },
];

/** The attempt's 8 questions in three groups; 3 answered on the server. */
export const SOAL_PENGERJAAN: SoalPengerjaan = {
  pengerjaan: PENGERJAAN_BERJALAN,
  kunci_tampil: false,
  kelompok_soal: [
    {
      id: 'kel-1',
      nomor: 1,
      judul: 'Pilihan Ganda',
      aturan: 'semua',
      wajib_dijawab: 4,
      soal: SOAL_PG,
    },
    {
      id: 'kel-2',
      nomor: 2,
      judul: 'Benar atau Salah',
      aturan: 'semua',
      wajib_dijawab: 2,
      soal: SOAL_BS,
    },
    { id: 'kel-3', nomor: 3, judul: 'Esai', aturan: 'sebagian', wajib_dijawab: 1, soal: SOAL_ESAI },
  ],
};

/** The id of the n-th question (1-based) of SOAL_PENGERJAAN. */
export const idSoalKe = (n: number): string => `8b000000-0000-4000-8000-00000000000${n}`;

/** Every question answered on the server. */
export const SOAL_PENGERJAAN_LENGKAP: SoalPengerjaan = {
  ...SOAL_PENGERJAAN,
  kelompok_soal: SOAL_PENGERJAAN.kelompok_soal.map((k) => ({
    ...k,
    soal: k.soal.map((s) => ({
      ...s,
      jawaban:
        s.jawaban ??
        disimpan(
          s.jenis === 'pilihan'
            ? { jenis: 'pilihan', pilihan: 0 }
            : s.jenis === 'benar_salah'
              ? { jenis: 'benar_salah', jawaban: 'salah' }
              : {
                  jenis: 'esay',
                  teks: '',
                  files: [berkas('diagram-linked-list.png', 230_000, 'png')],
                },
        ),
    })),
  })),
};

/** A long question with long options (long Indonesian text). */
export const SOAL_PENGERJAAN_PANJANG: SoalPengerjaan = {
  ...SOAL_PENGERJAAN,
  kelompok_soal: [
    {
      id: 'kel-panjang',
      nomor: 1,
      judul:
        'Bagian Pertama: Pemahaman Konsep Dasar Struktur Data dan Analisis Kompleksitas Algoritma',
      aturan: 'sebagian',
      wajib_dijawab: 2,
      soal: [
        {
          ...soalDasar,
          id: idSoalKe(1),
          nomor: 1,
          jenis: 'pilihan',
          pertanyaan:
            '<p>Sebuah perguruan tinggi menyimpan data kartu rencana studi mahasiswa dalam struktur data yang memungkinkan pembatalan perubahan terakhir secara berurutan ketika mahasiswa menekan tombol batal berkali-kali. Struktur data manakah yang paling tepat digunakan untuk kebutuhan tersebut, dengan mempertimbangkan efisiensi waktu dan memori pada server akademik yang melayani puluhan ribu mahasiswa secara bersamaan?</p>',
          pilihan: {
            pilihan: [
              'Antrean berprioritas (priority queue) yang diurutkan berdasarkan waktu perubahan terakhir',
              'Tumpukan (stack) yang menyimpan setiap perubahan sehingga perubahan terakhir dibatalkan lebih dahulu',
              'Pohon pencarian biner seimbang yang diindeks berdasarkan nomor induk mahasiswa',
              'Tabel hash dengan penanganan tabrakan menggunakan metode pengalamatan terbuka',
            ],
            kunci: null,
            gambar: [],
          },
          jawaban: null,
        },
        { ...ambil(SOAL_BS, 0), id: idSoalKe(2), nomor: 2 },
        { ...ambil(SOAL_ESAI, 0), id: idSoalKe(3), nomor: 3 },
      ],
    },
  ],
};

/** The same attempt after the key time, with the keys, the answers and their grades. */
export const SOAL_PENGERJAAN_KUNCI: SoalPengerjaan['kelompok_soal'] = [
  {
    id: 'kel-1',
    nomor: 1,
    judul: 'Pilihan Ganda',
    aturan: 'semua',
    wajib_dijawab: 2,
    soal: [
      {
        ...ambil(SOAL_PG, 0),
        pilihan: { pilihan: ['Queue', 'Stack', 'Linked list', 'Tree'], kunci: 1, gambar: [] },
        jawaban: { ...disimpan({ jenis: 'pilihan', pilihan: 1 }), nilai: 100 },
      },
      {
        ...ambil(SOAL_PG, 1),
        pilihan: { pilihan: ['Push', 'Pop', 'Enqueue', 'Dequeue'], kunci: 2, gambar: [] },
        jawaban: { ...disimpan({ jenis: 'pilihan', pilihan: 3 }), nilai: 0 },
      },
    ],
  },
  {
    id: 'kel-2',
    nomor: 2,
    judul: 'Benar atau Salah',
    aturan: 'semua',
    wajib_dijawab: 1,
    soal: [
      {
        ...ambil(SOAL_BS, 0),
        benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'benar' },
        jawaban: { ...disimpan({ jenis: 'benar_salah', jawaban: 'benar' }), nilai: 100 },
      },
    ],
  },
  {
    id: 'kel-3',
    nomor: 3,
    judul: 'Esai',
    aturan: 'sebagian',
    wajib_dijawab: 1,
    soal: [
      {
        ...ambil(SOAL_ESAI, 0),
        esay: {
          jenis_file_diterima: ['text', 'image', 'pdf'],
          kunci:
            'Stack: LIFO (undo, pemanggilan fungsi). Queue: FIFO (antrean cetak, penjadwalan proses).',
          kunci_files: [berkas('pembahasan-stack-queue.pdf', 96_000, 'pdf')],
        },
        jawaban: {
          ...disimpan({
            jenis: 'esay',
            teks: 'Stack bersifat LIFO, misalnya fitur undo. Queue bersifat FIFO, misalnya antrean cetak.',
            files: [
              {
                name: 'jawaban-esai-1.pdf',
                content_length: 120_000,
                url: '/v2/storager/berkas/jawaban_ujian/0a1b2c3d-0000-4000-8000-000000000001.pdf',
                extension: 'pdf',
                path: 'jawaban_ujian/0a1b2c3d-0000-4000-8000-000000000001.pdf',
              },
            ],
          }),
          nilai: 80,
        },
      },
      { ...ambil(SOAL_ESAI, 1), jawaban: null },
    ],
  },
];

/** A file the essay upload resolves with in stories and tests. */
export const BERKAS_JAWABAN: BerkasSoal = {
  name: 'diagram-linked-list.png',
  content_length: 230_000,
  url: '/v2/storager/berkas/jawaban_ujian/0a1b2c3d-0000-4000-8000-000000000002.png',
  extension: 'png',
  path: 'jawaban_ujian/0a1b2c3d-0000-4000-8000-000000000002.png',
};
