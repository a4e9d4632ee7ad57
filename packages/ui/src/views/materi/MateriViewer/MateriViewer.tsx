import type { Materi } from '@kampus/api';
import {
  aturanPresensiMateri,
  elipsisNamaBerkas,
  formatUkuranBerkas,
  LABEL_JENIS_MATERI,
  LABEL_STATUS_SYARAT_MATERI,
  LABEL_TIPE_FILE,
  PENAMPIL_DOKUMEN_DEFAULT,
  presensiPutarTerpenuhi,
  statusSyaratMateri,
  tampilLangsung,
  tautanHttp,
  teksSyaratMateri,
  WARNA_STATUS_SYARAT_MATERI,
  type WaktuInput,
} from '@kampus/domain';
import BookCheck from 'lucide-react/icons/book-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import Hourglass from 'lucide-react/icons/hourglass';
import { useEffect, useId, useRef, useState } from 'react';
import { RichText } from '../../../content/RichText';
import { FileTypeIcon } from '../../../files/FileCard';
import { FileViewer } from '../../../files/FileViewer';
import { MediaPlayer } from '../../../files/MediaPlayer';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { Tag } from '../../../primitives/Tag';
import type { MateriMode, SyaratPresensiMateri } from '../MateriCard';
import * as styles from './MateriViewer.css';

/** What a student did with a material (the body of POST /lms/materi/{id}/presensi). */
export interface AksiPresensiMateri {
  aksi: 'buka' | 'baca' | 'putar' | 'unduh';
  /** Furthest played share of a video or audio, 0..100. */
  persen?: number;
}

export interface MateriViewerProps {
  /** The material to show; `null` keeps the modal closed. */
  materi: Materi | null;
  /** Server time, for a deadline that has passed. @default now */
  sekarang?: WaktuInput;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Students record presence and see the countdown; lecturers only look. */
  mode: MateriMode;
  /** Presence settings of the class (spec 9 defaults: 50%, 50%, 60 s). */
  syarat: SyaratPresensiMateri;
  /**
   * Records a student's action; a rejected promise means not recorded (the app reports it).
   * Never called for lecturers.
   */
  onPresensi?: (aksi: AksiPresensiMateri) => Promise<unknown>;
  /** Told when 'Unduh' is pressed; the link itself downloads the file. */
  onDownload?: () => void;
  /**
   * The external document viewer of e-books; `{url}` is replaced by the encoded file URL.
   * @default 'https://docs.google.com/gview?embedded=true&url={url}'
   */
  viewerUrl?: string;
}

