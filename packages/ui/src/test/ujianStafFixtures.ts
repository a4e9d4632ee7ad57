// Fixed data for the staff's exam views (UjianFormModal, SoalUjianEditor, HasilUjianView,
// DetailPengerjaanView): no clock, no random values. The class is the staff fixtures' demo class
// (IF201 A, meetings on Tuesdays from 2 September 2025); server time is Monday 1 September 2025,
// 09:03:04 WIB.

import type {
  BarisPengerjaan,
  DetailPengerjaan,
  KelompokSoal,
  Soal,
  Ujian,
  UjianDetail,
} from '@kampus/api';
import type { BarisStatistikJawaban } from '../views/ujian/HasilUjianView';
import type { PertemuanUjian } from '../views/ujian/UjianFormModal/UjianFormModal';
import { pertemuanKe } from './kelasStafFixtures';

export const ZONA_UJIAN = 'Asia/Jakarta';
export const SEKARANG_UJIAN = '2025-09-01T09:03:04+07:00';
const KOSONG = '0001-01-01T00:00:00.000Z';

const pertemuanUjianKe = (nomor: number): PertemuanUjian => {
  const p = pertemuanKe(nomor);
  return {
    id: p.id,
    nomor: p.nomor,
    jenis: p.jenis,
    waktu_mulai: p.waktu_mulai,
    waktu_selesai: p.waktu_selesai,
  };
};

/** Meeting 4: online, Tuesday 23 September 2025, 09:20 - 11:00 WIB. */
export const PERTEMUAN_UJIAN = pertemuanUjianKe(4);
/** The operators' meeting picker: meetings 1 to 8 (8 is the UTS meeting). */
export const OPSI_PERTEMUAN_UJIAN: PertemuanUjian[] = [1, 2, 3, 4, 5, 6, 7, 8].map(
  pertemuanUjianKe,
);

