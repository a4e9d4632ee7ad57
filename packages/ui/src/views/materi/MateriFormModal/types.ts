import type { Materi } from '@kampus/api';
import type {
  FieldMateri,
  FieldWaktuMateri,
  FormMateri,
  payloadMateri,
  payloadSalinMateri,
} from '@kampus/domain';
import type { EditorForm } from '../../../forms';

/** A meeting as the material form needs it (spec 3 'Meeting'). */
export interface PertemuanMateri {
  id: string;
  nomor: number;
  jenis: 'online' | 'offline' | (string & {});
  waktu_mulai: string | null;
  waktu_selesai: string | null;
  default_deadline_materi?: string | null;
}

/** The material save body (domain `payloadMateri`). */
export type PayloadMateri = ReturnType<typeof payloadMateri>;
/** The copy body (domain `payloadSalinMateri`). */
export type PayloadSalinMateri = ReturnType<typeof payloadSalinMateri>;

/** The copy tab's data: one page of other classes' materials (GET /v2/lms/materi). */
export interface SalinMateriData {
  materi: readonly Materi[];
  /** Materials over all pages (meta.total_items). */
  total: number;
  /** Current page, from 1; pages hold 10 (spec 9). */
  page: number;
  onPageChange: (page: number) => void;
  search: string;
  /** The title search, already debounced (500 ms). */
  onSearchChange: (search: string) => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' instead of the table. @default false */
  isError?: boolean;
}

/** The fields that carry an error in the material form. */
export type FieldGalatMateri = FieldMateri | 'link' | FieldWaktuMateri;

/** The material form's state (the kit's one form pattern). */
export type FormMateriEditor = EditorForm<FormMateri>;

/** The accepted extensions and size limit of a file type. */
export interface AturanBerkas {
  accept: readonly string[];
  maksByte: number;
}
