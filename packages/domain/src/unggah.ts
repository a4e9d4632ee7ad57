import { formatAngka } from './angka';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  BYTE_PER_MB,
  EKSTENSI_BANNER,
  EKSTENSI_KUNCI_SOAL,
  EKSTENSI_LAMPIRAN_SOAL,
  EKSTENSI_TIPE_FILE,
  ekstensiBerkas,
  ekstensiJawabanEsai,
  formatUkuranBerkas,
  JENIS_FILE_ESAI,
  mbKeByte,
} from './berkas';
import { gagal, type HasilCek, LOLOS } from './hasil';
import type { StatusUnggah } from './status';

// Uploads (spec 5 'Uploads', 7 storager): the folders of the storage API and the types each takes
// (who may write in them: akses.ts bolehUnggahKeFolder), the content an extension may carry, the
// uploaders' messages in each variant, the file checks and the upload's end. Sizes, names and
// extension groups are in berkas.ts.

/** Upload folders of POST /v2/storager: the file kinds of spec 3, the syllabus and pictures. */
export const FOLDER_UNGGAH = [
  'materi',
  'lampiran_tugas',
  'pengumpulan_tugas',
  'soal_ujian',
  'kunci_ujian',
  'jawaban_ujian',
  'soal_bank_soal',
  'kunci_bank_soal',
  'silabus',
  'gambar',
] as const;
export type FolderUnggah = (typeof FOLDER_UNGGAH)[number];

export function isFolderUnggah(nilai: unknown): nilai is FolderUnggah {
  return typeof nilai === 'string' && (FOLDER_UNGGAH as readonly string[]).includes(nilai);
}

/** The types each folder accepts (spec 5). */
export const EKSTENSI_FOLDER_UNGGAH = {
  materi: [...new Set(Object.values(EKSTENSI_TIPE_FILE).flat())],
  lampiran_tugas: EKSTENSI_LAMPIRAN_SOAL,
  pengumpulan_tugas: EKSTENSI_LAMPIRAN_SOAL,
  soal_ujian: EKSTENSI_LAMPIRAN_SOAL,
  kunci_ujian: EKSTENSI_KUNCI_SOAL,
  jawaban_ujian: ekstensiJawabanEsai(JENIS_FILE_ESAI),
  soal_bank_soal: EKSTENSI_LAMPIRAN_SOAL,
  kunci_bank_soal: EKSTENSI_KUNCI_SOAL,
  silabus: ['.pdf', '.doc', '.docx'],
  gambar: EKSTENSI_BANNER,
} as const satisfies Record<FolderUnggah, readonly string[]>;

/**
 * Every format the content sniffer names that is a zip container: an archive is stored and
 * downloaded, never opened, so whatever its first entries make it look like, a zip is a zip.
 */
export const FORMAT_BERBASIS_ZIP = [
  'zip',
  'jar',
  'apk',
  'xpi',
  'epub',
  '3mf',
  'vsdx',
  ...['docx', 'docm', 'dotx', 'dotm', 'xlsx', 'xlsm', 'xltx', 'xltm'],
  ...['pptx', 'pptm', 'potx', 'potm', 'ppsx', 'ppsm'],
  ...['odt', 'ott', 'ods', 'ots', 'odp', 'otp', 'odg', 'otg'],
] as const;

/**
 * What a file's first bytes may say it is, per extension (format names as the server's content
 * sniffer, the `file-type` library, reports them). Office files of the old format are all one
 * container (cfb); the new ones are zip archives. Every accepted extension has a signature; one
 * without (plain text, csv) would need a rule of its own, since nothing recognised is refused.
 */
export const ISI_EKSTENSI: Readonly<Record<string, readonly string[]>> = {
  '.pdf': ['pdf'],
  // Word opens RTF under .doc, and many tools save it so.
  '.doc': ['cfb', 'rtf'],
  '.xls': ['cfb'],
  '.xlx': ['cfb', 'xlsx', 'zip'],
  '.ppt': ['cfb'],
  '.docx': ['docx', 'zip'],
  '.xlsx': ['xlsx', 'zip'],
  '.pptx': ['pptx', 'zip'],
  '.png': ['png', 'apng'],
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.mp4': ['mp4', 'm4v', 'm4a', 'mov'],
  '.webm': ['webm', 'mkv'],
  '.ogg': ['ogg', 'oga', 'ogv', 'opus', 'spx', 'ogx'],
  '.mpeg': ['mpg', 'mp4', 'mp1', 'mp2', 'mp3'],
  '.mp3': ['mp3', 'mp2', 'mp1'],
  '.wav': ['wav'],
  '.acc': ['aac', 'm4a', 'mp4'],
  '.aac': ['aac', 'm4a', 'mp4'],
  '.opus': ['opus', 'ogg'],
  '.zip': FORMAT_BERBASIS_ZIP,
  '.rar': ['rar'],
};

/**
 * The content matches the extension: the sniffed format is one the extension may hold. Nothing
 * recognised (HTML, SVG, script, empty) never passes for these binary formats, and neither does
 * an executable or any other format under a borrowed name.
 */
export function isiSesuaiEkstensi(
  ekstensi: string,
  terdeteksi: string | null | undefined,
): boolean {
  const boleh = ISI_EKSTENSI[ekstensi.toLowerCase()];
  return Boolean(boleh && terdeteksi && boleh.includes(terdeteksi));
}

