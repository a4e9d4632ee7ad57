import type {
  AktivitasNilai,
  KomponenSikad,
  NilaiMahasiswa,
  RekapNilaiKelas,
} from '@kampus/api/contract';
import {
  bulatkanNilai,
  HEADER_RERATA_NILAI,
  isNilaiKosong,
  jenisKomponenSikad,
  labelPertemuanNilai,
  NILAI_KOSONG,
  nilaiKeaktifanForum,
  nilaiTerlihatMahasiswa,
  rataRataNilai,
  statusNilaiAktivitas,
} from '@kampus/domain';
import type { Db } from '../../db/client';
import type { Aktor } from '../auth';
import {
  type AktivitasKelas,
  aktivitasKelas,
  type KomponenRencana,
  kelasNilai,
  komponenMataKuliah,
  mahasiswaKelas,
  nilaiKelas,
  nilaiSikadKelas,
  tautanKomponen,
} from './queries';

// The class grade recap (spec 2 'Grade recap', 3 'Grade recap', 4 'Grade status per activity'):
// seven queries whatever the class size, put together here; the rules are the domain's.

export const keAktivitasNilai = (a: AktivitasKelas): AktivitasNilai => ({
  id: a.id,
  jenis: a.jenis,
  label: a.judul,
});

/** header_sikad: each plan component with its linked activities (links to deleted ones dropped). */
export function susunKomponen(
  rencana: readonly KomponenRencana[],
  tautan: readonly { idKomponen: string; idAktivitas: string }[],
  aktivitas: ReadonlyMap<string, AktivitasKelas>,
): KomponenSikad[] {
  return rencana.map((k) => ({
    id: k.id,
    label: k.nama,
    jenis: jenisKomponenSikad(k.nama),
    bobot: k.bobot,
    aktivitas: tautan
      .filter((t) => t.idKomponen === k.id)
      .flatMap((t) => {
        const a = aktivitas.get(t.idAktivitas);
        return a ? [keAktivitasNilai(a)] : [];
      }),
  }));
}

/**
 * The recap of a class for its staff; with `saya`, the signed-in student's own row only: exam
 * scores once published, no SIKAD components (issue 26 'Student: own grades per class').
 */
export async function susunRekapNilai(
  db: Db,
  aktor: Aktor,
  idKelas: string,
  { saya = false, sekarang = new Date() }: { saya?: boolean; sekarang?: Date } = {},
): Promise<RekapNilaiKelas> {
  const kelas = await kelasNilai(db, aktor, idKelas);
  const idMahasiswa = saya ? (aktor.idMahasiswa ?? '') : undefined;
  const [aktivitas, peserta, nilai, rencana, tautan, sikad] = await Promise.all([
    aktivitasKelas(db, kelas.id),
    mahasiswaKelas(db, kelas.id, idMahasiswa),
    nilaiKelas(db, kelas.id, idMahasiswa),
    saya ? [] : komponenMataKuliah(db, kelas.idMataKuliah),
    saya ? [] : tautanKomponen(db, kelas.id),
    saya ? [] : nilaiSikadKelas(db, kelas.id),
  ]);
  const perId = new Map(aktivitas.map((a) => [a.id, a]));

  // A student's grade of an activity: the stored grade, or a forum's grade from the posts.
  const sel = new Map<string, number>();
  for (const n of nilai) {
    const a = perId.get(n.idAktivitas);
    if (!a || (saya && !nilaiTerlihatMahasiswa(a.jenis, a.tampilkanNilai))) continue;
    const v =
      a.jenis === 'forum'
        ? nilaiKeaktifanForum(n.jumlahPost ?? 0, a.minimalPost ?? 1)
        : n.nilai === null
          ? null
          : bulatkanNilai(n.nilai);
    if (v !== null) sel.set(`${n.idAktivitas}:${n.idMahasiswa}`, v);
  }
  const header_sikad = susunKomponen(rencana, tautan, perId);
  const simpanan = new Map(sikad.map((s) => [`${s.idKomponen}:${s.idMahasiswa}`, s]));
  const perJenis = HEADER_RERATA_NILAI.map((h) => ({
    jenis: h.jenis,
    ids: aktivitas.filter((a) => a.jenis === h.jenis).map((a) => a.id),
  }));

  const nilai_mahasiswa: NilaiMahasiswa[] = peserta.map((m) => {
    const dari = (id: string) => sel.get(`${id}:${m.id}`) ?? NILAI_KOSONG;
    return {
      mahasiswa: { id_user: m.idPengguna, nama: m.nama, nim: m.nim },
      nilai_pertemuan: aktivitas.map((a) => ({ aktivitas: { id: a.id }, nilai: dari(a.id) })),
      rata_rata_lms: perJenis.map((j) => ({
        jenis: j.jenis,
        rata_rata: rataRataNilai(j.ids.map(dari)),
      })),
      nilai_sikad: header_sikad.map((k) => {
        const s = simpanan.get(`${k.id}:${m.id}`);
        return {
          komponen: { id: k.id, bobot: k.bobot },
          nilai: rataRataNilai(k.aktivitas.map((a) => dari(a.id))),
          update_by_sikad: s?.updateBySikad === true,
          nilai_di_sikad: s?.nilai ?? null,
        };
      }),
    };
  });

  return {
    kelas: {
      id: kelas.id,
      periode: kelas.periode,
      mata_kuliah: { kode: kelas.kode, nama: kelas.namaMataKuliah },
      kelas: { nama: kelas.namaKelas, jenis: { nama: kelas.jenisKelas } },
      kampus: { nama: kelas.kampus },
      mode: kelas.mode,
    },
    header_aktivitas: aktivitas.map((a) => ({
      label_pertemuan: labelPertemuanNilai(a.nomorPertemuan),
      status_nilai: statusNilaiAktivitas({
        waktuSelesai: a.waktuSelesai,
        jumlahPengerjaan: a.jumlahPengerjaan,
        jumlahBelumDinilai: a.jumlahBelumDinilai,
        sekarang,
      }),
      status_perhitungan: a.dihitung ? 'IN_PROGRESS' : 'COMPLETED',
      aktivitas: keAktivitasNilai(a),
    })),
    header_rerata: HEADER_RERATA_NILAI.map((h) => ({ jenis: h.jenis, label: h.label })),
    header_sikad,
    nilai_mahasiswa,
  };
}

/** A grade cell of the spreadsheet: the number, or '-' for the placeholder (spec 9). */
export const selNilai = (n: number | null | undefined): number | string =>
  isNilaiKosong(n) ? '-' : (n as number);
