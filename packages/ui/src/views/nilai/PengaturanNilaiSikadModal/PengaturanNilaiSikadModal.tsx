import {
  hapusAktivitasKomponen,
  judulModalSikad,
  type KeadaanKomponenSikad,
  LABEL_FILTER_TAMPILKAN,
  PESAN_KONFIRMASI_SIKAD,
  payloadKomponenSikad,
  perluKonfirmasiSikad,
  pesanGagalUpdateSikad,
  tambahAktivitasKomponen,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import Trash2 from 'lucide-react/icons/trash-2';
import { useMemo, useRef, useState } from 'react';
import { DataTable, kolomNomor, TEKS_TABEL_KOSONG } from '../../../data/DataTable';
import { FormStack } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { LoadError } from '../../../primitives/LoadError';
import { Select } from '../../../primitives/Select';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import type { NilaiMahasiswa } from '../GradeRecapGrid';
import * as styles from './PengaturanNilaiSikadModal.css';

/** An activity that can be linked to a SIKAD component (GET .../aktivitas, .../komponen/{id}). */
export interface AktivitasSikad {
  id: string;
  label: string;
  /** tugas, kuis, forum, uts, uas. */
  jenis?: string;
  label_pertemuan?: string;
}

/** A failed update: the error's message and the server's status.message (spec 8). */
export interface GalatSikad {
  pesan: string;
  pesanServer?: string | null;
}

export interface PengaturanNilaiSikadModalProps extends OverlayOpenProps {
  /** The component of the clicked 'Nilai SIKAD' header; its label is the title's {type}. */
  komponen: { id: string; label: string };
  /** The class's activities; the linked ones are left out of the dropdown. */
  aktivitas: readonly AktivitasSikad[];
  /** The activities linked to the component now (the numbered table). */
  terhubung: readonly AktivitasSikad[];
  /**
   * The recap's students: when SIKAD already changed a score of this component, 'Update Nilai'
   * asks first with PESAN_KONFIRMASI_SIKAD (spec 5 'SIKAD grade edit').
   */
  nilaiMahasiswa?: readonly Pick<NilaiMahasiswa, 'nilai_sikad'>[];
  /** 'Update Nilai' with the body of PUT .../komponen/{componentId} (spec 7). */
  onSubmit: (payload: { list_aktivitas: string[] }) => void;
  /** Saving: fields disabled, 'Update Nilai' pending. @default false */
  isPending?: boolean;
  /** The last update failed: '{message}! {server message}' (spec 8). */
  galat?: GalatSikad | null;
  /** The component's activities are loading. @default false */
  isLoading?: boolean;
  /** They failed to load: 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /**
   * Without write or not the grade-integration actor (spec 6): the list only, no dropdown, no
   * delete, no 'Update Nilai'. @default false
   */
  isReadOnly?: boolean;
}

const labelJenis = (jenis?: string) =>
  jenis ? ((LABEL_FILTER_TAMPILKAN as Record<string, string>)[jenis.toLowerCase()] ?? jenis) : '-';

const keadaanAwal = (
  aktivitas: readonly AktivitasSikad[],
  terhubung: readonly AktivitasSikad[],
): KeadaanKomponenSikad<AktivitasSikad> => {
  const id = new Set(terhubung.map((a) => a.id));
  return { pilihan: aktivitas.filter((a) => !id.has(a.id)), tabel: [...terhubung] };
};

/**
 * 'Pengaturan Nilai {type} SIKAD' (spec 2 'Grade recap', 4 'SIKAD component editing'): a dropdown
 * adds an activity (and leaves it), the numbered table lists the linked ones with delete (which
 * returns them to the dropdown), 'Batal' and 'Update Nilai' (also with the list unchanged: it
 * sends the component's grades again). When SIKAD already changed a score
 * the confirmation shows first (spec 5). A failed update shows its message above the form.
 */
export function PengaturanNilaiSikadModal({
  komponen,
  aktivitas,
  terhubung,
  nilaiMahasiswa = [],
  onSubmit,
  isPending = false,
  galat = null,
  isLoading = false,
  isError = false,
  onRetry,
  isReadOnly = false,
  ...openProps
}: PengaturanNilaiSikadModalProps) {
  const [keadaan, setKeadaan] = useState(() => keadaanAwal(aktivitas, terhubung));
  const [konfirmasi, setKonfirmasi] = useState(false);
  // Opening again, or the lists arriving from the server, starts from the saved links.
  const [sumber, setSumber] = useState({ aktivitas, terhubung, isOpen: openProps.isOpen });
  if (
    sumber.aktivitas !== aktivitas ||
    sumber.terhubung !== terhubung ||
    sumber.isOpen !== openProps.isOpen
  ) {
    setSumber({ aktivitas, terhubung, isOpen: openProps.isOpen });
    setKeadaan(keadaanAwal(aktivitas, terhubung));
    setKonfirmasi(false);
  }

  const hapus = useRef((id: string) => setKeadaan((k) => hapusAktivitasKomponen(k, id)));
  const bolehUbah = !isReadOnly && !isLoading && !isError;

  const kolom = useMemo<ColumnDef<AktivitasSikad>[]>(
    () => [
      // One page: the numbers run 1..n over the table.
      kolomNomor<AktivitasSikad>({ page: 1, pageSize: Number.MAX_SAFE_INTEGER }),
      { id: 'label', header: 'Aktivitas', cell: ({ row }) => row.original.label },
      {
        id: 'pertemuan',
        header: 'Pertemuan',
        cell: ({ row }) => row.original.label_pertemuan ?? '-',
      },
      { id: 'jenis', header: 'Jenis', cell: ({ row }) => labelJenis(row.original.jenis) },
      ...(isReadOnly
        ? []
        : [
            {
              id: 'aksi',
              header: () => <span className={visuallyHidden}>Aksi</span>,
              cell: ({ row }) => (
                <Button
                  iconOnly
                  variant="ghost"
                  size="small"
                  icon={<Trash2 />}
                  aria-label={`Hapus ${row.original.label}`}
                  isDisabled={isPending}
                  onPress={() => hapus.current(row.original.id)}
                />
              ),
            } satisfies ColumnDef<AktivitasSikad>,
          ]),
    ],
    [isReadOnly, isPending],
  );

  const kirim = () => onSubmit(payloadKomponenSikad(keadaan));
  const update = () => {
    if (perluKonfirmasiSikad(nilaiMahasiswa, komponen.id)) setKonfirmasi(true);
    else kirim();
  };

  return (
    <Modal
      {...openProps}
      title={judulModalSikad(komponen.label)}
      width={800}
      submitLabel="Update Nilai"
      canSubmit={bolehUbah}
      isSubmitting={isPending}
      onSubmit={update}
    >
      <FormStack>
        {galat ? (
          <Callout tone="danger" role="alert">
            {pesanGagalUpdateSikad(galat.pesan, galat.pesanServer)}
          </Callout>
        ) : null}
        {isError ? (
          <LoadError onRetry={onRetry} />
        ) : isLoading ? (
          <div className={styles.memuat} role="status" aria-busy="true">
            <span className={visuallyHidden}>Memuat aktivitas</span>
            <Skeleton height="2.5em" />
            <Skeleton height="1.5em" />
            <Skeleton height="1.5em" />
          </div>
        ) : (
          <>
            {isReadOnly ? null : (
              <Select
                label="Tambah Aktivitas"
                placeholder="Pilih aktivitas"
                emptyText="Semua aktivitas sudah ditambahkan"
                items={keadaan.pilihan.map((a) => ({
                  id: a.id,
                  label: a.label_pertemuan ? `${a.label} - ${a.label_pertemuan}` : a.label,
                }))}
                value={null}
                onChange={(id) => {
                  if (id !== null) setKeadaan((k) => tambahAktivitasKomponen(k, String(id)));
                }}
                isDisabled={isPending}
              />
            )}
            <DataTable
              aria-label={`Aktivitas ${komponen.label}`}
              columns={kolom}
              data={keadaan.tabel}
              getRowId={(a) => a.id}
              empty={TEKS_TABEL_KOSONG}
              maxHeight="22rem"
            />
          </>
        )}
      </FormStack>
      <ConfirmDialog
        isOpen={konfirmasi}
        onOpenChange={setKonfirmasi}
        message={PESAN_KONFIRMASI_SIKAD}
        onConfirm={kirim}
      />
    </Modal>
  );
}
