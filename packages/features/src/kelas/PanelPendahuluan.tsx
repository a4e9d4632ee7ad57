import {
  type KelasKuliah,
  useBukaRps,
  useInfoMataKuliah,
  useRencanaEvaluasi,
  useRencanaPembelajaran,
} from '@kampus/api';
import { bolehUbahRps, PESAN_URL_TIDAK_DAPAT_DIUNDUH } from '@kampus/domain';
import { PendahuluanPanel, type SilabusModalProps, tampilkanToast } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { usePengguna } from '../bersama/konteks';

// The syllabus and plan tables: loaded when first opened (issue 12 budgets).
const SilabusModal = lazyHalaman<SilabusModalProps>(() =>
  import('@kampus/ui/views/kelas/SilabusModal').then((m) => ({ default: m.SilabusModal })),
);

const muat = (q: { isPending: boolean; isError: boolean; refetch: () => unknown }) => ({
  isLoading: q.isPending,
  isError: q.isError,
  onRetry: () => void q.refetch(),
});

/** The syllabus modal with its three calls, and the RPS hand-off for the RPS team (spec 2). */
export function useSilabus(kelas: KelasKuliah | null | undefined) {
  const courseId = kelas?.mata_kuliah.id ?? null;
  const pengguna = usePengguna();
  const [terbuka, setTerbuka] = useState(false);
  const info = useInfoMataKuliah(courseId);
  const rencana = useRencanaPembelajaran(terbuka ? courseId : null);
  const evaluasi = useRencanaEvaluasi(terbuka ? courseId : null);
  const rps = useBukaRps();
  const urlTidakDapat = () =>
    tampilkanToast({ pesan: PESAN_URL_TIDAK_DAPAT_DIUNDUH, jenis: 'danger' });
  const modal = terbuka ? (
    <Suspense fallback={null}>
      <SilabusModal
        isOpen
        onOpenChange={setTerbuka}
        info={info.data ?? null}
        muatInfo={muat(info)}
        rencanaPembelajaran={rencana.data ?? []}
        muatRencanaPembelajaran={muat(rencana)}
        rencanaEvaluasi={evaluasi.data ?? []}
        muatRencanaEvaluasi={muat(evaluasi)}
        bolehUbahRps={bolehUbahRps(
          { role: pengguna.role, idDosen: pengguna.idDosen },
          info.data ?? null,
        )}
        isUbahRpsPending={rps.isPending}
        onUbahRps={() =>
          courseId &&
          pengguna.idDosen &&
          rps.mutate(
            { idDosen: pengguna.idDosen, courseId },
            { onSuccess: (url) => window.open(url, '_blank', 'noopener') },
          )
        }
        onUrlTidakDapatDiunduh={urlTidakDapat}
      />
    </Suspense>
  ) : null;
  return { info, buka: () => setTerbuka(true), modal, urlTidakDapat };
}

/** 'Pendahuluan': the course syllabus and the plans (spec 2 'Class detail'). */
export function PanelPendahuluan({ kelas }: { kelas: KelasKuliah | null | undefined }) {
  const silabus = useSilabus(kelas);
  return (
    <>
      <PendahuluanPanel
        silabus={silabus.info.data?.pendahuluan.silabus ?? null}
        isLoading={!kelas || silabus.info.isPending}
        isError={silabus.info.isError}
        onRetry={() => void silabus.info.refetch()}
        onLihatSilabus={silabus.buka}
        onUrlTidakDapatDiunduh={silabus.urlTidakDapat}
      />
      {silabus.modal}
    </>
  );
}