/**
 * The uploaders' message variants (spec 5 'Uploads'): the upload dialog, the inline field, another
 * uploader (English) and the form variant.
 */
export const VARIAN_UNGGAH = ['dialog', 'inline', 'uploader', 'form'] as const;
export type VarianUnggah = (typeof VARIAN_UNGGAH)[number];

const teksMb = (byte: number) => formatAngka(byte / BYTE_PER_MB);

/** Dialog hint: 'Jenis file yang didukung adalah {accept}, dengan maksimal ukuran sebesar {n} MB'. */
export function teksPetunjukUnggah(
  accept: readonly string[] | null | undefined,
  maksByte: number = BATAS_UNGGAH_DEFAULT_BYTE,
): string {
  if (accept && accept.length > 0) {
    return `Jenis file yang didukung adalah ${accept.join(', ')}, dengan maksimal ukuran sebesar ${teksMb(maksByte)} MB`;
  }
  return `Maksimal ukuran file adalah ${teksMb(maksByte)} MB`;
}

export function pesanUkuranMelebihi(
  varian: VarianUnggah,
  maksByte: number = BATAS_UNGGAH_DEFAULT_BYTE,
): string {
  switch (varian) {
    case 'dialog':
      return 'Ukuran file melebihi batas maksimal';
    case 'inline':
      return `Ukuran file tidak boleh lebih dari ${teksMb(maksByte)}MB.`;
    case 'uploader':
      return `Maximum file size is ${teksMb(maksByte)} MB`;
    case 'form':
      return `Ukuran maksimal ${formatUkuranBerkas(maksByte)}`;
  }
}

/** `ekstensi` without its dot: the uploader variant prints '.{ext}', the form variant '{ext}'. */
export function pesanTipeDitolak(
  varian: VarianUnggah,
  ekstensi: string,
  accept: readonly string[] = [],
  maksByte: number = BATAS_UNGGAH_DEFAULT_BYTE,
): string {
  const ext = ekstensi.replace(/^\./, '');
  switch (varian) {
    case 'uploader':
      return `File type .${ext} is not allowed`;
    case 'form':
      return `File type ${ext} is not allowed`;
    default:
      return teksPetunjukUnggah(accept, maksByte);
  }
}

export interface BerkasUnggah {
  name: string;
  size: number;
}

/** True when the name's extension is in the list (entries with or without the dot). */
export function ekstensiDiterima(nama: string, accept: readonly string[]): boolean {
  const ext = ekstensiBerkas(nama);
  return accept.some((a) => (a.startsWith('.') ? a : `.${a}`).toLowerCase() === ext);
}

/** Type first, then size, each in the uploader's own wording (spec 5 'Uploads'). */
export function periksaBerkas(
  berkas: BerkasUnggah,
  aturan: { accept?: readonly string[] | null; maksByte?: number | null } = {},
  varian: VarianUnggah = 'dialog',
): HasilCek {
  const maksByte = aturan.maksByte ?? BATAS_UNGGAH_DEFAULT_BYTE;
  const accept = aturan.accept ?? [];
  if (accept.length > 0 && !ekstensiDiterima(berkas.name, accept)) {
    return gagal(pesanTipeDitolak(varian, ekstensiBerkas(berkas.name), accept, maksByte));
  }
  if (berkas.size > maksByte) return gagal(pesanUkuranMelebihi(varian, maksByte));
  return LOLOS;
}

/** Banner upload: .png/.jpg/.jpeg up to the size from the system settings (MB). */
export function periksaBanner(
  berkas: BerkasUnggah,
  maksMb: number | null | undefined,
  varian: VarianUnggah = 'inline',
): HasilCek {
  const maksByte = maksMb && maksMb > 0 ? mbKeByte(maksMb) : BATAS_UNGGAH_DEFAULT_BYTE;
  return periksaBerkas(berkas, { accept: EKSTENSI_BANNER, maksByte }, varian);
}

/** Banner failure toast: '{error message}! {server status message}' (spec 8). */
export function pesanGagalBanner(pesanError: string, pesanServer?: string | null): string {
  return pesanServer ? `${pesanError}! ${pesanServer}` : `${pesanError}!`;
}

/** Per-file failure: 'Unggah gagal: {message}' (spec 8). */
export function pesanUnggahGagal(pesan: string): string {
  return `Unggah gagal: ${pesan}`;
}

/** Save is disabled with no file, an invalid file or a running upload (spec 5). */
export function bolehSimpanUnggahan(args: {
  adaBerkas: boolean;
  berkasValid: boolean;
  sedangUnggah: boolean;
}): boolean {
  return args.adaBerkas && args.berkasValid && !args.sedangUnggah;
}

/** A multi-file upload finishes when every file is done, succeeded or failed (spec 4). */
export function unggahanSelesai(status: readonly StatusUnggah[]): boolean {
  return status.length > 0 && status.every((s) => s !== 'info');
}

/** BAP signature images must be base64 data URLs of png, jpg, svg or svg+xml (spec 5). */
export function tandaTanganValid(dataUrl: string | null | undefined): boolean {
  if (!dataUrl) return false;
  return /^data:image\/(png|jpg|svg|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/.test(dataUrl);
}

/** Default name of the all-BAP archive: 'BAP - {period}.zip' (spec 7). */
export function namaBerkasBapZip(periode: number | string): string {
  return `BAP - ${periode}.zip`;
}