const uuid = (blok: string, n: number) => `${blok}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const KELAS = {
  id: '20251_K1_IF201_A',
  nama: 'A',
  mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data' },
};

/** An exam of the demo class; `ubah` replaces any field. */
export function ujianContoh(n: number, ubah: Partial<Ujian> = {}): Ujian {
  return {
    id: uuid('30000000', n),
    judul: `Kuis ${n}`,
    deskripsi: '<p>Kerjakan dengan jujur.</p>',
    jenis: 'kuis',
    durasi: null,
    sifat: 'close',
    gunakan_batas_waktu: false,
    acakSoal: false,
    ditampilkan: true,
    tampilkan_kunci_jawaban: false,
    waktu_tampil_kunci: null,
    waktu_mulai: PERTEMUAN_UJIAN.waktu_mulai ?? '',
    waktu_selesai: PERTEMUAN_UJIAN.waktu_selesai ?? '',
    waktu_mulai_pengerjaan: KOSONG,
    waktu_selesai_pengerjaan: KOSONG,
    id_pertemuan: PERTEMUAN_UJIAN.id,
    id_ujian_utama: null,
    peserta_remedial: [],
    peserta_remedial_detail: [],
    status: 'belum_dimulai',
    jumlah_pengerjaan: 0,
    jumlah_belum_dinilai: 0,
    has_remedial: false,
    jumlah_soal: 10,
    soal_siap: true,
    masalah_soal: [],
    is_tampilkan_nilai: false,
    kelas_kuliah: KELAS,
    pertemuan: { nomor: PERTEMUAN_UJIAN.nomor },
    created_by: { name: 'Dr. Budi Santoso, M.Kom.', username: 'budi.santoso' },
    waktu_server: SEKARANG_UJIAN,
    ...ubah,
  };
}

/** The exams of the class: two non-remedial ones and a remedial in meeting 4, one in meeting 5. */
export const UJIAN_KELAS: Ujian[] = [
  ujianContoh(1, { judul: 'Kuis Aljabar Relasional' }),
  ujianContoh(2, { judul: 'Kuis SQL Dasar', jenis: 'kuis' }),
  ujianContoh(3, {
    judul: 'Remedial Kuis Aljabar Relasional',
    jenis: 'remedial',
    id_ujian_utama: uuid('30000000', 1),
  }),
  ujianContoh(4, {
    judul: 'Kuis Normalisasi',
    id_pertemuan: pertemuanKe(5).id,
    pertemuan: { nomor: 5 },
  }),
];

/** A stored exam to edit: time limit 60 minutes, key shown from Wednesday 24 September 08:00. */
export const UJIAN_UBAH: Ujian = ujianContoh(1, {
  judul: 'Kuis Aljabar Relasional',
  deskripsi: '<p>Kerjakan <strong>semua</strong> soal dengan teliti.</p>',
  sifat: 'open',
  gunakan_batas_waktu: true,
  durasi: 60,
  acakSoal: true,
  tampilkan_kunci_jawaban: true,
  waktu_tampil_kunci: '2025-09-24T08:00:00+07:00',
});

/** A remedial exam to edit, with two participants. */
export const UJIAN_REMEDIAL: Ujian = {
  ...UJIAN_KELAS[2]!,
  peserta_remedial: ['2401003', '2401007'],
  peserta_remedial_detail: [
    { nim: '2401003', nama: 'Citra Dewi Lestari' },
    { nim: '2401007', nama: 'Gilang Ramadhan' },
  ],
};

const NAMA_MAHASISWA = [
  'Andi Pratama',
  'Bunga Maharani',
  'Citra Dewi Lestari',
  'Dimas Saputra',
  'Eka Wulandari',
  'Fajar Nugroho',
  'Gilang Ramadhan',
  'Hana Safitri',
  'Indra Kusuma',
  'Joko Santoso',
  'Kartika Sari',
  'Lukman Hakim',
] as const;

/** Class participants (the remedial picker). */
export const PESERTA_UJIAN = NAMA_MAHASISWA.map((nama, i) => ({
  id: uuid('40000000', i + 1),
  nim: `24010${String(i + 1).padStart(2, '0')}`,
  nama,
}));

const JUDUL_SALIN = [
  'Kuis Pengantar Basis Data',
  'Kuis Model Relasional',
  'UTS Basis Data',
  'Kuis SQL Lanjut',
  'UAS Basis Data',
  'Kuis Transaksi',
  'Kuis Indeks dan Query Plan',
  'Remedial UTS Basis Data',
  'Kuis Normalisasi Bentuk Normal Ketiga',
  'Kuis Perancangan ERD',
] as const;

const JENIS_SALIN = ['kuis', 'kuis', 'uts', 'kuis', 'uas', 'kuis', 'kuis', 'remedial'] as const;

/** The copy tab's first page: exams of other classes of the same course. */
export const UJIAN_SALIN: Ujian[] = JUDUL_SALIN.map((judul, i) =>
  ujianContoh(100 + i, {
    judul,
    jenis: JENIS_SALIN[i % JENIS_SALIN.length],
    kelas_kuliah: { ...KELAS, id: `20251_K1_IF201_${i % 2 ? 'C' : 'B'}`, nama: i % 2 ? 'C' : 'B' },
    pertemuan: { nomor: (i % 7) + 1 },
    jumlah_soal: 5 + i,
    created_by: {
      name: i % 2 ? 'Siti Rahmawati, S.Kom., M.T.' : 'Agus Prasetyo, M.Cs.',
      username: i % 2 ? 'siti.rahmawati' : 'agus.prasetyo',
    },
  }),
);
export const TOTAL_UJIAN_SALIN = 23;

// Questions.

const oleh = { name: 'Dr. Budi Santoso, M.Kom.', username: 'budi.santoso' };

export function soalPilihan(
  n: number,
  pertanyaan: string,
  pilihan: string[],
  kunci: number | null,
): Soal {
  return {
    id: uuid('50000000', n),
    nomor: n,
    jenis: 'pilihan',
    pertanyaan,
    created_by: oleh,
    soal_files: [],
    pilihan: { pilihan, kunci, gambar: [] },
    benar_salah: null,
    esay: null,
  };
}

export function soalBenarSalah(n: number, pertanyaan: string, kunci: 'benar' | 'salah'): Soal {
  return {
    id: uuid('50000000', n),
    nomor: n,
    jenis: 'benar_salah',
    pertanyaan,
    created_by: oleh,
    soal_files: [],
    pilihan: null,
    benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci },
    esay: null,
  };
}

export function soalEsai(n: number, pertanyaan: string, kunci: string): Soal {
  return {
    id: uuid('50000000', n),
    nomor: n,
    jenis: 'esay',
    pertanyaan,
    created_by: oleh,
    soal_files: [],
    pilihan: null,
    benar_salah: null,
    esay: { jenis_file_diterima: ['text', 'pdf'], kunci, kunci_files: [] },
  };
}

const SOAL_1 = soalPilihan(
  1,
  '<p>Operasi aljabar relasional yang memilih <strong>baris</strong> berdasarkan kondisi adalah ...</p>',
  ['Proyeksi', 'Seleksi', 'Join', 'Union'],
  1,
);
const SOAL_2 = soalBenarSalah(2, '<p>Kunci primer boleh bernilai NULL.</p>', 'salah');
const SOAL_3 = soalEsai(
  3,
  '<p>Jelaskan perbedaan antara <em>natural join</em> dan <em>theta join</em> disertai contoh.</p>',
  'Natural join menyamakan kolom bernama sama; theta join memakai kondisi bebas.',
);
const SOAL_4 = soalPilihan(
  4,
  '<p>Bentuk normal yang menghilangkan ketergantungan transitif adalah ...</p>',
  ['1NF', '2NF', '3NF'],
  2,
);
const SOAL_5 = soalPilihan(
  5,
  '<p>Perintah SQL untuk menghapus tabel beserta strukturnya adalah ...</p>',
  ['DELETE', 'DROP TABLE', 'TRUNCATE'],
  1,
);
const SOAL_6 = soalBenarSalah(6, '<p>Indeks selalu mempercepat perintah INSERT.</p>', 'salah');

export const KELOMPOK_SOAL: KelompokSoal[] = [
  {
    id: uuid('60000000', 1),
    nomor: 1,
    judul: 'Konsep Dasar',
    aturan: 'semua',
    jumlah_wajib_dijawab: null,
    soal: [SOAL_1, SOAL_2, SOAL_3],
  },
  {
    id: uuid('60000000', 2),
    nomor: 2,
    judul: 'Normalisasi dan SQL',
    aturan: 'random',
    jumlah_wajib_dijawab: 2,
    soal: [SOAL_4, SOAL_5, SOAL_6],
  },
  {
    id: uuid('60000000', 3),
    nomor: 3,
    judul: 'Pilihan Mahasiswa',
    // One question left for two to answer: the rule's message shows.
    aturan: 'sebagian',
    jumlah_wajib_dijawab: 2,
    soal: [soalEsai(7, '<p>Rancang ERD sistem perpustakaan sederhana.</p>', '')],
  },
];

export const UJIAN_DETAIL: UjianDetail = { ...UJIAN_UBAH, kelompok_soal: KELOMPOK_SOAL };
export const UJIAN_DETAIL_KOSONG: UjianDetail = {
  ...UJIAN_UBAH,
  kelompok_soal: [],
  jumlah_soal: 0,
  soal_siap: false,
  masalah_soal: ['Belum ada kelompok soal'],
};
/** Groups that cannot give their questions yet: the editor says why (issue 21.2). */
export const UJIAN_DETAIL_BELUM_SIAP: UjianDetail = {
  ...UJIAN_DETAIL,
  soal_siap: false,
  masalah_soal: ['Kelompok 1 (Pilihan Ganda) membutuhkan 10 soal, baru ada 4'],
};

// Results.

const jam = (hari: number, j: string) => `2025-09-${String(hari).padStart(2, '0')}T${j}:00+07:00`;

const STATUS_BARIS: BarisPengerjaan['status_nilai'][] = [
  'sudah_dinilai',
  'belum_dinilai',
  'sudah_dinilai',
  'belum_berakhir',
  'belum_dinilai',
];

/** The work list's first page (5 rows of 12 attempts). */
export const BARIS_PENGERJAAN: BarisPengerjaan[] = STATUS_BARIS.map((status, i) => {
  const m = PESERTA_UJIAN[i]!;
  const selesai = status !== 'belum_berakhir';
  return {
    id: uuid('70000000', i + 1),
    mahasiswa: { id: m.id, nim: m.nim, nama: m.nama },
    waktu_mulai: jam(23, `09:${String(25 + i).padStart(2, '0')}`),
    waktu_selesai: selesai
      ? jam(23, `10:${String(15 + i * 5).padStart(2, '0')}`)
      : jam(23, '11:00'),
    dikumpulkan: selesai,
    dikumpulkan_oleh: !selesai ? null : i === 2 ? 'sistem' : 'mahasiswa',
    jumlah_soal: 6,
    jumlah_soal_dijawab: [6, 5, 4, 2, 6][i]!,
    jumlah_belum_dinilai: status === 'belum_dinilai' ? 1 : 0,
    pengurangan_nilai: i === 0 ? 2.5 : 0,
    nilai_akhir: status === 'sudah_dinilai' ? [85.83, 0, 66.67][i]! : null,
    status_nilai: status,
  };
});
export const TOTAL_PENGERJAAN = 12;

/** Students without an attempt. */
export const TANPA_PENGERJAAN = PESERTA_UJIAN.slice(5, 10).map(({ id, nim, nama }) => ({
  id,
  nim,
  nama,
}));
export const TOTAL_TANPA_PENGERJAAN = 7;

export const STATISTIK_JAWABAN: BarisStatistikJawaban[] = [
  {
    id_soal: SOAL_1.id,
    id_kelompok_soal: uuid('60000000', 1),
    nomor: 1,
    jenis: 'pilihan',
    pertanyaan: SOAL_1.pertanyaan,
    jumlah_menjawab: 12,
    jumlah_benar: 8,
    sebaran: [2, 8, 1, 1],
    rata_rata_nilai: 66.67,
  },
  {
    id_soal: SOAL_2.id,
    id_kelompok_soal: uuid('60000000', 1),
    nomor: 2,
    jenis: 'benar_salah',
    pertanyaan: SOAL_2.pertanyaan,
    jumlah_menjawab: 11,
    jumlah_benar: 9,
    sebaran: [2, 9],
    rata_rata_nilai: 81.82,
  },
  {
    id_soal: SOAL_3.id,
    id_kelompok_soal: uuid('60000000', 1),
    nomor: 3,
    jenis: 'esay',
    pertanyaan: SOAL_3.pertanyaan,
    jumlah_menjawab: 10,
    jumlah_benar: 0,
    sebaran: [],
    rata_rata_nilai: null,
  },
];

const jawab = (
  isi: NonNullable<DetailPengerjaan['kelompok_soal'][number]['soal'][number]['jawaban']>['isi'],
  nilai: number | null,
) => ({
  isi,
  versi: 3,
  disimpan_pada: jam(23, '09:50'),
  nilai,
});

/** One student's work: a choice answered right, true/false wrong, an essay waiting for a grade. */
export const DETAIL_PENGERJAAN: DetailPengerjaan = {
  ...BARIS_PENGERJAAN[1]!,
  kelompok_soal: [
    {
      id: KELOMPOK_SOAL[0]!.id,
      nomor: 1,
      judul: 'Konsep Dasar',
      aturan: 'semua',
      wajib_dijawab: 3,
      soal: [
        { ...SOAL_1, jawaban: jawab({ jenis: 'pilihan', pilihan: 1 }, 100) },
        { ...SOAL_2, jawaban: jawab({ jenis: 'benar_salah', jawaban: 'benar' }, 0) },
        {
          ...SOAL_3,
          jawaban: jawab(
            {
              jenis: 'esay',
              teks: 'Natural join menggabungkan dua tabel berdasarkan kolom yang namanya sama, sedangkan theta join memakai kondisi perbandingan apa pun.',
              files: [],
            },
            null,
          ),
        },
      ],
    },
    {
      id: KELOMPOK_SOAL[1]!.id,
      nomor: 2,
      judul: 'Normalisasi dan SQL',
      aturan: 'random',
      wajib_dijawab: 2,
      soal: [
        { ...SOAL_5, jawaban: jawab({ jenis: 'pilihan', pilihan: 0 }, 0) },
        { ...SOAL_4, jawaban: null },
      ],
    },
  ],
};
