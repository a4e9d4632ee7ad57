import { usePengguna } from '../bersama/konteks';
import { KehadiranPertemuanHalaman } from './KehadiranPertemuanHalaman';

type Params = { params: { id?: string; idPertemuan?: string } };

/** /kehadiran/{id}/{idPertemuan}: the 'dosen' page type (from /kehadiran). */
export function KehadiranPertemuanDosen({ params }: Params) {
  return <KehadiranPertemuanHalaman params={params} jenis="dosen" />;
}

/** /kehadiran-peserta/{id}/{idPertemuan}: the 'operator' page type. */
export function KehadiranPertemuanOperator({ params }: Params) {
  return <KehadiranPertemuanHalaman params={params} jenis="operator" />;
}

/** /kelas/{id}/{idPertemuan}/kehadiran: 'dosen-kelas' or 'operator-kelas' by role. */
export function KehadiranPertemuanKelas({ params }: Params) {
  const { role } = usePengguna();
  return (
    <KehadiranPertemuanHalaman
      params={params}
      jenis={role === 'operator' ? 'operator-kelas' : 'dosen-kelas'}
    />
  );
}
