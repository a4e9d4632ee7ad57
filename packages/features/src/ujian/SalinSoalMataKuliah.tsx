import { useSalinSoalBankKeUjian, useSoalMataKuliah } from '@kampus/api';
import { SalinSoalModal } from '@kampus/ui/views/soal/SalinSoalModal';
import { berhasil } from '../bersama/konteks';
import { useSalinBerhalaman } from '../bersama/salinBerhalaman';

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
  const daftar = useSalinBerhalaman();
  const soal = useSoalMataKuliah({ ...daftar.filter, id_mata_kuliah: idMataKuliah });
  const salin = useSalinSoalBankKeUjian(idUjian);

  return (
    <SalinSoalModal
      isOpen
      onOpenChange={(open) => !open && onTutup()}
      tujuan={tujuan}
      {...daftar.data(soal)}
      onSalin={async (listId) => {
        const hasil = await salin.mutateAsync({ idKelompok, list_id: listId });
        berhasil(`${hasil.jumlah} soal berhasil disalin`);
        onTutup();
      }}
    />
  );
}
