import { GRUP_EKSTENSI, periksaBerkas, pesanUnggahGagal } from '@kampus/domain';
import MDEditor, {
  bold,
  codeEdit,
  codeLive,
  codePreview,
  divider,
  heading1,
  heading2,
  heading3,
  type ICommand,
  italic,
  link,
  orderedListCommand,
  table,
  unorderedListCommand,
} from '@uiw/react-md-editor/nohighlight';
import Bold from 'lucide-react/icons/bold';
import Heading1 from 'lucide-react/icons/heading-1';
import Heading2 from 'lucide-react/icons/heading-2';
import Heading3 from 'lucide-react/icons/heading-3';
import Image from 'lucide-react/icons/image';
import Italic from 'lucide-react/icons/italic';
import Link from 'lucide-react/icons/link';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Redo2 from 'lucide-react/icons/redo-2';
import Table from 'lucide-react/icons/table';
import Undo2 from 'lucide-react/icons/undo-2';
import {
  type ClipboardEvent,
  type ComponentType,
  type DragEvent,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { htmlKeMarkdown, markdownKeHtml } from './html';
import * as styles from './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The text as HTML (spec 3: rich text is stored as HTML). Controlled with `onChange`. */
  value?: string;
  /** Starting HTML when uncontrolled. */
  defaultValue?: string;
  /** Called with the new HTML after every change. */
  onChange?: (html: string) => void;
  /** Visible label; names the text area. */
  label: string;
  /** Red asterisk and aria-required (spec 5). @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  placeholder?: string;
  description?: string;
  /** Shown under the editor; marks it invalid. */
  errorMessage?: string;
  /** Editor height in px. @default 320 */
  height?: number;
  /**
   * Pictures as uploaded files: uploads one (e.g. POST /v2/storager) and resolves with its
   * address, which the text then links, so the text stays short (a question's pictures, issue
   * 21). `null`: the editor takes no pictures. Without it a picture is embedded in the text as a
   * data URL (the meeting text, spec 2).
   */
  onUnggahGambar?: ((berkas: File) => Promise<string>) | null;
}

/** Typing within this time forms one undo step. */
const JEDA_LANGKAH_MS = 1000;

const tombol = (label: string, shortcut?: string) => ({
  'aria-label': shortcut ? `${label} (${shortcut})` : label,
  title: shortcut ? `${label} (${shortcut})` : label,
});

// Our own icons: the library's SVGs carry role="img" without a name.
const ikon = (Ikon: ComponentType<{ 'aria-hidden'?: 'true' }>) => <Ikon aria-hidden="true" />;

/** Only web links, mail links, relative links and data: images survive in the preview. */
export function urlAman(url: string): string {
  if (/^data:image\/(png|jpe?g|gif|webp);/i.test(url)) return url;
  if (/^(https?:|mailto:|\/|#|\.)/i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return '';
}

function bacaDataUrl(berkas: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(berkas);
  });
}

const pesanGalat = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'string' ? e : 'Terjadi kesalahan';

/**
 * The rich-text editor of the meeting text (spec 2): headings, bold, italic, numbered and bullet
 * lists, link, table, undo and redo; pasted, dropped or chosen images are embedded as data URLs,
 * or uploaded and linked with `onUnggahGambar`.
 * It takes and emits HTML; inside, the text is edited as Markdown in @uiw/react-md-editor
 * (HTML -> Markdown with turndown + GFM, Markdown -> HTML with marked + GFM).
 */
