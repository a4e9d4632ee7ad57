import { bulatkan } from './angka';
import { cekBerurutan, type HasilCek, LOLOS } from './hasil';
import { dosenBolehUpdateKehadiran, validasiUbahKehadiranDosen } from './kehadiran';
import { labelValidasiDosen, pertemuanSudahDimulai } from './status';
import { keEpoch, type WaktuInput } from './waktu';

// Lecturer attendance per meeting (spec 2 'Attendance per meeting' lecturers section, 3 'Lecturer
// attendance row' and 'Settings', 4 'Editing allowed' and 'Lecturer attendance', 5 'Attendance'):
// which requirements of syarat_kehadiran_{online,offline}_dosen a lecturer meets, the validation
// label, and who may change a row when.

/** The requirement keys of syarat_kehadiran_*_dosen, in the tooltip's order (spec 3 'Settings'). */
export const SYARAT_KEHADIRAN_DOSEN = [
  'mulai_kuliah',
  'akhiri_kuliah',
  'presentase_kehadiran_kelas',
  'aktivitas_kuliah',
] as const;
export type KunciSyaratDosen = (typeof SYARAT_KEHADIRAN_DOSEN)[number];

/** One of the settings' syarat_kehadiran_online_dosen / syarat_kehadiran_offline_dosen. */
export interface SyaratKehadiranDosen {
  mulai_kuliah?: boolean | null;
  akhiri_kuliah?: boolean | null;
  presentase_kehadiran_kelas?: boolean | null;
  aktivitas_kuliah?: boolean | null;
  /** Online only: the class's minimum attendance percent. */
  presentase_kehadiran_kelas_persen?: number | null;
}

/** The tooltip's text when the operator set no requirement (spec 2 'Lecturers section'). */
export const TEKS_SYARAT_DOSEN_KOSONG = 'Syarat kehadiran dosen belum dikonfigurasi oleh operator';

/** Messages of the lecturer attendance calls beyond spec 5's two required-field messages. */
export const PESAN_KEHADIRAN_DOSEN = {
  pertemuanTidakAda: 'Pertemuan tidak ditemukan',
  bukanPengajar: 'Dosen bukan pengajar pada pertemuan ini',
  bukanDosenSendiri: 'Dosen hanya dapat mengubah kehadirannya sendiri',
  dosenBelumBoleh: 'Kehadiran dosen belum dapat diubah sebelum waktu presensi dosen dimulai',
  belumDimulai: 'Kehadiran dosen belum dapat diubah karena pertemuan belum dimulai',
  selesaiSebelumMulai: (nama: string) =>
    `Mengakhiri kuliah dosen ${nama} tidak boleh sebelum memulai kuliah`,
  berhasilUbah: 'Berhasil mengubah kehadiran dosen',
} as const;

/** The online requirements serve online and mixed meetings; offline ones offline meetings. */
export function syaratDosenUntuk(
  pengaturanKelas:
    | {
        syarat_kehadiran_online_dosen?: SyaratKehadiranDosen | null;
        syarat_kehadiran_offline_dosen?: SyaratKehadiranDosen | null;
      }
    | null
    | undefined,
  jenisPertemuan: string | null | undefined,
): SyaratKehadiranDosen | null {
  const s =
    jenisPertemuan === 'offline'
      ? pengaturanKelas?.syarat_kehadiran_offline_dosen
      : pengaturanKelas?.syarat_kehadiran_online_dosen;
  return s ?? null;
}

/** The tooltip's list: each requirement turned on, with its label; empty when none is. */
export function daftarSyaratDosen(
  syarat: SyaratKehadiranDosen | null | undefined,
): { kunci: KunciSyaratDosen; label: string }[] {
  if (!syarat) return [];
  return SYARAT_KEHADIRAN_DOSEN.filter((k) => syarat[k] === true).map((kunci) => ({
    kunci,
    label: labelSyarat(kunci, syarat),
  }));
}

