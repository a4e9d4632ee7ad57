import type { Vidcon } from '@kampus/api';
import {
  aksiGabungVidcon,
  formatRentangWaktu,
  formatTanggalJam,
  LABEL_APLIKASI_VIDCON,
  LABEL_STATUS_VIDCON,
  type StatusVidcon,
  statusVidconPada,
} from '@kampus/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import Video from 'lucide-react/icons/video';
import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './VidconPanel.css';

/** Who looks at a vidcon: students join it; staff manage it and see who joined. */
export const peranVidcon = ['mahasiswa', 'staf'] as const;
export type PeranVidcon = (typeof peranVidcon)[number];

export const TEKS_VIDCON = {
  gabung: 'Gabung',
  bukaLink: 'Buka Link',
  berakhir: 'Vidcon telah berakhir',
  terlambat: 'Terlambat',
  tepatWaktu: 'Tepat Waktu',
  belumAdaPeserta: 'Belum ada yang bergabung.',
} as const;

/** The status of a vidcon on the server clock, or the server's when no clock is given. */
export function statusVidconDi(v: Vidcon, waktuServer?: string): StatusVidcon {
  return waktuServer ? statusVidconPada(v, waktuServer) : v.status;
}

export interface KartuVidconProps {
  v: Vidcon;
  peran: PeranVidcon;
  /** The server clock (ISO): the status follows it. Without it, the server's status. */
  waktuServer?: string;
  /** @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Level of the list's heading; the title is one below, who joined two below. @default 2 */
  headingLevel?: 2 | 3;
  /** Shows the course, class and meeting (the /vidcon list across classes). @default false */
  tampilkanKelas?: boolean;
  /** 'Gabung' on a running vidcon: joins in the app (the panel opens the room). */
  onMasuk?: (v: Vidcon) => void;
  /** 'Buka Link' before the start: the link opens in a new tab and the join is recorded. */
  onBukaLink?: (v: Vidcon) => void;
  /** This vidcon's join is being recorded. @default false */
  isGabungPending?: boolean;
  /** Staff: 'Ubah'. Hidden when not given. */
  onUbah?: (v: Vidcon) => void;
  /** Staff: 'Hapus' (the panel asks first). Hidden when not given. */
  onHapus?: (v: Vidcon) => void;
  className?: string;
}

/**
 * The join button (spec 2, 4 'Vidcon'): running, 'Gabung' joins in the app; not started, 'Buka
 * Link' opens the link in a new tab and records a join; finished, disabled.
 */
function TombolGabung({
  v,
  status,
  judulId,
  onMasuk,
  onBukaLink,
  isPending,
}: {
  v: Vidcon;
  status: StatusVidcon;
  judulId: string;
  onMasuk?: (v: Vidcon) => void;
  onBukaLink?: (v: Vidcon) => void;
  isPending: boolean;
}) {
  const aksi = aksiGabungVidcon(status);
  if (aksi === 'nonaktif') {
    return (
      <Button size="small" icon={<Video />} isDisabled disabledReason={TEKS_VIDCON.berakhir}>
        {TEKS_VIDCON.gabung}
      </Button>
    );
  }
  if (aksi === 'dalam_aplikasi') {
    return onMasuk ? (
      <Button
        size="small"
        icon={<Video />}
        isPending={isPending}
        onPress={() => onMasuk(v)}
        aria-describedby={judulId}
      >
        {TEKS_VIDCON.gabung}
      </Button>
    ) : null;
  }
  return onBukaLink ? (
    <Button
      size="small"
      variant="secondary"
      icon={<ExternalLink />}
      href={v.link}
      target="_blank"
      rel="noopener noreferrer"
      onPress={() => onBukaLink(v)}
      aria-describedby={judulId}
    >
      {TEKS_VIDCON.bukaLink}
    </Button>
  ) : null;
}

/** 'Terlambat' (red) or 'Tepat Waktu' (green); nothing when lateness is unknown (spec 9). */
export function TagTerlambat({ terlambat }: { terlambat: boolean | null }) {
  if (terlambat === null) return null;
  return terlambat ? (
    <Tag tone="danger">{TEKS_VIDCON.terlambat}</Tag>
  ) : (
    <Tag tone="success">{TEKS_VIDCON.tepatWaktu}</Tag>
  );
}

/**
 * Who joined (spec 3 join_data): the lecturer sees every join with its time and lateness; a
 * student sees their own.
 */
