import type { TipeFile } from './berkas';
import { formatIsoOffset } from './formatWaktu';
import { type GalatForm, gagal, type HasilCek, isKosong, LOLOS } from './hasil';
import { aturanSyaratHadir } from './syaratMateri';
import { PESAN_WAJIB_PICKER } from './umum';
import type { BerkasUnggah } from './unggah';
import { DEFAULT_ZONA_WAKTU, keEpoch, type WaktuInput } from './waktu';

// Materials: types, form checks, display and deadline rules, presence (spec 2 'Materials', 3, 4, 5).

export const JENIS_MATERI = [
  'buku_ajar',
  'diktat',
  'modul',
  'petunjuk_praktikum',
  'model',
  'alat_bantu',
  'audio_visual',
  'naskah_tutorial',
] as const;
export type JenisMateri = (typeof JENIS_MATERI)[number];

export const LABEL_JENIS_MATERI = {
  buku_ajar: 'Buku Ajar',
  diktat: 'Diktat',
  modul: 'Modul',
  petunjuk_praktikum: 'Petunjuk Praktikum',
  model: 'Model',
  alat_bantu: 'Alat Bantu',
  audio_visual: 'Audio Visual',
  naskah_tutorial: 'Naskah Tutorial',
} as const satisfies Record<JenisMateri, string>;

export const STATUS_UNDUH = ['belum_terpenuhi', 'terpenuhi'] as const;
export type StatusUnduh = (typeof STATUS_UNDUH)[number];

/** Materials page by 10 (spec 9). */
export const MATERI_PER_HALAMAN = 10;

export interface FormMateri {
  pertemuan: string | null;
  judul: string;
  deskripsi: string;
  tipe_file: TipeFile | null;
  jenis_materi: JenisMateri | null;
  tampil_sekarang: boolean;
  waktu_mulai_tampil: WaktuInput | null;
  is_syarat_hadir: boolean | null;
  deadline: WaktuInput | null;
  berkas: BerkasUnggah | null;
  link: string;
}

export type FieldMateri =
  | 'pertemuan'
  | 'judul'
  | 'deskripsi'
  | 'tipe_file'
  | 'jenis_materi'
  | 'waktu_mulai_tampil'
  | 'berkas';

export const PESAN_MATERI = {
  belumLengkap: 'Pengisian Data Belum Lengkap!',
  pertemuan: 'Pertemuan wajib dipilih!',
  judul: 'Judul wajib diisi!',
  deskripsi: 'Deskripsi wajib diisi!',
  tipe: 'Tipe wajib dipilih!',
  jenis: 'Jenis wajib dipilih!',
  mulaiTampil: 'Tanggal & Jam Mulai Tampil wajib dipilih!',
  berkas: 'File wajib dipilih!',
  link: 'Link wajib diisi!',
  materiDipilih: 'Materi wajib dipilih!',
} as const;

export function formMateriAwal(
  pertemuan?: { id?: string | null; jenis?: string | null } | null,
  deadlineDefault: WaktuInput | null = null,
): FormMateri {
  return {
    pertemuan: pertemuan?.id ?? null,
    judul: '',
    deskripsi: '',
    tipe_file: null,
    jenis_materi: null,
    tampil_sekarang: true,
    waktu_mulai_tampil: null,
    is_syarat_hadir: pertemuan?.jenis === 'offline' ? null : false,
    deadline: deadlineDefault,
    berkas: null,
    link: '',
  };
}

/**
 * Material form (spec 5): the inline messages per field, and the toast 'Pengisian Data Belum
 * Lengkap!' when judul, tipe_file, deskripsi or jenis_materi is empty, show-later has no start, or
 * attendance is required without a deadline.
 */
export function validasiMateri(
  form: FormMateri,
  opsi: { operator: boolean; mode: 'tambah' | 'ubah' },
): { galat: GalatForm<FieldMateri | 'link'>; toast: string | null } {
  const galat: GalatForm<FieldMateri | 'link'> = {};
  if (opsi.operator && isKosong(form.pertemuan)) galat.pertemuan = PESAN_MATERI.pertemuan;
  if (isKosong(form.judul)) galat.judul = PESAN_MATERI.judul;
  if (isKosong(form.deskripsi)) galat.deskripsi = PESAN_MATERI.deskripsi;
  if (isKosong(form.tipe_file)) galat.tipe_file = PESAN_MATERI.tipe;
  if (isKosong(form.jenis_materi)) galat.jenis_materi = PESAN_MATERI.jenis;
  const tanpaMulai = !form.tampil_sekarang && keEpoch(form.waktu_mulai_tampil) === null;
  if (tanpaMulai) galat.waktu_mulai_tampil = PESAN_MATERI.mulaiTampil;
  if (form.tipe_file === 'url') {
    if (isKosong(form.link)) galat.link = PESAN_MATERI.link;
  } else if (form.tipe_file && opsi.mode === 'tambah' && !form.berkas) {
    galat.berkas = PESAN_MATERI.berkas;
  }
  const tanpaDeadline = form.is_syarat_hadir === true && keEpoch(form.deadline) === null;
  const belumLengkap =
    isKosong(form.judul) ||
    isKosong(form.tipe_file) ||
    isKosong(form.deskripsi) ||
    isKosong(form.jenis_materi) ||
    tanpaMulai ||
    tanpaDeadline;
  return { galat, toast: belumLengkap ? PESAN_MATERI.belumLengkap : null };
}

