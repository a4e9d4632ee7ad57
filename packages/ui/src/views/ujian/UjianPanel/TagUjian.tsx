import type { Ujian } from '@kampus/api';
import {
  LABEL_JENIS_UJIAN,
  LABEL_SIFAT_UJIAN,
  LABEL_STATUS_PENGERJAAN,
  LABEL_STATUS_UJIAN,
  type StatusPengerjaanMahasiswa,
  type StatusUjian,
} from '@kampus/domain';
import { Tag } from '../../../primitives/Tag';

export interface TagUjianProps {
  ujian: Pick<Ujian, 'jenis' | 'sifat'>;
  /** The exam's status (domain `statusUjianPada` on the server clock). */
  status?: StatusUjian;
  /** A student's own attempt (domain `statusPengerjaanMahasiswa`). */
  statusPengerjaan?: StatusPengerjaanMahasiswa;
}

/**
 * An exam's tags: Kuis/UTS/UAS/Remedial, Tutup Buku/Buku Terbuka, its status and, for a
 * student, their own attempt (spec 3 'Exam', 4 'Exam status'). Render inside a flex row.
 */
export function TagUjian({ ujian, status, statusPengerjaan }: TagUjianProps) {
  const s = status ? LABEL_STATUS_UJIAN[status] : null;
  const p = statusPengerjaan ? LABEL_STATUS_PENGERJAAN[statusPengerjaan] : null;
  return (
    <>
      <Tag tone={ujian.jenis === 'remedial' ? 'danger' : 'primary'}>
        {LABEL_JENIS_UJIAN[ujian.jenis]}
      </Tag>
      <Tag tone="grey">{LABEL_SIFAT_UJIAN[ujian.sifat]}</Tag>
      {s ? <Tag tone={s.warna}>{s.label}</Tag> : null}
      {p ? <Tag tone={p.warna}>{p.label}</Tag> : null}
    </>
  );
}
