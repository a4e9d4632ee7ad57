import {
  useAliranUjian,
  useLogin,
  usePengerjaanSaya,
  useSesi,
  useSoalPengerjaanSaya,
  useUjian,
  useUnggahBerkas,
  useUserInfo,
  useWaktuServer,
} from '@kampus/api';
import { useJurnalPengerjaan } from '@kampus/api/jurnal';
import { sisaDetikPengerjaan } from '@kampus/domain';
import { MasukUlangForm, PengerjaanUjianView } from '@kampus/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { ParamsHalaman } from '../app';
import * as styles from '../bersama/Halaman.css';
import { berhasil, idDariParam } from '../bersama/konteks';
import { berkasSoalDari } from '../soal';
import { hrefUjianMahasiswa } from './tautan';

/**
 * /ujian/{id}/soal: taking the exam (issue 13). Every answer goes to the device's journal first
 * and then to the server (retried with jitter, offline included); the timer runs on the server
 * clock and follows a changed deadline (SSE time_changed); an expired session signs in again on
 * this page; 'Kumpulkan' reports success only once the server confirmed every answer.
 */
export default function PengerjaanHalaman({ params }: { params: ParamsHalaman }) {
  const id = idDariParam(params.id);
  const [, navigate] = useLocation();
  const sesi = useSesi();
  const unggah = useUnggahBerkas();
  const { waktu } = useWaktuServer();
  const soal = useSoalPengerjaanSaya(id);
  const ujian = useUjian(id);
  // The attempt (its deadline) is read again when the lecturer changes the exam's times.
  const pengerjaan = usePengerjaanSaya(id);
  useAliranUjian(id);
  const { mesin, keadaan } = useJurnalPengerjaan(id, soal.data);
  const user = useUserInfo(Boolean(sesi.accessToken));
  const [username] = useState(() => user.data?.username ?? '');
  const login = useLogin();
  const [galatKumpul, setGalatKumpul] = useState<string | null>(null);
  const [mengumpulkan, setMengumpulkan] = useState(false);

  // Signed in again (here or in another tab): what waited on the device goes now.
  useEffect(() => {
    if (sesi.accessToken) mesin?.lanjutkan();
  }, [sesi.accessToken, mesin]);

  const p = pengerjaan.data ?? soal.data?.pengerjaan ?? null;
  const sisaDetik = p ? sisaDetikPengerjaan(p.batas, waktu ?? Date.now()) : null;
  const sesiBerakhir = !sesi.accessToken || keadaan.sesiBerakhir;

  // A submitted attempt (by the student elsewhere, or by the server at the deadline) has no
  // questions to answer: its page is the exam's.
  useEffect(() => {
    if (p?.dikumpulkan) navigate(hrefUjianMahasiswa(id), { replace: true });
  }, [p?.dikumpulkan, id, navigate]);

  const penyimpanan = keadaan.menyimpan
    ? 'menyimpan'
    : keadaan.menunggu > 0
      ? 'menunggu'
      : Object.values(keadaan.entri).some((e) => e.status === 'gagal')
        ? 'gagal'
        : 'tersimpan';

  return (
    <div className={styles.halaman}>
      <PengerjaanUjianView
        judul={ujian.data?.judul}
        data={soal.data ?? null}
        isLoading={soal.isPending}
        isError={soal.isError}
        onRetry={() => void soal.refetch()}
        jawabanLokal={keadaan.entri}
        onJawab={(idSoal, isi) => void mesin?.jawab(idSoal, isi)}
        sisaDetik={sisaDetik}
        koneksi={keadaan.offline ? 'offline' : 'online'}
        penyimpanan={penyimpanan}
        menunggu={keadaan.menunggu}
        isMengumpulkan={mengumpulkan}
        galatKumpul={galatKumpul}
        onKumpulkan={async () => {
          if (!mesin) return;
          setMengumpulkan(true);
          setGalatKumpul(null);
          try {
            await mesin.kumpulkan();
            berhasil('Berhasil mengumpulkan kuis/ujian');
            navigate(hrefUjianMahasiswa(id), { replace: true });
          } catch (e: unknown) {
            setGalatKumpul(e instanceof Error ? e.message : String(e));
          } finally {
            setMengumpulkan(false);
          }
        }}
        onUnggahLampiran={async (_idSoal, file, onProgress) => {
          const b = await unggah.mutateAsync({
            berkas: file,
            field: { dir: 'jawaban_ujian' },
            onProgress,
          });
          return berkasSoalDari(b, file);
        }}
        sesiBerakhir={sesiBerakhir}
        slotMasukUlang={
          <MasukUlangForm
            username={username}
            isPending={login.isPending}
            errorMessage={login.error?.message ?? null}
            onSubmit={(v) => login.mutate(v)}
          />
        }
      />
    </div>
  );
}
