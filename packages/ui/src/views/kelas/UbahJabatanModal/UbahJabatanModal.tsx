import type { Pengajar } from '@kampus/api';
import {
  JABATAN_PENGAJAR,
  type JabatanPengajar,
  namaLengkapPengajar,
  PESAN_PERTEMUAN,
  type PerubahanJabatan,
  perubahanJabatan,
} from '@kampus/domain';
import { useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Inline, Stack } from '../../../layout';
import { Modal } from '../../../overlays/Modal';
import { Avatar } from '../../../primitives/Avatar';
import { EmptyState } from '../../../primitives/EmptyState';
import { Select } from '../../../primitives/Select';
import * as styles from './UbahJabatanModal.css';

export interface UbahJabatanModalProps extends OverlayOpenProps {
  /** The class's teachers with their stored positions. */
  pengajar: readonly Pick<
    Pengajar,
    | 'id_dosen'
    | 'nama'
    | 'nama_pengajar'
    | 'gelar_depan'
    | 'gelar_akademik'
    | 'jabatan'
    | 'avatar_url'
  >[];
  /** 'Simpan' with the changed positions only; pending until it settles, closed on success. */
  onSubmit: (perubahan: PerubahanJabatan[]) => unknown;
}

const OPSI_JABATAN = JABATAN_PENGAJAR.map((j) => ({ id: j, label: j }));

/**
 * 'Ubah Jabatan' (spec 2 'Class detail', 3 'Teacher'): one position per teacher, Dosen
 * Koordinator, Dosen or Asisten. 'Simpan' waits for a change and sends only the changes.
 */
export function UbahJabatanModal({ pengajar, onSubmit, ...openProps }: UbahJabatanModalProps) {
  // The chosen positions by teacher id; a new list of teachers starts over.
  const form = useEditorForm<Record<string, JabatanPengajar>>({
    initial: () => ({}),
    open: openProps,
    source: pengajar,
  });
  const { values: pilihan, isSubmitting } = form;
  const perubahan = perubahanJabatan(pengajar, pilihan);
  const berubah = perubahan.length > 0;

  return (
    <Modal
      {...form.open}
      title="Ubah Jabatan"
      width={600}
      isSubmitDisabled={!berubah}
      submitDisabledReason={berubah ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
      isSubmitting={isSubmitting}
      onSubmit={() => void form.submit(() => onSubmit(perubahan))}
    >
      {pengajar.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack as="ul" gap="sm" margin={0} padding="none" listStyle="none">
          {pengajar.map((p) => {
            const nama = namaLengkapPengajar(p);
            return (
              <li key={p.id_dosen} className={styles.baris}>
                <Inline as="span" gap="sm" wrap={false} minWidth={0}>
                  <Avatar name={nama} src={p.avatar_url} isDecorative />
                  <span className={styles.nama}>{nama}</span>
                </Inline>
                <div className={styles.pilih}>
                  <Select
                    aria-label={`Jabatan ${nama}`}
                    items={OPSI_JABATAN}
                    value={pilihan[p.id_dosen] ?? p.jabatan}
                    isDisabled={isSubmitting}
                    onChange={(id) => {
                      if (id !== null) {
                        form.set({ [p.id_dosen]: id as JabatanPengajar });
                      }
                    }}
                  />
                </div>
              </li>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
