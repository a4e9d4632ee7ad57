// Fixed LMS data for the Files, Content and LMS-view stories and tests: no clock, no random
// values. Larger sets are generated from the index with fixed arithmetic, so they never change.

import type { KehadiranMahasiswa } from '../views/kehadiran/AttendanceTable';
import type { RekapKehadiranSel } from '../views/kehadiran/RecapGrid';
import type {
  HeaderAktivitas,
  HeaderRerata,
  HeaderSikad,
  RekapNilai,
} from '../views/nilai/GradeRecapGrid';
import type { PertemuanMenu } from '../views/pertemuan/MeetingMenuItem';

/** First names and family names to build deterministic student lists. */
const NAMA_DEPAN = [
  'Siti',
  'Budi',
  'Dewi',
  'Agus',
  'Rina',
  'Yusuf',
  'Maria',
  'Hendra',
  'Putri',
  'Fajar',
  'Nur',
  'Eko',
  'Intan',
  'Rizky',
  'Ayu',
  'Bayu',
] as const;
const NAMA_BELAKANG = [
  'Nurhaliza',
  'Santoso',
  'Lestari',
  'Prasetyo',
  'Kartika',
  'Hidayat',
  'Ulfa',
  'Wijaya',
  'Maharani',
  'Ramadhan',
  'Azizah',
  'Saputra',
  'Permata',
  'Firmansyah',
  'Anggraini',
  'Nugroho',
  'Pratama',
] as const;

export interface MahasiswaContoh {
  id_user: string;
  nim: string;
  nama: string;
}

/** The n-th demo student (0-based): NIM 2023100001 onwards. */
export function mahasiswaKe(i: number): MahasiswaContoh {
  const depan = NAMA_DEPAN[i % NAMA_DEPAN.length];
  const belakang = NAMA_BELAKANG[(i * 7 + 3) % NAMA_BELAKANG.length];
  return {
    id_user: `mhs-${i + 1}`,
    nim: String(2023100001 + i),
    nama: `${depan} ${belakang}`,
  };
}

export const MAHASISWA_NAMA_PANJANG: MahasiswaContoh = {
  id_user: 'mhs-panjang',
  nim: '2023109999',
  nama: 'Raden Ayu Sekar Kusumawardhani Purbaningrum Cahyaningtyas Wulandari',
};

/** Meetings 4, 8 and 12 are offline (not clickable in the recap); 15 and 16 have no recap yet. */
export const JUMLAH_PERTEMUAN_REKAP = 16;
const PERTEMUAN_OFFLINE = new Set([4, 8, 12]);
const PERTEMUAN_BELUM_REKAP = new Set([15, 16]);

function selRekap(m: MahasiswaContoh, i: number, nomor: number): RekapKehadiranSel {
  const offline = PERTEMUAN_OFFLINE.has(nomor);
  const adaPresensi = !PERTEMUAN_BELUM_REKAP.has(nomor);
  // Every fifth combination is absent: a fixed pattern that shows all five symbols.
  const hadir = (i + nomor) % 5 !== 0;
  return {
    mahasiswa: m,
    pertemuan: { nomor, jenis: offline ? 'offline' : 'online' },
    ada_presensi: adaPresensi,
    is_hadir: adaPresensi ? hadir : null,
    presensi: adaPresensi ? (hadir ? 'H' : 'A') : null,
    progress: { overall: hadir ? 0.85 : 0.2 },
    updated_at: '2025-09-01T09:00:00+07:00',
    updated_by: { username: 'LMS:SYSTEM', name: 'Sistem' },
  };
}

/** The recap of `jumlahMahasiswa` students over 16 meetings. */
export function rekapKehadiran(jumlahMahasiswa: number, mulai = 0): RekapKehadiranSel[] {
  return Array.from({ length: jumlahMahasiswa }, (_, k) => mahasiswaKe(mulai + k)).flatMap((m, k) =>
    Array.from({ length: JUMLAH_PERTEMUAN_REKAP - PERTEMUAN_BELUM_REKAP.size }, (_, j) =>
      selRekap(m, mulai + k, j + 1),
    ),
  );
}

export const REKAP_KEHADIRAN = rekapKehadiran(8);

export const REKAP_KEHADIRAN_NAMA_PANJANG: RekapKehadiranSel[] = [
  ...Array.from({ length: 14 }, (_, j) => selRekap(MAHASISWA_NAMA_PANJANG, 2, j + 1)),
  ...rekapKehadiran(3),
];

