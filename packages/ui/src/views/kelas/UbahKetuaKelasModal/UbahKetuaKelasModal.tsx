import type { PesertaKelas } from '@kampus/api';
import {
  bolehSimpanKetuaKelas,
  cariPeserta,
  idKetuaKelas,
  JEDA_CARI_KETUA_KELAS_MS,
  PESAN_PERTEMUAN,
} from '@kampus/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { SearchField } from '../../../data/SearchField';
import { useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Modal } from '../../../overlays/Modal';
import { EmptyState, PESAN_KOSONG } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './UbahKetuaKelasModal.css';

export interface UbahKetuaKelasModalProps extends OverlayOpenProps {
  /** The class participants (GET /v2/lms/kelas_kuliah/{id}/peserta/nim_nama). */
  peserta: readonly Pick<PesertaKelas, 'id' | 'nim' | 'nama' | 'jabatan'>[];
  /** 'Simpan' with the new leader's id; pending until it settles, closed on success. */
  onSubmit: (idMahasiswa: string) => unknown;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/**
 * 'Ubah Ketua Kelas' (spec 2, 6): one student of the class as leader. The search by name or NIM
 * applies 1000 ms after typing stops (spec 9); the current leader is chosen at first and
 * 'Simpan' waits for another student.
 */
export function UbahKetuaKelasModal({
  peserta,
  onSubmit,
  isLoading = false,
  isError = false,
  onRetry,
  ...openProps
}: UbahKetuaKelasModalProps) {
  const ketua = idKetuaKelas(peserta);
  const [kata, setKata] = useState('');
  const form = useEditorForm<{ ketua: string | null }>({
    initial: () => ({ ketua }),
    open: openProps,
    // Another leader (the list reloaded) is chosen at first.
    source: ketua,
    onReset: () => setKata(''),
  });
  const { isSubmitting } = form;
  const pilihan = form.values.ketua;
  const hasil = useMemo(() => cariPeserta(peserta, kata), [peserta, kata]);
  const boleh = bolehSimpanKetuaKelas(pilihan, ketua);

  let isi: ReactNode;
  if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (isLoading) {
    isi = (
      <Box role="status" aria-busy="true" display="grid" gap="sm">
        <span className={visuallyHidden}>Memuat peserta kelas</span>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="2.5em" />
        ))}
      </Box>
    );
  } else if (peserta.length === 0) {
    isi = <EmptyState pesan={PESAN_KOSONG.pesertaKelas} />;
  } else {
    isi = (
      <RadioGroup
        label="Mahasiswa"
        value={pilihan}
        onChange={(id) => form.set({ ketua: id })}
        // Read-only, not disabled, while saving: the scrolling list stays reachable by keyboard.
        isReadOnly={isSubmitting}
        description={`${hasil.length} dari ${peserta.length} mahasiswa`}
      >
        <div className={styles.daftar}>
          {hasil.length === 0 ? (
            <p className={styles.kosong}>Data tidak ditemukan</p>
          ) : (
            hasil.map((p) => (
              <Radio key={p.id} value={p.id}>
                <Stack as="span" gap="none" minWidth={0}>
                  <span className={styles.nama}>
                    {p.nama}
                    {p.id === ketua ? <Tag tone="primary">Ketua Kelas</Tag> : null}
                  </span>
                  <span className={styles.nim}>{p.nim}</span>
                </Stack>
              </Radio>
            ))
          )}
        </div>
      </RadioGroup>
    );
  }

  return (
    <Modal
      {...form.open}
      title="Ubah Ketua Kelas"
      width={500}
      isSubmitDisabled={!boleh}
      submitDisabledReason={boleh ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
      isSubmitting={isSubmitting}
      onSubmit={() => {
        if (pilihan !== null) void form.submit(() => onSubmit(pilihan));
      }}
    >
      <Stack gap="md" minWidth={0}>
        <SearchField
          placeholder="Cari nama atau NIM"
          delay={JEDA_CARI_KETUA_KELAS_MS}
          onSearch={setKata}
          isDisabled={isLoading || isError || peserta.length === 0}
        />
        {isi}
      </Stack>
    </Modal>
  );
}
