import { bulatkan } from './angka';
import {
  AKUN_SISTEM,
  type KodePresensi,
  modeKehadiran,
  PARAMETER_KEHADIRAN,
  type ParameterKehadiran,
} from './kehadiran';
import type { JenisAktivitas } from './pertemuan';

// The presence engine of one student in one meeting (issue 25; spec 3 'Student attendance row',
// 4 'Progress bar colour'): the progress 0..1 from the meeting's parameter_kehadiran and what the
// student did, with a reason per activity, and the mark it gives unless a person set one.

/** Which activities each attendance criterion counts. */
export const JENIS_PARAMETER_KEHADIRAN = {
  hadir_vidcon: 'vidcon',
  kerjakan_kuis_ujian: 'ujian',
  kerjakan_tugas: 'tugas',
  posting_forum: 'forum',
  unduh_materi: 'materi',
} as const satisfies Record<ParameterKehadiran, JenisAktivitas>;

/** An activity of the meeting as the engine needs it. */
export interface AktivitasKehadiran {
  id: string;
  jenis: JenisAktivitas;
  judul: string;
  /** Materials: only those with the attendance requirement (is_syarat_hadir) count. */
  syarat_hadir?: boolean | null;
  /** Forums: posts needed (minimal_post, default 1). */
  minimal_post?: number | null;
}

/** One activity event of the student (platform/aktivitas): aksi and its small facts. */
export interface FaktaKehadiran {
  jenis: string;
  id_aktivitas: string;
  aksi: string;
  data?: Record<string, unknown> | null;
}

export interface DetailKehadiran {
  id_aktivitas: string | null;
  jenis: JenisAktivitas;
  judul: string;
  /** Share of the progress this activity carries (0..1; 0 for an empty criterion). */
  weight: number;
  is_hadir: boolean;
  /** A flagged criterion with no activity in the meeting: it carries no weight. */
  empty_activity: boolean;
  /** Why the activity counts or not, to show the student and the lecturer. */
  alasan: string;
}

export interface ProgresKehadiran {
  /** 0..1, the sum of the weights of the activities done. */
  overall: number;
  /** Activities done out of those counted, e.g. '2/3'. */
  fraction: string;
  detail: DetailKehadiran[];
}

export const ALASAN_KEHADIRAN = {
  vidconHadir: 'Bergabung di vidcon tepat waktu',
  vidconTerlambat: 'Bergabung di vidcon terlambat',
  vidconBelum: 'Belum bergabung di vidcon',
  ujianHadir: 'Sudah mengumpulkan kuis/ujian',
  ujianBelum: 'Belum mengumpulkan kuis/ujian',
  tugasHadir: 'Sudah mengumpulkan tugas',
  tugasBelum: 'Belum mengumpulkan tugas',
  materiHadir: 'Sudah memenuhi syarat hadir materi',
  materiBelum: 'Belum memenuhi syarat hadir materi',
  kosong: 'Tidak ada aktivitas ini di pertemuan',
} as const;

export const JUDUL_AKTIVITAS_KOSONG = {
  vidcon: 'Vidcon',
  ujian: 'Kuis/Ujian',
  tugas: 'Tugas',
  forum: 'Forum Diskusi',
  materi: 'Materi Kuliah',
} as const satisfies Record<JenisAktivitas, string>;

function alasanForum(jumlah: number, minimal: number) {
  return jumlah >= minimal
    ? `Sudah memposting ${jumlah} dari minimal ${minimal} posting di forum`
    : `Baru ${jumlah} dari minimal ${minimal} posting di forum`;
}

