import type { Pengerjaan, SoalPengerjaan, Ujian } from '@kampus/api';
import {
  formatNilai,
  formatTanggalJam,
  isTanggalKosong,
  keEpoch,
  LABEL_STATUS_PENGERJAAN,
  PESAN_PENGERJAAN,
  statusPengerjaanMahasiswa,
  statusUjianPada,
  teksDurasiUjian,
} from '@kampus/domain';
import type { ReactNode } from 'react';
import { RichText } from '../../../content/RichText';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { Card } from '../../../primitives/Card';
import { Disclosure } from '../../../primitives/Disclosure';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import { TagUjian } from '../UjianPanel';
import { TinjauanJawaban } from './TinjauanJawaban';
import * as styles from './UjianInfoView.css';

export interface UjianInfoViewProps {
  /** The exam; `null` while it loads or when it failed. */
  ujian: Ujian | null;
  /** The student's own attempt; `null` when they have not started it. */
  pengerjaan: Pengerjaan | null;
  /** The server clock (ISO): whether the exam runs, the attempt's status. */
  waktuServer: string;
  /** 'Kerjakan' on a running exam not yet taken: opens the confirmation. */
  onKerjakan: (ujian: Ujian) => void;
  /** 'Lanjutkan' an attempt in progress. @default `/ujian/{id}/soal` */
  hrefSoal?: string;
  /** The answer key may be shown (domain `kunciJawabanTampil`, the server's `kunci_tampil`). */
  kunciTampil: boolean;
  /** The attempt's questions with keys and answers, for the review when `kunciTampil`. */
  kelompokSoal?: SoalPengerjaan['kelompok_soal'] | null;
  /** The review's questions are loading. @default false */
  isLoadingKunci?: boolean;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Zone of the times (the class time zone). @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Level of the card headings. @default 2 */
  headingLevel?: 2 | 3;
}

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.baris}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.nilai}>{children}</dd>
    </div>
  );
}

/**
 * /ujian/{id} for a student (spec 2 'Exams', 3 'Exam attempt', 4 'Exam status'): the exam's
 * information, then their attempt: 'Kerjakan' only while the exam runs and they have not started,
 * 'Lanjutkan' while it is in progress, and once finished the submission time, the answered count,
 * the score when published and, when the key may be shown, 'Lihat Kunci Jawaban'.
 */
