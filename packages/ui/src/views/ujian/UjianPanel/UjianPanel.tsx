import type { Ujian } from '@kampus/api';
import {
  formatRentangWaktu,
  PESAN_KESIAPAN_SOAL,
  PESAN_PENGERJAAN,
  perluPeringatanHapusUjian,
  statusPengerjaanMahasiswa,
  statusUjianPada,
  teksDurasiUjian,
} from '@kampus/domain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useId, useState } from 'react';
import { Disclosure, DisclosurePanel, Heading, Button as RACButton } from 'react-aria-components';
import { RichText } from '../../../content/RichText';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import { KesiapanSoal } from '../../soal';
import { TagUjian } from './TagUjian';
import * as styles from './UjianPanel.css';

/** Who looks at the meeting's exams: students take them, staff manage them. */
export const peranUjianPanel = ['mahasiswa', 'staf'] as const;
export type PeranUjianPanel = (typeof peranUjianPanel)[number];

export const PESAN_UJIAN_KOSONG = 'Belum ada kuis/ujian pada pertemuan ini.';
export const TEKS_KONFIRMASI_HAPUS_UJIAN = 'Anda yakin ingin menghapus kuis/ujian ini?';

/** What else goes when an exam is deleted (spec 6: warn when attempts or remedials exist). */
export function teksPeringatanHapusUjian(ujian: Ujian): string | null {
  if (!perluPeringatanHapusUjian(ujian)) return null;
  const ada = [
    ujian.jumlah_pengerjaan > 0 ? `${ujian.jumlah_pengerjaan} pengerjaan mahasiswa` : null,
    ujian.has_remedial ? 'kuis/ujian remedial' : null,
  ].filter(Boolean);
  return `Kuis/ujian ini sudah memiliki ${ada.join(' dan ')}. Semuanya ikut terhapus dan tidak dapat dikembalikan.`;
}

const hrefUjianDefault = (u: Ujian) => `/ujian/${encodeURIComponent(u.id)}`;
const hrefSoalDefault = (u: Ujian) => `/ujian/${encodeURIComponent(u.id)}/soal`;
const hrefHasilDefault = (u: Ujian) =>
  `/kelas/${encodeURIComponent(u.kelas_kuliah.id)}/ujian/${encodeURIComponent(u.id)}?tab=hasil`;

export interface UjianPanelProps {
  /** The meeting's exams. */
  ujian: readonly Ujian[];
  /** The server clock (ISO): decides which exams have started. */
  waktuServer: string;
  /** Students take exams; staff manage them. */
  peran: PeranUjianPanel;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Zone of the times (the class time zone). @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Level of the panel heading; each exam is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** Students: 'Kerjakan' on a running exam not yet taken (opens the confirmation). */
  onKerjakan?: (ujian: Ujian) => void;
  /** Students: 'Lihat Detail'. @default `/ujian/{id}` */
  hrefUjian?: (ujian: Ujian) => string;
  /** Students: 'Lanjutkan' an attempt in progress. @default `/ujian/{id}/soal` */
  hrefSoal?: (ujian: Ujian) => string;
  /** Staff: 'Tambah Kuis/Ujian'. Hidden when not given. */
  onTambah?: () => void;
  /** Staff: 'Ubah'. Hidden when not given. */
  onUbah?: (ujian: Ujian) => void;
  /** Staff: 'Hapus', after the confirmation. Hidden when not given. */
  onHapus?: (ujian: Ujian) => void;
  /** Staff: 'Lihat Hasil'. @default `/kelas/{idKelas}/ujian/{id}?tab=hasil` */
  hrefHasil?: (ujian: Ujian) => string;
}

interface ItemProps extends Omit<UjianPanelProps, 'ujian' | 'isLoading' | 'isError' | 'onRetry'> {
  u: Ujian;
  isExpanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onMintaHapus: () => void;
}

