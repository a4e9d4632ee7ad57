import type { Tugas } from '@kampus/api';
import {
  formatAngka,
  formatTanggalJam,
  keEpoch,
  LABEL_JENIS_TUGAS,
  type StatusMonitoringTugas,
  statusMonitoringTugas,
  type WaktuInput,
} from '@kampus/domain';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../../../primitives/Button';
import { Tag, type TagTone } from '../../../primitives/Tag';
import * as styles from './TugasPanel.css';

/** Who looks at the assignments: students hand in, staff monitor and manage. */
export const peranTugasPanel = ['mahasiswa', 'staf'] as const;
export type PeranTugasPanel = (typeof peranTugasPanel)[number];

/** Where a student's own submission stands. */
export type StatusTugasSaya =
  | 'belum_dimulai'
  | 'belum_dikumpulkan'
  | 'terlambat_dibuka'
  | 'tidak_dikumpulkan'
  | 'dikumpulkan'
  | 'dikumpulkan_terlambat'
  | 'dinilai';

export const LABEL_STATUS_TUGAS_SAYA: Record<StatusTugasSaya, { label: string; tone: TagTone }> = {
  belum_dimulai: { label: 'Belum Dimulai', tone: 'grey' },
  belum_dikumpulkan: { label: 'Belum Dikumpulkan', tone: 'warning' },
  terlambat_dibuka: { label: 'Lewat Batas Waktu', tone: 'danger' },
  tidak_dikumpulkan: { label: 'Tidak Dikumpulkan', tone: 'dark' },
  dikumpulkan: { label: 'Sudah Dikumpulkan', tone: 'blue' },
  dikumpulkan_terlambat: { label: 'Dikumpulkan Terlambat', tone: 'warning' },
  dinilai: { label: 'Sudah Dinilai', tone: 'success' },
};

/** The monitoring statuses (spec 2 'Assignments'). */
export const NADA_STATUS_MONITORING: Record<StatusMonitoringTugas, TagTone> = {
  'Belum Dimulai': 'grey',
  'Belum Ada Pengumpulan': 'warning',
  'Belum Dinilai': 'blue',
  'Sudah Dinilai': 'success',
};

/**
 * A student's status of an assignment: graded, handed in (late or not), or by the clock: not
 * started, open, past the deadline but still taking late work, or closed without a submission.
 */
export function statusTugasSaya(
  t: Pick<Tugas, 'waktu_mulai' | 'waktu_selesai' | 'terima_terlambat' | 'pengumpulan_saya'>,
  sekarang: WaktuInput,
): StatusTugasSaya {
  const p = t.pengumpulan_saya;
  if (p) {
    if (p.nilai !== null) return 'dinilai';
    return p.terlambat ? 'dikumpulkan_terlambat' : 'dikumpulkan';
  }
  const kini = keEpoch(sekarang) ?? 0;
  if (kini < (keEpoch(t.waktu_mulai) ?? 0)) return 'belum_dimulai';
  if (kini <= (keEpoch(t.waktu_selesai) ?? 0)) return 'belum_dikumpulkan';
  return t.terima_terlambat ? 'terlambat_dibuka' : 'tidak_dikumpulkan';
}

export interface KartuTugasProps {
  t: Tugas;
  peran: PeranTugasPanel;
  /** The server clock. */
  sekarang: WaktuInput;
  timeZone?: string;
  headingLevel: number;
  /** The course and meeting on the card (the /tugas list). */
  tampilkanKelas?: boolean;
  href: string;
  onBuka?: (t: Tugas) => void;
  onUbah?: (t: Tugas) => void;
  onMintaHapus?: (t: Tugas) => void;
  className?: string;
}

/** One assignment: title, type, status for the viewer, times, counts, and its actions. */
export function KartuTugas({
  t,
  peran,
  sekarang,
  timeZone,
  headingLevel,
  tampilkanKelas = false,
  href,
  onBuka,
  onUbah,
  onMintaHapus,
  className = styles.item,
}: KartuTugasProps) {
  const judulId = useId();
  const staf = peran === 'staf';
  const saya = LABEL_STATUS_TUGAS_SAYA[statusTugasSaya(t, sekarang)];
  const monitoring = t.rekap ? statusMonitoringTugas(t, t.rekap, sekarang) : null;
  const nilai = t.pengumpulan_saya?.nilai;
  return (
    <article className={className} aria-labelledby={judulId}>
      <div className={styles.head}>
        <Heading level={Math.min(headingLevel, 6)} id={judulId} className={styles.heading}>
          {t.judul}
        </Heading>
        {onUbah || onMintaHapus ? (
          <div className={styles.actions}>
            {onUbah ? (
              <Button
                iconOnly
                aria-label="Ubah"
                aria-describedby={judulId}
                icon={<Pencil />}
                onPress={() => onUbah(t)}
              />
            ) : null}
            {onMintaHapus ? (
              <Button
                iconOnly
                aria-label="Hapus"
                aria-describedby={judulId}
                icon={<Trash2 />}
                variant="danger"
                onPress={() => onMintaHapus(t)}
              />
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={styles.tags}>
        <Tag tone="primary">Pertemuan {t.pertemuan.nomor}</Tag>
        <Tag tone="grey">{LABEL_JENIS_TUGAS[t.jenis]}</Tag>
        {staf ? (
          monitoring ? (
            <Tag tone={NADA_STATUS_MONITORING[monitoring]}>{monitoring}</Tag>
          ) : null
        ) : (
          <Tag tone={saya.tone}>{saya.label}</Tag>
        )}
        {!staf && nilai !== null && nilai !== undefined ? (
          <Tag tone="success" appearance="solid">
            Nilai {formatAngka(nilai)}
          </Tag>
        ) : null}
      </div>

      <p className={styles.meta}>
        {tampilkanKelas ? (
          <span className={styles.metaItem}>
            {t.mata_kuliah.kode} {t.mata_kuliah.nama} · Pertemuan {t.pertemuan.nomor}:{' '}
            {t.pertemuan.judul}
          </span>
        ) : null}
        <span className={styles.metaItem}>Mulai: {formatTanggalJam(t.waktu_mulai, timeZone)}</span>
        <span className={styles.metaItem}>
          Batas: {formatTanggalJam(t.waktu_selesai, timeZone)}
          {t.terima_terlambat ? ' (terlambat diterima)' : ''}
        </span>
        {staf && t.rekap ? (
          <>
            <span className={styles.metaItem}>
              Pengumpulan: {t.rekap.jumlah_pengumpulan}/{t.rekap.jumlah_target}
              {t.rekap.jumlah_terlambat > 0 ? ` (${t.rekap.jumlah_terlambat} terlambat)` : ''}
            </span>
            <span className={styles.metaItem}>
              Dinilai: {t.rekap.jumlah_dinilai}/{t.rekap.jumlah_pengumpulan}
            </span>
          </>
        ) : null}
      </p>

      <div className={styles.tombol}>
        <Button
          size="small"
          aria-describedby={judulId}
          {...(onBuka ? { onPress: () => onBuka(t) } : { href })}
        >
          {staf ? 'Lihat Pengumpulan' : 'Buka Tugas'}
        </Button>
      </div>
    </article>
  );
}
