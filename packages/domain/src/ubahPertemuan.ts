import type { Role } from './akses';
import { formatIsoOffset, formatTanggalIso } from './formatWaktu';
import { type GalatForm, gagal, type HasilCek, isKosong, LOLOS } from './hasil';
import { PARAMETER_KEHADIRAN, type ParameterKehadiran } from './kehadiran';
import {
  adaBentrokMemblokir,
  type HasilCekBentrok,
  type JenisPertemuan,
  MAKS_DESKRIPSI_PERTEMUAN,
  PESAN_PERTEMUAN,
  type Sesi,
} from './pertemuan';
import {
  bagianWaktu,
  DEFAULT_ZONA_WAKTU,
  gabungTanggalJam,
  tanggalLengkap,
  type WaktuInput,
} from './waktu';

// The meeting edit form (spec 4 'Meeting edit', 5 'Meeting edit'): its state, the session and
// schedule check, validation, the save and conflict-check bodies, and the form of a stored meeting.

const dua = (n: number) => String(n).padStart(2, '0');

export interface FormPertemuan {
  judul: string;
  deskripsi: string;
  kategori: string | null;
  jenis: JenisPertemuan | '' | null;
  id_sesi: string | null;
  /** 'YYYY-MM-DD' in the class timezone. */
  tanggal: string | null;
  /** 'HH:mm' or 'HH:mm:ss' on `tanggal`. */
  jam_mulai: string | null;
  jam_selesai: string | null;
  id_ruangan: string | null;
  pengajar: string[];
  parameter_kehadiran: Record<ParameterKehadiran, boolean>;
}

export interface KeadaanEditPertemuan {
  awal: FormPertemuan;
  form: FormPertemuan;
  /** The last conflict check, cleared by any change (spec 4). */
  hasilCek: HasilCekBentrok | null;
}

export function keadaanEditPertemuan(form: FormPertemuan): KeadaanEditPertemuan {
  return { awal: form, form, hasilCek: null };
}

const semuaParameterMati = (): Record<ParameterKehadiran, boolean> =>
  Object.fromEntries(PARAMETER_KEHADIRAN.map((p) => [p, false])) as Record<
    ParameterKehadiran,
    boolean
  >;

/**
 * Any form change clears the previous conflict result; switching to online clears the room,
 * switching to offline resets every attendance parameter to false (spec 4).
 */
export function ubahFormPertemuan(
  keadaan: KeadaanEditPertemuan,
  perubahan: Partial<FormPertemuan>,
): KeadaanEditPertemuan {
  const form = { ...keadaan.form, ...perubahan };
  if (perubahan.jenis === 'online') form.id_ruangan = null;
  if (perubahan.jenis === 'offline') form.parameter_kehadiran = semuaParameterMati();
  return { ...keadaan, form, hasilCek: null };
}

/** Choosing a session sets the times to the session hours (spec 5). */
export function pilihSesi(keadaan: KeadaanEditPertemuan, sesi: Sesi): KeadaanEditPertemuan {
  return ubahFormPertemuan(keadaan, {
    id_sesi: sesi.id,
    jam_mulai: sesi.jam_mulai,
    jam_selesai: sesi.jam_selesai,
  });
}

export function simpanHasilCek(
  keadaan: KeadaanEditPertemuan,
  hasilCek: HasilCekBentrok,
): KeadaanEditPertemuan {
  return { ...keadaan, hasilCek };
}

const detik = (jam: string) => (jam.length === 5 ? `${jam}:00` : jam);

/** The start time must be inside the chosen session (spec 5). */
export function jamDalamSesi(jam: string, sesi: Pick<Sesi, 'jam_mulai' | 'jam_selesai'>): boolean {
  const j = detik(jam);
  return j >= detik(sesi.jam_mulai) && j <= detik(sesi.jam_selesai);
}

export function adaPerubahan(keadaan: KeadaanEditPertemuan): boolean {
  return JSON.stringify(keadaan.form) !== JSON.stringify(keadaan.awal);
}

/**
 * Save is allowed only after changes; when the schedule is editable it must have been checked
 * with no blocking conflict (spec 4). The message is the submit tooltip (spec 5).
 */
