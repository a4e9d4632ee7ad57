import {
  type Ujian,
  useAliranUjian,
  useMulaiPengerjaan,
  usePengerjaanSaya,
  useSoalPengerjaanSaya,
  useUjian,
  useWaktuServer,
} from '@kampus/api';
import { KonfirmasiUjianModal, UjianInfoView } from '@kampus/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ParamsHalaman } from '../app';
import * as styles from '../bersama/Halaman.css';
import { idDariParam, usePengguna } from '../bersama/konteks';
import { hrefSoalUjian } from './tautan';

/**
 * /ujian/{id}: the exam, the student's attempt, the score once published and the answer key
 * once allowed (spec 4 'Exam status'); the page follows the exam's times (SSE time_changed).
 */
export default function UjianHalaman({ params }: { params: ParamsHalaman }) {
  const id = idDariParam(params.id);
  const { timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const [, navigate] = useLocation();
  const ujian = useUjian(id);
  const pengerjaan = usePengerjaanSaya(id);
  useAliranUjian(id);
  const p = pengerjaan.data ?? null;
  // The questions with keys: only for a finished attempt (the server says whether keys show).
  const soal = useSoalPengerjaanSaya(id, p?.dikumpulkan === true);
  const [konfirmasi, setKonfirmasi] = useState<Ujian | null>(null);
  const mulai = useMulaiPengerjaan();

  return (
    <div className={styles.halaman}>
      <UjianInfoView
        ujian={ujian.data ?? null}
        pengerjaan={p}
        waktuServer={new Date(waktu ?? Date.now()).toISOString()}
        onKerjakan={(u) => setKonfirmasi(u)}
        hrefSoal={hrefSoalUjian(id)}
        kunciTampil={soal.data?.kunci_tampil === true}
        kelompokSoal={soal.data?.kelompok_soal ?? null}
        isLoadingKunci={soal.isFetching}
        isLoading={ujian.isPending || pengerjaan.isPending}
        isError={ujian.isError}
        onRetry={() => {
          void ujian.refetch();
          void pengerjaan.refetch();
        }}
        timeZone={timeZone}
      />
      <KonfirmasiUjianModal
        ujian={konfirmasi}
        isOpen={konfirmasi !== null}
        onOpenChange={(open) => {
          if (!open) {
            setKonfirmasi(null);
            mulai.reset();
          }
        }}
        timeZone={timeZone}
        isPending={mulai.isPending}
        galat={mulai.error?.message ?? null}
        onMulai={() => mulai.mutate(id, { onSuccess: () => navigate(hrefSoalUjian(id)) })}
      />
    </div>
  );
}