/** 'm:ss' of a number of seconds. */
export function formatSisaWaktu(detik: number): string {
  const s = Math.max(0, Math.ceil(detik));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

type KeadaanBaca = 'membaca' | 'mengirim' | 'selesai';

/** E-book presence (spec 2): a read countdown, then 'Sudah Baca'. */
function BacaEbook({
  detik,
  sudahTerpenuhi,
  onBaca,
}: {
  detik: number;
  sudahTerpenuhi: boolean;
  onBaca: () => Promise<boolean>;
}) {
  const [sisa, setSisa] = useState(detik);
  const [keadaan, setKeadaan] = useState<KeadaanBaca>(sudahTerpenuhi ? 'selesai' : 'membaca');
  const [ditekan, setDitekan] = useState(false);
  const berjalan = keadaan === 'membaca' && sisa > 0;

  useEffect(() => {
    if (!berjalan) return;
    const id = setInterval(() => setSisa((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [berjalan]);

  const baca = async () => {
    setKeadaan('mengirim');
    setDitekan(true);
    setKeadaan((await onBaca()) ? 'selesai' : 'membaca');
  };

  return (
    <div className={styles.baca}>
      {berjalan ? (
        <p className={styles.hitungMundur}>
          <Hourglass aria-hidden="true" className={styles.ikonKecil} />
          Sisa waktu membaca{' '}
          <span role="timer" aria-live="off" className={styles.sisa}>
            {formatSisaWaktu(sisa)}
          </span>
        </p>
      ) : null}
      {!berjalan && (keadaan !== 'selesai' || ditekan) ? (
        <Button
          icon={keadaan === 'selesai' ? <CircleCheck /> : <BookCheck />}
          variant={keadaan === 'selesai' ? 'secondary' : 'primary'}
          isPending={keadaan === 'mengirim'}
          isDisabled={keadaan === 'selesai'}
          onPress={baca}
        >
          Sudah Baca
        </Button>
      ) : null}
      <p className={styles.sukses} role="status">
        {keadaan === 'selesai' ? (
          <>
            <CircleCheck aria-hidden="true" className={styles.ikonKecil} />
            Materi sudah dibaca
          </>
        ) : null}
      </p>
    </div>
  );
}

interface IsiMateriProps extends Omit<MateriViewerProps, 'materi' | 'isOpen' | 'onOpenChange'> {
  materi: Materi;
}

function IsiMateri({
  materi,
  mode,
  syarat,
  onPresensi,
  onDownload,
  viewerUrl = PENAMPIL_DOKUMEN_DEFAULT,
  sekarang,
}: IsiMateriProps) {
  const deskripsiId = useId();
  const mahasiswa = mode === 'mahasiswa';
  const tipe = materi.tipe_file;
  const aturan = aturanPresensiMateri(tipe, syarat);
  const [terpenuhiAwal] = useState(materi.presensi?.statusUnduh === 'terpenuhi');
  // The server counts the reading time from the first open: a reopened e-book resumes there.
  const [sisaBaca] = useState(() => {
    if (aturan.cara !== 'hitung_mundur') return 0;
    const buka = Date.parse(materi.presensi?.waktuBuka ?? '');
    const berlalu = Number.isNaN(buka) ? 0 : Math.max(0, (Date.now() - buka) / 1000);
    return Math.max(0, Math.ceil(aturan.detik - berlalu));
  });
  const [terpenuhiLokal, setTerpenuhiLokal] = useState(false);
  const terpenuhi = terpenuhiAwal || terpenuhiLokal || materi.presensi?.statusUnduh === 'terpenuhi';
  const status = terpenuhi
    ? 'terpenuhi'
    : statusSyaratMateri({ deadline: materi.deadline }, sekarang ?? Date.now());
  const wajibHadir = materi.is_syarat_hadir === true;
  const urlBerkas = materi.file?.url ?? materi.file_url ?? '';
  const namaBerkas = materi.file?.nama ?? materi.judul;

  /** Records a student's action; true when the server accepted it. */
  const catat = async (aksi: AksiPresensiMateri): Promise<boolean> => {
    if (!mahasiswa || !onPresensi) return false;
    try {
      await onPresensi(aksi);
    } catch {
      return false;
    }
    // The action that meets this type's rule (spec 2 'Material presence') marks it met here too.
    const memenuhi =
      (aturan.cara === 'hitung_mundur' && aksi.aksi === 'baca') ||
      (aturan.cara === 'persen_putar' &&
        (aksi.aksi === 'unduh' ||
          (aksi.aksi === 'putar' && presensiPutarTerpenuhi(aksi.persen ?? 0, aturan.persen)))) ||
      (aturan.cara === 'buka_link' && aksi.aksi === 'buka') ||
      (aturan.cara === 'unduh' && aksi.aksi === 'unduh');
    if (memenuhi) setTerpenuhiLokal(true);
    return true;
  };

  // An e-book a student has not met yet records 'buka' once when it opens.
  const bukaDicatat = useRef(false);
  useEffect(() => {
    if (bukaDicatat.current || !mahasiswa || tipe !== 'ebook' || terpenuhiAwal) return;
    bukaDicatat.current = true;
    void catat({ aksi: 'buka' });
  });

  // Audio and video report the played share when it first reaches the threshold and at 100%.
  const putarDilaporkan = useRef({ ambang: terpenuhiAwal, penuh: false });
  const diputar = (persen: number) => {
    if (aturan.cara !== 'persen_putar') return;
    const lapor = putarDilaporkan.current;
    if (!lapor.penuh && persen >= 100) {
      lapor.penuh = true;
      lapor.ambang = true;
      void catat({ aksi: 'putar', persen: 100 });
    } else if (!lapor.ambang && presensiPutarTerpenuhi(persen, aturan.persen)) {
      lapor.ambang = true;
      void catat({ aksi: 'putar', persen });
    }
  };

  const unduh = () => {
    onDownload?.();
    void catat({ aksi: 'unduh' });
  };

  // Only an http(s) link is ever a link; anything else stored before links were checked is text.
  const link = tautanHttp(materi.file_url);

  return (
    <div className={styles.root}>
      <section className={styles.bagian} aria-labelledby={deskripsiId}>
        <h3 id={deskripsiId} className={styles.judulBagian}>
          Deskripsi
        </h3>
        <RichText html={materi.deskripsi} />
      </section>

      {mahasiswa && (wajibHadir || aturan.cara === 'hitung_mundur') ? (
        <section className={styles.presensi} aria-label="Presensi materi">
          {wajibHadir ? (
            <div className={styles.syarat}>
              <p>
                <span className={styles.label}>Syarat kehadiran: </span>
                {teksSyaratMateri(tipe, syarat)}
              </p>
              <Tag tone={WARNA_STATUS_SYARAT_MATERI[status]}>
                {LABEL_STATUS_SYARAT_MATERI[status]}
              </Tag>
            </div>
          ) : null}
          {aturan.cara === 'hitung_mundur' ? (
            <BacaEbook
              detik={sisaBaca}
              sudahTerpenuhi={terpenuhiAwal}
              onBaca={() => catat({ aksi: 'baca' })}
            />
          ) : null}
        </section>
      ) : null}

      {tipe === 'ebook' && urlBerkas ? (
        <FileViewer
          url={urlBerkas}
          viewerUrl={tampilLangsung(namaBerkas) || tampilLangsung(urlBerkas) ? null : viewerUrl}
          title={namaBerkas}
        />
      ) : null}

      {(tipe === 'video' || tipe === 'audio') && urlBerkas ? (
        <MediaPlayer
          src={urlBerkas}
          jenis={tipe}
          title={namaBerkas}
          ambangPersen={aturan.cara === 'persen_putar' ? aturan.persen : undefined}
          isThresholdMet={terpenuhi}
          showStatus={mahasiswa}
          onProgress={mahasiswa ? diputar : undefined}
        />
      ) : null}

      {tipe === 'url' ? (
        <div className={styles.tautan}>
          <p className={styles.alamat}>{link ?? (materi.file_url || '-')}</p>
          {link ? (
            <Button
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExternalLink />}
              onPress={() => void catat({ aksi: 'buka' })}
            >
              Buka Link
            </Button>
          ) : null}
        </div>
      ) : null}

      {tipe !== 'url' && urlBerkas ? (
        <div className={styles.berkas}>
          <FileTypeIcon name={namaBerkas} />
          <div className={styles.berkasTeks}>
            <span className={styles.berkasNama}>{elipsisNamaBerkas(namaBerkas)}</span>
            {materi.file ? (
              <span className={styles.berkasUkuran}>{formatUkuranBerkas(materi.file.ukuran)}</span>
            ) : null}
          </div>
          <Button
            href={urlBerkas}
            download={materi.file?.nama ?? true}
            target="_blank"
            rel="noopener noreferrer"
            variant={tipe === 'archive' ? 'primary' : 'secondary'}
            icon={<Download />}
            onPress={unduh}
          >
            Unduh
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Opens a material (spec 2 'Materials', 'Material presence'): title, jenis, the sanitised
 * description, then the e-book in the document viewer, the video or audio player, the link or the
 * archive, with 'Unduh' for files. A student's actions are recorded: an e-book counts down before
 * 'Sudah Baca', a video or audio reports the played share at the threshold and at 100%, a link
 * when opened, a file when downloaded. Full width with a small margin on phones, 900 px above.
 */
export function MateriViewer({ materi, isOpen, onOpenChange, ...rest }: MateriViewerProps) {
  return (
    <Modal
      isOpen={isOpen && materi !== null}
      onOpenChange={onOpenChange}
      title={materi?.judul ?? 'Materi'}
      subtitle={
        materi
          ? `${LABEL_JENIS_MATERI[materi.jenis_materi]} · ${LABEL_TIPE_FILE[materi.tipe_file]}`
          : undefined
      }
      width={900}
      canSubmit={false}
      cancelLabel="Tutup"
      isDismissable
    >
      {materi ? <IsiMateri key={materi.id} materi={materi} {...rest} /> : null}
    </Modal>
  );
}
