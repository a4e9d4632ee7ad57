// What the exam page says (the bar, the submit confirmation, the notices above the question).

export const PESAN_SOAL_KOSONG = 'Belum ada soal pada kuis/ujian ini.';
export const PESAN_OFFLINE_UJIAN =
  'Koneksi internet terputus. Jawaban tetap tersimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.';
export const PESAN_SESI_BERAKHIR =
  'Sesi Anda telah berakhir. Masuk kembali untuk melanjutkan; jawaban Anda tetap tersimpan di perangkat ini.';

/** The submit confirmation, while essay attachments are still uploading. */
export function teksUnggahanSaatKumpul(mengunggah: number): string {
  return `${mengunggah} lampiran masih diunggah. Pengumpulan menunggu sampai semuanya selesai terunggah.`;
}

export const PESAN_UNGGAHAN_GAGAL_SAAT_KUMPUL =
  'Lampiran gagal diunggah sehingga jawaban belum dikumpulkan. Unggah ulang atau hapus lampiran tersebut, lalu kumpulkan lagi.';

/** The submit confirmation: how many required questions are still unanswered. */
export function teksKonfirmasiKumpul(belumDijawab: number): string {
  const awal =
    belumDijawab > 0
      ? `Masih ada ${belumDijawab} soal yang belum dijawab.`
      : 'Semua soal sudah dijawab.';
  return `${awal} Jawaban tidak dapat diubah setelah dikumpulkan. Kumpulkan sekarang?`;
}
