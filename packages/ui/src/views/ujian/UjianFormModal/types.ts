import type { Ujian } from '@kampus/api';
import type { FormUjian, PayloadUjian, payloadSalinUjian } from '@kampus/domain';
import type { EditorForm } from '../../../forms';
import type { PertemuanMateri } from '../../materi';

/** A meeting as the exam form needs it (spec 3 'Meeting'): the card, the picker, the times. */
export type PertemuanUjian = Pick<
  PertemuanMateri,
  'id' | 'nomor' | 'jenis' | 'waktu_mulai' | 'waktu_selesai'
>;

/** A class participant for the remedial picker (spec 3 peserta_remedial: nama, nim). */
export interface PesertaRemedial {
  nim: string;
  nama: string;
}

/** The exam save body (domain `payloadUjian`, POST /lms/ujian and PUT /lms/ujian/{id}). */
export type PayloadSimpanUjian = PayloadUjian;
/** The copy body (domain `payloadSalinUjian`, POST /lms/ujian/salin). */
export type PayloadSalinUjian = ReturnType<typeof payloadSalinUjian>;

/** The copy tab's data: one page of other classes' exams (GET /v2/lms/ujian). */
export interface SalinUjianData {
  data: readonly Ujian[];
  /** Exams over all pages (meta.total_items). */
  total: number;
  /** Current page, from 1; pages hold 10 (spec 9). */
  page: number;
  onPageChange: (page: number) => void;
  /** The title search ('Cari judul'), after the 500 ms pause. */
  onSearch: (search: string) => void;
  /** The search text to start with. */
  search?: string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' instead of the table. @default false */
  isError?: boolean;
}

/** The exam form's state (the kit's one form pattern). */
export type FormUjianEditor = EditorForm<FormUjian>;