/** The copy tab needs at least one material (spec 5). */
export function validasiSalinMateri(idTerpilih: readonly string[]): HasilCek {
  return idTerpilih.length === 0 ? gagal(PESAN_MATERI.materiDipilih) : LOLOS;
}

/** The file input is disabled until a type is chosen; url uses a link field instead (spec 5). */
export function inputMateri(tipe: TipeFile | null | undefined): 'nonaktif' | 'link' | 'berkas' {
  if (!tipe) return 'nonaktif';
  return tipe === 'url' ? 'link' : 'berkas';
}

/** The display start cannot be in the past (spec 5). */
export function waktuMulaiTampilValid(waktu: WaktuInput | null | undefined, sekarang: WaktuInput) {
  const w = keEpoch(waktu);
  const kini = keEpoch(sekarang);
  return w !== null && kini !== null && w >= kini;
}

/**
 * The deadline must be later than the display time (now when shown now) and not past (spec 5).
 */
export function deadlineMateriValid(
  deadline: WaktuInput | null | undefined,
  tampil: { tampil_sekarang: boolean; waktu_mulai_tampil?: WaktuInput | null },
  sekarang: WaktuInput,
): boolean {
  const batas = keEpoch(deadline);
  const kini = keEpoch(sekarang);
  if (batas === null || kini === null) return false;
  const tampilPada = tampil.tampil_sekarang ? kini : keEpoch(tampil.waktu_mulai_tampil);
  return batas > (tampilPada ?? kini) && batas >= kini;
}

/** Copy table 'Pertemuan' column: the last character of the meeting id (spec 2). */
export function nomorPertemuanDariId(idPertemuan: string): string {
  return idPertemuan.slice(-1);
}

/** Copy table 'Pengunggah' column: the uploader's name lowercased (spec 2). */
export function namaPengunggah(createdBy: { name?: string | null } | null | undefined): string {
  return (createdBy?.name ?? '').toLowerCase();
}

/**
 * Material save fields (spec 7): the display start only when shown later, the attendance flag
 * null for offline meetings, the deadline only with the requirement, file only if new.
 */
export function payloadMateri(
  form: FormMateri,
  opsi: { jenisPertemuan?: string | null; tz?: string; berkasBaru?: boolean } = {},
) {
  const tz = opsi.tz ?? DEFAULT_ZONA_WAKTU;
  const offline = opsi.jenisPertemuan === 'offline';
  const syarat = offline ? null : form.is_syarat_hadir === true;
  return {
    judul: form.judul.trim(),
    tipe_file: form.tipe_file,
    deskripsi: form.deskripsi,
    jenis_materi: form.jenis_materi,
    tampil_sekarang: form.tampil_sekarang,
    waktu_mulai_tampil: form.tampil_sekarang ? null : formatIsoOffset(form.waktu_mulai_tampil, tz),
    is_syarat_hadir: syarat,
    deadline: syarat ? formatIsoOffset(form.deadline, tz) : null,
    id_pertemuan: form.pertemuan,
    ...(form.tipe_file === 'url' ? { file_url: form.link.trim() } : {}),
    ...(opsi.berkasBaru && form.berkas ? { file: form.berkas } : {}),
  };
}

/** Copy payload: id_pertemuan, list_id, is_syarat_hadir, display and deadline, type 'salin'. */
export function payloadSalinMateri(
  data: {
    pertemuan: string | null;
    list_id: string[];
    tampil_sekarang: boolean;
    waktu_mulai_tampil: WaktuInput | null;
    is_syarat_hadir: boolean | null;
    deadline: WaktuInput | null;
  },
  opsi: { jenisPertemuan?: string | null; tz?: string } = {},
) {
  const tz = opsi.tz ?? DEFAULT_ZONA_WAKTU;
  const syarat = opsi.jenisPertemuan === 'offline' ? null : data.is_syarat_hadir === true;
  return {
    id_pertemuan: data.pertemuan,
    list_id: [...data.list_id],
    is_syarat_hadir: syarat,
    tampil_sekarang: data.tampil_sekarang,
    waktu_mulai_tampil: data.tampil_sekarang ? null : formatIsoOffset(data.waktu_mulai_tampil, tz),
    deadline: syarat ? formatIsoOffset(data.deadline, tz) : null,
    type: 'salin' as const,
  };
}

