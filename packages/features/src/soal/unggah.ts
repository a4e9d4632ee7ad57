import { useUnggahBerkas } from '@kampus/api';
import type { UnggahBerkasSoalFn } from '@kampus/ui';
import { berkasSoalDari } from './berkas';

/**
 * The question editors' upload (the exam's and the bank's): a file into the question's storage
 * folder, answered in the shape questions store their files (spec 3 soal_files).
 */
export function useUnggahBerkasSoal(): UnggahBerkasSoalFn {
  const unggah = useUnggahBerkas();
  return async (folder, file, onProgress) => {
    const b = await unggah.mutateAsync({ berkas: file, field: { dir: folder }, onProgress });
    return berkasSoalDari(b, file);
  };
}
