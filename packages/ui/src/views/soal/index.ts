// The kit's views of the 'soal' area. Another area imports them only through this file.

export * from './SalinSoalModal';
export * from './SoalUjianEditor';
export type { SuntingSoal } from './SoalUjianEditor/berkasSoal';
export { KartuSoal } from './SoalUjianEditor/KartuSoal';
export { IsiSoal, Rincian } from './SoalUjianEditor/TampilanSoal';
export { teksPolosSoal } from './SoalUjianEditor/teksSoal';

/**
 * The question editor's modal, loaded on demand: it carries the Markdown editor, so a view that
 * opens it (the bank's detail) loads it the first time it is needed.
 */
export const muatSoalModal = () => import('./SoalUjianEditor/SoalModal');
