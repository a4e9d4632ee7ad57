import {
  type KomponenSikad,
  useEksporRekapNilai,
  usePengaturanSaya,
  useRekapNilai,
} from '@kampus/api';
import { boleh, FILTER_TAMPILKAN_DEFAULT, type KeadaanFilterTampilkan } from '@kampus/domain';
import { RekapNilaiView } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { idDariParam, usePengguna } from '../bersama/konteks';

// The component's modal (and its dropdown, table, confirmation) loads when a header is opened.
const KomponenSikadModal = lazyHalaman<{
  idKelas: string;
  komponen: Pick<KomponenSikad, 'id' | 'label'>;
  bolehUbah: boolean;
  onClose: () => void;
}>(() => import('./KomponenSikadModal'));

/**
 * /nilai/{id} (spec 2 'Grade recap', 'Nilai' > 'Rekap Nilai Kelas'): the class's header box,
 * the 'Tampilkan' checkboxes (the export honours them), the grid of grades by meeting with the
 * LMS averages and the SIKAD components; a component's header opens 'Pengaturan Nilai {type}
 * SIKAD', editable by the grade-integration actor with write.
 */
export default function RekapNilaiHalaman({ params }: { params: { id?: string } }) {
  const idKelas = idDariParam(params.id);
  const { role, hak } = usePengguna();
  const rekap = useRekapNilai(idKelas);
  const saya = usePengaturanSaya();
  const ekspor = useEksporRekapNilai();
  const [filter, setFilter] = useState<KeadaanFilterTampilkan>({ ...FILTER_TAMPILKAN_DEFAULT });
  const [komponen, setKomponen] = useState<Pick<KomponenSikad, 'id' | 'label'> | null>(null);
  const bolehUbah =
    boleh('ubahKomponenNilai', { role, hakAkses: hak }) &&
    saya.data?.is_pelaku_integrasi_nilai === true;
  const kelas = rekap.data?.kelas ?? null;

  return (
    <div className={styles.halaman}>
      <RekapNilaiView
        idKelas={idKelas}
        peran={role}
        hak={hak}
        kelas={kelas ? { ...kelas, mode_kuliah: kelas.mode } : null}
        isKelasLoading={rekap.isPending}
        isKelasError={rekap.isError}
        onRetryKelas={() => void rekap.refetch()}
        rekap={rekap.data ?? null}
        filter={filter}
        onFilterChange={setFilter}
        onEkspor={() => ekspor.mutate({ idKelas, filter })}
        isEksporPending={ekspor.isPending}
        onSelectKomponen={(k) => setKomponen({ id: k.id, label: k.label })}
        isLoading={rekap.isPending}
        isError={rekap.isError}
        errorMessage={rekap.error?.message}
        onRetry={() => void rekap.refetch()}
      />
      {komponen ? (
        <Suspense fallback={null}>
          <KomponenSikadModal
            idKelas={idKelas}
            komponen={komponen}
            bolehUbah={bolehUbah}
            onClose={() => setKomponen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