function labelSyarat(kunci: KunciSyaratDosen, syarat: SyaratKehadiranDosen): string {
  switch (kunci) {
    case 'mulai_kuliah':
      return 'Memulai kuliah';
    case 'akhiri_kuliah':
      return 'Mengakhiri kuliah';
    case 'presentase_kehadiran_kelas':
      return typeof syarat.presentase_kehadiran_kelas_persen === 'number'
        ? `Persentase kehadiran kelas minimal ${syarat.presentase_kehadiran_kelas_persen}%`
        : 'Mengisi kehadiran kelas';
    case 'aktivitas_kuliah':
      return 'Melakukan aktivitas kuliah';
  }
}

/** What the requirements are judged on; the caller passes the clock (never read here). */
export interface FaktaKehadiranDosen {
  /** The lecture start and end recorded for the lecturer (or the meeting's when none). */
  mulai_kuliah: WaktuInput | null | undefined;
  selesai_kuliah: WaktuInput | null | undefined;
  /** The meeting's scheduled end. */
  waktu_selesai: WaktuInput | null | undefined;
  /** The class's attendance percent (0..100) of the meeting; null when none is known. */
  persentase_kehadiran_kelas: number | null;
  /** The lecturer's own activity events in the meeting. */
  jumlah_aktivitas: number;
}

export interface HasilSyaratDosen {
  kunci: KunciSyaratDosen;
  label: string;
  terpenuhi: boolean;
  /** Why it is or is not met, for the tooltip. */
  alasan: string;
}

/**
 * Each requirement turned on in the settings, met or not with its reason (spec 2 tooltip, 3
 * 'Settings'): the lecture started (before the meeting's scheduled end), ended (not before it
 * started), the class attendance percent reached the minimum (offline, without a minimum: some
 * student is recorded present), and the lecturer did something in the meeting.
 */
export function evaluasiSyaratKehadiranDosen(
  syarat: SyaratKehadiranDosen | null | undefined,
  fakta: FaktaKehadiranDosen,
): HasilSyaratDosen[] {
  if (!syarat) return [];
  const mulai = keEpoch(fakta.mulai_kuliah);
  const selesai = keEpoch(fakta.selesai_kuliah);
  const akhirJadwal = keEpoch(fakta.waktu_selesai);
  const hasil = (kunci: KunciSyaratDosen, terpenuhi: boolean, alasan: string) => ({
    kunci,
    label: labelSyarat(kunci, syarat),
    terpenuhi,
    alasan,
  });
  return daftarSyaratDosen(syarat).map(({ kunci }): HasilSyaratDosen => {
    switch (kunci) {
      case 'mulai_kuliah':
        if (mulai === null) return hasil(kunci, false, 'Kuliah belum dimulai');
        if (akhirJadwal !== null && mulai > akhirJadwal) {
          return hasil(kunci, false, 'Kuliah dimulai setelah jadwal pertemuan berakhir');
        }
        return hasil(kunci, true, 'Kuliah sudah dimulai');
      case 'akhiri_kuliah':
        if (selesai === null) return hasil(kunci, false, 'Kuliah belum diakhiri');
        if (mulai !== null && selesai < mulai) {
          return hasil(kunci, false, 'Kuliah diakhiri sebelum dimulai');
        }
        return hasil(kunci, true, 'Kuliah sudah diakhiri');
      case 'presentase_kehadiran_kelas': {
        const p = fakta.persentase_kehadiran_kelas;
        const minimal = syarat.presentase_kehadiran_kelas_persen;
        if (p === null || !Number.isFinite(p)) {
          return hasil(kunci, false, 'Kehadiran kelas belum tercatat');
        }
        const persen = bulatkan(p, 1);
        const teks = `${persen}%`;
        if (typeof minimal !== 'number') {
          return p > 0
            ? hasil(kunci, true, `Kehadiran kelas sudah diisi (${teks})`)
            : hasil(kunci, false, 'Belum ada mahasiswa yang tercatat hadir');
        }
        return persen >= minimal
          ? hasil(kunci, true, `Kehadiran kelas ${teks}, minimal ${minimal}%`)
          : hasil(kunci, false, `Kehadiran kelas ${teks}, kurang dari minimal ${minimal}%`);
      }
      default: // aktivitas_kuliah
        return fakta.jumlah_aktivitas > 0
          ? hasil(kunci, true, `${fakta.jumlah_aktivitas} aktivitas dosen pada pertemuan ini`)
          : hasil(kunci, false, 'Belum ada aktivitas dosen pada pertemuan ini');
    }
  });
}

