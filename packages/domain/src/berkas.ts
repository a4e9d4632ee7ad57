// Files: sizes, names, extension groups, accepted types, banners and the document viewer (spec 3,
// 5, 9). Upload folders, checks and messages are in unggah.ts.

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
export function jenisBatasUnggahMateri(tipe: TipeFile): string {
  return tipe === 'archive' ? 'arsip' : tipe;
}

/** A material type's upload limit in bytes from the settings (in MB), else the default. */
export function batasUnggahMateriByte(
  batasMb: Partial<Record<string, number | null>> | null | undefined,
  tipe: TipeFile,
): number {
  const mb = batasMb?.[jenisBatasUnggahMateri(tipe)];
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

/** 7 default banner images, chosen by index modulo 7 (spec 9). */
export const JUMLAH_BANNER_DEFAULT = 7;

export function indexBanner(idx: number | null | undefined): number {
  if (idx === null || idx === undefined || !Number.isFinite(idx)) return 0;
  const bulat = Math.trunc(idx);
  return ((bulat % JUMLAH_BANNER_DEFAULT) + JUMLAH_BANNER_DEFAULT) % JUMLAH_BANNER_DEFAULT;
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
