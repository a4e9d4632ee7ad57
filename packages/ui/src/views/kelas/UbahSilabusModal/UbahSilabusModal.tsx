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
import { FileCard } from '../../../files/FileCard';
import { UploadDialog, type UploadFn } from '../../../files/UploadDialog';
import { choiceAdapter, FormStack, useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Stack } from '../../../layout';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
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
  const [unggahTerbuka, setUnggahTerbuka] = useState(false);
  const form = useEditorForm<FormSilabus>({
    initial: () => formSilabusDari(silabus),
    open: openProps,
    source: silabus,
    // The link's error goes with a change of the link or of the kind.
    clears: (perubahan) => ('jenis' in perubahan ? ['tautan'] : []),
    disableWhileSubmitting: true,
  });
  const { values, isSubmitting } = form;
  const maksByte = batasMb && batasMb > 0 ? mbKeByte(batasMb) : BATAS_UNGGAH_DEFAULT_BYTE;
  const berubah =
    JSON.stringify(payloadSilabus(values)) !== JSON.stringify(payloadSilabus(form.initialValues));

  const simpan = () =>
    form.submit(() => onSubmit(payloadSilabus(values)), {
      validate: () => validasiSilabus(values),
    });

  return (
    <>
      <Modal
        {...form.open}
        title="Ubah Silabus"
        width={600}
        isSubmitDisabled={!berubah}
        submitDisabledReason={berubah ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
        isSubmitting={isSubmitting}
        onSubmit={() => void simpan()}
      >
        <FormStack>
          <TextArea
            label="Teks Silabus"
            rows={6}
            maxLength={MAKS_TEKS_SILABUS}
            {...form.field('teks')}
          />
          <RadioGroup
            label="Berkas Silabus"
            orientation="horizontal"
            {...form.field('jenis', { adapter: choiceAdapter<JenisBerkasSilabus>() })}
          >
            <Radio value="unggah">Unggah File</Radio>
            <Radio value="tautan">Link</Radio>
          </RadioGroup>
          {values.jenis === 'unggah' ? (
            <Stack gap="sm" align="flex-start" minWidth={0}>
              {values.berkas ? (
                <FileCard
                  berkas={{
                    name: values.berkas.nama,
                    url: values.berkas.url,
                    content_length: values.berkas.content_length,
                  }}
                  batasNama={40}
                  onRemove={isSubmitting ? undefined : () => form.set({ berkas: null })}
                />
              ) : null}
              <Button
                variant="secondary"
                icon={<Upload />}
                isDisabled={isSubmitting}
                onPress={() => setUnggahTerbuka(true)}
              >
                {values.berkas ? 'Ganti File' : 'Pilih File'}
              </Button>
              <p className={styles.hint}>{teksPetunjukUnggah(EKSTENSI_SILABUS, maksByte)}</p>
            </Stack>
          ) : (
            <TextField
              label="Link"
              // Not type="url": a link without a scheme is fine (http is added).
              inputMode="url"
              isRequired
              placeholder="https://"
              description="File berupa link tidak dapat diunduh."
              {...form.field('tautan')}
            />
          )}
        </FormStack>
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
            form.set({ berkas: { nama: hasil.name, url: hasil.url, content_length: hasil.size } });
          setUnggahTerbuka(false);
        }}
      />
    </>
  );
}