// Grade recap (spec 3 'Grade recap'): 16 meetings; UTS at 8 and UAS at 16.
const JENIS_AKTIVITAS_NILAI = ['tugas', 'kuis', 'forum', 'tugas'] as const;
const STATUS_NILAI_CONTOH = [
  'sudah_dinilai',
  'sudah_dinilai',
  'belum_dinilai',
  'belum_berakhir',
  'tidak_ada_pengerjaan',
] as const;

/** `jumlah` activity headers over 16 meetings (the last of meetings 8 and 16 are UTS and UAS). */
export function headerAktivitas(jumlah: number): HeaderAktivitas[] {
  const nomorKe = (i: number) => Math.floor((i * 16) / jumlah) + 1;
  const hitung = new Map<string, number>();
  return Array.from({ length: jumlah }, (_, i) => {
    const nomor = nomorKe(i);
    const akhir = i === jumlah - 1 || nomorKe(i + 1) !== nomor;
    const ujian = akhir && (nomor === 8 || nomor === 16) ? (nomor === 8 ? 'uts' : 'uas') : null;
    const jenis = ujian ?? JENIS_AKTIVITAS_NILAI[i % JENIS_AKTIVITAS_NILAI.length] ?? 'tugas';
    const ke = (hitung.get(jenis) ?? 0) + 1;
    hitung.set(jenis, ke);
    const label = ujian ? ujian.toUpperCase() : `${jenis[0]?.toUpperCase()}${jenis.slice(1)} ${ke}`;
    return {
      label_pertemuan: `Pertemuan ${nomor}`,
      status_nilai: STATUS_NILAI_CONTOH[i % STATUS_NILAI_CONTOH.length] ?? null,
      status_perhitungan: i === 2 ? 'IN_PROGRESS' : 'DONE',
      aktivitas: { id: `akt-${i + 1}`, jenis, label },
    };
  });
}

export const HEADER_RERATA: HeaderRerata[] = [
  { jenis: 'tugas', label: 'Tugas' },
  { jenis: 'kuis', label: 'Kuis' },
  { jenis: 'forum', label: 'Forum' },
  { jenis: 'uts', label: 'UTS' },
  { jenis: 'uas', label: 'UAS' },
];

export function headerSikad(aktivitas: HeaderAktivitas[]): HeaderSikad[] {
  const dari = (jenis: string) =>
    aktivitas.filter((h) => h.aktivitas.jenis === jenis).map((h) => ({ id: h.aktivitas.id }));
  return [
    { id: 'k-tugas', label: 'Tugas', jenis: 'tugas', bobot: 30, aktivitas: dari('tugas') },
    { id: 'k-kuis', label: 'Kuis', jenis: 'kuis', bobot: 10, aktivitas: dari('kuis') },
    { id: 'k-uts', label: 'UTS', jenis: 'uts', bobot: 25, aktivitas: dari('uts') },
    { id: 'k-uas', label: 'UAS', jenis: 'uas', bobot: 35, aktivitas: dari('uas') },
    { id: 'k-sikap', label: 'Sikap', jenis: 'lainnya', bobot: 0, aktivitas: [] },
  ];
}

/** A grade from fixed arithmetic: mostly 55..100, some '-' (-1.618) and some 0. */
function nilaiContoh(i: number, j: number): number {
  const k = (i * 37 + j * 11) % 53;
  if (k === 0) return -1.618;
  if (k === 1) return 0;
  return 55 + ((i * 13 + j * 7) % 45) + (k % 4) * 0.25;
}

export function rekapNilai(jumlahMahasiswa: number, jumlahAktivitas: number): RekapNilai {
  const header_aktivitas = headerAktivitas(jumlahAktivitas);
  const header_sikad = headerSikad(header_aktivitas);
  return {
    header_aktivitas,
    header_rerata: HEADER_RERATA,
    header_sikad,
    nilai_mahasiswa: Array.from({ length: jumlahMahasiswa }, (_, i) => {
      const nilai_pertemuan = header_aktivitas.map((h, j) => ({
        aktivitas: { id: h.aktivitas.id },
        nilai: nilaiContoh(i, j),
      }));
      const rata = (jenis: string) => {
        const n = nilai_pertemuan
          .filter((_, j) => header_aktivitas[j]?.aktivitas.jenis === jenis)
          .map((x) => Math.max(0, x.nilai));
        return n.length ? n.reduce((a, b) => a + b, 0) / n.length : -1.618;
      };
      return {
        mahasiswa: mahasiswaKe(i),
        nilai_pertemuan,
        rata_rata_lms: HEADER_RERATA.map((h) => ({ jenis: h.jenis, rata_rata: rata(h.jenis) })),
        nilai_sikad: header_sikad.map((h, j) => ({
          komponen: { id: h.id, bobot: h.bobot },
          nilai: h.aktivitas.length ? nilaiContoh(i + 3, j + 60) : -1.618,
          update_by_sikad: j === 0 && i % 10 === 0,
        })),
      };
    }),
  };
}

