import { usePembatasanUjianKehadiran } from '@kampus/api';
import { PembatasanUjianView } from '@kampus/ui';

/**
 * /forbidden/{meetingId}: the exam meeting a call was refused for (status code
 * pembatasan_ujian_kehadiran, spec 7 'Helpers'), with the student's attendance shortfall and
 * the way back to the class (issue 25).
 */
export default function ForbiddenPertemuanHalaman({ idPertemuan }: { idPertemuan: string }) {
  const status = usePembatasanUjianKehadiran(idPertemuan);
  return (
    <PembatasanUjianView
      data={status.data ?? null}
      galat={status.isError && !status.data ? status.error.message : null}
      isMemuat={status.isFetching}
      onMuatUlang={() => void status.refetch()}
      hrefKelas={status.data ? `/kelas/${encodeURIComponent(status.data.kelas_kuliah.id)}` : null}
    />
  );
}