function DaftarJoin({
  v,
  peran,
  timeZone,
  headingLevel,
}: {
  v: Vidcon;
  peran: PeranVidcon;
  timeZone?: string;
  headingLevel: 2 | 3;
}) {
  const Judul = `h${headingLevel + 2}` as 'h4' | 'h5';
  const staf = peran === 'staf';
  if (!staf && v.join_data.length === 0) return null;
  const judul = staf ? `Peserta Bergabung (${v.join_data.length})` : 'Riwayat Bergabung Anda';
  return (
    <section className={styles.peserta} aria-label={`${judul}: ${v.judul}`}>
      <Judul className={styles.pesertaJudul}>{judul}</Judul>
      {v.join_data.length === 0 ? (
        <p className={styles.petunjuk}>{TEKS_VIDCON.belumAdaPeserta}</p>
      ) : (
        <ul className={styles.pesertaList}>
          {v.join_data.map((j) => (
            <li key={`${j.username}-${j.waktu_join}`} className={styles.pesertaBaris}>
              {staf ? (
                <span className={styles.pesertaNama}>
                  {j.nama} <span className={styles.pesertaWaktu}>({j.username})</span>
                </span>
              ) : null}
              <span className={styles.pesertaWaktu}>
                {formatTanggalJam(j.waktu_join, timeZone)}
              </span>
              {j.role === 'mahasiswa' ? (
                <TagTerlambat terlambat={j.terlambat} />
              ) : (
                <Tag tone="grey">{j.role === 'dosen' ? 'Dosen' : 'Operator'}</Tag>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One vidcon (spec 3 'Vidcon'): title, app, status, times, participants, notes, the join button,
 * and for staff 'Ubah', 'Hapus' and who joined, each student's join late or on time.
 */
export function KartuVidcon({
  v,
  peran,
  waktuServer,
  timeZone,
  headingLevel = 2,
  tampilkanKelas = false,
  onMasuk,
  onBukaLink,
  isGabungPending = false,
  onUbah,
  onHapus,
  className = styles.item,
}: KartuVidconProps) {
  const judulId = useId();
  const staf = peran === 'staf';
  const status = statusVidconDi(v, waktuServer);
  const label = LABEL_STATUS_VIDCON[status];
  const Judul = `h${headingLevel + 1}` as 'h3' | 'h4';
  const mk = v.kelas_kuliah.mata_kuliah;

  return (
    <article className={className} aria-labelledby={judulId}>
      {tampilkanKelas ? (
        <span className={styles.kelas}>
          <span className={styles.kode}>{mk.kode}</span> {mk.nama}
          {' · Kelas'} {v.kelas_kuliah.nama}
          {' · Pertemuan '}
          {v.pertemuan.nomor}
        </span>
      ) : null}
      <div className={styles.head}>
        <Judul id={judulId} className={styles.judul}>
          {v.judul}
        </Judul>
        {staf && (onUbah || onHapus) ? (
          <div className={styles.actions}>
            {onUbah ? (
              <Button
                iconOnly
                aria-label="Ubah"
                aria-describedby={judulId}
                icon={<Pencil />}
                onPress={() => onUbah(v)}
              />
            ) : null}
            {onHapus ? (
              <Button
                iconOnly
                aria-label="Hapus"
                aria-describedby={judulId}
                icon={<Trash2 />}
                variant="danger"
                onPress={() => onHapus(v)}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.tags}>
        <Tag tone="primary">{LABEL_APLIKASI_VIDCON[v.aplikasi]}</Tag>
        <Tag tone={label.warna}>{label.label}</Tag>
      </div>
      <p className={styles.meta}>
        <span className={styles.metaItem}>
          <span className={visuallyHidden}>Waktu: </span>
          {formatRentangWaktu(v.waktu_mulai, v.waktu_selesai, timeZone)}
        </span>
        <span className={styles.metaItem}>Peserta: {v.jumlah_peserta} mahasiswa</span>
      </p>
      {v.catatan.trim() ? <p className={styles.catatan}>{v.catatan}</p> : null}
      <div className={styles.tombol}>
        <TombolGabung
          v={v}
          status={status}
          judulId={judulId}
          onMasuk={onMasuk}
          onBukaLink={onBukaLink}
          isPending={isGabungPending}
        />
      </div>
      <DaftarJoin v={v} peran={peran} timeZone={timeZone} headingLevel={headingLevel} />
    </article>
  );
}
