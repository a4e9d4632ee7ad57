import { useDaftarKehadiranDosen } from '@kampus/api';
import type { StatusPertemuan } from '@kampus/domain';
import { DaftarKehadiranDosenView } from '@kampus/ui';
import { useState } from 'react';
import { usePengguna } from '../bersama/konteks';
import { hrefKehadiranPertemuan } from './tautan';

/**
 * The lecturers' attendance of each meeting (/kehadiran?tab=1; GET /lms/kehadiran_dosen): a
 * lecturer's own row, every teacher for an operator, with the validation when it is on.
 */
export function DaftarKehadiranDosen() {
  const { role, timeZone } = usePengguna();
  const [q, setQ] = useState<{
    page: number;
    per_page: number;
    search: string;
    status: StatusPertemuan | null;
  }>({ page: 1, per_page: 10, search: '', status: null });
  const daftar = useDaftarKehadiranDosen({
    page: q.page,
    per_page: q.per_page,
    search: q.search,
    ...(q.status ? { status: q.status } : {}),
  });
  const jenis = role === 'operator' ? 'operator' : 'dosen';
  return (
    <DaftarKehadiranDosenView
      data={daftar.data?.data ?? []}
      page={q.page}
      pageSize={q.per_page}
      total={daftar.data?.meta.total_items ?? 0}
      onPageChange={(k) => setQ((s) => ({ ...s, page: k.page, per_page: k.pageSize }))}
      onSearch={(search) => setQ((s) => ({ ...s, search, page: 1 }))}
      defaultSearch={q.search}
      status={q.status}
      onStatusChange={(status) => setQ((s) => ({ ...s, status, page: 1 }))}
      hrefPertemuan={(b) => hrefKehadiranPertemuan(jenis, b.kelas_kuliah.id, b.pertemuan.id)}
      tampilNamaPengajar={role !== 'dosen'}
      timeZone={timeZone}
      isLoading={daftar.isPending}
      isError={daftar.isError}
      onRetry={() => void daftar.refetch()}
    />
  );
}
