import { defineEndpoints } from '../contract/call';
import type { referensiCalls } from '../contract/referensi';

/** The calls of contract/referensi.ts without their schemas. */
export const referensiEndpoints = defineEndpoints<typeof referensiCalls>({
  makulRef: { method: 'GET', path: '/v1/makul_ref' },
  prodiRef: { method: 'GET', path: '/v1/prodi_ref' },
  labelKelasRef: { method: 'GET', path: '/v1/label_kelas_ref' },
  jenisKelasRef: { method: 'GET', path: '/v1/jenis_kelas_ref' },
  dosenRef: { method: 'GET', path: '/v1/dosen_ref' },
  kampusRef: { method: 'GET', path: '/v1/kampus_ref' },
  mahasiswaAktifPerPeriode: { method: 'GET', path: '/v1/mahasiswa_aktif_per_periode' },
  periodeMengajar: { method: 'GET', path: '/v1/dosen/:id/periode_mengajar' },
  mataKuliahRef: { method: 'GET', path: '/v2/lms/mata_kuliah/ref' },
  tahunSemester: { method: 'GET', path: '/v1/mahasiswa/:id/tahun_semester' },
});
