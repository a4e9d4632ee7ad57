import type { KelasKuliah } from '@kampus/api';
import { formatJadwal, namaLengkapPengajar } from '@kampus/domain';
import type { ClassHighlightGridItem } from '@kampus/ui';

/** A class of the API as a highlight card that opens /kelas/{id} (spec 2 'Home'). */
export function kartuKelas(k: KelasKuliah): ClassHighlightGridItem {
  return {
    id: k.id,
    href: `/kelas/${encodeURIComponent(k.id)}`,
    namaMataKuliah: k.mata_kuliah.nama,
    kodeMataKuliah: k.mata_kuliah.kode,
    namaKelas: k.kelas.nama,
    jenisKelas: k.kelas.jenis.nama,
    pengajar: k.pengajar.map(namaLengkapPengajar),
    jadwal: k.jadwal.map(formatJadwal),
    jumlahPeserta: k.jumlah_peserta,
    status: k.status,
    bannerUrl: k.banner_url,
    bannerIndex: k.banner_color_idx,
  };
}