/** A small class: 12 students, 16 activities. */
export const REKAP_NILAI = rekapNilai(12, 16);

/** The performance set of the issue: 200 students x 60 activities. */
export const REKAP_NILAI_BESAR = rekapNilai(200, 60);

/** Meetings of a class (spec 3 'Meeting'); times in WIB on fixed dates. */
export const PERTEMUAN: (PertemuanMenu & {
  id: string;
  waktu_mulai: string;
  waktu_selesai: string;
})[] = [
  {
    id: 'p1',
    nomor: 1,
    judul: 'Pengantar Basis Data',
    jenis: 'online',
    kategori: 'kuliah',
    status: 'selesai',
    waktu_mulai: '2025-09-02T09:20:00+07:00',
    waktu_selesai: '2025-09-02T11:00:00+07:00',
    count_activity: { materi: 2, tugas: 1, vidcon: 1, ujian: 0, forum: 1 },
  },
  {
    id: 'p2',
    nomor: 2,
    judul: 'Model Entitas-Relasi',
    jenis: 'offline',
    kategori: 'kuliah',
    status: 'berlangsung',
    waktu_mulai: '2025-09-09T09:20:00+07:00',
    waktu_selesai: '2025-09-09T11:00:00+07:00',
    count_activity: { materi: 1, tugas: 2, vidcon: 0, ujian: 1, forum: 0 },
  },
  {
    id: 'p3',
    nomor: 3,
    judul: '',
    jenis: 'campuran',
    kategori: 'kuliah',
    status: 'belum_dimulai',
    waktu_mulai: '2025-09-16T09:20:00+07:00',
    waktu_selesai: '2025-09-16T11:00:00+07:00',
    count_activity: { materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0 },
  },
  {
    id: 'p8',
    nomor: 8,
    judul: 'Ujian Tengah Semester',
    jenis: 'offline',
    kategori: 'uts',
    status: 'belum_dimulai',
    waktu_mulai: '2025-10-21T08:00:00+07:00',
    waktu_selesai: '2025-10-21T10:00:00+07:00',
    count_activity: { materi: 0, tugas: 0, vidcon: 0, ujian: 1, forum: 0 },
  },
];

export const PERTEMUAN_JUDUL_PANJANG = {
  id: 'p12',
  nomor: 12,
  judul:
    'Normalisasi Basis Data Relasional: Bentuk Normal Pertama hingga Bentuk Normal Boyce-Codd dan Penerapannya pada Sistem Informasi Akademik',
  jenis: 'campuran',
  kategori: 'kuliah',
  status: 'berlangsung',
  waktu_mulai: '2025-11-18T13:00:00+07:00',
  waktu_selesai: '2025-11-18T15:30:00+07:00',
  count_activity: { materi: 12, tugas: 3, vidcon: 2, ujian: 1, forum: 4 },
};

export const PENGUMUMAN = [
  {
    judul: 'Jadwal Ujian Tengah Semester Ganjil 2025/2026',
    tanggalPublish: '2025-09-01T08:00:00+07:00',
  },
  {
    judul: 'Libur Peringatan Maulid Nabi Muhammad SAW',
    tanggalPublish: '2025-08-28T10:30:00+07:00',
  },
  { judul: 'Pembaruan Sistem LMS', tanggalPublish: '2025-08-20T14:00:00+07:00' },
];

export const PENGUMUMAN_PANJANG = [
  {
    judul:
      'Pemberitahuan Perubahan Jadwal Perkuliahan dan Pelaksanaan Ujian Akhir Semester bagi Seluruh Mahasiswa Program Sarjana dan Diploma Tahun Akademik 2025/2026',
    tanggalPublish: '2025-12-01T08:00:00+07:00',
  },
  ...PENGUMUMAN,
];

