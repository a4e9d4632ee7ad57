import RefreshCw from 'lucide-react/icons/refresh-cw';
import QRCode from 'qrcode';
import { useId, useMemo } from 'react';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { Skeleton } from '../../../primitives/Skeleton';
import * as styles from './KodeQrKehadiran.css';

export const kodeQrStatuses = ['loading', 'ready', 'error', 'expired'] as const;
export type KodeQrStatus = (typeof kodeQrStatuses)[number];

export const TEKS_QR = {
  petunjuk: 'Pindai kode ini dengan kamera ponsel untuk mencatat kehadiran',
  gantiDalam: (detik: number) => `Kode berganti dalam ${detik} detik`,
  memuat: 'Memuat kode QR',
  gagal: 'Kode QR tidak dapat dibuat',
  kedaluwarsa: 'Kode QR sudah kedaluwarsa',
  kedaluwarsaIsi: 'Kode baru belum dapat diambil. Periksa koneksi, lalu muat ulang kode.',
  muatUlang: 'Muat Ulang Kode',
  labelGambar: 'Kode QR presensi',
} as const;

export interface KodeQrKehadiranProps {
  /** The meeting, e.g. 'Pertemuan 12 · Pencarian'. */
  judul: string;
  /** Course and class under the title. */
  subjudul?: string | null;
  /** What the code encodes (the student app's scan address with the token). */
  isi: string | null;
  /** Seconds until the next code. */
  sisaDetik: number | null;
  /** @default 'ready' (or 'loading' without `isi`) */
  status?: KodeQrStatus;
  /** Why the code could not be made (the server's message). */
  pesanGalat?: string | null;
  /** Fetches a code again (error and expired states). */
  onMuatUlang?: () => void;
  isMemuatUlang?: boolean;
}

/** The dark modules of a QR code as one SVG path, one unit per module, inside a quiet zone. */
export function jalurQr(isi: string, tepi = 4) {
  const { modules } = QRCode.create(isi, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (modules.get(r, c)) d += `M${c + tepi} ${r + tepi}h1v1h-1z`;
    }
  }
  return { d, sisi: n + 2 * tepi };
}

function GambarQr({ isi, redup }: { isi: string; redup: boolean }) {
  const { d, sisi } = useMemo(() => jalurQr(isi), [isi]);
  return (
    <svg
      className={redup ? styles.qrRedup : styles.qr}
      viewBox={`0 0 ${sisi} ${sisi}`}
      role="img"
      aria-label={TEKS_QR.labelGambar}
      shapeRendering="crispEdges"
      data-isi={isi}
    >
      <rect width={sisi} height={sisi} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}

/**
 * The lecturer's QR attendance page (spec 2 'Generate QR Code'): the meeting, a large code that
 * the container renews about every 30 s, the countdown to the next one; loading, error (the
 * server refused: meeting ended, QR off) and expired (no new code could be fetched in time).
 */
export function KodeQrKehadiran({
  judul,
  subjudul,
  isi,
  sisaDetik,
  status = isi ? 'ready' : 'loading',
  pesanGalat,
  onMuatUlang,
  isMemuatUlang = false,
}: KodeQrKehadiranProps) {
  const idJudul = useId();
  const muatUlang = onMuatUlang ? (
    <Button
      variant="secondary"
      icon={<RefreshCw />}
      onPress={onMuatUlang}
      isPending={isMemuatUlang}
    >
      {TEKS_QR.muatUlang}
    </Button>
  ) : null;
  return (
    <section className={styles.root} aria-labelledby={idJudul}>
      <header className={styles.head}>
        <h1 id={idJudul} className={styles.title}>
          {judul}
        </h1>
        {subjudul ? <p className={styles.subtitle}>{subjudul}</p> : null}
      </header>
      {status === 'loading' ? (
        <div className={styles.kotak} role="status" aria-busy="true" aria-label={TEKS_QR.memuat}>
          <Skeleton width="100%" height="100%" />
        </div>
      ) : status === 'error' ? (
        <div className={styles.pesan}>
          <Callout tone="danger" judul={TEKS_QR.gagal} role="alert">
            {pesanGalat ?? null}
          </Callout>
          {muatUlang}
        </div>
      ) : (
        <>
          <div className={styles.kotak}>
            {isi ? <GambarQr isi={isi} redup={status === 'expired'} /> : null}
          </div>
          {status === 'expired' ? (
            <div className={styles.pesan}>
              <Callout tone="warning" judul={TEKS_QR.kedaluwarsa} role="alert">
                {TEKS_QR.kedaluwarsaIsi}
              </Callout>
              {muatUlang}
            </div>
          ) : (
            <>
              <p className={styles.hitung} aria-live="off">
                {typeof sisaDetik === 'number' ? TEKS_QR.gantiDalam(sisaDetik) : '\u00a0'}
              </p>
              <p className={styles.petunjuk}>{TEKS_QR.petunjuk}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
