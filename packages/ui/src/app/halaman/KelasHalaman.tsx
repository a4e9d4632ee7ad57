import { useKelasKuliah } from '@kampus/api';
import { ErrorPage } from '../../shell/ErrorPage';
import { DataKelasCard } from '../../views/DataKelasCard';
import * as styles from './Halaman.css';
import { Judul } from './Judul';

/** /kelas/{id}: the class and its teachers. */
export default function KelasHalaman({ params }: { params: Record<string, string> }) {
  const id = decodeURIComponent(params.id ?? '');
  const kelas = useKelasKuliah(id);
  if (kelas.isError) {
    return (
      <ErrorPage
        code={kelas.error.statusCode}
        message={kelas.error.message}
        action={{ label: 'Kembali ke Kelas Kuliah', href: '/kelas' }}
      />
    );
  }
  return (
    <div className={styles.halaman}>
      {kelas.data ? (
        <Judul
          judul={`${kelas.data.mata_kuliah.nama} ${kelas.data.kelas.nama}`}
          subjudul={`${kelas.data.mata_kuliah.kode} · ${kelas.data.jumlah_peserta} peserta · ${kelas.data.jumlah_pertemuan} pertemuan`}
        />
      ) : null}
      <DataKelasCard kelas={kelas.data ?? null} isLoading={kelas.isPending} />
    </div>
  );
}
