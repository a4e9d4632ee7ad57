export { SoalUjianEditor, type SoalUjianEditorProps } from './SoalUjianEditor';
