export {
  FOLDER_SOAL_BANK,
  FOLDER_SOAL_UJIAN,
  type FolderBerkasSoal,
  type FolderSoal,
  type UnggahBerkasSoalFn,
} from './berkasSoal';
export { KesiapanSoal } from './KesiapanSoal';
export { SoalUjianEditor, type SoalUjianEditorProps } from './SoalUjianEditor';
