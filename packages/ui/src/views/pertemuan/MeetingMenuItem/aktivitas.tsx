import BookOpen from 'lucide-react/icons/book-open';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileCheck from 'lucide-react/icons/file-check';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Video from 'lucide-react/icons/video';
import type { ComponentType } from 'react';

/** The activity kinds counted per meeting (spec 3 'Meeting' count_activity). */
export const jenisAktivitas = ['materi', 'tugas', 'vidcon', 'ujian', 'forum'] as const;
export type JenisAktivitas = (typeof jenisAktivitas)[number];

export const AKTIVITAS: Record<
  JenisAktivitas,
  { label: string; Ikon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }> }
> = {
  materi: { label: 'Materi', Ikon: BookOpen },
  tugas: { label: 'Tugas', Ikon: ClipboardList },
  vidcon: { label: 'Vidcon', Ikon: Video },
  ujian: { label: 'Ujian', Ikon: FileCheck },
  forum: { label: 'Forum', Ikon: MessagesSquare },
};
