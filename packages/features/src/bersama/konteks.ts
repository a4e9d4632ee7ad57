import { type KelasKuliah, useUserInfo, useZonaWaktuServer } from '@kampus/api';
import { izinKelas, type Role } from '@kampus/domain';
import { tampilkanToast } from '@kampus/ui';

/** Who is signed in and in which zone the college keeps time. */
export function usePengguna() {
  const user = useUserInfo();
  const timeZone = useZonaWaktuServer();
  const role: Role = user.data?.role ?? 'mahasiswa';
  return {
    role,
    hak: user.data?.operator?.hak_akses ?? null,
    idDosen: user.data?.dosen?.id ?? null,
    timeZone,
    isPending: user.isPending,
  };
}

/** What the user may do on this class (domain izinKelas, spec 6). */
export function useIzinKelas(kelas: KelasKuliah | null | undefined) {
  const p = usePengguna();
  if (!kelas || p.isPending) return null;
  return izinKelas({ role: p.role, hak: p.hak, idDosen: p.idDosen, pengajar: kelas.pengajar });
}

export const berhasil = (pesan: string) => tampilkanToast({ pesan, jenis: 'success' });

export const idDariParam = (v: string | undefined) => decodeURIComponent(v ?? '');
export const hrefKelas = (id: string) => `/kelas/${encodeURIComponent(id)}`;
