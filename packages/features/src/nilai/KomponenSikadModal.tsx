import {
  type KomponenSikad,
  useAktivitasNilai,
  useKomponenNilai,
  useRekapNilai,
  useUbahKomponenNilai,
} from '@kampus/api';
import { PESAN_BERHASIL_UPDATE_NILAI } from '@kampus/domain';
import { PengaturanNilaiSikadModal } from '@kampus/ui/views/nilai/PengaturanNilaiSikadModal';
import { berhasil } from '../bersama/konteks';

/**
 * 'Pengaturan Nilai {type} SIKAD' of one component: the class's graded activities, the linked
 * ones, and 'Update Nilai' (PUT .../komponen/{id}) for the grade-integration actor; the recap
 * refreshes after it.
 */
export default function KomponenSikadModal({
  idKelas,
  komponen,
  bolehUbah,
  onClose,
}: {
  idKelas: string;
  komponen: Pick<KomponenSikad, 'id' | 'label'>;
  bolehUbah: boolean;
  onClose: () => void;
}) {
  const aktivitas = useAktivitasNilai(idKelas);
  const detail = useKomponenNilai(idKelas, komponen.id);
  const rekap = useRekapNilai(idKelas);
  const ubah = useUbahKomponenNilai(idKelas, komponen.id);
  return (
    <PengaturanNilaiSikadModal
      isOpen
      onOpenChange={(buka) => {
        if (!buka) onClose();
      }}
      komponen={komponen}
      aktivitas={aktivitas.data ?? []}
      terhubung={detail.data?.aktivitas ?? []}
      nilaiMahasiswa={rekap.data?.nilai_mahasiswa}
      isLoading={aktivitas.isPending || detail.isPending}
      isError={aktivitas.isError || detail.isError}
      onRetry={() => {
        void aktivitas.refetch();
        void detail.refetch();
      }}
      isReadOnly={!bolehUbah}
      isPending={ubah.isPending}
      galat={ubah.error ? { pesan: 'Gagal update nilai', pesanServer: ubah.error.message } : null}
      onSubmit={(payload) =>
        ubah.mutate(payload, {
          onSuccess: () => {
            berhasil(PESAN_BERHASIL_UPDATE_NILAI);
            onClose();
          },
        })
      }
    />
  );
}
