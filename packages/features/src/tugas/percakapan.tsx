import {
  type Komentar,
  type SasaranPercakapan,
  useAliranPercakapan,
  useKelolaPercakapan,
  usePercakapan,
  useUserInfo,
} from '@kampus/api';
import { MAKS_PANJANG_KOMENTAR } from '@kampus/domain';
import type { KomentarView, PercakapanPanelProps } from '@kampus/ui';
import { useCallback, useEffect } from 'react';
import { usePengguna } from '../bersama/konteks';

/** A comment as the thread shows it: one's own (not yet deleted) can be deleted. */
export function komentarView(k: Komentar, idSaya: string | null): KomentarView {
  return {
    id: k.id,
    nama: k.nama,
    peran: k.role,
    isi: k.dihapus ? 'Komentar telah dihapus' : k.isi,
    waktu_posting: k.waktu_posting,
    bolehHapus: !k.dihapus && idSaya !== null && k.id_user === idSaya,
  };
}

/**
 * A submission's comment thread, live (spec 2 'Percakapan', 7 `/v2/chat`): its group and thread
 * are fetched (created when missing), others' comments arrive on the thread's stream, and it is
 * marked read when opened and when a comment arrives. Null `sasaran`: nothing is asked.
 * `onNilai`: the submission was graded (its stream's 'nilai'), for the student's page.
 */
export function usePercakapanTugas(
  sasaran: SasaranPercakapan | null,
  onNilai?: () => void,
): PercakapanPanelProps {
  const { timeZone } = usePengguna();
  const user = useUserInfo();
  const p = usePercakapan(sasaran);
  const kelola = useKelolaPercakapan(sasaran);
  const tandai = kelola.tandaiDibaca.mutate;
  const siap = p.thread.isSuccess;
  useEffect(() => {
    if (siap) tandai();
  }, [siap, tandai]);
  const adaKomentar = useCallback(() => tandai(), [tandai]);
  useAliranPercakapan(siap ? p.idGroup : null, siap ? p.idThread : null, adaKomentar, onNilai);
  const idSaya = user.data?.id ?? null;
  return {
    komentar: p.komentar.map((k) => komentarView(k, idSaya)),
    timeZone,
    isReadOnly: !p.bolehTulis,
    onKirim: (isi) => kelola.kirim.mutateAsync(isi),
    onHapus: (id) => kelola.hapus.mutate(id),
    adaSebelumnya: p.adaSebelumnya,
    onMuatSebelumnya: p.muatSebelumnya,
    maksPanjang: MAKS_PANJANG_KOMENTAR,
    isLoading: p.isLoading,
    isError: p.isError,
    onRetry: p.refetch,
  };
}
