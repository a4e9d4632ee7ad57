import { useDaftarUjian, useWaktuServer } from '@kampus/api';
import { DaftarUjianView } from '@kampus/ui';
import { useState } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { hrefUjianMahasiswa } from './tautan';

/** /ujian: the student's quizzes and exams across their classes (spec 2). */
export default function DaftarUjianHalaman() {
  const { timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const [q, setQ] = useState({ page: 1, per_page: 10, search: '' });
  const daftar = useDaftarUjian(q);
  return (
    <div className={styles.halaman}>
      <Judul judul="Kuis/Ujian" subjudul="Kuis dan ujian dari semua kelas yang Anda ikuti" />
      <DaftarUjianView
        ujian={daftar.data?.data ?? []}
        waktuServer={new Date(waktu ?? Date.now()).toISOString()}
        page={q.page}
        pageSize={q.per_page}
        total={daftar.data?.meta.total_items ?? 0}
        onPageChange={(k) => setQ((lama) => ({ ...lama, page: k.page, per_page: k.pageSize }))}
        onSearch={(search) => setQ((lama) => ({ ...lama, search, page: 1 }))}
        defaultSearch={q.search}
        timeZone={timeZone}
        hrefUjian={(u) => hrefUjianMahasiswa(u.id)}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
      />
    </div>
  );
}