function ItemUjian({
  u,
  waktuServer,
  peran,
  timeZone,
  headingLevel = 2,
  onKerjakan,
  hrefUjian = hrefUjianDefault,
  hrefSoal = hrefSoalDefault,
  onUbah,
  onHapus,
  hrefHasil = hrefHasilDefault,
  isExpanded,
  onExpandedChange,
  onMintaHapus,
}: ItemProps) {
  const judulId = useId();
  const staf = peran === 'staf';
  const status = statusUjianPada(u, waktuServer);
  const statusSaya = staf
    ? undefined
    : statusPengerjaanMahasiswa(
        u,
        { waktu_mulai: u.waktu_mulai_pengerjaan, waktu_selesai: u.waktu_selesai_pengerjaan },
        waktuServer,
      );
  // Spec 2: a student's exam is disabled and collapsed until it starts.
  const terkunci = !staf && status === 'belum_dimulai';

  let tombol: ReactNode;
  if (staf) {
    tombol = (
      <>
        {u.soal_siap ? null : (
          <Button size="small" href={hrefUjian(u)} aria-describedby={judulId}>
            Lengkapi Soal
          </Button>
        )}
        <Button variant="secondary" size="small" href={hrefHasil(u)} aria-describedby={judulId}>
          Lihat Hasil
        </Button>
      </>
    );
  } else if (statusSaya === 'sedang_berlangsung') {
    tombol = (
      <Button size="small" href={hrefSoal(u)} aria-describedby={judulId}>
        Lanjutkan
      </Button>
    );
  } else {
    tombol = (
      <>
        {status === 'sedang_berlangsung' &&
        statusSaya === 'belum_dimulai' &&
        u.soal_siap &&
        onKerjakan ? (
          <Button size="small" onPress={() => onKerjakan(u)} aria-describedby={judulId}>
            Kerjakan
          </Button>
        ) : null}
        <Button variant="secondary" size="small" href={hrefUjian(u)} aria-describedby={judulId}>
          Lihat Detail
        </Button>
      </>
    );
  }

  return (
    <Disclosure
      className={styles.item}
      isDisabled={terkunci}
      isExpanded={isExpanded && !terkunci}
      onExpandedChange={onExpandedChange}
    >
      <div className={styles.head}>
        <Heading level={headingLevel + 1} className={styles.heading}>
          <RACButton slot="trigger" className={styles.trigger}>
            <span className={styles.chevron} aria-hidden="true">
              <ChevronDown size="100%" />
            </span>
            <span id={judulId} className={styles.title}>
              {u.judul}
            </span>
          </RACButton>
        </Heading>
        {staf && (onUbah || onHapus) ? (
          <div className={styles.actions}>
            {onUbah ? (
              <Button
                iconOnly
                aria-label="Ubah"
                aria-describedby={judulId}
                icon={<Pencil />}
                onPress={() => onUbah(u)}
              />
            ) : null}
            {onHapus ? (
              <Button
                iconOnly
                aria-label="Hapus"
                aria-describedby={judulId}
                icon={<Trash2 />}
                variant="danger"
                onPress={onMintaHapus}
              />
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={styles.tags}>
        <TagUjian
          ujian={u}
          status={status}
          // Nobody has taken an exam that has not started: its status says enough.
          statusPengerjaan={terkunci ? undefined : statusSaya}
        />
        {staf && !u.ditampilkan ? <Tag tone="warning">Disembunyikan</Tag> : null}
        {staf && !u.soal_siap ? <Tag tone="danger">{PESAN_KESIAPAN_SOAL.judul}</Tag> : null}
      </div>

      <p className={styles.meta}>
        <span className={styles.metaItem}>
          <span className={visuallyHidden}>Waktu: </span>
          {formatRentangWaktu(u.waktu_mulai, u.waktu_selesai, timeZone)}
        </span>
        <span className={styles.metaItem}>Durasi: {teksDurasiUjian(u)}</span>
        {staf ? (
          <>
            <span className={styles.metaItem}>Pengerjaan: {u.jumlah_pengerjaan}</span>
            <span
              className={`${styles.metaItem} ${u.jumlah_belum_dinilai > 0 ? styles.metaPenting : ''}`}
            >
              Belum dinilai: {u.jumlah_belum_dinilai}
            </span>
          </>
        ) : null}
      </p>

      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelIsi}>
          <RichText html={u.deskripsi} />
          <p className={styles.catatan}>Jumlah soal: {u.jumlah_soal}</p>
          {u.soal_siap ? null : staf ? (
            <KesiapanSoal masalah={u.masalah_soal} />
          ) : status === 'sedang_berlangsung' && statusSaya === 'belum_dimulai' ? (
            <Callout tone="warning">{PESAN_PENGERJAAN.belumSiap}</Callout>
          ) : null}
          <div className={styles.tombol}>{tombol}</div>
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * The exams of one meeting (spec 2 'Exams'): each with its title, Kuis/UTS/UAS/Remedial, Tutup
 * Buku/Buku Terbuka, start and end, duration and status. Students get their own attempt status
 * and 'Kerjakan', 'Lanjutkan' or 'Lihat Detail'; an exam that has not started is disabled and
 * collapsed. Staff see the attempts and those waiting for a grade, 'Lihat Hasil', and 'Ubah' and
 * 'Hapus' (asked first, with a warning when attempts or remedial exams would go with it).
 */
export function UjianPanel({
  ujian,
  isLoading = false,
  isError = false,
  onRetry,
  headingLevel = 2,
  ...rest
}: UjianPanelProps) {
  // Exams start expanded; the ones a student collapses stay so.
  const [tertutup, setTertutup] = useState<ReadonlySet<string>>(() => new Set());
  const [dihapus, setDihapus] = useState<Ujian | null>(null);
  const peringatan = dihapus ? teksPeringatanHapusUjian(dihapus) : null;

  let isi: ReactNode;
  if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.list}>
        <span className={visuallyHidden}>Memuat kuis/ujian</span>
        <Skeleton height="6em" />
        <Skeleton height="6em" />
      </div>
    );
  } else if (ujian.length === 0) {
    isi = <EmptyState icon={<ClipboardList />} pesan={PESAN_UJIAN_KOSONG} />;
  } else {
    isi = (
      <ul className={styles.list} aria-label="Daftar kuis/ujian">
        {ujian.map((u) => (
          <li key={u.id}>
            <ItemUjian
              {...rest}
              headingLevel={headingLevel}
              u={u}
              isExpanded={!tertutup.has(u.id)}
              onExpandedChange={(buka) =>
                setTertutup((lama) => {
                  const baru = new Set(lama);
                  if (buka) baru.delete(u.id);
                  else baru.add(u.id);
                  return baru;
                })
              }
              onMintaHapus={() => setDihapus(u)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Kuis/Ujian"
      titleLevel={headingLevel}
      headerActions={
        rest.peran === 'staf' && rest.onTambah ? (
          <Button size="small" icon={<Plus />} onPress={rest.onTambah}>
            Tambah Kuis/Ujian
          </Button>
        ) : undefined
      }
    >
      {isi}
      <ConfirmDialog
        isOpen={dihapus !== null}
        onOpenChange={(buka) => {
          if (!buka) setDihapus(null);
        }}
        variant="batal-hapus"
        message={
          <>
            <p>{TEKS_KONFIRMASI_HAPUS_UJIAN}</p>
            {peringatan ? <p className={styles.peringatan}>{peringatan}</p> : null}
          </>
        }
        onConfirm={() => {
          if (dihapus) rest.onHapus?.(dihapus);
        }}
      />
    </Card>
  );
}