export const PESAN_CHAT = [
  {
    id: 'c1',
    nama: 'Dr. Budi Santoso, M.Kom.',
    isi: 'Silakan unggah tugas paling lambat hari Jumat pukul 23:59.',
    waktu: '2025-09-01T08:15:00+07:00',
  },
  {
    id: 'c2',
    nama: 'Siti Nurhaliza Putri',
    isi: 'Baik, Pak. Apakah format laporan boleh dalam bentuk PDF?',
    waktu: '2025-09-01T08:20:00+07:00',
    isSaya: true,
  },
  {
    id: 'c3',
    nama: 'Dr. Budi Santoso, M.Kom.',
    isi: 'Boleh, gunakan PDF dengan ukuran maksimal 10 MB.',
    waktu: '2025-09-01T08:31:00+07:00',
  },
];

export const PESAN_CHAT_PANJANG = [
  ...PESAN_CHAT,
  {
    id: 'c4',
    nama: 'Raden Ayu Sekar Kusumawardhani Purbaningrum',
    isi: 'Mohon izin bertanya, Pak. Untuk bagian analisis kebutuhan sistem, apakah kami perlu menyertakan diagram aliran data level nol sampai level dua beserta kamus datanya, atau cukup diagram konteks dan penjelasan naratif mengenai proses bisnis yang berjalan saat ini di bagian administrasi akademik?\nTerima kasih.',
    waktu: '2025-09-01T09:02:00+07:00',
  },
];

const dataUrl = (mime: string, isi: string) =>
  `data:${mime};charset=utf-8,${encodeURIComponent(isi)}`;

/** A small local document, so viewers and links need no network. */
export const DOKUMEN_URL = dataUrl(
  'text/html',
  '<!doctype html><html lang="id"><title>Dokumen</title><body style="font-family:sans-serif;margin:24px;color:#1f2937"><h1 style="font-size:20px">Modul 1: Pengantar Basis Data</h1><p>Basis data adalah kumpulan data yang saling berhubungan dan disimpan secara terstruktur.</p></body></html>',
);

export const BERKAS = [
  { name: 'Modul-1.pdf', url: DOKUMEN_URL, content_length: 1_532_000 },
  {
    name: 'Rencana Pembelajaran Semester Basis Data.docx',
    url: DOKUMEN_URL,
    content_length: 84_200,
  },
  { name: 'nilai-kuis.xlsx', url: DOKUMEN_URL, content_length: 12_400 },
  { name: 'slide-pertemuan-2.pptx', url: DOKUMEN_URL, content_length: 4_800_000 },
  { name: 'diagram-er.png', url: DOKUMEN_URL, content_length: 230_000 },
  { name: 'kode-sumber.zip', url: DOKUMEN_URL, content_length: 9_990_000 },
  { name: 'rekaman-kuliah.mp3', url: DOKUMEN_URL, content_length: 3_100_000 },
  { name: 'demo-aplikasi.mp4', url: DOKUMEN_URL, content_length: 1_250_000_000 },
  { name: 'catatan', url: DOKUMEN_URL, content_length: 0 },
];

