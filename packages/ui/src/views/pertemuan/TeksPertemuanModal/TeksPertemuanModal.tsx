import { PESAN_PERTEMUAN } from '@kampus/domain';
import { useMemo } from 'react';
import { htmlKeMarkdown, markdownKeHtml } from '../../../content/RichTextEditor/html';
import { RichTextEditor } from '../../../content/RichTextEditor/RichTextEditor';
import { useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Stack } from '../../../layout/Stack';
import { Modal } from '../../../overlays/Modal';

export interface TeksPertemuanModalProps extends OverlayOpenProps {
  /** The stored meeting text (sanitised HTML), or null when there is none yet. */
  teks: string | null;
  /** Shown under the title, e.g. 'Pertemuan 2 - Model Entitas-Relasi'. */
  subtitle?: string;
  /** 'Simpan' with the new HTML; the modal stays pending until it settles and closes on success. */
  onSubmit: (html: string) => unknown;
}

/**
 * The meeting text (spec 2 'Class detail'): edited in the rich-text editor (headings, bold,
 * italic, lists, link, table, images as data URLs) and saved as HTML. 'Simpan' waits for a change.
 */
export function TeksPertemuanModal({
  teks,
  subtitle,
  onSubmit,
  ...openProps
}: TeksPertemuanModalProps) {
  const awal = teks ?? '';
  const form = useEditorForm({ initial: () => ({ html: awal }), open: openProps, source: awal });
  const { html } = form.values;
  // The stored HTML as the editor would write it back: undoing every edit is no change.
  const awalNormal = useMemo(() => markdownKeHtml(htmlKeMarkdown(awal)), [awal]);
  const berubah = html !== awal && html !== awalNormal;

  return (
    <Modal
      {...form.open}
      title="Teks Pertemuan"
      subtitle={subtitle}
      width={900}
      isSubmitDisabled={!berubah}
      submitDisabledReason={berubah ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
      isSubmitting={form.isSubmitting}
      onSubmit={() => void form.submit(() => onSubmit(html))}
    >
      <Stack minWidth={0}>
        <RichTextEditor
          label="Teks Pertemuan"
          value={html}
          onChange={(baru) => form.set({ html: baru })}
          isDisabled={form.isSubmitting}
          height={420}
          placeholder="Tulis teks pertemuan di sini..."
          description="Teks ini ditampilkan kepada mahasiswa pada halaman pertemuan."
        />
      </Stack>
    </Modal>
  );
}
