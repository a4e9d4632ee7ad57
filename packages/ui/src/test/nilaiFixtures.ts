import type { BarisPratinjauNilaiSikad } from '@kampus/domain';
import type { KelasRekapNilai } from '../views/nilai/KepalaRekapNilai';
import type { AktivitasSikad } from '../views/nilai/PengaturanNilaiSikadModal';
import { REKAP_NILAI } from './lmsFixtures';

/** The class of the grade recap header (spec 2 'Grade recap'). */
export const KELAS_REKAP_NILAI: KelasRekapNilai = {
  periode: 20251,
  mata_kuliah: { kode: 'IF201', nama: 'Struktur Data' },
  kelas: { nama: 'A', jenis: { nama: 'Reguler' } },
  kampus: { nama: 'Kampus Depok' },
  mode_kuliah: 'campuran',
};

export const KELAS_REKAP_NILAI_PANJANG: KelasRekapNilai = {
  periode: 20252,
  mata_kuliah: {
    kode: 'IF4099',
    nama: 'Topik Khusus Rekayasa Perangkat Lunak Berbasis Kecerdasan Artifisial dan Sistem Terdistribusi',
  },
  kelas: { nama: 'Internasional B', jenis: { nama: 'Kelas Karyawan Akhir Pekan' } },
  kampus: { nama: 'Kampus Salemba - Gedung Pascasarjana Lantai 4' },
  mode_kuliah: null,
};

/** Every activity of REKAP_NILAI, as the component dropdown lists them. */
export const AKTIVITAS_SIKAD: AktivitasSikad[] = REKAP_NILAI.header_aktivitas.map((h) => ({
  id: h.aktivitas.id,
  label: h.aktivitas.label,
  jenis: h.aktivitas.jenis,
  label_pertemuan: h.label_pertemuan,
}));

/** The 'Tugas' component's linked activities. */
export const KOMPONEN_TUGAS = { id: 'k-tugas', label: 'Tugas' };
export const TERHUBUNG_TUGAS: AktivitasSikad[] = AKTIVITAS_SIKAD.filter(
  (a) => a.jenis === 'tugas',
).slice(0, 3);

const NAMA = [
  'Adi Nugroho',
  'Budi Santoso',
  'Citra Lestari',
  'Dewi Anggraini',
  'Eko Prasetyo',
  'Fitri Handayani',
];

/** A preview: 6 students x 2 components; some scores changed, one changed in SIKAD. */
export const PRATINJAU_SIKAD: BarisPratinjauNilaiSikad[] = NAMA.flatMap((nama, i) =>
  ['Tugas', 'UTS'].map((komponen, j) => {
    const berubah = (i + j) % 3 === 0;
    const lama = 70 + i * 3 + j;
    return {
      nim: `20231000${String(i + 1).padStart(2, '0')}`,
      nama,
      komponen: { id: `k-${komponen.toLowerCase()}`, label: komponen },
      nilai_lama: i === 5 && j === 1 ? null : lama,
      nilai_baru: berubah ? lama + 4.5 : lama,
      berubah,
      update_by_sikad: i === 3 && j === 0,
    };
  }),
);

/** Nothing to send: every score already equals SIKAD's. */
export const PRATINJAU_SIKAD_SAMA: BarisPratinjauNilaiSikad[] = PRATINJAU_SIKAD.map((b) => ({
  ...b,
  nilai_baru: b.nilai_lama,
  berubah: false,
  update_by_sikad: false,
}));