export function bolehSimpanPertemuan(
  keadaan: KeadaanEditPertemuan,
  jadwalBisaDiubah: boolean,
): HasilCek {
  if (!adaPerubahan(keadaan)) return gagal(PESAN_PERTEMUAN.tidakAdaPerubahan);
  if (jadwalBisaDiubah && (keadaan.hasilCek === null || adaBentrokMemblokir(keadaan.hasilCek))) {
    return gagal(PESAN_PERTEMUAN.cekJadwal);
  }
  return LOLOS;
}

/** 'Cek Jadwal' needs session, start, end, description, title, type, a teacher and (offline) a room. */
export function bisaCekJadwal(form: FormPertemuan): boolean {
  return (
    !isKosong(form.id_sesi) &&
    !isKosong(form.jam_mulai) &&
    !isKosong(form.jam_selesai) &&
    !isKosong(form.deskripsi) &&
    !isKosong(form.judul) &&
    !isKosong(form.jenis) &&
    form.pengajar.length > 0 &&
    (form.jenis !== 'offline' || !isKosong(form.id_ruangan))
  );
}

/** An empty type becomes online, an empty category kuliah, and the category is lowercased. */
export function normalisasiPertemuan(form: FormPertemuan): FormPertemuan {
  const kategori = (form.kategori ?? '').trim().toLowerCase();
  return { ...form, jenis: form.jenis || 'online', kategori: kategori || 'kuliah' };
}

/** Whether the schedule may change, from ubah_jadwal_pertemuan.{online,offline}.is_allowed. */
export function jadwalBisaDiubah(
  pengaturan:
    | { online?: { is_allowed?: boolean | null }; offline?: { is_allowed?: boolean | null } }
    | null
    | undefined,
  jenis: string | null | undefined,
): boolean {
  const kunci = jenis === 'online' ? 'online' : 'offline';
  return pengaturan?.[kunci]?.is_allowed === true;
}

/** Attendance parameters show only for online meetings and not for lecturer accounts (spec 5). */
export function parameterKehadiranTampil(jenis: string | null | undefined, role: Role): boolean {
  return jenis === 'online' && role !== 'dosen';
}

export type FieldPertemuan =
  | 'judul'
  | 'deskripsi'
  | 'tanggal'
  | 'id_sesi'
  | 'jam_mulai'
  | 'jam_selesai'
  | 'pengajar'
  | 'id_ruangan';

/**
 * Meeting edit checks (spec 5): title and description (max 300); with an editable schedule also
 * date, session, times, a teacher and, offline, a room; start inside the session, end after start
 * and no later than 23:59:59 of the same day. Any error also raises the toast.
 */
export function validasiPertemuan(
  form: FormPertemuan,
  opsi: { jadwalBisaDiubah: boolean; sesi?: Sesi | null },
): { galat: GalatForm<FieldPertemuan>; toast: string | null } {
  const galat: GalatForm<FieldPertemuan> = {};
  if (isKosong(form.judul)) galat.judul = PESAN_PERTEMUAN.judul;
  if (isKosong(form.deskripsi)) galat.deskripsi = PESAN_PERTEMUAN.deskripsi;
  else if (form.deskripsi.length > MAKS_DESKRIPSI_PERTEMUAN) {
    galat.deskripsi = PESAN_PERTEMUAN.deskripsiMaks;
  }
  if (opsi.jadwalBisaDiubah) {
    if (!tanggalLengkap(form.tanggal)) galat.tanggal = PESAN_PERTEMUAN.tanggal;
    if (isKosong(form.id_sesi)) galat.id_sesi = PESAN_PERTEMUAN.sesi;
    if (isKosong(form.jam_mulai)) galat.jam_mulai = PESAN_PERTEMUAN.waktu;
    else if (opsi.sesi && !jamDalamSesi(form.jam_mulai as string, opsi.sesi)) {
      galat.jam_mulai = PESAN_PERTEMUAN.mulaiDiLuarSesi;
    }
    if (isKosong(form.jam_selesai)) galat.jam_selesai = PESAN_PERTEMUAN.waktu;
    else if (form.jam_mulai && detik(form.jam_selesai as string) < detik(form.jam_mulai)) {
      galat.jam_selesai = PESAN_PERTEMUAN.selesaiSebelumMulai;
    }
    if (form.pengajar.length === 0) galat.pengajar = PESAN_PERTEMUAN.pengajar;
    if (form.jenis === 'offline' && isKosong(form.id_ruangan)) {
      galat.id_ruangan = PESAN_PERTEMUAN.ruangan;
    }
  }
  const ada = Object.keys(galat).length > 0;
  return { galat, toast: ada ? PESAN_PERTEMUAN.belumLengkap : null };
}

