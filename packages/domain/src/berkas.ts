import { formatAngka } from './angka';
import { gagal, type HasilCek, LOLOS } from './hasil';
import type { StatusUnggah } from './status';

// Files: sizes, names, extension groups, accepted types, upload checks and banners (spec 3, 5, 9).

export const SATUAN_UKURAN = ['B', 'KB', 'MB', 'GB'] as const;
/** Sizes step by 1000; a megabyte is 1,000,000 bytes (spec 5, 9). */
export const BYTE_PER_KB = 1000;
export const BYTE_PER_MB = 1_000_000;
/** Default upload limit 10240 KB (spec 5, 9). */
export const BATAS_UNGGAH_DEFAULT_KB = 10240;
export const BATAS_UNGGAH_DEFAULT_BYTE = BATAS_UNGGAH_DEFAULT_KB * BYTE_PER_KB;

/** The largest JSON body a call may send (files go as multipart uploads, with their own limits). */
export const BATAS_BADAN_JSON_BYTE = 1024 * 1024;
export const PESAN_BADAN_TERLALU_BESAR = 'Ukuran data permintaan terlalu besar';

/** Whether a JSON body (as sent, UTF-8) is over BATAS_BADAN_JSON_BYTE. */
export function badanJsonTerlaluBesar(json: string): boolean {
  // A UTF-16 unit is 1 to 3 UTF-8 bytes: most bodies are decided without encoding them.
  if (json.length > BATAS_BADAN_JSON_BYTE) return true;
  if (json.length * 3 <= BATAS_BADAN_JSON_BYTE) return false;
  return panjangUtf8(json) > BATAS_BADAN_JSON_BYTE;
}

