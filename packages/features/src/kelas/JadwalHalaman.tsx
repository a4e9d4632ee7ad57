import { useDaftarKelasKuliah, useDaftarPertemuan, useSemesterBerjalan } from '@kampus/api';
import { bolehLihatTabelPertemuan } from '@kampus/domain';
import { JadwalMingguan, TabelPertemuan } from '@kampus/ui';
import { useState } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';

/** /jadwal: the weekly timetable of the running period; staff also get the meeting table. */
export default function JadwalHalaman() {
  const { timeZone, role } = usePengguna();
  const semester = useSemesterBerjalan();
  const periode = semester.data?.periode;
  const kelas = useDaftarKelasKuliah({ periode, per_page: 100 }, periode !== undefined);
  const [halaman, setHalaman] = useState({ page: 1, pageSize: 10 });
  const staf = bolehLihatTabelPertemuan(role);
  const pertemuan = useDaftarPertemuan(
    { periode, page: halaman.page, per_page: halaman.pageSize },
    staf && periode !== undefined,
  );
  return (
    <div className={styles.halaman}>
      <Judul
        judul="Jadwal Kuliah"
        subjudul={semester.data ? `Periode ${semester.data.nama}` : undefined}
      />
      <JadwalMingguan
        kelas={kelas.data?.data ?? []}
        timeZone={timeZone}
        isLoading={semester.isPending || kelas.isPending}
        isError={kelas.isError}
        onRetry={() => void kelas.refetch()}
      />
      {staf ? (
        <TabelPertemuan
          data={pertemuan.data?.data ?? []}
          page={halaman.page}
          pageSize={halaman.pageSize}
          total={pertemuan.data?.meta.total_items ?? 0}
          onPageChange={(k) => setHalaman({ page: k.page, pageSize: k.pageSize })}
          timeZone={timeZone}
          isLoading={pertemuan.isPending}
          isError={pertemuan.isError}
          onRetry={() => void pertemuan.refetch()}
        />
      ) : null}
    </div>
  );
}
