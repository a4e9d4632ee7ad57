import {
  BYTE_PER_MB,
  DEFAULT_ZONA_WAKTU,
  formatJam,
  formatTanggal,
  formatUkuranBerkas,
  type JabatanKelompok,
  PESAN_PENGUMPULAN,
  periksaBerkas,
  VARIAN_PESAN_PENGUMPULAN,
} from '@kampus/domain';
import Send from 'lucide-react/icons/send';
import { type FormEvent, type ReactNode, useState } from 'react';
import { RichText } from '../../../content/RichText';
import { BerkasDipilih } from '../../../files/BerkasDipilih';
import { DropZone } from '../../../files/DropZone';
import { FileCard } from '../../../files/FileCard';
import { Inline } from '../../../layout/Inline';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { Card } from '../../../primitives/Card';
import { LoadError } from '../../../primitives/LoadError';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { TextArea } from '../../../primitives/TextArea';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './PengumpulanSayaPanel.css';

/** A stored file (contract BerkasTugas). */
export interface BerkasTugasView {
  name: string;
  url: string;
  extension?: string | null;
  content_length?: number;
}

/** The caller's submission (contract Pengumpulan). */
export interface PengumpulanView {
  teks: string;
  berkas: BerkasTugasView[];
  waktu_kirim: string;
  terlambat: boolean;
  dikirim_oleh: { name: string } | null;
  nilai: number | null;
  umpan_balik: string;
}

/** What GET /lms/tugas/{id}/pengumpulan/saya answers (contract PengumpulanSaya). */
export interface PengumpulanSayaView {
  kelompok: { id: string; nama: string } | null;
  jabatan: JabatanKelompok | null;
  pengumpulan: PengumpulanView | null;
  /** The server's judgement now (domain cekKirimPengumpulan). */
  boleh_kirim: boolean;
  /** Why not, in the spec's words. */
  pesan: string | null;
}

export interface TugasKumpulView {
  jenis: 'individu' | 'kelompok';
  waktu_selesai: string;
  terima_terlambat: boolean;
  /** Accepted extensions ('.pdf'); empty: every type the server takes. */
  jenis_file_diterima: string[];
  batas_ukuran_mb: number;
}

export interface KirimPengumpulan {
  files: File[];
  teks: string;
}

export interface PengumpulanSayaPanelProps {
  tugas: TugasKumpulView;
  saya: PengumpulanSayaView | null;
  /** Sends (or replaces) the submission; resolves when the server stored it. */
  onKirim: (isi: KirimPengumpulan) => Promise<unknown>;
  /** Upload progress 0..1 while sending. */
  progres?: number | null;
  /** The comment thread ('Percakapan') of this submission, when there is one. */
  slotPercakapan?: ReactNode;
  /** @default the college's default zone */
  timeZone?: string;
  /** @default 10 */
  maksBerkas?: number;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
}

const waktu = (iso: string, tz: string) => `${formatTanggal(iso, tz)} ${formatJam(iso, tz)}`;

function Terkumpul({ p, tz }: { p: PengumpulanView; tz: string }) {
  return (
    <div className={styles.bagian}>
      <Inline gap="sm" align="center" wrap>
        <Tag tone={p.terlambat ? 'warning' : 'success'}>
          {p.terlambat ? 'Terlambat' : 'Terkumpul'}
        </Tag>
        <span className={styles.redup}>
          {waktu(p.waktu_kirim, tz)}
          {p.dikirim_oleh ? ` oleh ${p.dikirim_oleh.name}` : ''}
        </span>
      </Inline>
      {p.berkas.length > 0 ? (
        <ul className={styles.daftarBerkas} aria-label="Berkas pengumpulan">
          {p.berkas.map((b) => (
            <li key={b.url}>
              <FileCard berkas={b} />
            </li>
          ))}
        </ul>
      ) : null}
      {p.teks ? <RichText html={p.teks} /> : null}
      {p.nilai !== null ? (
        <section className={styles.nilai} aria-label="Nilai">
          <span className={styles.angkaNilai}>
            {p.nilai.toLocaleString('id-ID', { maximumFractionDigits: 2 })}
          </span>
          {p.umpan_balik ? <p className={styles.umpanBalik}>{p.umpan_balik}</p> : null}
        </section>
      ) : (
        <p className={styles.redup}>Belum dinilai</p>
      )}
    </div>
  );
}

/**
 * A student's submission of an assignment (issue 24): what they (or their group's leader)
 * handed in, when, late or not, the grade and feedback once given; and, while the server allows
 * it, the form to send or replace it: files checked here by type and size as the server will
 * (domain periksaBerkas), an answer text, upload progress. A refusal keeps what was chosen.
 */
