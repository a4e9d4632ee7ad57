import { useBankSoal, useKelolaSoalBank, useSoalMataKuliah } from '@kampus/api';
import { MAKS_SOAL_BANK } from '@kampus/domain';
import { SalinSoalModal } from '@kampus/ui/views/soal/SalinSoalModal';
import { berhasil } from '../bersama/konteks';
import { useSalinBerhalaman } from '../bersama/salinBerhalaman';

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
  const daftar = useSalinBerhalaman();
  const bank = useBankSoal(idBank);
  const soal = useSoalMataKuliah(
    {
      ...daftar.filter,
      id_mata_kuliah: bank.data?.mata_kuliah.id ?? '',
      exclude_id_bank_soal: idBank,
    },
    !!bank.data,
  );
  const kelola = useKelolaSoalBank(idBank);

  return (
    <SalinSoalModal
      isOpen
      onOpenChange={(open) => !open && onTutup()}
      tujuan={bank.data ? `Salin ke ${bank.data.judul}` : undefined}
      {...daftar.data(soal)}
      sisa={bank.data ? MAKS_SOAL_BANK - bank.data.list_soal.length : undefined}
      onSalin={async (listId) => {
        const hasil = await kelola.salin.mutateAsync({ sumber: 'bank_soal', list_id: listId });
        berhasil(`${hasil.jumlah} soal berhasil disalin`);
        onTutup();
      }}
    />
  );
}
