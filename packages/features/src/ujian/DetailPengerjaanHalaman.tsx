import { useDetailPengerjaan, usePenilaianUjian } from '@kampus/api';
import { boleh } from '@kampus/domain';
import { DetailPengerjaanView } from '@kampus/ui';
import { useLocation } from 'wouter';
import type { ParamsHalaman } from '../app';
import * as styles from '../bersama/Halaman.css';
import { berhasil, idDariParam, usePengguna } from '../bersama/konteks';
import { hrefHasilUjian } from './tautan';

/**
 * /kelas/{id}/ujian/{activityId}/pengerjaan/{workId}: one student's work with the key, a grade
 * per question, the deduction and reset (spec 2 'Exam results screens', 8 toasts).
 */
export default function DetailPengerjaanHalaman({ params }: { params: ParamsHalaman }) {
  const idKelas = idDariParam(params.id);
  const id = idDariParam(params.idUjian);
  const idPengerjaan = idDariParam(params.idPengerjaan);
  const [, navigate] = useLocation();
  const { role, hak, timeZone } = usePengguna();
  const detail = useDetailPengerjaan(id, idPengerjaan);
  const nilai = usePenilaianUjian(id);
  const galat = nilai.nilai.error ?? nilai.pengurangan.error ?? nilai.reset.error;
  return (
    <div className={styles.halaman}>
      <DetailPengerjaanView
        pengerjaan={detail.data ?? null}
        isLoading={detail.isPending}
        isError={detail.isError}
        onRetry={() => void detail.refetch()}
        bolehUbah={boleh('nilaiUjian', { role, hakAkses: hak })}
        galat={galat?.message ?? null}
        timeZone={timeZone}
        onNilai={async (idKelompok, idSoal, n) => {
          await nilai.nilai.mutateAsync({ idPengerjaan, idKelompok, idSoal, nilai: n });
          berhasil('Berhasil update nilai');
        }}
        onPengurangan={async (n) => {
          await nilai.pengurangan.mutateAsync({ idPengerjaan, nilai: n });
          berhasil('Berhasil update pengurangan nilai');
        }}
        onReset={async () => {
          await nilai.reset.mutateAsync(idPengerjaan);
          berhasil('Berhasil reset pengerjaan dari mahasiswa');
          navigate(hrefHasilUjian(idKelas, id), { replace: true });
        }}
      />
    </div>
  );
}