/** One second of silence as an 8 kHz, 8-bit mono WAV data URL: a tiny local media file. */
function wavHening(detik = 1): string {
  const rate = 8000;
  const n = rate * detik;
  const bytes = new Uint8Array(44 + n);
  const view = new DataView(bytes.buffer);
  const tulis = (o: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(o + i, s.charCodeAt(i));
  };
  tulis(0, 'RIFF');
  view.setUint32(4, 36 + n, true);
  tulis(8, 'WAVE');
  tulis(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  tulis(36, 'data');
  view.setUint32(40, n, true);
  bytes.fill(128, 44);
  let biner = '';
  for (const b of bytes) biner += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(biner)}`;
}

export const AUDIO_URL = wavHening();

export const POSTER_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1f2937"/><circle cx="320" cy="180" r="48" fill="#3d52c4"/><path d="M305 155v50l42-25z" fill="#fff"/></svg>',
)}`;

export const CAPTIONS_URL = `data:text/vtt;charset=utf-8,${encodeURIComponent(
  'WEBVTT\n\n00:00.000 --> 00:01.000\nSelamat datang di pertemuan pertama.\n',
)}`;

/** A small primary-coloured square as a PNG data URL, as images pasted into the editor are stored. */
export const GAMBAR_PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOwDTpCEmIY1TCqYfhqAACyalMQUa2pMgAAAABJRU5ErkJggg==';

export const TEKS_PERTEMUAN_HTML = `<h2>Tujuan Pembelajaran</h2>
<p>Setelah pertemuan ini mahasiswa mampu <strong>menjelaskan</strong> konsep basis data relasional dan <em>merancang</em> diagram ER sederhana.</p>
<ol><li>Membaca modul 1</li><li>Mengerjakan kuis pendahuluan</li></ol>
<ul><li>Diskusi di forum</li><li>Mengunggah tugas</li></ul>
<p>Referensi: <a href="https://perpustakaan.kampus.example/basis-data">Perpustakaan Digital</a></p>
<table><thead><tr><th>Kegiatan</th><th>Durasi</th></tr></thead><tbody><tr><td>Ceramah</td><td>50 menit</td></tr><tr><td>Diskusi</td><td>50 menit</td></tr></tbody></table>
<p><img src="${GAMBAR_PNG_URL}" alt="Contoh diagram" width="48" height="48"></p>`;

export const TEKS_PERTEMUAN_BERBAHAYA = `<p>Teks aman</p><script>alert('x')</script><img src="x" onerror="alert('x')" alt="gambar rusak"><a href="javascript:alert('x')">tautan berbahaya</a><form><input value="x"></form>`;

/** Participants of one meeting (spec 3 'Student attendance row'); minimum progress 60%. */
export const KEHADIRAN_PESERTA: KehadiranMahasiswa[] = [
  {
    mahasiswa: mahasiswaKe(0),
    presensi: 'H',
    ada_presensi: true,
    is_hadir: true,
    progress: { overall: 0.855, fraction: '6/7' },
    updated_at: '2025-09-02T11:05:00+07:00',
    updated_by: { username: 'LMS:SYSTEM', name: 'Sistem LMS' },
  },
  {
    mahasiswa: mahasiswaKe(1),
    presensi: 'A',
    ada_presensi: true,
    is_hadir: false,
    progress: { overall: 0.3, fraction: '2/7' },
    updated_at: '2025-09-02T11:05:00+07:00',
    updated_by: { username: 'LMS:SYSTEM', name: 'Sistem LMS' },
  },
  {
    mahasiswa: mahasiswaKe(2),
    presensi: 'I',
    ada_presensi: true,
    is_hadir: false,
    presensi_label: 'Izin',
    progress: { overall: 0.1, fraction: '1/7' },
    updated_at: '2025-09-02T13:40:00+07:00',
    updated_by: { username: 'dosen.budi', name: 'Dr. Budi Santoso, M.Kom.' },
  },
  {
    mahasiswa: mahasiswaKe(3),
    presensi: null,
    ada_presensi: false,
    is_hadir: null,
    progress: { overall: 0.6, fraction: '4/7' },
    updated_at: null,
    updated_by: null,
  },
  {
    mahasiswa: mahasiswaKe(4),
    presensi: 'S',
    ada_presensi: true,
    is_hadir: false,
    progress: { overall: 0, fraction: '0/7' },
    updated_at: '2025-09-03T08:00:00+07:00',
    updated_by: { username: 'operator.prodi', name: 'Operator Prodi' },
  },
];

export const JENIS_PRESENSI_AKTIF = [
  { id: 'I', nama: 'Izin', is_active: true },
  { id: 'S', nama: 'Sakit', is_active: true },
];

export const KEHADIRAN_NAMA_PANJANG: KehadiranMahasiswa[] = [
  {
    ...KEHADIRAN_PESERTA[0]!,
    mahasiswa: MAHASISWA_NAMA_PANJANG,
    updated_by: {
      username: 'operator.fakultas.teknik',
      name: 'Operator Fakultas Teknik dan Ilmu Komputer Universitas Nusantara Mandiri',
    },
  },
  ...KEHADIRAN_PESERTA.slice(1, 3),
];

/** Own activity history (spec 3 'Activity log item'), 12 entries over fixed times. */
export const LOG_AKTIVITAS = Array.from({ length: 12 }, (_, i) => ({
  id: `log-${i + 1}`,
  detail: [
    'Login ke LMS',
    'Membuka materi "Pengantar Basis Data"',
    'Mengumpulkan tugas "Diagram ER"',
    'Mengerjakan kuis "Kuis 1"',
    'Mengubah kehadiran pertemuan 2',
    'Bergabung ke vidcon pertemuan 3',
  ][i % 6]!,
  waktu: `2025-09-0${1 + Math.floor(i / 4)}T${String(8 + (i % 4) * 2).padStart(2, '0')}:1${i % 10}:00+07:00`,
  ip_address: `10.12.${i % 3}.${20 + i}`,
  role: 'mahasiswa',
  operator: i === 4 ? { name: 'Operator Prodi', username: 'operator.prodi' } : null,
}));
