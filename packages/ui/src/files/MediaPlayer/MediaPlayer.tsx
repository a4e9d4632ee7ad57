import { bulatkan, presensiPutarTerpenuhi, SYARAT_KEHADIRAN_DEFAULT } from '@kampus/domain';
import { type SyntheticEvent, useId, useRef, useState } from 'react';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './MediaPlayer.css';

export const mediaKinds = ['video', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export interface MediaPlayerProps {
  src: string;
  /** @default 'video' */
  jenis?: MediaKind;
  /** The media's title, shown as its caption and used as its name. */
  title: string;
  /** Poster image of a video. */
  poster?: string;
  /** WebVTT captions (Bahasa Indonesia). */
  captionsSrc?: string;
  /** Watch percentage that counts as presence (spec 9: 50 for video and audio). @default 50 */
  ambangPersen?: number;
  /** The presence was already met earlier: no threshold callback, the status says so. */
  isThresholdMet?: boolean;
  /** The share played so far, 0..100, never decreasing; seeking ahead does not count. */
  onProgress?: (persen: number) => void;
  /** Called once, when the played share first reaches the threshold. */
  onThresholdReached?: () => void;
  /** @default 'metadata' */
  preload?: 'none' | 'metadata' | 'auto';
  /** Show the watched share and the presence status under the player. @default true */
  showStatus?: boolean;
}

/** Share of the media actually played (the played time ranges), 0..100. */
function persenDiputar(el: HTMLMediaElement): number {
  const durasi = el.duration;
  if (!Number.isFinite(durasi) || durasi <= 0) return 0;
  let diputar = 0;
  const rentang = el.played;
  for (let i = 0; i < (rentang?.length ?? 0); i++) diputar += rentang.end(i) - rentang.start(i);
  return Math.min(100, Math.max(0, (diputar / durasi) * 100));
}

/**
 * A native video or audio player that reports how much has been watched (spec 2 'Material
 * presence': audio and video emit presence at a watch-percentage threshold).
 */
export function MediaPlayer({
  src,
  jenis = 'video',
  title,
  poster,
  captionsSrc,
  ambangPersen = SYARAT_KEHADIRAN_DEFAULT.video_persen,
  isThresholdMet = false,
  onProgress,
  onThresholdReached,
  preload = 'metadata',
  showStatus = true,
}: MediaPlayerProps) {
  const captionId = useId();
  const [persen, setPersen] = useState(0);
  const terbesar = useRef(0);
  const dilaporkan = useRef(isThresholdMet);
  const terpenuhi = isThresholdMet || presensiPutarTerpenuhi(persen, ambangPersen);

  const perbarui = (event: SyntheticEvent<HTMLMediaElement>) => {
    const baru = bulatkan(persenDiputar(event.currentTarget), 1);
    if (baru <= terbesar.current) return;
    terbesar.current = baru;
    setPersen(baru);
    onProgress?.(baru);
    if (!dilaporkan.current && presensiPutarTerpenuhi(baru, ambangPersen)) {
      dilaporkan.current = true;
      onThresholdReached?.();
    }
  };

  const media = {
    src,
    controls: true,
    preload,
    'aria-labelledby': captionId,
    onTimeUpdate: perbarui,
    onEnded: perbarui,
  };
  const track = <track kind="captions" src={captionsSrc} srcLang="id" label="Bahasa Indonesia" />;

  return (
    <figure className={styles.root}>
      {jenis === 'video' ? (
        <video {...media} poster={poster} className={styles.video} playsInline>
          {track}
        </video>
      ) : (
        <audio {...media} className={styles.audio}>
          {track}
        </audio>
      )}
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      {showStatus ? (
        <div className={styles.status}>
          <ProgressBar
            value={persen / 100}
            label={jenis === 'video' ? 'Sudah ditonton' : 'Sudah didengarkan'}
            minimalPersen={ambangPersen}
          />
          <span className={terpenuhi ? styles.met : styles.hint} aria-live="polite">
            {terpenuhi
              ? 'Syarat kehadiran terpenuhi'
              : `Putar minimal ${ambangPersen}% untuk memenuhi syarat kehadiran`}
          </span>
        </div>
      ) : null}
    </figure>
  );
}
