import {
  EKSTENSI_IMPOR_SOAL,
  ekstensiDiterima,
  gagal,
  JENIS_SOAL,
  type JenisSoal,
  type KeadaanImpor,
  LABEL_JENIS_SOAL,
  PESAN_BANK_SOAL,
  periksaBerkas,
  TEMPLAT_IMPOR_SOAL,
  teksPetunjukUnggah,
  urlTemplatImporSoal,
  validasiImporSoal,
} from '@kampus/domain';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import { useId, useState } from 'react';
import { BerkasDipilih } from '../../../files/BerkasDipilih';
import { DropZone } from '../../../files/DropZone';
import { FormStack } from '../../../forms';
import { type OverlayOpenProps, useOverlayOpenState } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { Disclosure } from '../../../primitives/Disclosure';
import * as fieldStyles from '../../../primitives/Field/Field.css';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './ImporSoalModal.css';

/** The fields of an import (POST /v2/lms/bank_soal/{id}/soal/import_excel: jenis_soal, file). */
export interface IsianImporSoal {
  jenis: JenisSoal;
  file: File;
}

export interface ImporSoalModalProps extends OverlayOpenProps {
  /**
   * 'Impor' with the type and the workbook. Resolves with the server's message ('Impor Berhasil'
   * shows it); a rejection's message is shown in the red 'Impor Gagal' box.
   */
  onImpor: (isian: IsianImporSoal) => Promise<{ message: string }>;
  /** Where the chosen type's template is downloaded from. @default domain `urlTemplatImporSoal` */
  hrefTemplat?: (jenis: JenisSoal) => string;
  /** The bank's title, under the modal's title. */
  judulBank?: string;
  /** Where the validation toasts go (spec 8 'File belum dipilih'). @default the app's toastQueue */
  toastQueue?: ToastQueue;
}

type Galat = Partial<Record<'jenis' | 'berkas', string>>;

const KOSONG: KeadaanImpor = { tahap: 'kosong' };

/** The footer's button per step: import, or back to the form for another workbook. */
const LABEL_KIRIM = {
  kosong: 'Impor',
  berhasil: 'Impor Lagi',
  gagal: 'Impor Ulang',
} as const satisfies Record<KeadaanImpor['tahap'], string>;

const pesanGalat = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'string' ? e : 'Terjadi kesalahan';

/**
 * 'Impor Soal' (spec 2 'Question bank', 5 'Copy and import', 8): the question type (Soal Pilihan,
 * Soal Benar Salah, Soal Esai) with its template to download, and the .xls/.xlsx workbook (the
 * kit's drop zone), checked with the domain's `validasiImporSoal`. After the import it shows
 * 'Impor Berhasil' with the server's message ('Tutup', or 'Impor Lagi' for another workbook), or
 * the red 'Impor Gagal' box with it and 'Impor Ulang'; both go back to the form with the type kept
 * and the file to choose again.
 */
