import { type BankSoal, useDaftarKelasKuliah, useReferensi, useSimpanBankSoal } from '@kampus/api';
import { bolehPilihDosenBankSoal } from '@kampus/domain';
import type { BankSoalFormModalProps, MataKuliahBankSoal } from '@kampus/ui';
import { Suspense, useMemo } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';

// The bank modal is its own chunk: the board and the detail page load it when it first opens.
const BankSoalFormModal = lazyHalaman<BankSoalFormModalProps>(() =>
  import('@kampus/ui/views/bank-soal/BankSoalFormModal').then((m) => ({
    default: m.BankSoalFormModal,
  })),
);

/**
 * 'Tambah/Ubah Data Bank Soal' (spec 5 'Bank modal'). Lecturers choose among the courses of their
 * classes (the server refuses others) and own the bank; operators choose any course and the
 * lecturer.
 */
export function FormBankSoal({
  bank,
  onTutup,
  onTersimpan,
}: {
  /** null: a new bank. */
  bank: BankSoal | null;
  onTutup: () => void;
  onTersimpan?: (bank: BankSoal) => void;
}) {
  const { role } = usePengguna();
  const operator = bolehPilihDosenBankSoal(role);
  const makul = useReferensi('makulRef', operator);
  const dosen = useReferensi('dosenRef', operator);
  const kelas = useDaftarKelasKuliah({ page: 1, per_page: 100 }, !operator);
  const simpan = useSimpanBankSoal();

  const opsiMataKuliah = useMemo<MataKuliahBankSoal[]>(() => {
    if (operator) return (makul.data ?? []).map((m) => ({ id: m.id, kode: m.kode, nama: m.nama }));
    const unik = new Map<string, MataKuliahBankSoal>();
    for (const k of kelas.data?.data ?? []) unik.set(k.mata_kuliah.id, k.mata_kuliah);
    return [...unik.values()].sort((a, b) => a.kode.localeCompare(b.kode));
  }, [operator, makul.data, kelas.data]);

  return (
    <Suspense fallback={null}>
      <BankSoalFormModal
        isOpen
        onOpenChange={(open) => !open && onTutup()}
        mode={bank ? 'ubah' : 'tambah'}
        bankSoal={bank}
        opsiDosen={
          operator ? (dosen.data ?? []).map((d) => ({ id: d.id, nama: d.nama_lengkap })) : undefined
        }
        opsiMataKuliah={opsiMataKuliah}
        isMemuatMataKuliah={operator ? makul.isPending : kelas.isPending}
        onSimpan={async (body) => {
          const hasil = await simpan.mutateAsync({ id: bank?.id ?? null, body });
          berhasil(bank ? 'Bank soal berhasil diubah' : 'Bank soal berhasil ditambahkan');
          onTersimpan?.(hasil);
          onTutup();
        }}
      />
    </Suspense>
  );
}
