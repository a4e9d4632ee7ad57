import { useKodeQrPertemuan } from '@kampus/api';
import { sisaDetikQr } from '@kampus/domain';
import { KodeQrKehadiran, type KodeQrStatus } from '@kampus/ui';
import { useEffect, useState } from 'react';
import type { ParamsHalaman } from '../../app';

/** The clock of the countdown, once a second. */
function useDetik() {
  const [kini, setKini] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setKini(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return kini;
}

/**
 * The lecturer's QR page of a meeting: the code the server signs for the current 30-second
 * window, fetched again as it changes (useKodeQrPertemuan); it encodes the student app's
 * address with the token. Shown expired once the last code's validity ended without a new one
 * (the fetch still pending), or as an error when the server refused the next one.
 */
export default function KodeQrHalaman({ params }: { params: ParamsHalaman }) {
  const idPertemuan = params.idPertemuan ?? null;
  const kode = useKodeQrPertemuan(idPertemuan);
  const kini = useDetik();
  const data = kode.data;
  const kedaluwarsa = data ? Date.parse(data.berlaku_sampai) <= kini : false;
  // A refusal (the meeting ended, QR switched off) shows once the last code has run out.
  const status: KodeQrStatus =
    data && !kedaluwarsa ? 'ready' : kode.isError ? 'error' : data ? 'expired' : 'loading';
  const p = data?.pertemuan;
  return (
    <KodeQrKehadiran
      judul={p ? `Pertemuan ${p.nomor} · ${p.judul}` : 'Kode QR Kehadiran'}
      subjudul={p ? 'Presensi Kode QR' : null}
      isi={data?.url ?? null}
      sisaDetik={data ? sisaDetikQr(data.berganti_pada, kini) : null}
      status={status}
      pesanGalat={kode.error?.message ?? null}
      onMuatUlang={() => void kode.refetch()}
      isMemuatUlang={kode.isFetching}
    />
  );
}