export function ImporSoalModal({
  onImpor,
  hrefTemplat = urlTemplatImporSoal,
  judulBank,
  toastQueue: antrian = toastQueue,
  ...openProps
}: ImporSoalModalProps) {
  const id = useId();
  const [jenis, setJenis] = useState<JenisSoal | null>(null);
  const [berkas, setBerkas] = useState<File | null>(null);
  const [galat, setGalat] = useState<Galat>({});
  const [keadaan, setKeadaan] = useState<KeadaanImpor>(KOSONG);
  const [mengimpor, setMengimpor] = useState(false);

  // Every close starts the modal over.
  const open = useOverlayOpenState(openProps, () => {
    setJenis(null);
    setBerkas(null);
    setGalat({});
    setKeadaan(KOSONG);
  });

  const pilihBerkas = (files: readonly File[]) => {
    const file = files[0];
    if (!file) return;
    // The import's own type message (spec 5), then the upload size limit.
    const cek = ekstensiDiterima(file.name, EKSTENSI_IMPOR_SOAL)
      ? periksaBerkas(file, { accept: EKSTENSI_IMPOR_SOAL }, 'dialog')
      : gagal(PESAN_BANK_SOAL.formatImpor);
    if (cek.ok) setBerkas(file);
    setGalat((g) => ({ ...g, berkas: cek.ok ? undefined : cek.pesan }));
  };

  const impor = async () => {
    const cek = validasiImporSoal({ berkas, jenis });
    if (!cek.ok || !berkas || !jenis) {
      const pesan = cek.ok ? PESAN_BANK_SOAL.berkasBelumDipilih : cek.pesan;
      setGalat(pesan === PESAN_BANK_SOAL.jenisBelumDipilih ? { jenis: pesan } : { berkas: pesan });
      tampilkanToast({ pesan, jenis: 'danger' }, antrian);
      return;
    }
    setMengimpor(true);
    try {
      const hasil = await onImpor({ jenis, file: berkas });
      setKeadaan({ tahap: 'berhasil', pesan: hasil.message });
    } catch (e) {
      setKeadaan({ tahap: 'gagal', pesan: pesanGalat(e) });
    } finally {
      setMengimpor(false);
    }
  };

  const imporUlang = () => {
    setBerkas(null);
    setGalat({});
    setKeadaan(KOSONG);
  };

  const tahap = keadaan.tahap;

  return (
    <Modal
      {...open}
      title="Impor Soal"
      subtitle={judulBank}
      width={600}
      cancelLabel={tahap === 'kosong' ? 'Batal' : 'Tutup'}
      submitLabel={LABEL_KIRIM[tahap]}
      isSubmitting={mengimpor}
      onSubmit={() => (tahap === 'kosong' ? void impor() : imporUlang())}
    >
      {keadaan.tahap === 'berhasil' ? (
        <div className={`${styles.hasil} ${styles.berhasil}`} role="status">
          <CircleCheck aria-hidden="true" className={styles.ikonHasil} />
          <div className={styles.teksHasil}>
            <p className={styles.judulHasil}>Impor Berhasil</p>
            <p className={styles.pesanHasil}>{keadaan.pesan}</p>
          </div>
        </div>
      ) : keadaan.tahap === 'gagal' ? (
        <div className={`${styles.hasil} ${styles.gagal}`} role="alert">
          <CircleAlert aria-hidden="true" className={styles.ikonHasil} />
          <div className={styles.teksHasil}>
            <p className={styles.judulHasil}>Impor Gagal</p>
            <p className={styles.pesanHasil}>{keadaan.pesan}</p>
          </div>
        </div>
      ) : (
        <FormStack>
          <RadioGroup
            label="Jenis Soal"
            isRequired
            validationBehavior="aria"
            value={jenis}
            onChange={(v) => {
              setJenis(v as JenisSoal);
              setGalat((g) => ({ ...g, jenis: undefined }));
            }}
            isInvalid={Boolean(galat.jenis)}
            errorMessage={galat.jenis}
            isDisabled={mengimpor}
          >
            {JENIS_SOAL.map((j) => (
              <Radio key={j} value={j}>
                {LABEL_JENIS_SOAL[j]}
              </Radio>
            ))}
          </RadioGroup>
          <div className={styles.templat}>
            <Button
              variant="secondary"
              size="small"
              icon={<Download />}
              href={jenis ? hrefTemplat(jenis) : '#'}
              download
              isDisabled={!jenis || mengimpor}
              disabledReason={jenis ? undefined : 'Pilih jenis soal terlebih dahulu'}
            >
              {jenis ? `Unduh Templat ${LABEL_JENIS_SOAL[jenis]}` : 'Unduh Templat'}
            </Button>
            <p className={styles.hint}>Isi templat jenis soal yang dipilih, lalu unggah di sini.</p>
          </div>
          {jenis ? (
            <Disclosure title="Kolom templat" level={3}>
              <dl className={styles.kolom}>
                {TEMPLAT_IMPOR_SOAL[jenis].kolom.map((k) => (
                  <div key={k.judul} className={styles.barisKolom}>
                    <dt className={styles.namaKolom}>
                      {k.judul}
                      {k.wajib ? (
                        <>
                          <span className={fieldStyles.asterisk} aria-hidden="true">
                            {' *'}
                          </span>
                          <span className={visuallyHidden}> (wajib)</span>
                        </>
                      ) : null}
                    </dt>
                    <dd className={styles.keteranganKolom}>{k.keterangan}</dd>
                  </div>
                ))}
              </dl>
            </Disclosure>
          ) : null}
          <fieldset
            className={styles.berkas}
            aria-describedby={[`${id}-petunjuk`, galat.berkas ? `${id}-galat` : null]
              .filter(Boolean)
              .join(' ')}
          >
            <legend className={`${fieldStyles.label} ${styles.legend}`}>
              File
              <span className={fieldStyles.asterisk} aria-hidden="true">
                *
              </span>
            </legend>
            {berkas ? (
              <BerkasDipilih
                berkas={berkas}
                onHapus={() => setBerkas(null)}
                isDisabled={mengimpor}
              />
            ) : null}
            <DropZone
              accept={EKSTENSI_IMPOR_SOAL}
              isDisabled={mengimpor}
              isInvalid={Boolean(galat.berkas)}
              buttonLabel={berkas ? 'Ganti File' : 'Pilih File'}
              onSelect={pilihBerkas}
            />
            <p id={`${id}-petunjuk`} className={styles.hint}>
              {teksPetunjukUnggah(EKSTENSI_IMPOR_SOAL)}
            </p>
            {galat.berkas ? (
              <p id={`${id}-galat`} className={styles.galat}>
                {galat.berkas}
              </p>
            ) : null}
          </fieldset>
        </FormStack>
      )}
    </Modal>
  );
}
