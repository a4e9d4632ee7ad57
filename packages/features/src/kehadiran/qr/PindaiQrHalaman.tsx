import { usePindaiQr } from '@kampus/api';
import { PESAN_QR } from '@kampus/domain';
import { PindaiQrHasil } from '@kampus/ui';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { usePengguna } from '../../bersama/konteks';

const KE_BERANDA = { label: 'Ke Beranda', href: '/beranda' };

/**
 * What a scanned code opens in the student app: `?token=` is sent once (a second render, or
 * React's double effect in development, does not send it again) and the answer is shown.
 */
export default function PindaiQrHalaman() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const pindai = usePindaiQr();
  const { timeZone } = usePengguna();
  const terkirim = useRef<string | null>(null);
  const { mutate } = pindai;

  useEffect(() => {
    if (!token || terkirim.current === token) return;
    terkirim.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token) return <PindaiQrHasil status="galat" pesan={PESAN_QR.tokenWajib} aksi={KE_BERANDA} />;
  if (pindai.isError) {
    return <PindaiQrHasil status="galat" pesan={pindai.error.message} aksi={KE_BERANDA} />;
  }
  const hasil = pindai.data;
  if (!hasil) return <PindaiQrHasil status="memproses" />;
  return (
    <PindaiQrHasil
      status={hasil.hasil}
      pesan={hasil.pesan}
      pertemuan={`Pertemuan ${hasil.pertemuan.nomor} · ${hasil.pertemuan.judul}`}
      waktu={hasil.updated_at}
      timeZone={timeZone}
      aksi={{ label: 'Lihat Kelas', href: `/kelas/${hasil.pertemuan.id_kelas_kuliah}` }}
    />
  );
}