/** A stored material as the edit form needs it (the API's Materi has these fields). */
export interface MateriTersimpan {
  id_pertemuan: string;
  judul: string;
  deskripsi: string;
  tipe_file: TipeFile;
  jenis_materi: JenisMateri;
  tampil_sekarang: boolean;
  waktu_mulai_tampil: string | null;
  is_syarat_hadir: boolean | null;
  deadline: string | null;
  file_url: string | null;
  pertemuan: { jenis: string };
}

/** Material type labels of the 'Tipe File' select (spec 3: ebook, video, audio, archive, url). */
export const LABEL_TIPE_FILE = {
  ebook: 'E-Book',
  video: 'Video',
  audio: 'Audio',
  archive: 'Arsip',
  url: 'URL',
} as const satisfies Record<TipeFile, string>;

/** Messages of the time rules of spec 5 ('cannot be in the past', 'later than the display'). */
export const PESAN_WAKTU_MATERI = {
  mulaiLampau: 'Tanggal & Jam Mulai Tampil tidak boleh kurang dari waktu sekarang!',
  deadline: 'Deadline harus setelah waktu mulai tampil dan tidak boleh lewat!',
  syaratOffline: 'Pertemuan offline tidak memiliki syarat kehadiran.',
  pilihTipe: 'Pilih Tipe File terlebih dahulu.',
} as const;

/** The edit form of a stored material: its fields, the link of a url material, no new file. */
export function formMateriDari(materi: MateriTersimpan): FormMateri {
  return {
    pertemuan: materi.id_pertemuan,
    judul: materi.judul,
    deskripsi: materi.deskripsi,
    tipe_file: materi.tipe_file,
    jenis_materi: materi.jenis_materi,
    tampil_sekarang: materi.tampil_sekarang,
    waktu_mulai_tampil: materi.waktu_mulai_tampil,
    is_syarat_hadir: aturanSyaratHadir(materi.pertemuan.jenis).nonaktif
      ? null
      : materi.is_syarat_hadir === true,
    deadline: materi.deadline,
    berkas: null,
    link: materi.tipe_file === 'url' ? (materi.file_url ?? '') : '',
  };
}

export type FieldWaktuMateri = 'waktu_mulai_tampil' | 'deadline';

/**
 * The display and deadline checks of spec 5 shared by both tabs: show-later needs a start that is
 * not past, a requirement needs a deadline later than the display and not past. Values the user
 * left as stored (`asli`, editing) are not checked again: an old material may have started.
 */
export function cekWaktuMateri(
  form: Pick<FormMateri, 'tampil_sekarang' | 'waktu_mulai_tampil' | 'is_syarat_hadir' | 'deadline'>,
  opsi: {
    sekarang: WaktuInput;
    syaratNonaktif: boolean;
    asli?: Pick<FormMateri, 'tampil_sekarang' | 'waktu_mulai_tampil' | 'deadline'> | null;
  },
): { galat: GalatForm<FieldWaktuMateri>; belumLengkap: boolean } {
  const galat: GalatForm<FieldWaktuMateri> = {};
  let belumLengkap = false;
  const { asli } = opsi;
  const tampilTetap =
    !!asli &&
    asli.tampil_sekarang === form.tampil_sekarang &&
    keEpoch(asli.waktu_mulai_tampil) === keEpoch(form.waktu_mulai_tampil);
  const deadlineTetap = !!asli && keEpoch(asli.deadline) === keEpoch(form.deadline);
  if (!form.tampil_sekarang) {
    if (keEpoch(form.waktu_mulai_tampil) === null) {
      galat.waktu_mulai_tampil = PESAN_MATERI.mulaiTampil;
      belumLengkap = true;
    } else if (!tampilTetap && !waktuMulaiTampilValid(form.waktu_mulai_tampil, opsi.sekarang)) {
      galat.waktu_mulai_tampil = PESAN_WAKTU_MATERI.mulaiLampau;
    }
  }
  if (!opsi.syaratNonaktif && form.is_syarat_hadir === true) {
    if (keEpoch(form.deadline) === null) {
      galat.deadline = PESAN_WAJIB_PICKER;
      belumLengkap = true;
    } else if (
      !(tampilTetap && deadlineTetap) &&
      !deadlineMateriValid(form.deadline, form, opsi.sekarang)
    ) {
      galat.deadline = PESAN_WAKTU_MATERI.deadline;
    }
  }
  return { galat, belumLengkap };
}
