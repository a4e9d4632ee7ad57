import { useBankSoal, useKelolaSoalBank, useSoalMataKuliah } from '@kampus/api';
import { MAKS_SOAL_BANK } from '@kampus/domain';
import { SalinSoalModal } from '@kampus/ui/views/SalinSoalModal';
import { useState } from 'react';
import { berhasil } from '../bersama/konteks';

/**
 * 'Tambah Soal' > 'Soal Mata Kuliah' of a bank: the questions of the course's other banks the
 * user sees (10 a page), copied into this bank (at most 100 a bank).
 */
export default function SalinSoalBank({
  idBank,
  onTutup,
}: {
  idBank: string;
  onTutup: () => void;
}) {
  const [cari, setCari] = useState('');
  const [halaman, setHalaman] = useState({ page: 1, perPage: 10 });
  const bank = useBankSoal(idBank);
  const soal = useSoalMataKuliah(
    {
      id_mata_kuliah: bank.data?.mata_kuliah.id ?? '',
      exclude_id_bank_soal: idBank,
      search: cari,
      page: halaman.page,
      per_page: halaman.perPage,
    },
    !!bank.data,
  );
  const kelola = useKelolaSoalBank(idBank);

  return (
    <SalinSoalModal
      isOpen
      onOpenChange={(open) => !open && onTutup()}
      tujuan={bank.data ? `Salin ke ${bank.data.judul}` : undefined}
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
      sisa={bank.data ? MAKS_SOAL_BANK - bank.data.list_soal.length : undefined}
      onSalin={async (listId) => {
        const hasil = await kelola.salin.mutateAsync({ sumber: 'bank_soal', list_id: listId });
        berhasil(`${hasil.jumlah} soal berhasil disalin`);
        onTutup();
      }}
    />
  );
}