/**
 * The save payload, normalised (spec 4); online meetings carry no room, offline ones no
 * attendance parameters; schedule fields are omitted when the schedule is not editable (spec 5).
 */
export function payloadPertemuan(
  form: FormPertemuan,
  opsi: { jadwalBisaDiubah: boolean; tz?: string },
) {
  const f = normalisasiPertemuan(form);
  const tz = opsi.tz ?? DEFAULT_ZONA_WAKTU;
  const dasar = {
    judul: f.judul.trim(),
    deskripsi: f.deskripsi,
    kategori: f.kategori as string,
    jenis: f.jenis as JenisPertemuan,
    parameter_kehadiran:
      f.jenis === 'offline' ? semuaParameterMati() : { ...f.parameter_kehadiran },
  };
  if (!opsi.jadwalBisaDiubah) return dasar;
  return {
    ...dasar,
    id_sesi: f.id_sesi,
    waktu_mulai: formatIsoOffset(gabungTanggalJam(f.tanggal, f.jam_mulai, tz), tz),
    waktu_selesai: formatIsoOffset(gabungTanggalJam(f.tanggal, f.jam_selesai, tz), tz),
    id_ruangan: f.jenis === 'online' ? null : f.id_ruangan,
    pengajar: [...f.pengajar],
  };
}

/** Body of the conflict check: the meeting form, the class id and the start and end (spec 7). */
export function payloadCekBentrok(
  form: FormPertemuan,
  idKelasKuliah: string,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  return {
    ...payloadPertemuan(form, { jadwalBisaDiubah: true, tz }),
    id_kelas_kuliah: idKelasKuliah,
  };
}

/** A stored meeting as the edit form's starting values, times in the class zone (spec 2). */
export function formPertemuanDari(
  p: {
    judul: string;
    deskripsi: string;
    kategori: string | null;
    jenis: JenisPertemuan | null;
    id_sesi: string | null;
    waktu_mulai: WaktuInput | null;
    waktu_selesai: WaktuInput | null;
    id_ruangan: string | null;
    pengajar_kelas: readonly { id: string; is_pengajar: boolean }[];
    parameter_kehadiran: Partial<Record<ParameterKehadiran, boolean | null>> | null;
  },
  tz: string = DEFAULT_ZONA_WAKTU,
): FormPertemuan {
  const jam = (w: WaktuInput | null) => {
    const b = bagianWaktu(w, tz);
    return b ? `${dua(b.jam)}:${dua(b.menit)}:${dua(b.detik)}` : null;
  };
  return {
    judul: p.judul,
    deskripsi: p.deskripsi,
    kategori: p.kategori,
    jenis: p.jenis,
    id_sesi: p.id_sesi,
    tanggal: formatTanggalIso(p.waktu_mulai, tz),
    jam_mulai: jam(p.waktu_mulai),
    jam_selesai: jam(p.waktu_selesai),
    id_ruangan: p.id_ruangan,
    pengajar: p.pengajar_kelas.filter((g) => g.is_pengajar).map((g) => g.id),
    parameter_kehadiran: Object.fromEntries(
      PARAMETER_KEHADIRAN.map((k) => [k, Boolean(p.parameter_kehadiran?.[k])]),
    ) as Record<ParameterKehadiran, boolean>,
  };
}

/** True when start and end fall on the same day in the zone (the end goes up to 23:59:59). */
export function selesaiHariYangSama(
  mulai: WaktuInput | null | undefined,
  selesai: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): boolean {
  const a = formatTanggalIso(mulai, tz);
  return a !== null && a === formatTanggalIso(selesai, tz);
}
