import {
  useBankSoal,
  useKelolaSoalBank,
  useSoalUjianSumber,
  useUjianSumberBank,
} from '@kampus/api';
import { MAKS_SOAL_BANK } from '@kampus/domain';
import { SalinSoalUjianModal, type UjianSumberSoal } from '@kampus/ui/views/soal/SalinSoalModal';
import { useState } from 'react';
import { berhasil } from '../bersama/konteks';
import { useSalinBerhalaman } from '../bersama/salinBerhalaman';

/**
 * 'Tambah Soal' > 'Salin dari Kuis/Ujian' of a bank: the course's exams the user manages, then
 * the chosen exam's questions, copied into the bank (at most 100 a bank).
 */
export default function SalinDariUjian({
  idBank,
  onTutup,
}: {
  idBank: string;
  onTutup: () => void;
}) {
  const daftar = useSalinBerhalaman();
  const [terpilih, setTerpilih] = useState<UjianSumberSoal | null>(null);
  const bank = useBankSoal(idBank);
  const ujian = useUjianSumberBank(idBank, daftar.filter);
  const soal = useSoalUjianSumber(idBank, terpilih?.id ?? null);
  const kelola = useKelolaSoalBank(idBank);

  return (
    <SalinSoalUjianModal
      isOpen
      onOpenChange={(open) => !open && onTutup()}
      ujian={daftar.data(ujian)}
      ujianTerpilih={terpilih}
      onPilihUjian={setTerpilih}
      soal={{
        rows: soal.data ?? [],
        isLoading: soal.isPending,
        isError: soal.isError,
        onRetry: () => void soal.refetch(),
      }}
      sisa={bank.data ? MAKS_SOAL_BANK - bank.data.list_soal.length : undefined}
      onSalin={async (listId) => {
        const hasil = await kelola.salin.mutateAsync({ sumber: 'ujian', list_id: listId });
        berhasil(`${hasil.jumlah} soal berhasil disalin`);
        onTutup();
      }}
    />
  );
}
