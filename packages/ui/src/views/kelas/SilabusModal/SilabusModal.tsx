import type { InfoMataKuliah, RencanaEvaluasi, RencanaPembelajaran } from '@kampus/api';
import { formatAngka } from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import ExternalLink from 'lucide-react/icons/external-link';
import type { ReactNode } from 'react';
import { DataTable } from '../../../data/DataTable';
import { Box, Stack } from '../../../layout';
import { Modal, type ModalProps } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { IsiSilabus } from '../PendahuluanPanel';
import * as styles from './SilabusModal.css';

/** The load state of one section of the modal. */
export interface KeadaanMuatSilabus {
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
}

export interface SilabusModalProps
  extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The course with its syllabus and RPS team (GET /v2/academic/matakuliah/{courseId}). */
  info: InfoMataKuliah | null;
  muatInfo?: KeadaanMuatSilabus;
  /** 'Rencana Pembelajaran Semester' (GET .../rencana-pembelajaran). */
  rencanaPembelajaran: RencanaPembelajaran[];
  muatRencanaPembelajaran?: KeadaanMuatSilabus;
  /** 'Rencana Evaluasi' (GET .../rencana-evaluasi). */
  rencanaEvaluasi: RencanaEvaluasi[];
  muatRencanaEvaluasi?: KeadaanMuatSilabus;
  /**
   * Shows 'Ubah Data RPS': only the course coordinator or the RPS developer (spec 2; domain
   * `bolehUbahRps`). @default false
   */
  bolehUbahRps?: boolean;
  /** 'Ubah Data RPS': the hand-off to the academic system with a one-time code. */
  onUbahRps?: () => void;
  /** While the hand-off is prepared. @default false */
  isUbahRpsPending?: boolean;
  /** The download of a URL-type syllabus file: the app shows 'URL tidak dapat didownload!'. */
  onUrlTidakDapatDiunduh?: () => void;
  onOpenBerkas?: () => void;
  /** 'Tutup', the close button and Escape. */
  onClose?: () => void;
}

const KOLOM_RPS: ColumnDef<RencanaPembelajaran>[] = [
  { accessorKey: 'id_pertemuan', header: 'Pertemuan', meta: { align: 'center' } },
  { accessorKey: 'materi', header: 'Materi' },
  {
    accessorKey: 'materi_inggris',
    header: 'Materi (Inggris)',
    cell: ({ getValue }) => getValue<string | null>()?.trim() || '-',
  },
];

const KOLOM_RE: ColumnDef<RencanaEvaluasi>[] = [
  {
    id: 'komponen',
    accessorFn: (r) => r.komponen_nilai.nama,
    header: 'Komponen Nilai',
  },
  {
    accessorKey: 'bobot',
    header: 'Bobot',
    meta: { align: 'end' },
    cell: ({ getValue }) => `${formatAngka(getValue<number>())}%`,
  },
];

// Not a labelled region: the tables are regions of the same name already (one landmark each).
function Bagian({ judul, children }: { judul: string; children: ReactNode }) {
  return (
    <Stack gap="sm" minWidth={0}>
      <h3 className={styles.judulBagian}>{judul}</h3>
      {children}
    </Stack>
  );
}

function Memuat({ label }: { label: string }) {
  return (
    <Box display="grid" gap="sm" role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      <Skeleton width="40%" />
      <Skeleton />
      <Skeleton width="70%" />
    </Box>
  );
}

/**
 * 'Silabus, RPS, dan RE' (spec 2 'Syllabus card and modal'): syllabus text and file, the semester
 * learning plan, the evaluation plan and the RPS team; 'Ubah Data RPS' for the RPS team only.
 * Read-only: no submit, 'Tutup' closes.
 */
export function SilabusModal({
  info,
  muatInfo = {},
  rencanaPembelajaran,
  muatRencanaPembelajaran = {},
  rencanaEvaluasi,
  muatRencanaEvaluasi = {},
  bolehUbahRps = false,
  onUbahRps,
  isUbahRpsPending = false,
  onUrlTidakDapatDiunduh,
  onOpenBerkas,
  onClose,
  ...openProps
}: SilabusModalProps) {
  const infoSiap = info && !muatInfo.isLoading;
  const infoIsi = (isi: (info: InfoMataKuliah) => ReactNode, label: string) => {
    if (infoSiap) return isi(info);
    if (muatInfo.isError) return <LoadError onRetry={muatInfo.onRetry} />;
    return <Memuat label={label} />;
  };
  return (
    <Modal
      {...openProps}
      title="Silabus, RPS, dan RE"
      subtitle={infoSiap ? `${info.nama} (${info.kode})` : undefined}
      width={900}
      canSubmit={false}
      cancelLabel="Tutup"
      onCancel={onClose}
      isDismissable
      footerStart={
        bolehUbahRps && onUbahRps ? (
          <Button
            variant="secondary"
            icon={<ExternalLink />}
            onPress={onUbahRps}
            isPending={isUbahRpsPending}
          >
            Ubah Data RPS
          </Button>
        ) : undefined
      }
    >
      <Stack gap="lg">
        {infoSiap ? (
          <IsiSilabus
            silabus={info.pendahuluan.silabus}
            onUrlTidakDapatDiunduh={onUrlTidakDapatDiunduh}
            onOpenBerkas={onOpenBerkas}
            headingLevel={3}
          />
        ) : (
          <Bagian judul="Silabus">{infoIsi(() => null, 'Memuat silabus')}</Bagian>
        )}
        <Bagian judul="Rencana Pembelajaran Semester">
          {muatRencanaPembelajaran.isError && !muatRencanaPembelajaran.isLoading ? (
            <LoadError onRetry={muatRencanaPembelajaran.onRetry} />
          ) : (
            <DataTable
              aria-label="Rencana Pembelajaran Semester"
              columns={KOLOM_RPS}
              data={rencanaPembelajaran}
              getRowId={(r) => r.id}
              isLoading={muatRencanaPembelajaran.isLoading}
            />
          )}
        </Bagian>
        <Bagian judul="Rencana Evaluasi">
          {muatRencanaEvaluasi.isError && !muatRencanaEvaluasi.isLoading ? (
            <LoadError onRetry={muatRencanaEvaluasi.onRetry} />
          ) : (
            <DataTable
              aria-label="Rencana Evaluasi"
              columns={KOLOM_RE}
              data={rencanaEvaluasi}
              getRowId={(r) => r.id}
              isLoading={muatRencanaEvaluasi.isLoading}
              loadingRows={3}
            />
          )}
        </Bagian>
        <Bagian judul="Tim RPS">
          {infoIsi(
            (i) => (
              <dl className={styles.tim}>
                <div className={styles.timRow}>
                  <dt className={styles.term}>Dosen Koordinator</dt>
                  <dd className={styles.value}>{i.nama_dosen_koordinator?.trim() || '-'}</dd>
                </div>
                <div className={styles.timRow}>
                  <dt className={styles.term}>Dosen Pengembang RPS</dt>
                  <dd className={styles.value}>{i.nama_dosen_pengembang_rps?.trim() || '-'}</dd>
                </div>
              </dl>
            ),
            'Memuat tim RPS',
          )}
        </Bagian>
      </Stack>
    </Modal>
  );
}
