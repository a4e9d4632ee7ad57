import {
  formatJam,
  namaLengkapPengajar,
  statusValidasiDosen,
  TEKS_SYARAT_DOSEN_KOSONG,
  type WaktuInput,
  warnaTagDosen,
} from '@kampus/domain';
import Check from 'lucide-react/icons/check';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { Tooltip } from '../../../primitives/Tooltip';
import * as styles from './KehadiranPengajarSection.css';

/** A lecturer attendance requirement judged for one lecturer (met or not, and why). */
export interface SyaratPengajar {
  kunci: string;
  label: string;
  terpenuhi: boolean;
  alasan: string;
}

/** A lecturer attendance row (spec 3 'Lecturer attendance row'), as the section needs it. */
export interface KehadiranPengajar {
  pengajar: {
    id_dosen: string;
    nama: string;
    nama_pengajar?: string | null;
    gelar_depan?: string | null;
    gelar_akademik?: string | null;
  };
  ada_presensi?: boolean | null;
  is_hadir?: boolean | null;
  is_valid?: boolean | null;
  mulai_kuliah?: WaktuInput | null;
  selesai_kuliah?: WaktuInput | null;
  /** Each requirement turned on for the meeting's type; empty when the operator set none. */
  syarat?: readonly SyaratPengajar[] | null;
}

export interface KehadiranPengajarSectionProps {
  data: readonly KehadiranPengajar[];
  /** The meeting's type ('online', 'offline', 'campuran'): the tag colours (spec 4). */
  jenisPertemuan: string | null | undefined;
  /** validasi_kehadiran_dosen: shows 'Sudah Divalidasi' / 'Belum Divalidasi'. @default false */
  validasiAktif?: boolean;
  /** The tooltip's text when no requirement is set. @default TEKS_SYARAT_DOSEN_KOSONG */
  pesanSyarat?: string | null;
  /** Shows 'Ubah Kehadiran Pengajar' (operator with write on kelas_kuliah). */
  onUbah?: () => void;
  /** The button shown but disabled, e.g. while the meeting has not started. @default false */
  isUbahDisabled?: boolean;
  /** Why the button is disabled (tooltip). */
  ubahDisabledReason?: string;
  /** Time zone of the lecture times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/** 'Hadir' / 'Tidak Hadir', or '-' while no attendance is recorded. */
function labelHadir(baris: KehadiranPengajar): string {
  if (!baris.ada_presensi) return '-';
  return baris.is_hadir ? 'Hadir' : 'Tidak Hadir';
}

function DaftarSyarat({
  syarat,
  pesanKosong,
}: {
  syarat: readonly SyaratPengajar[];
  pesanKosong: string;
}) {
  if (syarat.length === 0) return <span>{pesanKosong}</span>;
  return (
    <ul className={styles.syaratList}>
      {syarat.map((s) => (
        <li key={s.kunci} className={styles.syaratItem}>
          {s.terpenuhi ? (
            <Check size={14} className={styles.ok} role="img" aria-label="Terpenuhi" />
          ) : (
            <X size={14} className={styles.notOk} role="img" aria-label="Belum terpenuhi" />
          )}
          <span>
            {s.label}: {s.alasan}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The lecturers section of a meeting's attendance page (spec 2 'Lecturers section', 4 'Lecturer
 * attendance', 'Progress bar colour'): each teacher with name and titles, the present/absent tag
 * coloured by `warnaTagDosen`, lecture start and end, the validation label when validation is on,
 * and a tooltip of the requirements (met or not, with the reason) or the missing configuration.
 */
export function KehadiranPengajarSection({
  data,
  jenisPertemuan,
  validasiAktif = false,
  pesanSyarat,
  onUbah,
  isUbahDisabled = false,
  ubahDisabledReason,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
}: KehadiranPengajarSectionProps) {
  const idJudul = useId();
  const pesanKosong = pesanSyarat?.trim() ? pesanSyarat : TEKS_SYARAT_DOSEN_KOSONG;

  let isi: ReactNode;
  if (isError) isi = <LoadError onRetry={onRetry} />;
  else if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" aria-label="Memuat pengajar">
        <Skeleton height="56px" />
      </div>
    );
  } else if (data.length === 0) isi = <EmptyState />;
  else {
    isi = (
      <ul className={styles.list}>
        {data.map((b) => {
          const nama = namaLengkapPengajar(b.pengajar);
          const validasi = statusValidasiDosen(b, validasiAktif);
          return (
            <li key={b.pengajar.id_dosen} className={styles.item} aria-label={nama}>
              <span className={styles.who}>
                <span className={styles.name}>{nama}</span>
                <span className={styles.muted}>
                  Mulai {formatJam(b.mulai_kuliah, timeZone)} - Selesai{' '}
                  {formatJam(b.selesai_kuliah, timeZone)}
                </span>
              </span>
              <span className={styles.tags}>
                <Tag tone={warnaTagDosen(b, jenisPertemuan, validasiAktif)}>{labelHadir(b)}</Tag>
                {validasi ? <Tag tone={b.is_valid ? 'success' : 'warning'}>{validasi}</Tag> : null}
                <Tooltip
                  content={<DaftarSyarat syarat={b.syarat ?? []} pesanKosong={pesanKosong} />}
                >
                  <Button
                    iconOnly
                    size="small"
                    icon={<Info />}
                    aria-label={`Syarat kehadiran ${nama}`}
                    showTooltip={false}
                  />
                </Tooltip>
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={idJudul}>
      <div className={styles.head}>
        <h3 id={idJudul} className={styles.title}>
          Pengajar
        </h3>
        {onUbah && !isLoading && !isError && data.length > 0 ? (
          <Button
            variant="secondary"
            onPress={onUbah}
            isDisabled={isUbahDisabled}
            disabledReason={ubahDisabledReason}
          >
            Ubah Kehadiran Pengajar
          </Button>
        ) : null}
      </div>
      {isi}
    </section>
  );
}