export function UjianInfoView({
  ujian,
  pengerjaan,
  waktuServer,
  onKerjakan,
  hrefSoal,
  kunciTampil,
  kelompokSoal,
  isLoadingKunci = false,
  isLoading = false,
  isError = false,
  onRetry,
  timeZone,
  headingLevel = 2,
}: UjianInfoViewProps) {
  if (isError) {
    return (
      <Card>
        <LoadError onRetry={onRetry} />
      </Card>
    );
  }
  if (isLoading || !ujian) {
    return (
      <Card>
        <div role="status" aria-busy="true" className={styles.memuat}>
          <span className={visuallyHidden}>Memuat kuis/ujian</span>
          <Skeleton width="60%" height="1.5em" />
          <Skeleton width="40%" />
          <Skeleton height="6em" />
        </div>
      </Card>
    );
  }

  const status = statusUjianPada(ujian, waktuServer);
  const statusSaya = statusPengerjaanMahasiswa(ujian, pengerjaan, waktuServer);
  const labelSaya = LABEL_STATUS_PENGERJAAN[statusSaya];
  const mk = ujian.kelas_kuliah.mata_kuliah;
  const hrefLanjut = hrefSoal ?? `/ujian/${encodeURIComponent(ujian.id)}/soal`;
  const waktuKunci = keEpoch(ujian.waktu_tampil_kunci);
  const kunciNanti =
    ujian.tampilkan_kunci_jawaban &&
    waktuKunci !== null &&
    waktuKunci > (keEpoch(waktuServer) ?? 0);
  const Judul = `h${headingLevel}` as const;

  let isiPengerjaan: ReactNode;
  if (statusSaya === 'belum_dimulai') {
    isiPengerjaan =
      status === 'sedang_berlangsung' && !ujian.soal_siap ? (
        <Callout tone="warning">{PESAN_PENGERJAAN.belumSiap}</Callout>
      ) : status === 'sedang_berlangsung' ? (
        <>
          <p>Anda belum mengerjakan kuis/ujian ini.</p>
          <div className={styles.tombol}>
            <Button onPress={() => onKerjakan(ujian)}>Kerjakan</Button>
          </div>
        </>
      ) : (
        <p>
          Kuis/ujian belum dimulai. Anda dapat mengerjakannya mulai{' '}
          {formatTanggalJam(ujian.waktu_mulai, timeZone)}.
        </p>
      );
  } else if (statusSaya === 'terlewat') {
    isiPengerjaan = <p>Kuis/ujian sudah berakhir. Anda tidak mengerjakan kuis/ujian ini.</p>;
  } else if (statusSaya === 'sedang_berlangsung' && pengerjaan) {
    isiPengerjaan = (
      <>
        <dl className={styles.data}>
          <Baris label="Mulai mengerjakan">
            {formatTanggalJam(pengerjaan.waktu_mulai, timeZone)}
          </Baris>
          <Baris label="Batas waktu">
            {isTanggalKosong(pengerjaan.batas)
              ? 'Tanpa batas waktu'
              : formatTanggalJam(pengerjaan.batas, timeZone)}
          </Baris>
          <Baris label="Soal dijawab">
            {pengerjaan.jumlah_soal_dijawab} dari {pengerjaan.jumlah_soal}
          </Baris>
        </dl>
        <div className={styles.tombol}>
          <Button href={hrefLanjut}>Lanjutkan</Button>
        </div>
      </>
    );
  } else if (pengerjaan) {
    isiPengerjaan = (
      <>
        <dl className={styles.data}>
          <Baris label="Mulai mengerjakan">
            {formatTanggalJam(pengerjaan.waktu_mulai, timeZone)}
          </Baris>
          <Baris label={pengerjaan.dikumpulkan_oleh === 'mahasiswa' ? 'Dikumpulkan' : 'Berakhir'}>
            {formatTanggalJam(pengerjaan.waktu_selesai, timeZone)}
            {pengerjaan.dikumpulkan_oleh !== 'mahasiswa' ? (
              <span className={styles.catatan}> (dikumpulkan otomatis saat waktu habis)</span>
            ) : null}
          </Baris>
          <Baris label="Soal dijawab">
            {pengerjaan.jumlah_soal_dijawab} dari {pengerjaan.jumlah_soal}
          </Baris>
          <Baris label="Nilai">
            {pengerjaan.nilai_akhir !== null ? (
              <span className={styles.skor}>{formatNilai(pengerjaan.nilai_akhir)}</span>
            ) : (
              <span className={styles.catatan}>Belum ditampilkan</span>
            )}
          </Baris>
          {pengerjaan.nilai_akhir !== null && pengerjaan.pengurangan_nilai > 0 ? (
            <Baris label="Pengurangan nilai">{formatNilai(pengerjaan.pengurangan_nilai)}</Baris>
          ) : null}
        </dl>
        {!kunciTampil && kunciNanti ? (
          <p className={styles.catatan}>
            Kunci jawaban ditampilkan mulai {formatTanggalJam(ujian.waktu_tampil_kunci, timeZone)}.
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.root}>
      <Card>
        <div className={styles.info}>
          <p className={styles.kelas}>
            <span className={styles.kode}>{mk.kode}</span> {mk.nama} · Kelas{' '}
            {ujian.kelas_kuliah.nama} · Pertemuan {ujian.pertemuan.nomor}
          </p>
          <Judul className={styles.judul}>{ujian.judul}</Judul>
          <div className={styles.tags}>
            <TagUjian ujian={ujian} status={status} />
          </div>
          <RichText html={ujian.deskripsi} />
          <dl className={styles.data}>
            <Baris label="Waktu mulai">{formatTanggalJam(ujian.waktu_mulai, timeZone)}</Baris>
            <Baris label="Waktu selesai">{formatTanggalJam(ujian.waktu_selesai, timeZone)}</Baris>
            <Baris label="Durasi">{teksDurasiUjian(ujian)}</Baris>
            <Baris label="Jumlah soal">{ujian.jumlah_soal}</Baris>
            {ujian.created_by ? <Baris label="Dibuat oleh">{ujian.created_by.name}</Baris> : null}
          </dl>
        </div>
      </Card>

      <Card
        title="Pengerjaan Saya"
        titleLevel={headingLevel}
        headerActions={<Tag tone={labelSaya.warna}>{labelSaya.label}</Tag>}
      >
        <div className={styles.pengerjaan}>{isiPengerjaan}</div>
      </Card>

      {kunciTampil && pengerjaan ? (
        <Card padding="none">
          <div className={styles.kunci}>
            <Disclosure title="Lihat Kunci Jawaban" level={headingLevel}>
              {isLoadingKunci || !kelompokSoal ? (
                <div role="status" aria-busy="true" className={styles.memuat}>
                  <span className={visuallyHidden}>Memuat kunci jawaban</span>
                  <Skeleton height="4em" />
                  <Skeleton height="4em" />
                </div>
              ) : (
                <TinjauanJawaban kelompokSoal={kelompokSoal} headingLevel={headingLevel} />
              )}
            </Disclosure>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
