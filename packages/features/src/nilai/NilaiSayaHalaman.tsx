import { useNilaiSaya } from '@kampus/api';
import { GradeRecapGrid, KepalaRekapNilai } from '@kampus/ui';
import * as styles from '../bersama/Halaman.css';
import { idDariParam } from '../bersama/konteks';

/**
 * /nilai/{id} (student): the class's header box and the student's own row of the grade recap,
 * each activity's grade by meeting (an exam's once published) and the LMS averages.
 */
export default function NilaiSayaHalaman({ params }: { params: { id?: string } }) {
  const idKelas = idDariParam(params.id);
  const nilai = useNilaiSaya(idKelas);
  const kelas = nilai.data?.kelas ?? null;
  return (
    <div className={styles.halaman}>
      <KepalaRekapNilai
        kelas={kelas ? { ...kelas, mode_kuliah: kelas.mode } : null}
        isLoading={nilai.isPending}
        isError={nilai.isError}
        onRetry={() => void nilai.refetch()}
      />
      <GradeRecapGrid
        rekap={
          nilai.data ?? {
            header_aktivitas: [],
            header_rerata: [],
            header_sikad: [],
            nilai_mahasiswa: [],
          }
        }
        idKelas={idKelas}
        peran="mahasiswa"
        isLoading={nilai.isPending}
        isError={nilai.isError}
        errorMessage={nilai.error?.message}
        onRetry={() => void nilai.refetch()}
      />
    </div>
  );
}
