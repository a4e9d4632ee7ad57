import {
  saveFile,
  useDaftarPengerjaan,
  usePenilaianUjian,
  usePerhitunganNilai,
  useStatistikJawaban,
  useTanpaPengerjaan,
} from '@kampus/api';
import { HasilUjianView } from '@kampus/ui';
import { useState } from 'react';
import { berhasil, usePengguna } from '../bersama/konteks';
import { hrefDetailPengerjaan } from './tautan';

/** The results tab: each list keeps its own page and search. */
export default function PanelHasilUjian({
  idKelas,
  id,
  isTampilkanNilai,
  bolehNilai,
}: {
  idKelas: string;
  id: string;
  isTampilkanNilai: boolean;
  bolehNilai: boolean;
}) {
  const { timeZone } = usePengguna();
  const [qKerja, setQKerja] = useState({ page: 1, per_page: 10, search: '' });
  const [qTanpa, setQTanpa] = useState({ page: 1, per_page: 10, search: '' });
  const kerja = useDaftarPengerjaan(id, qKerja);
  const tanpa = useTanpaPengerjaan(id, qTanpa);
  const statistik = useStatistikJawaban(id);
  const perhitungan = usePerhitunganNilai(id);
  const nilai = usePenilaianUjian(id);
  return (
    <HasilUjianView
      pengerjaan={{
        data: kerja.data?.data ?? [],
        total: kerja.data?.meta.total_items ?? 0,
        page: qKerja.page,
        pageSize: qKerja.per_page,
        onPageChange: (k) => setQKerja((q) => ({ ...q, page: k.page, per_page: k.pageSize })),
        onSearch: (search) => setQKerja((q) => ({ ...q, search, page: 1 })),
        isLoading: kerja.isPending,
        isError: kerja.isError,
        onRetry: () => void kerja.refetch(),
      }}
      belumMengerjakan={{
        data: tanpa.data?.data ?? [],
        total: tanpa.data?.meta.total_items ?? 0,
        page: qTanpa.page,
        pageSize: qTanpa.per_page,
        onPageChange: (k) => setQTanpa((q) => ({ ...q, page: k.page, per_page: k.pageSize })),
        onSearch: (search) => setQTanpa((q) => ({ ...q, search, page: 1 })),
        isLoading: tanpa.isPending,
        isError: tanpa.isError,
        onRetry: () => void tanpa.refetch(),
      }}
      statistik={{
        data: statistik.data ?? [],
        isLoading: statistik.isPending,
        isError: statistik.isError,
        onRetry: () => void statistik.refetch(),
      }}
      isTampilkanNilai={isTampilkanNilai}
      bolehUbah={bolehNilai}
      onPublish={(tampil) =>
        nilai.publish.mutate(tampil, {
          onSuccess: () => berhasil(tampil ? 'Berhasil publish nilai' : 'Berhasil unpublish nilai'),
        })
      }
      isPublishPending={nilai.publish.isPending}
      onEkspor={() =>
        nilai.ekspor.mutate(undefined, {
          onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
        })
      }
      isEksporPending={nilai.ekspor.isPending}
      timeZone={timeZone}
      perhitungan={perhitungan.data?.status ?? 'COMPLETED'}
      hrefDetail={(b) => hrefDetailPengerjaan(idKelas, id, b.id)}
      onReset={async (b) => {
        await nilai.reset.mutateAsync(b.id);
        berhasil('Berhasil reset pengerjaan dari mahasiswa');
      }}
    />
  );
}
