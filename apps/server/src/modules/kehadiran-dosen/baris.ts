import type { RingkasanKehadiranDosen } from '@kampus/api/contract';
import { namaLengkapPengajar, statusValidasiDosen } from '@kampus/domain';
import type { BarisKehadiranDosen } from './queries';

// A teacher's attendance row as both the meeting's section (./service.ts) and the list
// (./daftar.ts) answer it (spec 3 'Lecturer attendance row').

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const namaDosen = (d: BarisKehadiranDosen['d']) =>
  namaLengkapPengajar({ nama: d.nama, gelar_depan: d.gelarDepan, gelar_akademik: d.gelarAkademik });

/** Who the teacher is and what was recorded; status_validasi only when validation is on. */
export function ringkasBaris(r: BarisKehadiranDosen, validasi: boolean): RingkasanKehadiranDosen {
  const k = r.k;
  const ada = k !== null;
  return {
    pengajar: {
      id_dosen: r.d.id,
      avatar_url: r.d.fotoUrl,
      nama: r.d.nama,
      nama_pengajar: namaDosen(r.d),
      gelar_depan: r.d.gelarDepan,
      gelar_akademik: r.d.gelarAkademik,
    },
    ada_presensi: ada,
    is_hadir: k ? k.isHadir : null,
    is_valid: k?.isValid ?? false,
    status_validasi: statusValidasiDosen({ ada_presensi: ada, is_valid: k?.isValid }, validasi),
    mulai_kuliah: iso(k?.mulaiKuliah),
    selesai_kuliah: iso(k?.selesaiKuliah),
  };
}
