// Assignment groups (spec 2 'Assignments', 3 'Group', 4 'Group', 6).

export const JABATAN_KELOMPOK = ['ketua', 'anggota'] as const;
export type JabatanKelompok = (typeof JABATAN_KELOMPOK)[number];

export interface AnggotaKelompok {
  jabatan: JabatanKelompok;
  mahasiswa: { nim: string; nama?: string; avatar_url?: string | null };
  canDelete?: boolean | null;
}

/** Making a member leader sets that member to ketua and all others to anggota (spec 4). */
export function jadikanKetua<T extends AnggotaKelompok>(anggota: readonly T[], nim: string): T[] {
  if (!anggota.some((a) => a.mahasiswa.nim === nim)) return [...anggota];
  return anggota.map((a) => ({
    ...a,
    jabatan: a.mahasiswa.nim === nim ? 'ketua' : 'anggota',
  }));
}

/** Deleting a leader promotes the first remaining member (spec 4). */
export function hapusAnggota<T extends AnggotaKelompok>(anggota: readonly T[], nim: string): T[] {
  const dihapus = anggota.find((a) => a.mahasiswa.nim === nim);
  const sisa = anggota.filter((a) => a.mahasiswa.nim !== nim);
  if (dihapus?.jabatan !== 'ketua' || sisa.length === 0) return sisa;
  return sisa.map((a, i) => ({ ...a, jabatan: i === 0 ? 'ketua' : 'anggota' }));
}

export function ketuaKelompok<T extends AnggotaKelompok>(anggota: readonly T[]): T | null {
  return anggota.find((a) => a.jabatan === 'ketua') ?? null;
}

/**
 * The member row menu (spec 2): 'Jadikan Ketua Kelompok' for non-leaders, 'Hapus Anggota' unless
 * canDelete is false; only group writers see it (spec 6).
 */
export function menuAnggota(
  anggota: AnggotaKelompok,
  bolehTulis: boolean,
): { jadikanKetua: boolean; hapus: boolean; tampil: boolean } {
  const jadikan = bolehTulis && anggota.jabatan !== 'ketua';
  const hapus = bolehTulis && anggota.canDelete !== false;
  return { jadikanKetua: jadikan, hapus, tampil: jadikan || hapus };
}

/** Group form and member messages (spec 2 'Assignments', 4 'Group'). */
export const PESAN_KELOMPOK = {
  nama: 'Nama kelompok wajib diisi',
  namaPanjang: 'Nama kelompok paling banyak 100 karakter',
  anggota: 'Anggota kelompok wajib dipilih',
  bukanPeserta: 'Anggota kelompok harus peserta kelas ini',
  sudahBerkelompok: 'Mahasiswa sudah tergabung dalam kelompok lain pada tugas ini',
  tidakAda: 'Kelompok tidak ditemukan',
  anggotaTidakAda: 'Anggota kelompok tidak ditemukan',
  tidakDapatDihapus: 'Anggota ini tidak dapat dihapus karena pengumpulan kelompok sudah dinilai',
  sudahKetua: 'Anggota ini sudah menjadi ketua kelompok',
} as const;
