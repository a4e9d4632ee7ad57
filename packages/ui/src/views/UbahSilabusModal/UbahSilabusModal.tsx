import type { BerkasSilabus } from '@kampus/api';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  EKSTENSI_SILABUS,
  type FormSilabus,
  formSilabusDari,
  type JenisBerkasSilabus,
  mbKeByte,
  PESAN_PERTEMUAN,
  payloadSilabus,
  teksPetunjukUnggah,
  validasiSilabus,
} from '@kampus/domain';
import Upload from 'lucide-react/icons/upload';
import { useState } from 'react';
import { FileCard } from '../../files/FileCard';
import { UploadDialog, type UploadFn } from '../../files/UploadDialog';
import { useModalForm } from '../../hooks/useModalForm';
import type { OverlayOpenProps } from '../../hooks/useOverlayOpenState';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import * as styles from './UbahSilabusModal.css';

/** Longest syllabus text the call takes. */
export const MAKS_TEKS_SILABUS = 10_000;

/** The body of the syllabus change: text and file (or link). */
export type BodyUbahSilabus = ReturnType<typeof payloadSilabus>;

export interface UbahSilabusModalProps extends OverlayOpenProps {
  /** The stored syllabus (pendahuluan.silabus of the course). */
  silabus: { teks: string | null; file: BerkasSilabus | null };
  /** Uploads the chosen file (e.g. POST /v2/storager), reporting progress; resolves with its URL. */
  onUpload: UploadFn;
  /** Upload limit in MB. @default 10240 KB */
  batasMb?: number | null;
  /** 'Simpan' with the body; pending until it settles, closed on success. */
  onSubmit: (body: BodyUbahSilabus) => unknown;
}

/**
 * 'Ubah Silabus' (spec 2 'Class detail'): the syllabus text and its file, uploaded (.pdf, .doc,
 * .docx) or given as a link (links cannot be downloaded). 'Simpan' waits for a change.
 */
export function UbahSilabusModal({
  silabus,
  onUpload,
  batasMb,
  onSubmit,
  ...openProps
}: UbahSilabusModalProps) {
  const [awal, setAwal] = useState(() => formSilabusDari(silabus));
  const [form, setForm] = useState<FormSilabus>(awal);
  const [galat, setGalat] = useState<{ tautan?: string }>({});
  const [unggahTerbuka, setUnggahTerbuka] = useState(false);
  const [sumber, setSumber] = useState(silabus);
  if (sumber !== silabus) {
    const baru = formSilabusDari(silabus);
    setSumber(silabus);
    setAwal(baru);
    setForm(baru);
  }
  const { open, isSubmitting, kirim } = useModalForm(openProps, () => {
    setForm(awal);
    setGalat({});
  });
  const maksByte = batasMb && batasMb > 0 ? mbKeByte(batasMb) : BATAS_UNGGAH_DEFAULT_BYTE;
  const berubah = JSON.stringify(payloadSilabus(form)) !== JSON.stringify(payloadSilabus(awal));

  const ubah = (perubahan: Partial<FormSilabus>) => {
    setForm((f) => ({ ...f, ...perubahan }));
    if ('tautan' in perubahan || 'jenis' in perubahan) setGalat({});
  };

  const simpan = async () => {
    const cek = validasiSilabus(form);
    if (cek.tautan) {
      setGalat(cek);
      return;
    }
    await kirim(() => onSubmit(payloadSilabus(form)));
  };

  return (
    <>
      <Modal
        {...open}
        title="Ubah Silabus"
        width={600}
        isSubmitDisabled={!berubah}
        submitDisabledReason={berubah ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
        isSubmitting={isSubmitting}
        onSubmit={() => void simpan()}
      >
        <div className={styles.form}>
          <TextArea
            label="Teks Silabus"
            rows={6}
            maxLength={MAKS_TEKS_SILABUS}
            value={form.teks}
            onChange={(teks) => ubah({ teks })}
            isDisabled={isSubmitting}
          />
          <RadioGroup
            label="Berkas Silabus"
            orientation="horizontal"
            value={form.jenis}
            onChange={(jenis) => ubah({ jenis: jenis as JenisBerkasSilabus })}
            isDisabled={isSubmitting}
          >
            <Radio value="unggah">Unggah File</Radio>
            <Radio value="tautan">Link</Radio>
          </RadioGroup>
          {form.jenis === 'unggah' ? (
            <div className={styles.berkas}>
              {form.berkas ? (
                <FileCard
                  berkas={{
                    name: form.berkas.nama,
                    url: form.berkas.url,
                    content_length: form.berkas.content_length,
                  }}
                  batasNama={40}
                  onRemove={isSubmitting ? undefined : () => ubah({ berkas: null })}
                />
              ) : null}
              <Button
                variant="secondary"
                icon={<Upload />}
                isDisabled={isSubmitting}
                onPress={() => setUnggahTerbuka(true)}
              >
                {form.berkas ? 'Ganti File' : 'Pilih File'}
              </Button>
              <p className={styles.hint}>{teksPetunjukUnggah(EKSTENSI_SILABUS, maksByte)}</p>
            </div>
          ) : (
            <TextField
              label="Link"
              // Not type="url": a link without a scheme is fine (http is added).
              inputMode="url"
              isRequired
              validationBehavior="aria"
              placeholder="https://"
              description="File berupa link tidak dapat diunduh."
              value={form.tautan}
              onChange={(tautan) => ubah({ tautan })}
              isDisabled={isSubmitting}
              isInvalid={Boolean(galat.tautan)}
              errorMessage={galat.tautan}
            />
          )}
        </div>
      </Modal>
      {/* A sibling, not a child: its form must not submit the syllabus form. */}
      <UploadDialog
        isOpen={unggahTerbuka}
        onOpenChange={setUnggahTerbuka}
        title="Unggah Silabus"
        accept={EKSTENSI_SILABUS}
        maksByte={maksByte}
        onUpload={onUpload}
        onSave={([hasil]) => {
          if (hasil)
            ubah({ berkas: { nama: hasil.name, url: hasil.url, content_length: hasil.size } });
          setUnggahTerbuka(false);
        }}
      />
    </>
  );
}
