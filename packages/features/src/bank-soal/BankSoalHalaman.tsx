import {
  type BankSoal,
  useDaftarBankSoal,
  useDuplikatBankSoal,
  useHapusBankSoal,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import { BankSoalBoard, FILTER_BANK_SOAL_KOSONG, type FilterBankSoal } from '@kampus/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import * as styles from '../bersama/Halaman.css';
import { berhasil, usePengguna } from '../bersama/konteks';
import { FormBankSoal } from './FormBankSoal';
import { hrefBankSoal } from './tautan';

/**
 * /bank-soal (spec 2 'Question bank'): the banks the user sees (their own, and the Ditampilkan
 * banks of the courses they teach; operators with read on bank_soal all), with the filter panel,
 * paging, 'Tambah Bank Soal', Duplicate and Delete.
 */
export default function BankSoalHalaman() {
  const { role, hak } = usePengguna();
  const [, navigate] = useLocation();
  const bolehUbah = boleh('kelolaBankSoal', { role, hakAkses: hak });
  const [filter, setFilter] = useState<FilterBankSoal>(FILTER_BANK_SOAL_KOSONG);
  const [halaman, setHalaman] = useState({ page: 1, pageSize: 10 });
  const [tambah, setTambah] = useState(false);
  const daftar = useDaftarBankSoal({
    page: halaman.page,
    per_page: halaman.pageSize,
    search: filter.search || undefined,
    id_mata_kuliah: filter.id_mata_kuliah || undefined,
    id_prodi: filter.id_prodi || undefined,
  });
  const duplikat = useDuplikatBankSoal();
  const hapus = useHapusBankSoal();

  const terapkan = (f: FilterBankSoal) => {
    setFilter(f);
    setHalaman((h) => ({ ...h, page: 1 }));
  };

  return (
    <div className={styles.halaman}>
      <BankSoalBoard
        bankSoal={daftar.data?.data ?? []}
        total={daftar.data?.meta.total_items ?? 0}
        page={halaman.page}
        pageSize={halaman.pageSize}
        onPageChange={(k) => setHalaman({ page: k.page, pageSize: k.pageSize })}
        filter={filter}
        onTerapkan={terapkan}
        onReset={() => terapkan(FILTER_BANK_SOAL_KOSONG)}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        pesanGalat={daftar.error?.message}
        onRetry={() => void daftar.refetch()}
        bolehTambah={bolehUbah}
        onTambah={bolehUbah ? () => setTambah(true) : undefined}
        hrefLihat={hrefBankSoal}
        onDuplikat={
          bolehUbah
            ? async (bank: BankSoal) => {
                const salinan = await duplikat.mutateAsync(bank.id);
                berhasil(`Bank soal diduplikasi: ${salinan.judul}`);
              }
            : undefined
        }
        onHapus={
          bolehUbah
            ? async (bank: BankSoal) => {
                await hapus.mutateAsync(bank.id);
                berhasil('Bank soal berhasil dihapus');
              }
            : undefined
        }
        headingLevel={2}
      />
      {tambah ? (
        <FormBankSoal
          bank={null}
          onTutup={() => setTambah(false)}
          onTersimpan={(bank) => navigate(hrefBankSoal(bank.id))}
        />
      ) : null}
    </div>
  );
}
