import {
  type BarisPratinjauNilaiSikad,
  barisPratinjauTampil,
  formatNilai,
  LABEL_DIUPDATE_SIKAD,
  labelKomponenPratinjau,
  PESAN_KONFIRMASI_SIKAD,
  pesanGagalUpdateSikad,
  ringkasanPratinjauSikad,
  TEKS_BELUM_ADA_NILAI_KIRIM,
  TEKS_TIDAK_ADA_PERUBAHAN_NILAI,
  teksHasilKirimSikad,
  teksJumlahKirimSikad,
  teksPeringatanTimpaSikad,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable } from '../../../data/DataTable';
import { FormStack } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Modal } from '../../../overlays/Modal';
import { Callout } from '../../../primitives/Callout';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Switch } from '../../../primitives/Switch';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import type { GalatSikad } from '../PengaturanNilaiSikadModal';
import * as styles from './PratinjauKirimSikad.css';

/** What a push did (idempotent: a second push sends nothing). */
export interface HasilKirimSikad {
  terkirim: number;
  tidak_berubah: number;
}

export interface PratinjauKirimSikadProps extends OverlayOpenProps {
  /** Every score of the push, changed or not. */
  baris: readonly BarisPratinjauNilaiSikad[];
  /** The component previewed, as the subtitle; the whole class without it. */
  komponen?: string;
  /** 'Kirim ke SIKAD' (after the overwrite confirmation when SIKAD changed a sent score). */
  onKirim: () => void;
  /** Sending: 'Kirim ke SIKAD' pending. @default false */
  isPending?: boolean;
  /** The push failed: '{message}! {server message}' (spec 8), the preview stays. */
  galat?: GalatSikad | null;
  /** After a successful push: the counts, and only 'Tutup'. */
  hasil?: HasilKirimSikad | null;
  /** The preview is being computed. @default false */
  isLoading?: boolean;
  /** The preview failed to load: 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

const idBaris = (b: BarisPratinjauNilaiSikad) =>
  `${b.nim}-${typeof b.komponen === 'string' ? b.komponen : b.komponen.id}`;

const kolom: ColumnDef<BarisPratinjauNilaiSikad>[] = [
  { id: 'nim', header: 'NIM', cell: ({ row }) => row.original.nim },
  { id: 'nama', header: 'Nama', cell: ({ row }) => row.original.nama },
  {
    id: 'komponen',
    header: 'Komponen',
    cell: ({ row }) => labelKomponenPratinjau(row.original.komponen),
  },
  {
    id: 'lama',
    header: 'Nilai SIKAD',
    meta: { align: 'end' },
    cell: ({ row }) => formatNilai(row.original.nilai_lama),
  },
  {
    id: 'baru',
    header: 'Nilai LMS',
    meta: { align: 'end' },
    cell: ({ row }) => (
      <span className={row.original.berubah ? styles.berubah : undefined}>
        {formatNilai(row.original.nilai_baru)}
      </span>
    ),
  },
  {
    id: 'keterangan',
    header: 'Keterangan',
    cell: ({ row }) => (
      <span className={styles.tags}>
        {row.original.berubah ? <Tag tone="blue">Berubah</Tag> : <Tag>Tidak berubah</Tag>}
        {row.original.update_by_sikad ? <Tag tone="warning">{LABEL_DIUPDATE_SIKAD}</Tag> : null}
      </span>
    ),
  },
];

/**
 * The preview before grades go to SIKAD (issue 26, beyond the spec): the changed scores with the
 * value SIKAD has and the one the LMS sends, '{n} nilai akan dikirim', the scores SIKAD itself
 * changed flagged (sending asks first, spec 5), a switch to show every score, 'Batal' and
 * 'Kirim ke SIKAD' (disabled when nothing changed); then the push's counts, or its error.
 */
export function PratinjauKirimSikad({
  baris,
  komponen,
  onKirim,
  isPending = false,
  galat = null,
  hasil = null,
  isLoading = false,
  isError = false,
  onRetry,
  ...openProps
}: PratinjauKirimSikadProps) {
  const [semua, setSemua] = useState(false);
  const [konfirmasi, setKonfirmasi] = useState(false);
  const ringkasan = useMemo(() => ringkasanPratinjauSikad(baris), [baris]);
  const tampil = useMemo(() => barisPratinjauTampil(baris, semua), [baris, semua]);

  const selesai = hasil !== null;
  const siap = !isLoading && !isError && !selesai;
  const kirim = () => (ringkasan.menimpaSikad > 0 ? setKonfirmasi(true) : onKirim());

  let isi: ReactNode;
  if (selesai) {
    isi = (
      <Callout tone="success" role="status" judul="Nilai terkirim ke SIKAD">
        {teksHasilKirimSikad(hasil)}
      </Callout>
    );
  } else if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (isLoading) {
    isi = (
      <div className={styles.memuat} role="status" aria-busy="true">
        <span className={visuallyHidden}>Memuat pratinjau nilai</span>
        <Skeleton height="1.5em" width="40%" />
        <Skeleton height="10em" />
      </div>
    );
  } else if (baris.length === 0) {
    isi = <EmptyState pesan={TEKS_BELUM_ADA_NILAI_KIRIM} />;
  } else {
    isi = (
      <>
        <div className={styles.ringkasan}>
          <p className={styles.jumlah} role="status">
            <strong>{teksJumlahKirimSikad(ringkasan.dikirim)}</strong>
            <span className={styles.muted}>{ringkasan.tidakBerubah} nilai tidak berubah</span>
          </p>
          <Switch isSelected={semua} onChange={setSemua}>
            Tampilkan semua nilai
          </Switch>
        </div>
        {ringkasan.menimpaSikad > 0 ? (
          <Callout tone="warning">{teksPeringatanTimpaSikad(ringkasan.menimpaSikad)}</Callout>
        ) : null}
        <DataTable
          aria-label="Pratinjau nilai SIKAD"
          columns={kolom}
          data={tampil}
          getRowId={idBaris}
          empty={TEKS_TIDAK_ADA_PERUBAHAN_NILAI}
          maxHeight="24rem"
          kartuDiPonsel
        />
      </>
    );
  }

  return (
    <Modal
      {...openProps}
      title="Pratinjau Kirim Nilai SIKAD"
      subtitle={komponen ? `Komponen ${komponen}` : undefined}
      width={900}
      cancelLabel={selesai ? 'Tutup' : 'Batal'}
      submitLabel="Kirim ke SIKAD"
      canSubmit={siap && baris.length > 0}
      isSubmitDisabled={ringkasan.dikirim === 0}
      submitDisabledReason={TEKS_TIDAK_ADA_PERUBAHAN_NILAI}
      isSubmitting={isPending}
      onSubmit={kirim}
    >
      <FormStack>
        {galat && !selesai ? (
          <Callout tone="danger" role="alert">
            {pesanGagalUpdateSikad(galat.pesan, galat.pesanServer)}
          </Callout>
        ) : null}
        {isi}
      </FormStack>
      <ConfirmDialog
        isOpen={konfirmasi}
        onOpenChange={setKonfirmasi}
        message={PESAN_KONFIRMASI_SIKAD}
        onConfirm={onKirim}
      />
    </Modal>
  );
}
