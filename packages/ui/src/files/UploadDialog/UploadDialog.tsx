import {
  BATAS_ELIPSIS_NAMA_DIALOG,
  BATAS_UNGGAH_DEFAULT_BYTE,
  bolehSimpanUnggahan,
  elipsisNamaBerkas,
  formatUkuranBerkas,
  periksaBerkas,
  pesanUnggahGagal,
  type StatusUnggah,
  teksPetunjukUnggah,
  unggahanSelesai,
} from '@kampus/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState } from 'react';
import { Modal, type ModalWidth } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { DropZone } from '../DropZone';
import { FileTypeIcon } from '../FileCard';
import * as styles from './UploadDialog.css';

/** A finished upload, handed to `onSave`. */
export interface HasilUnggah {
  name: string;
  size: number;
  url: string;
}

/** Uploads one file, reporting progress 0..100; resolves with the stored URL. */
export type UploadFn = (
  file: File,
  onProgress: (persen: number) => void,
) => Promise<{ url: string }>;

export interface UploadDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** @default 'Unggah File' */
  title?: string;
  subtitle?: string;
  /** Accepted extensions, e.g. ['.pdf', '.docx'] (spec 5); empty accepts any type. */
  accept?: readonly string[];
  /** Size limit in bytes (1 MB = 1,000,000). @default 10240 KB */
  maksByte?: number;
  /** @default false */
  allowsMultiple?: boolean;
  /** The upload itself (e.g. POST /v2/storager); the dialog never fetches. */
  onUpload: UploadFn;
  /** 'Simpan' with every uploaded file; then the dialog asks to close. */
  onSave: (hasil: HasilUnggah[]) => void;
  /** @default 'Simpan' */
  saveLabel?: string;
  /** @default 600 */
  width?: ModalWidth;
}

interface Baris {
  id: number;
  file: File;
  status: StatusUnggah;
  persen: number;
  pesan?: string;
  url?: string;
}

const pesanGalat = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'string' ? e : 'Terjadi kesalahan';

/**
 * The upload dialog of spec 5: accepted types and size limit, one row per file with progress
 * (info), success or danger ('Unggah gagal: {message}'); 'Simpan' is disabled with no file, an
 * invalid file or a running upload.
 */
export function UploadDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  title = 'Unggah File',
  subtitle,
  accept = [],
  maksByte = BATAS_UNGGAH_DEFAULT_BYTE,
  allowsMultiple = false,
  onUpload,
  onSave,
  saveLabel = 'Simpan',
  width = 600,
}: UploadDialogProps) {
  const [baris, setBaris] = useState<Baris[]>([]);
  const idBerikut = useRef(1);

  const perbarui = (id: number, ubah: Partial<Baris>) =>
    setBaris((daftar) => daftar.map((b) => (b.id === id ? { ...b, ...ubah } : b)));

  const tambah = (files: File[]) => {
    const pilih = allowsMultiple ? files : files.slice(0, 1);
    if (pilih.length === 0) return;
    const baru: Baris[] = pilih.map((file) => {
      const cek = periksaBerkas(file, { accept, maksByte }, 'dialog');
      return cek.ok
        ? { id: idBerikut.current++, file, status: 'info', persen: 0 }
        : { id: idBerikut.current++, file, status: 'danger', persen: 0, pesan: cek.pesan };
    });
    setBaris((lama) => (allowsMultiple ? [...lama, ...baru] : baru));
    for (const b of baru) {
      if (b.status !== 'info') continue;
      onUpload(b.file, (persen) => perbarui(b.id, { persen: Math.min(100, Math.max(0, persen)) }))
        .then(({ url }) => perbarui(b.id, { status: 'success', persen: 100, url }))
        .catch((e: unknown) =>
          perbarui(b.id, { status: 'danger', pesan: pesanUnggahGagal(pesanGalat(e)) }),
        );
    }
  };

  const status = baris.map((b) => b.status);
  const bolehSimpan = bolehSimpanUnggahan({
    adaBerkas: baris.length > 0,
    berkasValid: baris.every((b) => b.status !== 'danger'),
    sedangUnggah: status.includes('info'),
  });
  const selesai = unggahanSelesai(status);
  const berhasil = baris.filter((b) => b.status === 'success').length;

  const tutup = (open: boolean) => {
    if (!open) setBaris([]);
    onOpenChange?.(open);
  };

  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={tutup}
      title={title}
      subtitle={subtitle}
      width={width}
      submitLabel={saveLabel}
      isSubmitDisabled={!bolehSimpan}
      onSubmit={() => {
        onSave(baris.map((b) => ({ name: b.file.name, size: b.file.size, url: b.url ?? '' })));
        tutup(false);
      }}
    >
      <div className={styles.body}>
        <DropZone
          layout="stacked"
          accept={accept}
          allowsMultiple={allowsMultiple}
          onSelect={tambah}
          hint={teksPetunjukUnggah(accept, maksByte)}
        />
        {baris.length > 0 ? (
          <ul className={styles.list} aria-label="File yang dipilih">
            {baris.map((b) => (
              <li key={b.id} className={`${styles.row} ${styles.state[b.status]}`}>
                <FileTypeIcon name={b.file.name} />
                <div className={styles.text}>
                  <span className={styles.name} title={b.file.name}>
                    {elipsisNamaBerkas(b.file.name, BATAS_ELIPSIS_NAMA_DIALOG)}
                  </span>
                  <span className={styles.size}>{formatUkuranBerkas(b.file.size)}</span>
                  {b.status === 'info' ? (
                    <ProgressBar
                      value={b.persen / 100}
                      label={`Mengunggah ${b.file.name}`}
                      isLabelHidden
                    />
                  ) : (
                    <span
                      className={`${styles.status} ${styles.statusTone[b.status]}`}
                      role="status"
                    >
                      <span className={styles.statusIcon} aria-hidden="true">
                        {b.status === 'success' ? <CircleCheck /> : <CircleX />}
                      </span>
                      {b.status === 'success' ? 'Berhasil diunggah' : b.pesan}
                    </span>
                  )}
                </div>
                <Button
                  iconOnly
                  aria-label={`Hapus ${b.file.name}`}
                  icon={<Trash2 />}
                  size="small"
                  isDisabled={b.status === 'info'}
                  onPress={() => setBaris((daftar) => daftar.filter((x) => x.id !== b.id))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {allowsMultiple && selesai ? (
          <p className={styles.summary} role="status">
            {berhasil} dari {baris.length} file berhasil diunggah
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
