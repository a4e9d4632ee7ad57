import { type SimpanKelompokSoal, type SimpanSoal, useKelolaSoalUjian } from '@kampus/api';
import { berhasil } from '../bersama/konteks';
import { simpanAksiSoal } from '../soal';

/**
 * The exam editor's changes to groups and questions, each confirmed by a green toast once saved
 * as the question bank's editor does (issue 21); a failure shows the server's message instead
 * (the query client's handler) and keeps the modal open.
 */
export function useAksiSoalUjian(idUjian: string) {
  const kelola = useKelolaSoalUjian(idUjian);
  return {
    onTambahKelompok: async (body: SimpanKelompokSoal) => {
      await kelola.tambahKelompok.mutateAsync(body);
      berhasil('Kelompok soal berhasil ditambahkan');
    },
    onUbahKelompok: async (idKelompok: string, body: SimpanKelompokSoal) => {
      await kelola.ubahKelompok.mutateAsync({ idKelompok, body });
      berhasil('Kelompok soal berhasil diubah');
    },
    onHapusKelompok: async (idKelompok: string) => {
      await kelola.hapusKelompok.mutateAsync(idKelompok);
      berhasil('Kelompok soal berhasil dihapus');
    },
    onTambahSoal: (idKelompok: string, body: SimpanSoal) =>
      simpanAksiSoal('tambah', kelola.tambahSoal.mutateAsync({ idKelompok, body })),
    onUbahSoal: (idKelompok: string, idSoal: string, body: SimpanSoal) =>
      simpanAksiSoal('ubah', kelola.ubahSoal.mutateAsync({ idKelompok, idSoal, body })),
    onHapusSoal: (idKelompok: string, idSoal: string) =>
      simpanAksiSoal('hapus', kelola.hapusSoal.mutateAsync({ idKelompok, idSoal })),
  };
}
