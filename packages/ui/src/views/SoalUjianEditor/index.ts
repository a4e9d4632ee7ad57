export type { FolderBerkasSoal, UnggahBerkasSoalFn } from './SoalModal';
export { SoalUjianEditor, type SoalUjianEditorProps } from './SoalUjianEditor';
