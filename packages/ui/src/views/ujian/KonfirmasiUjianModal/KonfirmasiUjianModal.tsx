import type { Ujian } from '@kampus/api';
import {
  formatTanggalJam,
  LABEL_JENIS_UJIAN,
  LABEL_SIFAT_UJIAN,
  teksDurasiUjian,
} from '@kampus/domain';
import BookOpen from 'lucide-react/icons/book-open';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import Smartphone from 'lucide-react/icons/smartphone';
import Timer from 'lucide-react/icons/timer';
import Wifi from 'lucide-react/icons/wifi';
import { type ComponentType, useId, useState } from 'react';
import { Modal } from '../../../overlays/Modal';
import { Checkbox } from '../../../primitives/Checkbox';
import * as styles from './KonfirmasiUjianModal.css';

/** What a student reads before starting (spec 2 'Exams': the exam confirmation modal). */
export const INFO_KONFIRMASI_UJIAN = [
  { id: 'koneksi', teks: 'Pastikan koneksi internet Anda stabil selama pengerjaan.' },
  {
    id: 'cadangan',
    teks: 'Siapkan perangkat cadangan jika perangkat utama Anda mengalami kendala.',
  },
  { id: 'teliti', teks: 'Baca setiap soal dengan teliti sebelum menjawab.' },
  {
    id: 'waktu',
    teks: 'Perhatikan sisa waktu pengerjaan. Jawaban dikumpulkan otomatis ketika waktu habis.',
  },
] as const;

/** Closed-book exams add this line (spec 2). */
export const INFO_TUTUP_BUKU =
  'Kuis/ujian ini bersifat Tutup Buku. Aktivitas kecurangan selama pengerjaan akan tercatat.';

export const TEKS_PERSETUJUAN_UJIAN = 'Saya sudah membaca dan menyetujui ketentuan di atas.';

const IKON: Record<(typeof INFO_KONFIRMASI_UJIAN)[number]['id'], ComponentType> = {
  koneksi: Wifi,
  cadangan: Smartphone,
  teliti: BookOpen,
  waktu: Timer,
};

export interface KonfirmasiUjianModalProps {
  /** The exam to start; `null` keeps the modal closed. */
  ujian: Ujian | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'Mulai', enabled once the agreement is checked; the app then opens /ujian/{id}/soal. */
  onMulai: () => void;
  /** While the attempt is being started. @default false */
  isPending?: boolean;
  /** Why the attempt could not start (the server's message), shown above the agreement. */
  galat?: string | null;
  /** Zone of the end time (the class time zone). @default 'Asia/Jakarta' */
  timeZone?: string;
}

/**
 * The exam confirmation (spec 2 'Exams', 5 'Exam confirmation'): the exam's type, rule, duration,
 * questions and end; check the connection, keep a backup device, read carefully, watch the time;
 * a closed-book exam adds that cheating is recorded. 'Mulai' needs the agreement checkbox.
 */
export function KonfirmasiUjianModal({
  ujian,
  isOpen,
  onOpenChange,
  onMulai,
  isPending = false,
  galat,
  timeZone,
}: KonfirmasiUjianModalProps) {
  const infoId = useId();
  const [setuju, setSetuju] = useState(false);
  // A new opening starts unchecked.
  const [bukaSebelumnya, setBukaSebelumnya] = useState(isOpen);
  if (bukaSebelumnya !== isOpen) {
    setBukaSebelumnya(isOpen);
    if (isOpen) setSetuju(false);
  }

  return (
    <Modal
      isOpen={isOpen && ujian !== null}
      onOpenChange={onOpenChange}
      title="Konfirmasi Kuis/Ujian"
      subtitle={ujian?.judul}
      width={500}
      submitLabel="Mulai"
      isSubmitDisabled={!setuju}
      submitDisabledReason="Centang persetujuan terlebih dahulu"
      isSubmitting={isPending}
      onSubmit={onMulai}
    >
      {ujian ? (
        <div className={styles.root}>
          <dl className={styles.ringkasan}>
            <div className={styles.baris}>
              <dt className={styles.term}>Jenis</dt>
              <dd className={styles.nilai}>{LABEL_JENIS_UJIAN[ujian.jenis]}</dd>
            </div>
            <div className={styles.baris}>
              <dt className={styles.term}>Sifat</dt>
              <dd className={styles.nilai}>{LABEL_SIFAT_UJIAN[ujian.sifat]}</dd>
            </div>
            <div className={styles.baris}>
              <dt className={styles.term}>Durasi</dt>
              <dd className={styles.nilai}>{teksDurasiUjian(ujian)}</dd>
            </div>
            <div className={styles.baris}>
              <dt className={styles.term}>Jumlah soal</dt>
              <dd className={styles.nilai}>{ujian.jumlah_soal}</dd>
            </div>
            <div className={styles.baris}>
              <dt className={styles.term}>Berakhir</dt>
              <dd className={styles.nilai}>{formatTanggalJam(ujian.waktu_selesai, timeZone)}</dd>
            </div>
          </dl>

          <section className={styles.info} aria-labelledby={infoId}>
            <h3 id={infoId} className={styles.judulInfo}>
              Sebelum memulai, perhatikan hal berikut:
            </h3>
            <ul className={styles.daftar}>
              {INFO_KONFIRMASI_UJIAN.map(({ id, teks }) => {
                const Ikon = IKON[id];
                return (
                  <li key={id} className={styles.butir}>
                    <span className={styles.ikon} aria-hidden="true">
                      <Ikon />
                    </span>
                    {teks}
                  </li>
                );
              })}
              {ujian.sifat === 'close' ? (
                <li className={`${styles.butir} ${styles.butirPeringatan}`}>
                  <span className={styles.ikon} aria-hidden="true">
                    <ShieldAlert />
                  </span>
                  {INFO_TUTUP_BUKU}
                </li>
              ) : null}
            </ul>
          </section>

          {galat ? (
            <p className={styles.galat} role="alert">
              {galat}
            </p>
          ) : null}

          <Checkbox isSelected={setuju} onChange={setSetuju} isDisabled={isPending}>
            {TEKS_PERSETUJUAN_UJIAN}
          </Checkbox>
        </div>
      ) : null}
    </Modal>
  );
}
