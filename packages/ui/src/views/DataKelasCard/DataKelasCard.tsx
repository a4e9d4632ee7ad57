import type { KelasKuliah } from '@kampus/api';
import { formatJadwal, labelModeKuliah, labelPeriode, namaLengkapPengajar } from '@kampus/domain';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import * as styles from './DataKelasCard.css';

export interface DataKelasCardProps {
  kelas: KelasKuliah | null;
  isLoading?: boolean;
}

const prodiTeks = (p: { jenjang: string; nama: string }) => `${p.jenjang} ${p.nama}`;

/** The 'Data Kelas' card of the class profile (spec 2 'Class detail'). */
export function DataKelasCard({ kelas, isLoading = false }: DataKelasCardProps) {
  const baris: [string, string][] = kelas
    ? [
        ['Periode', labelPeriode(kelas.periode)],
        ['SKS', String(kelas.mata_kuliah.sks)],
        ['Nama Kelas', kelas.kelas.nama],
        ['Jenis Kelas', kelas.kelas.jenis.nama],
        ['Mode Kuliah', labelModeKuliah(kelas.mode_kuliah)],
        ['Kode Matkul', kelas.mata_kuliah.kode],
        ['Mata Kuliah', kelas.mata_kuliah.nama],
        ['Prodi Matkul', prodiTeks(kelas.mata_kuliah.prodi)],
        ['Prodi Kelas', kelas.prodi_kelas.map(prodiTeks).join(', ') || '-'],
        ['Lingkup Kelas', kelas.lingkup ?? '-'],
        ['Kapasitas', String(kelas.kapasitas)],
        ['Kampus', kelas.kampus.nama],
        ['Jadwal', kelas.jadwal.map(formatJadwal).join('; ') || '-'],
      ]
    : [];
  return (
    <Card title="Data Kelas">
      {isLoading || !kelas ? (
        <div role="status" aria-busy="true" className={styles.skeleton}>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </div>
      ) : (
        <>
          <dl className={styles.list}>
            {baris.map(([label, nilai]) => (
              <div key={label} className={styles.row}>
                <dt className={styles.term}>{label}</dt>
                <dd className={styles.value}>{nilai}</dd>
              </div>
            ))}
          </dl>
          <h3 className={styles.subheading}>Data Pengajar ({kelas.pengajar.length})</h3>
          <ul className={styles.pengajar}>
            {kelas.pengajar.map((p) => (
              <li key={p.id_dosen}>
                <span className={styles.value}>{namaLengkapPengajar(p)}</span>
                <span className={styles.term}> · {p.jabatan}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
