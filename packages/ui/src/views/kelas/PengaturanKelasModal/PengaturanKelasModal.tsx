import type { KelasKuliah } from '@kampus/api';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  EKSTENSI_BANNER,
  indexBanner,
  JUMLAH_BANNER_DEFAULT,
  labelNamaKelas,
  mbKeByte,
  PESAN_PERTEMUAN,
  teksPetunjukUnggah,
} from '@kampus/domain';
import Check from 'lucide-react/icons/check';
import ImageUp from 'lucide-react/icons/image-up';
import { useState } from 'react';
import { Radio } from 'react-aria-components';
import { UploadDialog } from '../../../files/UploadDialog';
import { FormStack, useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Inline, Stack } from '../../../layout';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { RadioGroup } from '../../../primitives/RadioGroup';
import * as styles from './PengaturanKelasModal.css';

type Indeks = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const INDEKS = Array.from({ length: JUMLAH_BANNER_DEFAULT }, (_, i) => i as Indeks);

export interface PengaturanKelasModalProps extends OverlayOpenProps {
  kelas: Pick<KelasKuliah, 'banner_url' | 'banner_color_idx' | 'mata_kuliah' | 'kelas'>;
  /** The banner size limit in MB from the settings; the default 10240 KB when missing. */
  batasMb?: number | null;
  /** 'Simpan' with a default banner (index 0..6); the modal closes when it resolves. */
  onPilihBanner: (idx: number) => unknown;
  /**
   * Uploads an image as the banner (multipart file_banner), reporting progress 0..100; resolves
   * with the class (its new banner_url) or anything once stored.
   */
  onUnggahBanner: (file: File, onProgress: (persen: number) => void) => Promise<unknown>;
}

/**
 * 'Pengaturan Kelas' (spec 2 'Class detail'): the banner preview, one of the 7 default banners
 * (radio swatches, index modulo 7) or an uploaded .png/.jpg/.jpeg within the size limit.
 */
export function PengaturanKelasModal({
  kelas,
  batasMb,
  onPilihBanner,
  onUnggahBanner,
  ...openProps
}: PengaturanKelasModalProps) {
  // An uploaded banner has no default chosen; otherwise the class's own index is.
  const awal = kelas.banner_url ? null : indexBanner(kelas.banner_color_idx);
  const form = useEditorForm<{ banner: number | null }>({
    initial: () => ({ banner: awal }),
    open: openProps,
    source: awal,
  });
  const { isSubmitting } = form;
  const pilihan = form.values.banner;
  const [unggahTerbuka, setUnggahTerbuka] = useState(false);
  const maksByte = batasMb && batasMb > 0 ? mbKeByte(batasMb) : BATAS_UNGGAH_DEFAULT_BYTE;
  const berubah = pilihan !== null && pilihan !== awal;
  const nama = `${kelas.mata_kuliah.nama} ${labelNamaKelas(kelas.kelas)}`;
  const tampilGambar = pilihan === null && kelas.banner_url;

  return (
    <>
      <Modal
        {...form.open}
        title="Pengaturan Kelas"
        subtitle={nama}
        width={600}
        isSubmitDisabled={!berubah}
        submitDisabledReason={berubah ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
        isSubmitting={isSubmitting}
        onSubmit={() => {
          if (pilihan !== null) void form.submit(() => onPilihBanner(pilihan));
        }}
      >
        <FormStack>
          <div
            className={`${styles.preview} ${tampilGambar ? '' : styles.gradient[(pilihan ?? 0) as Indeks]}`}
            role="img"
            aria-label={
              tampilGambar
                ? 'Pratinjau banner: gambar unggahan'
                : `Pratinjau banner: Banner ${(pilihan ?? 0) + 1}`
            }
          >
            {tampilGambar ? (
              <img className={styles.previewImage} src={kelas.banner_url ?? undefined} alt="" />
            ) : null}
            <span className={styles.previewText} aria-hidden="true">
              {kelas.mata_kuliah.nama}
            </span>
          </div>
          <RadioGroup
            label="Banner Bawaan"
            orientation="horizontal"
            value={pilihan === null ? null : String(pilihan)}
            onChange={(v) => form.set({ banner: Number(v) })}
            isDisabled={isSubmitting}
          >
            <Inline gap="sm" align="stretch">
              {INDEKS.map((i) => (
                <Radio
                  key={i}
                  value={String(i)}
                  aria-label={`Banner ${i + 1}`}
                  className={`${styles.swatch} ${styles.gradient[i]}`}
                >
                  {({ isSelected }) =>
                    isSelected ? (
                      <span className={styles.swatchCheck} aria-hidden="true">
                        <Check size="100%" />
                      </span>
                    ) : null
                  }
                </Radio>
              ))}
            </Inline>
          </RadioGroup>
          <Stack gap="xs" align="flex-start">
            <span className={styles.label}>Banner Sendiri</span>
            <Button
              variant="secondary"
              icon={<ImageUp />}
              isDisabled={isSubmitting}
              onPress={() => setUnggahTerbuka(true)}
            >
              Unggah Banner
            </Button>
            <p className={styles.hint}>{teksPetunjukUnggah(EKSTENSI_BANNER, maksByte)}</p>
          </Stack>
        </FormStack>
      </Modal>
      {/* A sibling, not a child: its form must not submit the settings form. */}
      <UploadDialog
        isOpen={unggahTerbuka}
        onOpenChange={setUnggahTerbuka}
        title="Unggah Banner"
        subtitle={nama}
        accept={EKSTENSI_BANNER}
        maksByte={maksByte}
        onUpload={async (file, onProgress) => {
          const hasil = (await onUnggahBanner(file, onProgress)) as {
            banner_url?: string | null;
          } | null;
          return { url: hasil?.banner_url ?? '' };
        }}
        onSave={() => {
          // The banner is stored once uploaded: close the settings too.
          setUnggahTerbuka(false);
          form.close();
        }}
      />
    </>
  );
}
