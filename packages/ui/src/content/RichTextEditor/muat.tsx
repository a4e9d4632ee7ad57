import { type ComponentType, lazy } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// The rich-text editor (~150 KB gzip with its markdown engine) loads on demand: a page that
// offers writing (a forum's discussion) shows its text first and the editor when it has come,
// so the page's own code stays within its budget (scripts/anggaran.mjs).
type Editor = ComponentType<RichTextEditorProps>;
let editor: Editor | undefined;
let memuat: Promise<Editor> | undefined;

/** Loads the editor once; a failed load may be tried again. */
export function muatRichTextEditor(): Promise<Editor> {
  memuat ??= import('./RichTextEditor').then(
    (m) => {
      editor = m.RichTextEditor;
      return editor;
    },
    (error: unknown) => {
      memuat = undefined;
      throw error;
    },
  );
  return memuat;
}

const buatMenunggu = () =>
  lazy(() =>
    muatRichTextEditor().then(
      (E) => ({ default: E }),
      (error: unknown) => {
        Menunggu = buatMenunggu();
        throw error;
      },
    ),
  );
let Menunggu = buatMenunggu();

/**
 * The editor, at once when loaded, else through a React.lazy step (the caller's Suspense
 * boundary holds its place).
 */
export function RichTextEditorNanti(props: RichTextEditorProps) {
  const E = editor;
  return E ? <E {...props} /> : <Menunggu {...props} />;
}
