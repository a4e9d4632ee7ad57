import {
  useDaftarKelasKuliah,
  useDaftarTugas,
  useSemesterBerjalan,
  useWaktuServer,
} from '@kampus/api';
import type { JenisTugas } from '@kampus/domain';
import { DaftarTugasView } from '@kampus/ui';
import { useMemo, useState } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { peranTugas } from './tautan';

/**
 * /tugas (spec 2 'Routes', the statistics tile): the user's assignments across their classes,
 * newest first, with the title search, the type filter and the running period's classes.
 */
export default function DaftarTugasHalaman() {
  const { role, timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const [q, setQ] = useState<{
    page: number;
    per_page: number;
    search: string;
    jenis: JenisTugas | null;
    kelas: string | null;
  }>({ page: 1, per_page: 10, search: '', jenis: null, kelas: null });
  const daftar = useDaftarTugas({
    page: q.page,
    per_page: q.per_page,
    search: q.search,
    ...(q.jenis ? { jenis: q.jenis } : {}),
    ...(q.kelas ? { id_kelas_kuliah: q.kelas } : {}),
  });
  const semester = useSemesterBerjalan();
  const periode = semester.data?.periode;
  const kelas = useDaftarKelasKuliah({ periode, per_page: 100 }, periode !== undefined);
  const opsiKelas = useMemo(
    () =>
      (kelas.data?.data ?? []).map((k) => ({
        id: k.id,
        label: `${k.mata_kuliah.kode} ${k.mata_kuliah.nama} (${k.kelas.nama})`,
      })),
    [kelas.data],
  );
  const peran = peranTugas(role);
  return (
    <div className={styles.halaman}>
      <Judul
        judul="Tugas"
        subjudul={
          peran === 'mahasiswa'
            ? 'Tugas dari semua kelas yang Anda ikuti'
            : 'Tugas dari kelas yang Anda kelola'
        }
      />
      <DaftarTugasView
        tugas={daftar.data?.data ?? []}
        peran={peran}
        waktuServer={new Date(waktu ?? Date.now()).toISOString()}
        page={q.page}
        pageSize={q.per_page}
        total={daftar.data?.meta.total_items ?? 0}
        onPageChange={(k) => setQ((lama) => ({ ...lama, page: k.page, per_page: k.pageSize }))}
        onSearch={(search) => setQ((lama) => ({ ...lama, search, page: 1 }))}
        defaultSearch={q.search}
        jenis={q.jenis}
        onJenisChange={(jenis) => setQ((lama) => ({ ...lama, jenis, page: 1 }))}
        opsiKelas={opsiKelas.length > 0 ? opsiKelas : undefined}
        kelas={q.kelas}
        onKelasChange={(k) => setQ((lama) => ({ ...lama, kelas: k, page: 1 }))}
        timeZone={timeZone}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
      />
    </div>
  );
}
