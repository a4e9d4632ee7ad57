import { useSalinSoalBankKeUjian, useSoalMataKuliah } from '@kampus/api';
import { SalinSoalModal } from '@kampus/ui/views/SalinSoalModal';
import { useState } from 'react';
import { berhasil } from '../bersama/konteks';

/**
 * 'Soal Mata Kuliah' of an exam's question group: the questions of the course's banks the
 * lecturer sees (10 a page), copied into the group.
 */
export default function SalinSoalMataKuliah({
  idUjian,
  idKelompok,
  idMataKuliah,
  tujuan,
  onTutup,
}: {
  idUjian: string;
  idKelompok: string;
  idMataKuliah: string;
  /** The group, under the title. */
  tujuan: string;
  onTutup: () => void;
}) {
  const [cari, setCari] = useState('');
  const [halaman, setHalaman] = useState({ page: 1, perPage: 10 });
  const soal = useSoalMataKuliah({
    id_mata_kuliah: idMataKuliah,
    search: cari,
    page: halaman.page,
    per_page: halaman.perPage,
  });
  const salin = useSalinSoalBankKeUjian(idUjian);

  return (
    <SalinSoalModal
      isOpen
      onOpenChange={(open) => !open && onTutup()}
      tujuan={tujuan}
      rows={soal.data?.data ?? []}
      total={soal.data?.meta.total_items ?? 0}
      page={halaman.page}
      perPage={halaman.perPage}
      onPage={(page, perPage) => setHalaman({ page, perPage })}
      search={cari}
      onSearch={(s) => {
        setCari(s);
        setHalaman((h) => ({ ...h, page: 1 }));
      }}
      isLoading={soal.isPending}
      isError={soal.isError}
      onRetry={() => void soal.refetch()}
      onSalin={async (listId) => {
        const hasil = await salin.mutateAsync({ idKelompok, list_id: listId });
        berhasil(`${hasil.jumlah} soal berhasil disalin`);
        onTutup();
      }}
    />
  );
}
