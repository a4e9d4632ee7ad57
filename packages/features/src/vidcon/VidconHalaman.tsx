import { useDaftarVidcon, useGabungVidcon, useWaktuServer } from '@kampus/api';
import { boleh, type StatusVidcon } from '@kampus/domain';
import { DaftarVidconView } from '@kampus/ui';
import { useState } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { peranVidconDari } from './peran';

/** /vidcon: the user's vidcons across their classes (spec 2 'Routes', the statistics tile). */
export default function VidconHalaman() {
  const { role, hak, timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const [q, setQ] = useState<{
    page: number;
    per_page: number;
    search: string;
    status: StatusVidcon | null;
  }>({ page: 1, per_page: 10, search: '', status: null });
  const daftar = useDaftarVidcon({
    page: q.page,
    per_page: q.per_page,
    search: q.search,
    status: q.status ?? undefined,
  });
  const gabung = useGabungVidcon();
  const peran = peranVidconDari(role);
  return (
    <div className={styles.halaman}>
      <Judul
        judul="Vidcon"
        subjudul={
          peran === 'mahasiswa'
            ? 'Video conference dari semua kelas yang Anda ikuti'
            : 'Video conference dari kelas yang Anda kelola'
        }
      />
      <DaftarVidconView
        vidcon={daftar.data?.data ?? []}
        peran={peran}
        waktuServer={new Date(waktu ?? Date.now()).toISOString()}
        page={q.page}
        pageSize={q.per_page}
        total={daftar.data?.meta.total_items ?? 0}
        onPageChange={(k) => setQ((lama) => ({ ...lama, page: k.page, per_page: k.pageSize }))}
        onSearch={(search) => setQ((lama) => ({ ...lama, search, page: 1 }))}
        defaultSearch={q.search}
        status={q.status}
        onStatusChange={(status) => setQ((lama) => ({ ...lama, status, page: 1 }))}
        timeZone={timeZone}
        onGabung={
          boleh('gabungVidcon', { role, hakAkses: hak })
            ? (v) => gabung.mutateAsync(v.id)
            : undefined
        }
        gabungId={gabung.isPending ? (gabung.variables ?? null) : null}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
      />
    </div>
  );
}
