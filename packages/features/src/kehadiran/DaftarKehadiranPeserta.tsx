import { useDaftarKehadiran, useEksporDaftarKehadiran } from '@kampus/api';
import type { JenisHalamanKehadiran } from '@kampus/domain';
import { DaftarKehadiranView, type FilterDaftarKehadiranView } from '@kampus/ui';
import { useState } from 'react';
import { usePengguna } from '../bersama/konteks';
import { hrefKehadiranPertemuan, hrefRekapKehadiran } from './tautan';

/**
 * The participants' attendance per meeting of the user's classes (GET /lms/kehadiran_mahasiswa):
 * search, status and method filters, 'Export Excel' with the same filters, and each meeting's
 * page of the given type (dosen from /kehadiran, operator from /kehadiran-peserta).
 */
export function DaftarKehadiranPeserta({
  jenis,
}: {
  jenis: Extract<JenisHalamanKehadiran, 'dosen' | 'operator'>;
}) {
  const { timeZone } = usePengguna();
  const [q, setQ] = useState<{ page: number; per_page: number; search: string }>({
    page: 1,
    per_page: 10,
    search: '',
  });
  const [filter, setFilter] = useState<FilterDaftarKehadiranView>({ status: null, jenis: null });
  const saring = {
    search: q.search,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.jenis ? { jenis: filter.jenis } : {}),
  };
  const daftar = useDaftarKehadiran({ page: q.page, per_page: q.per_page, ...saring });
  const ekspor = useEksporDaftarKehadiran();
  return (
    <DaftarKehadiranView
      data={daftar.data?.data ?? []}
      page={q.page}
      pageSize={q.per_page}
      total={daftar.data?.meta.total_items ?? 0}
      onPageChange={(k) => setQ((s) => ({ ...s, page: k.page, per_page: k.pageSize }))}
      filter={filter}
      onFilterChange={(f) => {
        setFilter(f);
        setQ((s) => ({ ...s, page: 1 }));
      }}
      onSearch={(search) => setQ((s) => ({ ...s, search, page: 1 }))}
      defaultSearch={q.search}
      hrefPertemuan={(b) => hrefKehadiranPertemuan(jenis, b.kelas_kuliah.id, b.pertemuan.id)}
      hrefRekap={(b) => hrefRekapKehadiran(b.kelas_kuliah.id)}
      onEkspor={() => ekspor.mutate(saring)}
      isEksporPending={ekspor.isPending}
      timeZone={timeZone}
      isLoading={daftar.isPending}
      isError={daftar.isError}
      onRetry={() => void daftar.refetch()}
    />
  );
}