/** Every requirement turned on is met (true with none turned on). */
export function memenuhiSyaratDosen(hasil: readonly HasilSyaratDosen[]): boolean {
  return hasil.every((h) => h.terpenuhi);
}

/**
 * The class's attendance percent of a meeting: the average progress for an online (or mixed)
 * meeting once known, else attendees out of participants; null without participants.
 */
export function persentaseKehadiranKelas(p: {
  jenis: string | null | undefined;
  progress_peserta: number | null | undefined;
  peserta_hadir: number | null | undefined;
  jumlah_peserta: number | null | undefined;
}): number | null {
  if (p.jenis !== 'offline' && typeof p.progress_peserta === 'number') {
    return bulatkan(p.progress_peserta * 100, 1);
  }
  if (!p.jumlah_peserta || p.jumlah_peserta <= 0) return null;
  return bulatkan(((p.peserta_hadir ?? 0) / p.jumlah_peserta) * 100, 1);
}

/** 'Sudah Divalidasi' or 'Belum Divalidasi' when validation is on; null when it is off. */
export function statusValidasiDosen(
  baris: { ada_presensi?: boolean | null; is_valid?: boolean | null },
  validasiAktif: boolean,
): string | null {
  if (!validasiAktif || !baris.ada_presensi) return null;
  return labelValidasiDosen(baris.is_valid === true);
}

/**
 * Who may change one lecturer's attendance of a meeting now (spec 4 'Editing allowed', 'Lecturer
 * attendance'). The route's permission rule already kept students and operators without write
 * out; here: a lecturer only their own row, once it has a lecture start or now passes the start
 * plus tampil_tombol_presensi_dosen.mulai minutes; an operator once the meeting started.
 */
export function izinUbahKehadiranDosen(args: {
  role: string;
  /** The row is the caller's own (a lecturer changing their own attendance). */
  milikSendiri: boolean;
  pertemuan: {
    status?: string | null;
    waktu_mulai?: WaktuInput | null;
    mulai_kuliah?: WaktuInput | null;
  };
  sekarang: WaktuInput;
  menitTampilTombol: number | null | undefined;
}): HasilCek {
  const { pertemuan, sekarang } = args;
  if (args.role === 'dosen') {
    return cekBerurutan([
      [!args.milikSendiri, PESAN_KEHADIRAN_DOSEN.bukanDosenSendiri],
      [
        !dosenBolehUpdateKehadiran(pertemuan, sekarang, args.menitTampilTombol),
        PESAN_KEHADIRAN_DOSEN.dosenBelumBoleh,
      ],
    ]);
  }
  const mulai = keEpoch(pertemuan.waktu_mulai);
  const kini = keEpoch(sekarang);
  const dimulai =
    pertemuanSudahDimulai(pertemuan.status) ||
    keEpoch(pertemuan.mulai_kuliah) !== null ||
    (mulai !== null && kini !== null && kini >= mulai);
  return dimulai ? LOLOS : { ok: false, pesan: PESAN_KEHADIRAN_DOSEN.belumDimulai };
}

/**
 * A lecturer's attendance as saved (spec 5 'Attendance'): when present, start then end are
 * required with the lecturer's name, and the end is not before the start; absent clears both.
 */
export function validasiSimpanKehadiranDosen(baris: {
  nama: string;
  is_hadir: boolean;
  mulai_kuliah?: WaktuInput | null;
  selesai_kuliah?: WaktuInput | null;
}): HasilCek {
  if (!baris.is_hadir) return LOLOS;
  const wajib = validasiUbahKehadiranDosen([
    {
      nama: baris.nama,
      is_hadir: true,
      mulai_kuliah: baris.mulai_kuliah ?? null,
      selesai_kuliah: baris.selesai_kuliah ?? null,
    },
  ]);
  if (!wajib.ok) return wajib;
  const mulai = keEpoch(baris.mulai_kuliah);
  const selesai = keEpoch(baris.selesai_kuliah);
  return cekBerurutan([
    [
      mulai !== null && selesai !== null && selesai < mulai,
      PESAN_KEHADIRAN_DOSEN.selesaiSebelumMulai(baris.nama),
    ],
  ]);
}
