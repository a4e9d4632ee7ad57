import type { Pengaturan } from '@kampus/api/contract';

/** Default settings of spec section 9 (video and audio 50%, e-book 60 s, 10240 KB uploads). */
export const PENGATURAN_DEFAULT: Pengaturan = {
  pengaturan_sistem: { time_zone: 'Asia/Jakarta' },
  pengaturan_kelas: {
    syarat_kehadiran_online_mahasiswa: {
      terlambat_vidcon_menit: 15,
      video_persen: 50,
      audio_persen: 50,
      ebook_detik: 60,
      presentase_progress_minimal_persen: 60,
    },
    syarat_kehadiran_online_dosen: {
      mulai_kuliah: true,
      akhiri_kuliah: true,
      presentase_kehadiran_kelas: true,
      presentase_kehadiran_kelas_persen: 50,
      aktivitas_kuliah: true,
    },
    syarat_kehadiran_offline_dosen: {
      mulai_kuliah: true,
      akhiri_kuliah: true,
      presentase_kehadiran_kelas: false,
      aktivitas_kuliah: false,
    },
    validasi_kehadiran_dosen: true,
    tampil_tombol_presensi_dosen: { mulai: 15 },
    akses_resume_ujian: { tampilkan_soal: true },
    ubah_jadwal_pertemuan: { online: { is_allowed: true }, offline: { is_allowed: true } },
    jenis_presensi: [
      { id: 'I', nama: 'Izin', is_active: true },
      { id: 'S', nama: 'Sakit', is_active: true },
    ],
    batas_ukuran_banner_mb: 2,
    batas_ukuran_unggah_mb: {
      ebook: 10,
      video: 100,
      audio: 20,
      arsip: 20,
      lampiran_jawaban_esai: 10,
    },
  },
  pelaku_integrasi_nilai: { dosen: true, operator: false },
  // Exam eligibility by attendance (issue 25): off in the demo, so every journey can open its
  // exams; an operator turns it on (PUT /lms/pengaturan/pembatasan_ujian_kehadiran).
  pembatasan_ujian_kehadiran: { aktif: false, persen_minimal: 75, jenis_ujian: ['uts', 'uas'] },
};
