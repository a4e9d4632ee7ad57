import type { Vidcon } from '@kampus/api';
import Plus from 'lucide-react/icons/plus';
import Video from 'lucide-react/icons/video';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { KartuVidcon, type PeranVidcon } from './KartuVidcon';
import { RuangVidconModal } from './RuangVidconModal';
import * as styles from './VidconPanel.css';

export const PESAN_VIDCON_KOSONG = 'Belum ada vidcon pada pertemuan ini.';
export const TEKS_KONFIRMASI_HAPUS_VIDCON = 'Anda yakin ingin menghapus vidcon ini?';

/**
 * Joining (spec 2, 4): 'Gabung' on a running vidcon records the join and opens the room in the
 * app; 'Buka Link' records it while the link opens in a new tab. Shared by the meeting's panel
 * and the /vidcon list.
 */
export function useGabungVidconView(onGabung?: (v: Vidcon) => unknown) {
  const [ruang, setRuang] = useState<Vidcon | null>(null);
  return {
    // The room opens once the join is recorded: a refused join (finished meanwhile) opens nothing,
    // and the app reports why.
    onMasuk: onGabung
      ? async (v: Vidcon) => {
          try {
            await onGabung(v);
          } catch {
            return;
          }
          setRuang(v);
        }
      : undefined,
    // The link opens in its tab whatever the answer; a refused join is reported by the app.
    onBukaLink: onGabung
      ? (v: Vidcon) => {
          Promise.resolve(onGabung(v)).catch(() => undefined);
        }
      : undefined,
    ruang: (
      <RuangVidconModal
        vidcon={ruang}
        isOpen={ruang !== null}
        onOpenChange={(buka) => {
          if (!buka) setRuang(null);
        }}
      />
    ),
  };
}

export interface VidconPanelProps {
  /** The meeting's vidcons. */
  vidcon: readonly Vidcon[];
  /** Students join; staff manage and see who joined. */
  peran: PeranVidcon;
  /** The server clock (ISO): the statuses follow it. Without it, the server's statuses. */
  waktuServer?: string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Zone of the times (the class time zone). @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Level of the panel heading; each vidcon is one below. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Records a join (PUT /lms/vidcon/{id}/join); a running vidcon's room opens when it resolves.
   * Without it there is no join button.
   */
  onGabung?: (v: Vidcon) => unknown;
  /** The vidcon whose join is being recorded. */
  gabungId?: string | null;
  /** Staff: 'Tambah Vidcon'. Hidden when not given. */
  onTambah?: () => void;
  /** Staff: 'Ubah'. Hidden when not given. */
  onUbah?: (v: Vidcon) => void;
  /** Staff: 'Hapus', after the confirmation. Hidden when not given. */
  onHapus?: (v: Vidcon) => void;
}

/**
 * The vidcons of one meeting (spec 2 'Video conference', 3 'Vidcon'): each with its app, status
 * (Belum Dimulai, Sedang Berlangsung, Telah Berakhir), times, participants and notes, and the join
 * button; staff add, change and delete them and see who joined, late or on time.
 */
export function VidconPanel({
  vidcon,
  isLoading = false,
  isError = false,
  onRetry,
  headingLevel = 2,
  onGabung,
  gabungId = null,
  onTambah,
  onHapus,
  ...rest
}: VidconPanelProps) {
  const [dihapus, setDihapus] = useState<Vidcon | null>(null);
  const gabung = useGabungVidconView(onGabung);
  const staf = rest.peran === 'staf';

  let isi: ReactNode;
  if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.list}>
        <span className={visuallyHidden}>Memuat vidcon</span>
        <Skeleton height="6em" />
        <Skeleton height="6em" />
      </div>
    );
  } else if (vidcon.length === 0) {
    isi = <EmptyState icon={<Video />} pesan={PESAN_VIDCON_KOSONG} />;
  } else {
    isi = (
      <ul className={styles.list} aria-label="Daftar vidcon">
        {vidcon.map((v) => (
          <li key={v.id}>
            <KartuVidcon
              {...rest}
              v={v}
              headingLevel={headingLevel}
              onMasuk={gabung.onMasuk}
              onBukaLink={gabung.onBukaLink}
              isGabungPending={gabungId === v.id}
              onHapus={onHapus ? setDihapus : undefined}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Vidcon"
      titleLevel={headingLevel}
      headerActions={
        staf && onTambah ? (
          <Button size="small" icon={<Plus />} onPress={onTambah}>
            Tambah Vidcon
          </Button>
        ) : undefined
      }
    >
      {isi}
      {gabung.ruang}
      <ConfirmDialog
        isOpen={dihapus !== null}
        onOpenChange={(buka) => {
          if (!buka) setDihapus(null);
        }}
        variant="batal-hapus"
        message={TEKS_KONFIRMASI_HAPUS_VIDCON}
        onConfirm={() => {
          if (dihapus) onHapus?.(dihapus);
        }}
      />
    </Card>
  );
}