/** Whether the student's facts meet one activity, and why. */
function nilaiAktivitas(
  a: AktivitasKehadiran,
  fakta: readonly FaktaKehadiran[],
): { is_hadir: boolean; alasan: string } {
  const milik = fakta.filter((f) => f.jenis === a.jenis && f.id_aktivitas === a.id);
  const ada = (aksi: string) => milik.some((f) => f.aksi === aksi);
  switch (a.jenis) {
    case 'vidcon': {
      const gabung = milik.filter((f) => f.aksi === 'gabung');
      if (gabung.some((f) => f.data?.terlambat !== true))
        return { is_hadir: true, alasan: ALASAN_KEHADIRAN.vidconHadir };
      return {
        is_hadir: false,
        alasan: gabung.length ? ALASAN_KEHADIRAN.vidconTerlambat : ALASAN_KEHADIRAN.vidconBelum,
      };
    }
    case 'ujian':
      return ada('kumpul')
        ? { is_hadir: true, alasan: ALASAN_KEHADIRAN.ujianHadir }
        : { is_hadir: false, alasan: ALASAN_KEHADIRAN.ujianBelum };
    case 'tugas':
      return ada('kumpul')
        ? { is_hadir: true, alasan: ALASAN_KEHADIRAN.tugasHadir }
        : { is_hadir: false, alasan: ALASAN_KEHADIRAN.tugasBelum };
    case 'materi':
      return ada('hadir')
        ? { is_hadir: true, alasan: ALASAN_KEHADIRAN.materiHadir }
        : { is_hadir: false, alasan: ALASAN_KEHADIRAN.materiBelum };
    case 'forum': {
      const posting = milik.filter((f) => f.aksi === 'posting').length;
      const hapus = milik.filter((f) => f.aksi === 'hapus_posting').length;
      const jumlah = Math.max(0, posting - hapus);
      const minimal = Math.max(1, a.minimal_post ?? 1);
      return { is_hadir: jumlah >= minimal, alasan: alasanForum(jumlah, minimal) };
    }
  }
}

/**
 * A student's progress in one meeting. Each flagged criterion carries an equal share, split
 * evenly among its activities (materials only with the attendance requirement); a flagged
 * criterion without activities shows as empty_activity and carries nothing. Not online or no
 * criterion flagged: no progress (manual presence, spec 4).
 */
export function hitungProgresKehadiran(masukan: {
  pertemuan: {
    jenis?: string | null;
    parameter_kehadiran?: Partial<Record<ParameterKehadiran, boolean | null>> | null;
  };
  aktivitas: readonly AktivitasKehadiran[];
  fakta: readonly FaktaKehadiran[];
}): ProgresKehadiran {
  const { pertemuan, aktivitas, fakta } = masukan;
  if (modeKehadiran(pertemuan) === 'manual') return { overall: 0, fraction: '0/0', detail: [] };
  const kriteria = PARAMETER_KEHADIRAN.filter((k) => pertemuan.parameter_kehadiran?.[k] === true);
  const perKriteria = kriteria.map((k) => {
    const jenis = JENIS_PARAMETER_KEHADIRAN[k];
    const daftar = aktivitas.filter(
      (a) => a.jenis === jenis && (jenis !== 'materi' || a.syarat_hadir === true),
    );
    return { jenis, daftar };
  });
  const terisi = perKriteria.filter((k) => k.daftar.length > 0).length;
  const detail: DetailKehadiran[] = [];
  for (const { jenis, daftar } of perKriteria) {
    if (daftar.length === 0) {
      detail.push({
        id_aktivitas: null,
        jenis,
        judul: JUDUL_AKTIVITAS_KOSONG[jenis],
        weight: 0,
        is_hadir: false,
        empty_activity: true,
        alasan: ALASAN_KEHADIRAN.kosong,
      });
      continue;
    }
    const weight = 1 / terisi / daftar.length;
    for (const a of daftar) {
      detail.push({
        id_aktivitas: a.id,
        jenis,
        judul: a.judul,
        weight: bulatkan(weight, 6),
        empty_activity: false,
        ...nilaiAktivitas(a, fakta),
      });
    }
  }
  const dihitung = detail.filter((d) => !d.empty_activity);
  const selesai = dihitung.filter((d) => d.is_hadir);
  const overall = Math.min(
    1,
    bulatkan(
      selesai.reduce((j, d) => j + d.weight, 0),
      4,
    ),
  );
  return { overall, fraction: `${selesai.length}/${dihitung.length}`, detail };
}

/** Present (H) when the progress is at or above the settings' minimum percent, else absent. */
export function presensiOtomatis(overall: number, minimalPersen: number): KodePresensi {
  return bulatkan(overall * 100, 6) >= minimalPersen ? 'H' : 'A';
}

/** A mark set by a person (not the system account): it overrides the computed one (spec 4). */
export function isPresensiManual(updatedBy: string | null | undefined): boolean {
  return !!updatedBy && updatedBy !== AKUN_SISTEM;
}

/**
 * The mark of a row: a manual one stays as it is; otherwise the computed one. `is_hadir` is
 * true only for H.
 */
export function putusanPresensi(
  progres: Pick<ProgresKehadiran, 'overall'>,
  minimalPersen: number,
  manual: { presensi: KodePresensi } | null,
): { presensi: KodePresensi; is_hadir: boolean; manual: boolean } {
  const presensi = manual?.presensi ?? presensiOtomatis(progres.overall, minimalPersen);
  return { presensi, is_hadir: presensi === 'H', manual: manual !== null };
}