export function PengumpulanSayaPanel({
  tugas,
  saya,
  onKirim,
  progres = null,
  slotPercakapan,
  timeZone = DEFAULT_ZONA_WAKTU,
  maksBerkas = 10,
  isLoading = false,
  isError = false,
  onRetry,
}: PengumpulanSayaPanelProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [teks, setTeks] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [mengirim, setMengirim] = useState(false);
  const [ganti, setGanti] = useState(false);
  const maksByte = tugas.batas_ukuran_mb * BYTE_PER_MB;

  if (isLoading || (!saya && !isError)) {
    return (
      <Card title="Pengumpulan Saya" titleLevel={3}>
        <div role="status" aria-busy="true" className={styles.bagian}>
          <span className={visuallyHidden}>Memuat pengumpulan</span>
          <Skeleton width="50%" />
          <Skeleton width="80%" />
        </div>
      </Card>
    );
  }
  if (isError || !saya) {
    return (
      <Card title="Pengumpulan Saya" titleLevel={3}>
        <LoadError onRetry={onRetry} />
      </Card>
    );
  }

  const pilih = (baru: File[]) => {
    setGalat(null);
    const semua = [...files, ...baru].slice(0, maksBerkas);
    for (const f of semua) {
      const cek = periksaBerkas(
        { name: f.name, size: f.size },
        { accept: tugas.jenis_file_diterima, maksByte },
        VARIAN_PESAN_PENGUMPULAN,
      );
      if (!cek.ok) {
        setGalat(cek.pesan);
        return;
      }
    }
    setFiles(semua);
  };

  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    if (files.length === 0 && teks.trim() === '') {
      setGalat(PESAN_PENGUMPULAN.kosong);
      return;
    }
    setMengirim(true);
    setGalat(null);
    try {
      await onKirim({ files, teks });
      setFiles([]);
      setTeks('');
      setGanti(false);
    } catch (err) {
      setGalat(err instanceof Error ? err.message : 'Pengumpulan gagal dikirim');
    } finally {
      setMengirim(false);
    }
  };

  const p = saya.pengumpulan;
  const formTampil = saya.boleh_kirim && (!p || ganti);
  const judul = saya.kelompok ? `Pengumpulan ${saya.kelompok.nama}` : 'Pengumpulan Saya';
  const petunjuk = `${tugas.jenis_file_diterima.length > 0 ? tugas.jenis_file_diterima.join(', ') : 'Semua jenis berkas'} · maks. ${formatUkuranBerkas(maksByte)} per berkas`;

  return (
    <Card title={judul} titleLevel={3}>
      <div className={styles.bagian}>
        <p className={styles.redup}>
          Batas waktu {waktu(tugas.waktu_selesai, timeZone)}
          {tugas.terima_terlambat ? ' · pengumpulan terlambat diterima' : ''}
        </p>
        {p ? <Terkumpul p={p} tz={timeZone} /> : <p>Belum ada pengumpulan.</p>}
        {!saya.boleh_kirim && saya.pesan ? <Callout tone="info">{saya.pesan}</Callout> : null}
        {saya.boleh_kirim && p && !ganti ? (
          <Button variant="secondary" onPress={() => setGanti(true)}>
            Ganti Pengumpulan
          </Button>
        ) : null}
        {formTampil ? (
          <form className={styles.bagian} onSubmit={(e) => void kirim(e)} aria-label="Kirim tugas">
            <DropZone
              onSelect={pilih}
              accept={tugas.jenis_file_diterima}
              allowsMultiple
              isDisabled={mengirim || files.length >= maksBerkas}
              isInvalid={galat !== null}
              hint={petunjuk}
            />
            {files.length > 0 ? (
              <ul className={styles.daftarBerkas} aria-label="Berkas dipilih">
                {files.map((f, i) => (
                  <li key={`${f.name}-${f.size}-${f.lastModified}`}>
                    <BerkasDipilih
                      berkas={f}
                      isDisabled={mengirim}
                      onHapus={() => setFiles(files.filter((_, j) => j !== i))}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <TextArea
              label="Jawaban (opsional)"
              value={teks}
              onChange={setTeks}
              rows={3}
              maxLength={20_000}
              showCounter={teks.length > 16_000}
              isDisabled={mengirim}
            />
            {mengirim && progres !== null ? (
              <ProgressBar label="Mengunggah" value={progres} />
            ) : null}
            {galat ? (
              <p className={styles.galat} role="alert">
                {galat}
              </p>
            ) : null}
            <Inline gap="sm">
              {ganti ? (
                <Button variant="secondary" isDisabled={mengirim} onPress={() => setGanti(false)}>
                  Batal
                </Button>
              ) : null}
              <Button type="submit" icon={<Send />} isPending={mengirim}>
                {p ? 'Kirim Ulang' : 'Kumpulkan'}
              </Button>
            </Inline>
          </form>
        ) : null}
        {slotPercakapan}
      </div>
    </Card>
  );
}
