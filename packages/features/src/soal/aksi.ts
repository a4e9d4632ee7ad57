import { berhasil } from '../bersama/konteks';

const PESAN_AKSI_SOAL = {
  tambah: 'Soal berhasil ditambahkan',
  ubah: 'Soal berhasil diubah',
  hapus: 'Soal berhasil dihapus',
} as const;

/**
 * A question change of either editor (an exam's or a bank's), confirmed by the same green toast
 * once saved (issue 21); a failure rejects before the toast, so the modal stays open.
 */
export async function simpanAksiSoal(
  aksi: keyof typeof PESAN_AKSI_SOAL,
  simpan: Promise<unknown>,
): Promise<void> {
  await simpan;
  berhasil(PESAN_AKSI_SOAL[aksi]);
}
