import type { BerkasSoal } from '@kampus/api';

/**
 * An uploaded file (POST /v2/storager's {url, nama, ukuran}) as questions, keys and answers store
 * it (spec 3 soal_files shape); the file's own name when the upload names none.
 */
export function berkasSoalDari(
  b: { url: string; nama: string; ukuran: number },
  file: File,
): BerkasSoal {
  const nama = b.nama || file.name;
  const titik = nama.lastIndexOf('.');
  return {
    name: nama,
    content_length: b.ukuran,
    url: b.url,
    extension: titik >= 0 ? nama.slice(titik + 1).toLowerCase() : '',
    path: b.url,
  };
}
