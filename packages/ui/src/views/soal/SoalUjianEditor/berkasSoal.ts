import type { BerkasSoal, Soal } from '@kampus/api';
import type { JenisSoal } from '@kampus/domain';

// The question editor's open state and its upload folders: apart from the editor itself, which
// carries the Markdown editor and loads on demand, so the views that open it stay light.

/** What the question editor is open for: a new question of a kind, or a stored one. */
export type SuntingSoal = { jenis: JenisSoal; soal?: undefined } | { jenis: JenisSoal; soal: Soal };

/**
 * Where a question's files go (POST /v2/storager): its attachments and its answer key's, for an
 * exam's questions or a bank's (domain FOLDER_UNGGAH).
 */
export type FolderBerkasSoal = 'soal_ujian' | 'kunci_ujian' | 'soal_bank_soal' | 'kunci_bank_soal';

/** The two folders of a question's owner: attachments (`soal`) and answer-key files (`kunci`). */
export interface FolderSoal {
  soal: FolderBerkasSoal;
  kunci: FolderBerkasSoal;
}

/** An exam's questions (the default). */
export const FOLDER_SOAL_UJIAN = {
  soal: 'soal_ujian',
  kunci: 'kunci_ujian',
} as const satisfies FolderSoal;

/** A question bank's questions (issue 14). */
export const FOLDER_SOAL_BANK = {
  soal: 'soal_bank_soal',
  kunci: 'kunci_bank_soal',
} as const satisfies FolderSoal;

/**
 * Uploads one file of a question (its owner's `soal` folder) or of its answer key (`kunci`) and
 * resolves with the stored file; `onProgress` (0..100) may be called while it runs.
 */
export type UnggahBerkasSoalFn = (
  folder: FolderBerkasSoal,
  file: File,
  onProgress: (persen: number) => void,
) => Promise<BerkasSoal>;
