import type { DetailPengerjaan } from '@kampus/api';
import {
  formatAngka,
  formatJam,
  formatNilai,
  formatTanggal,
  LABEL_JENIS_SOAL,
  labelAturanKelompokSoal,
  nomorAwalKelompok,
  perhitunganNilaiBerjalan,
  statusNilai,
  TEKS_KONFIRMASI_RESET_PENGERJAAN,
  TEKS_PROSES_PERHITUNGAN_NILAI,
} from '@kampus/domain';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId, useState } from 'react';
import { FileCard } from '../../../files/FileCard';
import { Inline } from '../../../layout';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { IsiSoal, Rincian } from '../../soal';
import { BidangNilaiSoal, BidangPengurangan } from './BidangNilai';
import * as styles from './DetailPengerjaanView.css';

type KelompokPengerjaan = DetailPengerjaan['kelompok_soal'][number];
type SoalDijawab = KelompokPengerjaan['soal'][number];

export interface DetailPengerjaanViewProps {
  /** One student's work (GET /lms/ujian/{id}/pengerjaan/{idPengerjaan}); null while loading. */
  pengerjaan: DetailPengerjaan | null;
  /** A question's grade, 0..100 whole; the page shows 'Berhasil update nilai'. */
  onNilai: (idKelompok: string, idSoal: string, nilai: number) => Promise<unknown>;
  /** The deduction, two decimals; the page shows 'Berhasil update pengurangan nilai'. */
  onPengurangan: (nilai: number) => Promise<unknown>;
  /** After 'Ya' in 'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?'. */
  onReset: () => Promise<unknown>;
  /** This work's grade calculation (spec 4). @default 'COMPLETED' */
  perhitungan?: 'IN_PROGRESS' | 'COMPLETED';
  /** Grading and reset (the lecturer's write right). @default true */
  bolehUbah?: boolean;
  /** The server's message of the last failed save. */
  galat?: string | null;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** The class time zone. @default 'Asia/Jakarta' */
  timeZone?: string;
}

const waktu = (w: string, tz: string) => `${formatTanggal(w, tz)}, ${formatJam(w, tz)}`;

/** The student's choice as the option id of `DaftarOpsi` (undefined for essays). */
function pilihanMahasiswa(s: SoalDijawab): string | null | undefined {
  const isi = s.jawaban?.isi;
  if (s.jenis === 'pilihan')
    return isi?.jenis === 'pilihan' && isi.pilihan !== null ? String(isi.pilihan) : null;
  if (s.jenis === 'benar_salah') return isi?.jenis === 'benar_salah' ? isi.jawaban : null;
  return undefined;
}

/**
 * One student's work (spec 2 'Exams', 7): the student, times, score and deduction; every
 * question in the attempt's order with the student's answer, the key and the score, each with a
 * whole-number grade 0..100 (domain `normalisasiNilaiSoal`); the deduction with two decimals
 * (`normalisasiPenguranganNilai`); and the reset, asking 'Anda yakin me-reset pengerjaan
 * kuis/ujian mahasiswa ini?'.
 */