export function RichTextEditor({
  value,
  defaultValue = '',
  onChange,
  label,
  isRequired = false,
  isDisabled = false,
  placeholder,
  description,
  errorMessage,
  height = 320,
  onUnggahGambar,
}: RichTextEditorProps) {
  const id = useId();
  // The Markdown being edited and the HTML it stands for: the last HTML received or emitted.
  const [isi, setIsi] = useState(() => {
    const html = value ?? defaultValue;
    return { html, markdown: htmlKeMarkdown(html) };
  });
  const [galatGambar, setGalatGambar] = useState<string | null>(null);
  const [sedangUnggah, setSedangUnggah] = useState(0);
  const bisaGambar = onUnggahGambar !== null;

  // Our own undo history: toolbar commands and image inserts bypass the browser's undo stack.
  const riwayat = useRef({ lalu: [] as string[], nanti: [] as string[], terakhir: 0 });
  const perintahBerjalan = useRef(false);
  const [, setVersi] = useState(0);

  // New HTML from the owner (another meeting, a reset) replaces the text and its history; HTML
  // that is only our own output coming back changes nothing.
  let teks = isi.markdown;
  if (value !== undefined && value !== isi.html) {
    teks = htmlKeMarkdown(value);
    riwayat.current = { lalu: [], nanti: [], terakhir: 0 };
    setIsi({ html: value, markdown: teks });
  }
  const teksRef = useRef(teks);
  teksRef.current = teks;

  const terapkan = (baru: string) => {
    teksRef.current = baru;
    const html = markdownKeHtml(baru);
    setIsi({ html, markdown: baru });
    onChange?.(html);
  };

  const ubah = (baru: string, paksa = false) => {
    // A toolbar command is always its own undo step.
    const langkahBaru = paksa || perintahBerjalan.current;
    perintahBerjalan.current = false;
    const lama = teksRef.current;
    if (baru === lama) return;
    const r = riwayat.current;
    const kini = performance.now();
    if (langkahBaru || r.lalu.length === 0 || kini - r.terakhir > JEDA_LANGKAH_MS)
      r.lalu.push(lama);
    r.terakhir = langkahBaru ? 0 : kini;
    r.nanti = [];
    setVersi((v) => v + 1);
    terapkan(baru);
  };

  const urungkan = () => {
    const r = riwayat.current;
    const lama = r.lalu.pop();
    if (lama === undefined) return;
    r.nanti.push(teksRef.current);
    r.terakhir = 0;
    setVersi((v) => v + 1);
    terapkan(lama);
  };

  const ulangi = () => {
    const r = riwayat.current;
    const nanti = r.nanti.pop();
    if (nanti === undefined) return;
    r.lalu.push(teksRef.current);
    r.terakhir = 0;
    setVersi((v) => v + 1);
    terapkan(nanti);
  };

  /** A picture's address: the uploaded file's (the text links it) or the bytes as a data URL. */
  const alamatGambar = async (b: File) => {
    if (!onUnggahGambar) return bacaDataUrl(b);
    setSedangUnggah((n) => n + 1);
    try {
      return await onUnggahGambar(b);
    } finally {
      setSedangUnggah((n) => n - 1);
    }
  };

  const sisipkanGambar = async (berkas: File[], awal: number, akhir: number) => {
    const gambar = berkas.filter((b) => b.type.startsWith('image/'));
    if (gambar.length === 0 || !bisaGambar) return false;
    const bagian: string[] = [];
    for (const b of gambar) {
      const cek = periksaBerkas(b, { accept: GRUP_EKSTENSI.IMAGE }, 'inline');
      if (!cek.ok) {
        setGalatGambar(cek.pesan);
        return true;
      }
      try {
        bagian.push(`![${b.name.replace(/[[\]]/g, '')}](${await alamatGambar(b)})`);
      } catch (e) {
        setGalatGambar(pesanUnggahGagal(pesanGalat(e)));
        return true;
      }
    }
    setGalatGambar(null);
    // The text may have changed while the pictures uploaded: they go where the caret was.
    const t = teksRef.current;
    const ujung = Math.min(akhir, t.length);
    ubah(`${t.slice(0, Math.min(awal, ujung))}${bagian.join('\n')}${t.slice(ujung)}`, true);
    return true;
  };

  // Handlers live in refs: the editor binds its keyboard shortcuts once, on mount.
  const aksi = useRef({ urungkan, ulangi, pilihGambar: () => {} });
  aksi.current.urungkan = urungkan;
  aksi.current.ulangi = ulangi;
  const inputGambar = useRef<HTMLInputElement>(null);
  const posisiGambar = useRef<[number, number]>([0, 0]);

  const bisaUrung = riwayat.current.lalu.length > 0;
  const bisaUlang = riwayat.current.nanti.length > 0;

  const perintah = useMemo<ICommand[]>(() => {
    // Marks the change a formatting command makes as a step of its own.
    const langkah = (c: ICommand): ICommand => ({
      ...c,
      execute: (...args) => {
        perintahBerjalan.current = true;
        c.execute?.(...args);
        perintahBerjalan.current = false;
      },
    });
    return [
      langkah({ ...heading1, icon: ikon(Heading1), buttonProps: tombol('Judul 1', 'ctrl + 1') }),
      langkah({ ...heading2, icon: ikon(Heading2), buttonProps: tombol('Judul 2', 'ctrl + 2') }),
      langkah({ ...heading3, icon: ikon(Heading3), buttonProps: tombol('Judul 3', 'ctrl + 3') }),
      divider,
      langkah({ ...bold, icon: ikon(Bold), buttonProps: tombol('Tebal', 'ctrl + b') }),
      langkah({ ...italic, icon: ikon(Italic), buttonProps: tombol('Miring', 'ctrl + i') }),
      divider,
      langkah({
        ...orderedListCommand,
        icon: ikon(ListOrdered),
        buttonProps: tombol('Daftar bernomor', 'ctrl + shift + o'),
      }),
      langkah({
        ...unorderedListCommand,
        icon: ikon(List),
        buttonProps: tombol('Daftar berpoin', 'ctrl + shift + u'),
      }),
      divider,
      langkah({ ...link, icon: ikon(Link), buttonProps: tombol('Tautan', 'ctrl + l') }),
      langkah({
        ...table,
        icon: ikon(Table),
        prefix: '\n| Kolom 1 | Kolom 2 |\n|---------|---------|\n| Isi | Isi |\n| Isi | Isi |\n\n',
        buttonProps: tombol('Tabel'),
      }),
      ...(bisaGambar
        ? [
            {
              name: 'gambar',
              keyCommand: 'gambar',
              icon: ikon(Image),
              buttonProps: tombol('Gambar'),
              execute: (state: { selection: { start: number; end: number } }) => {
                posisiGambar.current = [state.selection.start, state.selection.end];
                inputGambar.current?.click();
              },
            },
          ]
        : []),
      divider,
      {
        name: 'undo',
        keyCommand: 'undo',
        shortcuts: 'ctrlcmd+z',
        icon: ikon(Undo2),
        buttonProps: { ...tombol('Urungkan', 'ctrl + z'), disabled: !bisaUrung },
        execute: () => aksi.current.urungkan(),
      },
      {
        name: 'redo',
        keyCommand: 'redo',
        shortcuts: 'ctrlcmd+shift+z',
        icon: ikon(Redo2),
        buttonProps: { ...tombol('Ulangi', 'ctrl + shift + z'), disabled: !bisaUlang },
        execute: () => aksi.current.ulangi(),
      },
    ];
  }, [bisaUrung, bisaUlang, bisaGambar]);

  const perintahTambahan = useMemo<ICommand[]>(
    () => [
      { ...codeEdit, buttonProps: tombol('Tulis', 'ctrl + 7') },
      { ...codeLive, buttonProps: tombol('Tulis dan pratinjau', 'ctrl + 8') },
      { ...codePreview, buttonProps: tombol('Pratinjau', 'ctrl + 9') },
    ],
    [],
  );

  const descriptionId = `${id}-deskripsi`;
  const errorId = `${id}-galat`;
  const galat = errorMessage ?? galatGambar;
  const describedBy = [description ? descriptionId : null, galat ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const className = [styles.root, galat ? styles.invalid : '', isDisabled ? styles.disabled : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <MDEditor
        data-color-mode="light"
        value={teks}
        onChange={(baru) => ubah(baru ?? '')}
        height={height}
        preview="edit"
        visibleDragbar={false}
        commands={perintah}
        extraCommands={perintahTambahan}
        hideToolbar={isDisabled}
        previewOptions={{ urlTransform: urlAman }}
        textareaProps={{
          id,
          placeholder,
          disabled: isDisabled,
          'aria-required': isRequired || undefined,
          'aria-invalid': galat ? true : undefined,
          'aria-describedby': describedBy || undefined,
          onPaste: (e: ClipboardEvent<HTMLTextAreaElement>) => {
            const berkas = [...e.clipboardData.files];
            if (!bisaGambar || !berkas.some((b) => b.type.startsWith('image/'))) return;
            e.preventDefault();
            const t = e.currentTarget;
            void sisipkanGambar(berkas, t.selectionStart, t.selectionEnd);
          },
          onDrop: (e: DragEvent<HTMLTextAreaElement>) => {
            const berkas = [...e.dataTransfer.files];
            if (!bisaGambar || !berkas.some((b) => b.type.startsWith('image/'))) return;
            e.preventDefault();
            const t = e.currentTarget;
            void sisipkanGambar(berkas, t.selectionStart, t.selectionEnd);
          },
        }}
      />
      <input
        ref={inputGambar}
        className={styles.hiddenInput}
        type="file"
        accept={GRUP_EKSTENSI.IMAGE.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const berkas = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          void sisipkanGambar(berkas, ...posisiGambar.current);
        }}
      />
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {/* Always there, so the upload is announced; out of the layout while empty. */}
      <span className={sedangUnggah > 0 ? styles.description : visuallyHidden} role="status">
        {sedangUnggah > 0 ? 'Mengunggah gambar...' : null}
      </span>
      {galat ? (
        <span id={errorId} className={styles.error}>
          {galat}
        </span>
      ) : null}
    </div>
  );
}
