import {
  type RekapKehadiran,
  useAliranKehadiran,
  useEksporRekapKehadiran,
  useKelasKuliah,
  usePengaturan,
  useRekapKehadiran,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import type { DetailProgresModalProps } from '@kampus/ui';
import { Button, KelasHeader, RecapGrid } from '@kampus/ui';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { GalatKelas, galatKelas } from '../bersama/GalatKelas';
import * as styles from '../bersama/Halaman.css';
import { idDariParam, usePengguna } from '../bersama/konteks';

const DetailProgresModal = lazyHalaman<DetailProgresModalProps>(() =>
  import('@kampus/ui/views/kehadiran/DetailProgresModal').then((m) => ({
    default: m.DetailProgresModal,
  })),
);

/**
 * /kehadiran/{id} (spec 2 'Class attendance recap'): the class, its students by meetings 1..N
 * with an icon each and the legend; a cell opens the mark with each activity and its reason. A
 * student sees their own row; staff also get 'Export Excel'. A finished recalculation of the
 * class refreshes the grid.
 */
export default function RekapKehadiranHalaman({ params }: { params: { id?: string } }) {
  const idKelas = idDariParam(params.id);
  const { role, hak } = usePengguna();
  const kelas = useKelasKuliah(idKelas);
  const rekap = useRekapKehadiran(idKelas);
  const ekspor = useEksporRekapKehadiran();
  const pengaturan = usePengaturan();
  useAliranKehadiran(role === 'mahasiswa' ? null : idKelas);
  const [dipilih, setDipilih] = useState<RekapKehadiran | null>(null);

  const galat = galatKelas(kelas) ?? galatKelas(rekap);
  if (galat) return <GalatKelas galat={galat} />;

  const bolehEkspor = boleh('bacaKehadiranMahasiswa', { role, hakAkses: hak });
  const jumlahPertemuan = Math.max(
    kelas.data?.jumlah_pertemuan ?? 0,
    ...(rekap.data?.pertemuan.map((p) => p.nomor) ?? []),
  );

  return (
    <div className={styles.halaman}>
      <KelasHeader
        kelas={kelas.data ?? null}
        headingLevel={2}
        isLoading={kelas.isPending}
        isError={kelas.isError}
        onRetry={() => void kelas.refetch()}
        actions={
          bolehEkspor ? (
            <Button
              variant="secondary"
              icon={<FileSpreadsheet />}
              isPending={ekspor.isPending}
              onPress={() => ekspor.mutate(idKelas)}
            >
              Export Excel
            </Button>
          ) : null
        }
      />
      <RecapGrid
        rekap={rekap.data?.rekap ?? []}
        jumlahPertemuan={jumlahPertemuan}
        onSelect={setDipilih}
        isLoading={rekap.isPending}
        isError={rekap.isError}
        errorMessage={rekap.error?.message}
        onRetry={() => void rekap.refetch()}
      />
      <Suspense fallback={null}>
        {dipilih ? (
          <DetailProgresModal
            isOpen
            onOpenChange={(buka) => !buka && setDipilih(null)}
            data={dipilih}
            minimalPersen={
              pengaturan.data?.pengaturan_kelas.syarat_kehadiran_online_mahasiswa
                .presentase_progress_minimal_persen ?? 0
            }
          />
        ) : null}
      </Suspense>
    </div>
  );
}