export function DetailPengerjaanView({
  pengerjaan: p,
  onNilai,
  onPengurangan,
  onReset,
  perhitungan = 'COMPLETED',
  bolehUbah = true,
  galat,
  isLoading = false,
  isError = false,
  onRetry,
  timeZone = 'Asia/Jakarta',
}: DetailPengerjaanViewProps) {
  const idJudul = useId();
  const [tanyaReset, setTanyaReset] = useState(false);
  const [mereset, setMereset] = useState(false);

  if (isError) return <LoadError onRetry={onRetry} />;
  if (isLoading || !p) {
    return (
      <div className={styles.root} aria-busy="true">
        <div className={styles.kepala}>
          <Skeleton width="40%" />
          <Skeleton width="70%" />
        </div>
        <div className={styles.kelompok}>
          <Skeleton width="30%" />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </div>
      </div>
    );
  }

  const status = statusNilai(p.status_nilai);
  const konfirmasiReset = async () => {
    setMereset(true);
    try {
      await onReset();
    } catch {
      // The page shows the error; the work stays.
    } finally {
      setMereset(false);
      setTanyaReset(false);
    }
  };

  const nomorAwal = nomorAwalKelompok(p.kelompok_soal);
  return (
    <div className={styles.root}>
      <section className={styles.kepala} aria-labelledby={idJudul}>
        <Inline gap="md" align="flex-start" justify="space-between">
          <div className={styles.identitas}>
            <h2 id={idJudul} className={styles.nama}>
              {p.mahasiswa.nama}
            </h2>
            <p className={styles.redup}>{p.mahasiswa.nim}</p>
          </div>
          {bolehUbah ? (
            <Button variant="secondary" icon={<RotateCcw />} onPress={() => setTanyaReset(true)}>
              Reset Pengerjaan
            </Button>
          ) : null}
        </Inline>
        {perhitunganNilaiBerjalan(perhitungan) ? (
          <p className={styles.perhitungan} role="status">
            <TriangleAlert aria-hidden="true" size={18} />
            {TEKS_PROSES_PERHITUNGAN_NILAI}
          </p>
        ) : null}
        {galat ? (
          <p className={styles.galat} role="alert">
            {galat}
          </p>
        ) : null}
        <dl className={styles.ringkasan}>
          <Rincian label="Waktu Mulai">{waktu(p.waktu_mulai, timeZone)}</Rincian>
          <Rincian label="Waktu Selesai">
            <span className={styles.baris}>
              {p.dikumpulkan ? waktu(p.waktu_selesai, timeZone) : '-'}
              {p.dikumpulkan_oleh === 'sistem' ? (
                <Tag tone="warning">Dikumpulkan oleh sistem</Tag>
              ) : null}
            </span>
          </Rincian>
          <Rincian label="Dijawab">
            {p.jumlah_soal_dijawab}/{p.jumlah_soal}
          </Rincian>
          <Rincian label="Nilai Akhir">{formatNilai(p.nilai_akhir)}</Rincian>
          <Rincian label="Pengurangan Nilai">{formatAngka(p.pengurangan_nilai)}</Rincian>
          <Rincian label="Status">
            <Tag tone={status.warna}>{status.label}</Tag>
          </Rincian>
        </dl>
        {bolehUbah ? (
          <BidangPengurangan nilai={p.pengurangan_nilai} onSimpan={onPengurangan} />
        ) : null}
      </section>
      {p.kelompok_soal.length === 0 ? (
        <EmptyState pesan="Tidak ada soal pada pengerjaan ini." />
      ) : null}
      {p.kelompok_soal.map((k, i) => (
        <KartuKelompok
          key={k.id}
          kelompok={k}
          nomorAwal={nomorAwal[i] ?? 0}
          bolehUbah={bolehUbah}
          onNilai={(idSoal, nilai) => onNilai(k.id, idSoal, nilai)}
        />
      ))}
      {bolehUbah ? (
        <ConfirmDialog
          isOpen={tanyaReset}
          onOpenChange={(buka) => (buka || mereset ? undefined : setTanyaReset(false))}
          message={TEKS_KONFIRMASI_RESET_PENGERJAAN}
          onConfirm={() => void konfirmasiReset()}
          isPending={mereset}
          closeOnConfirm={false}
        />
      ) : null}
    </div>
  );
}

function KartuKelompok({
  kelompok: k,
  nomorAwal,
  bolehUbah,
  onNilai,
}: {
  kelompok: KelompokPengerjaan;
  nomorAwal: number;
  bolehUbah: boolean;
  onNilai: (idSoal: string, nilai: number) => Promise<unknown>;
}) {
  const id = useId();
  const judul = k.judul.trim() ? `Kelompok ${k.nomor}: ${k.judul.trim()}` : `Kelompok ${k.nomor}`;
  return (
    <section className={styles.kelompok} aria-labelledby={id}>
      <Inline as="header">
        <h3 id={id} className={styles.kelompokJudul}>
          {judul}
        </h3>
        <Tag tone={k.aturan === 'semua' ? 'grey' : 'blue'}>
          {labelAturanKelompokSoal(k.aturan, k.wajib_dijawab)}
        </Tag>
      </Inline>
      <ol className={styles.soalDaftar}>
        {k.soal.map((s, i) => {
          const n = nomorAwal + i + 1;
          return (
            <li key={s.id} className={styles.soal}>
              <article className={styles.soalIsi} aria-label={`Soal ${n}`}>
                <div className={styles.soalKepala}>
                  <span className={styles.soalNomor}>Soal {n}</span>
                  <Tag tone="primary">{LABEL_JENIS_SOAL[s.jenis]}</Tag>
                  {s.jawaban ? null : <Tag tone="grey">Tidak dijawab</Tag>}
                  <span className={styles.skor}>
                    Nilai: {s.jawaban?.nilai === null || !s.jawaban ? '-' : s.jawaban.nilai}
                  </span>
                </div>
                <IsiSoal soal={s} nomor={n} jawaban={pilihanMahasiswa(s)} />
                {s.jenis === 'esay' ? <JawabanEsai soal={s} nomor={n} /> : null}
                {bolehUbah ? (
                  <BidangNilaiSoal
                    nomor={n}
                    nilai={s.jawaban?.nilai ?? null}
                    onSimpan={(nilai) => onNilai(s.id, nilai)}
                  />
                ) : null}
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The student's essay answer: the text and the attached files. */
function JawabanEsai({ soal, nomor }: { soal: SoalDijawab; nomor: number }) {
  const isi = soal.jawaban?.isi;
  const esai = isi?.jenis === 'esay' ? isi : null;
  return (
    <div className={styles.jawaban}>
      <p className={styles.jawabanLabel}>Jawaban Mahasiswa</p>
      <p className={styles.teksPanjang}>{esai?.teks.trim() || '-'}</p>
      {esai && esai.files.length > 0 ? (
        <ul className={styles.berkas} aria-label={`Lampiran jawaban soal ${nomor}`}>
          {esai.files.map((f) => (
            <li key={f.url}>
              <FileCard berkas={f} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
