import type { SimpanSoal } from '@kampus/api';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  type FormSoal,
  formSoalBaru,
  formSoalDari,
  galatPertama,
  hapusPilihan,
  hurufPilihan,
  JENIS_FILE_ESAI,
  type JenisFileEsai,
  LABEL_JENIS_FILE_ESAI,
  LABEL_JENIS_SOAL,
  MINIMAL_PILIHAN,
  payloadSoal,
  periksaBerkas,
  pesanUnggahGagal,
  pilihSemuaJenisFileEsai,
  tambahPilihan,
  validasiSoal,
} from '@kampus/domain';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useRef, useState } from 'react';
import { RichTextEditor } from '../../../content/RichTextEditor/RichTextEditor';
import type { BarisUnggah } from '../../../files/UploadList';
import { FormStack, useEditorForm } from '../../../forms';
import { Inline, Stack } from '../../../layout';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup';
import * as fieldStyles from '../../../primitives/Field/Field.css';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { type ToastQueue, tampilkanToast } from '../../../primitives/Toast';
import {
  FOLDER_SOAL_UJIAN,
  type FolderSoal,
  type SuntingSoal,
  type UnggahBerkasSoalFn,
} from './berkasSoal';
import {
  berkasAwal,
  EKSTENSI_PERAN,
  LampiranSoal,
  MAKS_BERKAS_SOAL,
  type PeranBerkas,
  UNGGAHAN_KOSONG,
} from './LampiranSoal';
import * as styles from './SoalUjianEditor.css';

export type { FolderBerkasSoal, FolderSoal, SuntingSoal, UnggahBerkasSoalFn } from './berkasSoal';
export { MAKS_BERKAS_SOAL } from './LampiranSoal';

const pesanGalat = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'string' ? e : 'Terjadi kesalahan';

interface SoalModalProps {
  sunting: SuntingSoal | null;
  onClose: () => void;
  onSimpan: (sunting: SuntingSoal, body: SimpanSoal) => unknown;
  antrian: ToastQueue;
  /** Without it the stored files are listed but none can be added or removed. */
  onUnggahBerkas?: UnggahBerkasSoalFn;
  /** The upload folders of the question's owner. @default FOLDER_SOAL_UJIAN */
  folder?: FolderSoal;
}

const OPSI_JENIS_FILE = JENIS_FILE_ESAI.map((j) => ({ id: j, label: LABEL_JENIS_FILE_ESAI[j] }));

/**
 * 'Tambah Soal' / 'Ubah Soal' of one kind (spec 3 'Question', 5 'Question'): the rich-text
 * question, then choices (at least 3, letters from A, the key follows its option when one is
 * removed: domain `tambahPilihan`/`hapusPilihan`), true/false with its key, or the essay's
 * accepted answer types (select-all) and key text. Checks are the domain's `validasiSoal`.
 * With `onUnggahBerkas` files are attached to any question (soal_files) and to an essay's key
 * (esay.kunci_files): the kit's drop zone, a row per upload with its progress or why it failed,
 * at most 20 each; pictures in the question's text are uploaded to the attachments' folder and
 * linked (never base64 in the text); saving waits for running uploads.
 */
