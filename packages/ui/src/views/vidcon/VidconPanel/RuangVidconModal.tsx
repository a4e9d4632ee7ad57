import type { Vidcon } from '@kampus/api';
import { LABEL_APLIKASI_VIDCON, tautanHttp, vidconBisaDibingkai } from '@kampus/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import * as styles from './VidconPanel.css';

export const TEKS_RUANG_VIDCON = {
  bukaTab: 'Buka di Tab Baru',
  petunjuk:
    'Bila vidcon tidak tampil di sini (sebagian aplikasi menolak dibuka di dalam halaman lain), buka di tab baru. Kehadiran Anda sudah tercatat.',
  tabBaru:
    'Vidcon ini dibuka di tab baru melalui tombol Buka di Tab Baru. Kehadiran Anda sudah tercatat.',
} as const;

export interface RuangVidconModalProps extends OverlayOpenProps {
  /** The running vidcon joined in the app; nothing is shown without one. */
  vidcon: Vidcon | null;
}

/**
 * A running vidcon joined in the app (spec 2 'Video conference'): its link in a frame, and 'Buka
 * di Tab Baru' for the apps that refuse to be framed. Only the known vidcon apps are framed
 * (domain vidconBisaDibingkai, the pages' frame-src); another link opens from the button.
 */
export function RuangVidconModal({ vidcon, ...openProps }: RuangVidconModalProps) {
  const link = vidcon ? tautanHttp(vidcon.link) : null;
  const bingkai = link !== null && vidconBisaDibingkai(link);
  return (
    <Modal
      {...openProps}
      title={vidcon?.judul ?? 'Vidcon'}
      subtitle={vidcon ? LABEL_APLIKASI_VIDCON[vidcon.aplikasi] : undefined}
      width={900}
      canSubmit={false}
      cancelLabel="Tutup"
      footerStart={
        link ? (
          <Button
            variant="secondary"
            icon={<ExternalLink />}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {TEKS_RUANG_VIDCON.bukaTab}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.ruang}>
        <p className={styles.petunjuk}>
          {bingkai ? TEKS_RUANG_VIDCON.petunjuk : TEKS_RUANG_VIDCON.tabBaru}
        </p>
        {bingkai ? (
          <iframe
            className={styles.bingkai}
            src={link}
            title={`Vidcon: ${vidcon?.judul ?? ''}`}
            allow="camera; microphone; display-capture; fullscreen; autoplay; clipboard-write"
            referrerPolicy="no-referrer"
          />
        ) : null}
      </div>
    </Modal>
  );
}