/** Bytes of `teks` in UTF-8 (the domain has no TextEncoder: it runs without DOM or Node types). */
function panjangUtf8(teks: string): number {
  let n = 0;
  for (let i = 0; i < teks.length; i++) {
    const c = teks.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < teks.length) {
      // A surrogate pair: one code point of 4 bytes.
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

export function mbKeByte(mb: number): number {
  return mb * BYTE_PER_MB;
}

export function kbKeByte(kb: number): number {
  return kb * BYTE_PER_KB;
}

/** Bytes in B/KB/MB/GB, steps of 1000, 2 decimals: 1500000 -> '1.50 MB' (spec 9). */
export function formatUkuranBerkas(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes === 0) return '0 B';
  let nilai = bytes;
  let i = 0;
  while (nilai >= 1000 && i < SATUAN_UKURAN.length - 1) {
    nilai /= 1000;
    i += 1;
  }
  return `${nilai.toFixed(2)} ${SATUAN_UKURAN[i]}`;
}

/** Names over 25 characters become the first 12 + '...' + the last 8 (spec 9). */
export const PANJANG_MAKS_NAMA_BERKAS = 25;

export function singkatNamaBerkas(nama: string): string {
  if (nama.length <= PANJANG_MAKS_NAMA_BERKAS) return nama;
  return `${nama.slice(0, 12)}...${nama.slice(-8)}`;
}

/** Ellipsis before the extension: limit 15 characters, 20 in the upload dialog (spec 5). */
export const BATAS_ELIPSIS_NAMA = 15;
export const BATAS_ELIPSIS_NAMA_DIALOG = 20;

export function elipsisNamaBerkas(nama: string, batas: number = BATAS_ELIPSIS_NAMA): string {
  const titik = nama.lastIndexOf('.');
  const dasar = titik > 0 ? nama.slice(0, titik) : nama;
  const ekstensi = titik > 0 ? nama.slice(titik) : '';
  if (dasar.length <= batas) return nama;
  return `${dasar.slice(0, batas)}...${ekstensi}`;
}

/** Lower-case extension with its dot ('.pdf'), ignoring a URL's query or hash; '' when none. */
export function ekstensiBerkas(nama: string | null | undefined): string {
  if (!nama) return '';
  const bersih = nama.split(/[?#]/)[0] ?? '';
  const akhir = bersih.slice(bersih.lastIndexOf('/') + 1);
  const titik = akhir.lastIndexOf('.');
  return titik > 0 || (titik === 0 && akhir.length > 1) ? akhir.slice(titik).toLowerCase() : '';
}

/** Extension groups (spec 3 'File extension groups'). */
export const GRUP_EKSTENSI = {
  IMAGE: ['.jpg', '.jpeg', '.png'],
  PDF: ['.pdf'],
  DOC: ['.doc', '.docx'],
  EXCEL: ['.xls', '.xlsx'],
  PPT: ['.ppt', '.pptx'],
  ZIP: ['.zip', '.rar'],
  AUDIO: ['.mp3', '.wav'],
  VIDEO: ['.mp4', '.webm', '.ogg'],
} as const;
export type GrupEkstensi = keyof typeof GRUP_EKSTENSI;

/** The group of a file name ('IMAGE', 'PDF', ...), or null when in none. */
export function grupEkstensi(nama: string | null | undefined): GrupEkstensi | null {
  const ext = ekstensiBerkas(nama);
  for (const [grup, daftar] of Object.entries(GRUP_EKSTENSI)) {
    if ((daftar as readonly string[]).includes(ext)) return grup as GrupEkstensi;
  }
  return null;
}

/** Material file types (spec 3 'Material'). */
export const TIPE_FILE = ['ebook', 'video', 'audio', 'archive', 'url'] as const;
export type TipeFile = (typeof TIPE_FILE)[number];

/** Accepted extensions per material type, copied from spec 5 (including '.xlx' and '.acc'). */
export const EKSTENSI_TIPE_FILE = {
  ebook: ['.pdf', '.doc', '.docx', '.xlx', '.xlsx', '.ppt', '.pptx'],
  video: ['.mp4', '.ogg', '.mpeg', '.webm'],
  audio: ['.mp3', '.wav', '.ogg', '.acc', '.opus', '.webm'],
  archive: ['.zip', '.rar'],
  url: [],
} as const satisfies Record<TipeFile, readonly string[]>;

/** Settings key of a material type's upload limit: archive is stored as 'arsip' (spec 3). */
export function kunciBatasUnggahMateri(tipe: TipeFile): string {
  return tipe === 'archive' ? 'arsip' : tipe;
}

/** A material type's upload limit in bytes from the settings (in MB), else the default. */
export function batasUnggahMateriByte(
  batasMb: Partial<Record<string, number | null>> | null | undefined,
  tipe: TipeFile,
): number {
  const mb = batasMb?.[kunciBatasUnggahMateri(tipe)];
  return typeof mb === 'number' && mb > 0 ? mbKeByte(mb) : BATAS_UNGGAH_DEFAULT_BYTE;
}

/** Question attachments (spec 5 'Question'). */
export const EKSTENSI_LAMPIRAN_SOAL = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.zip',
  '.rar',
  '.png',
  '.jpg',
  '.jpeg',
  '.mp3',
  '.wav',
  '.mp4',
  '.webm',
] as const;

/** Answer-key files: the question attachments without audio and video (spec 5). */
export const EKSTENSI_KUNCI_SOAL = EKSTENSI_LAMPIRAN_SOAL.filter(
  (e) => !['.mp3', '.wav', '.mp4', '.webm'].includes(e),
);

/** Essay accepted answer types (spec 3 'Question', spec 5). */
export const JENIS_FILE_ESAI = ['text', 'image', 'pdf', 'docs', 'compressed'] as const;
export type JenisFileEsai = (typeof JENIS_FILE_ESAI)[number];

/** Essay answer attachment labels: JPEG/PNG, PDF, Powerpoint/Word/Excel, ZIP/RAR (spec 5). */
export const LABEL_JENIS_FILE_ESAI = {
  text: 'Teks',
  image: 'JPEG/PNG',
  pdf: 'PDF',
  docs: 'Powerpoint/Word/Excel',
  compressed: 'ZIP/RAR',
} as const satisfies Record<JenisFileEsai, string>;

export const EKSTENSI_JENIS_FILE_ESAI = {
  text: [],
  image: ['.jpg', '.jpeg', '.png'],
  pdf: ['.pdf'],
  docs: ['.ppt', '.pptx', '.doc', '.docx', '.xls', '.xlsx'],
  compressed: ['.zip', '.rar'],
} as const satisfies Record<JenisFileEsai, readonly string[]>;

/** Extensions a student may attach to an essay answer, given the accepted answer types. */
export function ekstensiJawabanEsai(jenis: readonly JenisFileEsai[]): string[] {
  return jenis.flatMap((j) => EKSTENSI_JENIS_FILE_ESAI[j]);
}

/** Banner: .png, .jpg, .jpeg (spec 5). */
export const EKSTENSI_BANNER = ['.png', '.jpg', '.jpeg'] as const;
/** Question import: .xls and .xlsx (spec 5). */
export const EKSTENSI_IMPOR_SOAL = ['.xls', '.xlsx'] as const;

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

/** 7 default banner images, chosen by index modulo 7 (spec 9). */
export const JUMLAH_BANNER_DEFAULT = 7;

export function indexBanner(idx: number | null | undefined): number {
  if (idx === null || idx === undefined || !Number.isFinite(idx)) return 0;
  const bulat = Math.trunc(idx);
  return ((bulat % JUMLAH_BANNER_DEFAULT) + JUMLAH_BANNER_DEFAULT) % JUMLAH_BANNER_DEFAULT;
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

/** The external document viewer; `{url}` is replaced by the encoded file URL (spec 2, 7). */
export const PENAMPIL_DOKUMEN_DEFAULT = 'https://docs.google.com/gview?embedded=true&url={url}';

/** The file viewer's iframe reloads every 2 s until it reports loaded (spec 9 'Timers'). */
export const JEDA_MUAT_ULANG_PENAMPIL_MS = 2000;

/** Files the browser shows itself (its PDF viewer, images): no external viewer needed. */
export const EKSTENSI_TAMPIL_LANGSUNG = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

export function tampilLangsung(nama: string | null | undefined): boolean {
  return (EKSTENSI_TAMPIL_LANGSUNG as readonly string[]).includes(ekstensiBerkas(nama));
}

/** The viewer address for a file: the template with the URL-encoded file address. */
export function urlPenampilDokumen(url: string, template: string = PENAMPIL_DOKUMEN_DEFAULT) {
  return template.replaceAll('{url}', encodeURIComponent(url));
}