export function SoalModal({
  sunting,
  onClose,
  onSimpan,
  antrian,
  onUnggahBerkas,
  folder: folderPemilik = FOLDER_SOAL_UJIAN,
}: SoalModalProps) {
  const id = useId();
  const form = useEditorForm<FormSoal>({
    initial: () =>
      sunting?.soal ? formSoalDari(sunting.soal) : formSoalBaru(sunting?.jenis ?? 'pilihan'),
    open: { isOpen: sunting !== null, onOpenChange: (buka) => (buka ? undefined : onClose()) },
    source: sunting,
    // The true/false key is the 'kunci' error's field too.
    clears: (p) => ('kunci_benar_salah' in p ? ['kunci'] : []),
    disableWhileSubmitting: true,
  });
  const { values } = form;
  const nonaktif = form.isSubmitting;
  const pertanyaan = form.field('pertanyaan');

  // The question's files and the uploads on their way, per folder; a new question starts again.
  const [berkas, setBerkas] = useState(() => berkasAwal(sunting));
  const [unggahan, setUnggahan] = useState(UNGGAHAN_KOSONG);
  const [asal, setAsal] = useState(sunting);
  if (asal !== sunting) {
    setAsal(sunting);
    setBerkas(berkasAwal(sunting));
    setUnggahan(UNGGAHAN_KOSONG);
  }
  const idUnggah = useRef(1);
  const ubahUnggahan = (peran: PeranBerkas, ubah: (b: BarisUnggah[]) => BarisUnggah[]) =>
    setUnggahan((lama) => ({ ...lama, [peran]: ubah(lama[peran]) }));
  // Pictures of the question's text on their way (the text links them once uploaded).
  const [gambarBerjalan, setGambarBerjalan] = useState(0);
  const sedangUnggah =
    gambarBerjalan > 0 || [...unggahan.soal, ...unggahan.kunci].some((b) => b.status === 'unggah');
  const unggahGambar = onUnggahBerkas
    ? async (file: File) => {
        setGambarBerjalan((n) => n + 1);
        try {
          return (await onUnggahBerkas(folderPemilik.soal, file, () => {})).url;
        } finally {
          setGambarBerjalan((n) => n - 1);
        }
      }
    : // Without uploads the editor takes no pictures: never base64 in the text (issue 21).
      null;

  const unggah = (peran: PeranBerkas, files: File[]) => {
    if (!onUnggahBerkas) return;
    const accept = EKSTENSI_PERAN[peran];
    let ruang =
      MAKS_BERKAS_SOAL -
      berkas[peran].length -
      unggahan[peran].filter((b) => b.status === 'unggah').length;
    for (const file of files) {
      const id = idUnggah.current++;
      const cek = periksaBerkas(file, { accept, maksByte: BATAS_UNGGAH_DEFAULT_BYTE }, 'dialog');
      const pesan = !cek.ok ? cek.pesan : ruang <= 0 ? `Maksimal ${MAKS_BERKAS_SOAL} berkas` : null;
      const dasar = { id, nama: file.name, ukuran: file.size, persen: null };
      if (pesan) {
        ubahUnggahan(peran, (b) => [...b, { ...dasar, status: 'gagal', pesan }]);
        continue;
      }
      ruang -= 1;
      ubahUnggahan(peran, (b) => [...b, { ...dasar, status: 'unggah' }]);
      onUnggahBerkas(folderPemilik[peran], file, (persen) =>
        ubahUnggahan(peran, (b) =>
          b.map((x) => (x.id === id ? { ...x, persen: Math.min(100, Math.max(0, persen)) } : x)),
        ),
      ).then(
        (hasil) => {
          ubahUnggahan(peran, (b) => b.filter((x) => x.id !== id));
          setBerkas((lama) => ({ ...lama, [peran]: [...lama[peran], hasil] }));
        },
        (e: unknown) =>
          ubahUnggahan(peran, (b) =>
            b.map((x) =>
              x.id === id ? { ...x, status: 'gagal', pesan: pesanUnggahGagal(pesanGalat(e)) } : x,
            ),
          ),
      );
    }
  };

  const lampiran = (peran: PeranBerkas, judul: string) => (
    <LampiranSoal
      judul={judul}
      accept={EKSTENSI_PERAN[peran]}
      files={berkas[peran]}
      unggahan={unggahan[peran]}
      bisaUnggah={Boolean(onUnggahBerkas)}
      isDisabled={nonaktif}
      onPilih={(files) => unggah(peran, files)}
      onHapus={(b) =>
        setBerkas((lama) => ({ ...lama, [peran]: lama[peran].filter((x) => x !== b) }))
      }
      onHapusUnggahan={(id) => ubahUnggahan(peran, (b) => b.filter((x) => x.id !== id))}
    />
  );

  const simpan = () => {
    if (!sunting || sedangUnggah) return;
    const galat = validasiSoal(values);
    void form.submit(
      () =>
        onSimpan(
          sunting,
          payloadSoal(values, {
            soal_files: berkas.soal,
            kunci_files: berkas.kunci,
          }),
        ),
      {
        validate: () => galat,
        onInvalid: () => {
          const pesan = galatPertama(galat);
          if (pesan) tampilkanToast({ pesan, jenis: 'danger' }, antrian);
        },
      },
    );
  };

  const ubahPilihan = (indeks: number, teks: string) =>
    form.set({
      pilihan: {
        ...values.pilihan,
        pilihan: values.pilihan.pilihan.map((p, i) => (i === indeks ? teks : p)),
      },
    });

  const jenis = sunting?.jenis ?? values.jenis;
  const semuaJenis = values.jenis_file_diterima.length === JENIS_FILE_ESAI.length;

  return (
    <Modal
      {...form.open}
      title={sunting?.soal ? 'Ubah Soal' : 'Tambah Soal'}
      subtitle={LABEL_JENIS_SOAL[jenis]}
      width={800}
      isSubmitting={form.isSubmitting}
      isSubmitDisabled={sedangUnggah}
      submitDisabledReason={
        sedangUnggah ? 'Tunggu hingga semua berkas selesai diunggah' : undefined
      }
      onSubmit={simpan}
    >
      <FormStack>
        <RichTextEditor
          label="Pertanyaan"
          isRequired
          value={pertanyaan.value}
          onChange={pertanyaan.onChange}
          isDisabled={nonaktif}
          height={200}
          errorMessage={pertanyaan.errorMessage}
          onUnggahGambar={unggahGambar}
        />
        {lampiran('soal', 'Lampiran Soal')}
        {jenis === 'pilihan' ? (
          <>
            <fieldset
              className={styles.bidangPilihan}
              aria-describedby={form.errors.pilihan ? `${id}-galat` : undefined}
            >
              <legend className={fieldStyles.label}>
                Pilihan Jawaban
                <span className={fieldStyles.asterisk} aria-hidden="true">
                  *
                </span>
              </legend>
              <Stack as="ol" gap="sm">
                {values.pilihan.pilihan.map((teks, i) => {
                  const huruf = hurufPilihan(i);
                  return (
                    // Options have no identity of their own: their position is their letter.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the letter is the option.
                    <Inline as="li" key={i} gap="sm" wrap={false}>
                      <span className={styles.huruf} aria-hidden="true">
                        {huruf}
                      </span>
                      <TextField
                        aria-label={`Pilihan ${huruf}`}
                        value={teks}
                        onChange={(v) => ubahPilihan(i, v)}
                        isInvalid={Boolean(form.errors.pilihan) && teks.trim() === ''}
                        isDisabled={nonaktif}
                        isRequired
                        validationBehavior="aria"
                      />
                      <Button
                        iconOnly
                        variant="danger"
                        size="small"
                        icon={<Trash2 />}
                        aria-label={`Hapus pilihan ${huruf}`}
                        isDisabled={nonaktif || values.pilihan.pilihan.length <= MINIMAL_PILIHAN}
                        onPress={() => form.set({ pilihan: hapusPilihan(values.pilihan, i) })}
                      />
                    </Inline>
                  );
                })}
              </Stack>
              {form.errors.pilihan ? (
                <p id={`${id}-galat`} className={fieldStyles.error}>
                  {form.errors.pilihan}
                </p>
              ) : null}
              <div>
                <Button
                  variant="secondary"
                  size="small"
                  icon={<Plus />}
                  isDisabled={nonaktif || values.pilihan.pilihan.length >= 26}
                  onPress={() => form.set({ pilihan: tambahPilihan(values.pilihan) })}
                >
                  Tambah Pilihan
                </Button>
              </div>
            </fieldset>
            <RadioGroup
              label="Kunci Jawaban"
              orientation="horizontal"
              isRequired
              validationBehavior="aria"
              value={values.pilihan.kunci === null ? null : String(values.pilihan.kunci)}
              onChange={(v) => {
                form.set({ pilihan: { ...values.pilihan, kunci: Number(v) } });
                form.clearErrors('kunci');
              }}
              isInvalid={Boolean(form.errors.kunci)}
              errorMessage={form.errors.kunci}
              isDisabled={nonaktif}
            >
              {values.pilihan.pilihan.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the letter is the option.
                <Radio key={i} value={String(i)}>
                  {hurufPilihan(i)}
                </Radio>
              ))}
            </RadioGroup>
          </>
        ) : null}
        {jenis === 'benar_salah' ? (
          <RadioGroup
            label="Kunci Jawaban"
            orientation="horizontal"
            isRequired
            validationBehavior="aria"
            value={values.kunci_benar_salah}
            onChange={(v) => form.set({ kunci_benar_salah: v === 'salah' ? 'salah' : 'benar' })}
            isInvalid={Boolean(form.errors.kunci)}
            errorMessage={form.errors.kunci}
            isDisabled={nonaktif}
          >
            <Radio value="benar">Benar</Radio>
            <Radio value="salah">Salah</Radio>
          </RadioGroup>
        ) : null}
        {jenis === 'esay' ? (
          <>
            <Stack gap="sm">
              <Checkbox
                isSelected={semuaJenis}
                isIndeterminate={!semuaJenis && values.jenis_file_diterima.length > 0}
                onChange={() =>
                  form.set({
                    jenis_file_diterima: pilihSemuaJenisFileEsai(
                      JENIS_FILE_ESAI,
                      values.jenis_file_diterima,
                    ),
                  })
                }
                isDisabled={nonaktif}
              >
                Pilih Semua
              </Checkbox>
              <CheckboxGroup
                label="Jenis Jawaban Diterima"
                orientation="horizontal"
                // Not isRequired: RAC then marks every box required and the browser blocks the save.
                description="Pilih minimal satu jenis jawaban."
                validationBehavior="aria"
                value={values.jenis_file_diterima}
                onChange={(v) =>
                  form.set({
                    jenis_file_diterima: JENIS_FILE_ESAI.filter((j) => v.includes(j)),
                  })
                }
                isInvalid={Boolean(form.errors.jenis_file_diterima)}
                errorMessage={form.errors.jenis_file_diterima}
                isDisabled={nonaktif}
              >
                {OPSI_JENIS_FILE.map((o) => (
                  <Checkbox key={o.id} value={o.id satisfies JenisFileEsai}>
                    {o.label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </Stack>
            <TextArea label="Kunci Jawaban" rows={4} {...form.field('kunci_esai')} />
            {lampiran('kunci', 'Berkas Kunci Jawaban')}
          </>
        ) : null}
      </FormStack>
    </Modal>
  );
}
