import type { LaporanBap } from '@kampus/api/contract';
import { namaLengkapPengajar } from '@kampus/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, pengajarPertemuan, pengguna, pertemuan, prodi } from '../../db/schema';
import type { Aktor } from '../auth';
import { kehadiranDosenUntukBap } from '../kehadiran-dosen';
import { satuKelas } from '../kelas';
import { daftarPertemuan } from '../pertemuan';
import { tugasUntukBap } from '../tugas';

/**
 * The class report of spec 3 'BAP class report': the class resume and, per meeting, its info,
 * lecturers' attendance and activity counts. With `idPengajar` only that lecturer's meetings.
 */
export async function bangunLaporan(
  db: Db,
  aktor: Aktor,
  idKelas: string,
  opsi: { idPengajar?: string | null },
): Promise<LaporanBap | null> {
  const kelas = await satuKelas(db, aktor, idKelas);
  if (!kelas) return null;
  const { items } = await daftarPertemuan(db, {
    aktor,
    idKelasKuliah: idKelas,
    page: 1,
    perPage: 100,
    tanpaLingkup: true,
  });
  const ids = items.map((p) => p.id);
  const tugas = await tugasUntukBap(db, ids);
  const [guru, verifikator, prodiMk, hadirDosen] = await Promise.all([
    ids.length
      ? db
          .select({ idPertemuan: pengajarPertemuan.idPertemuan, d: dosen })
          .from(pengajarPertemuan)
          .innerJoin(dosen, eq(dosen.id, pengajarPertemuan.idDosen))
          .where(inArray(pengajarPertemuan.idPertemuan, ids))
          .orderBy(asc(dosen.nama))
      : [],
    ids.length
      ? db
          .select({ id: pertemuan.id, name: pengguna.nama, username: pengguna.username })
          .from(pertemuan)
          .innerJoin(pengguna, eq(pengguna.id, pertemuan.diverifikasiOleh))
          .where(inArray(pertemuan.id, ids))
      : [],
    db
      .select()
      .from(prodi)
      .where(and(eq(prodi.id, kelas.mata_kuliah.prodi.id))),
    kehadiranDosenUntukBap(db, ids),
  ]);
  const catatan = new Map(hadirDosen.kehadiran.map((k) => [`${k.idPertemuan}:${k.idDosen}`, k]));
  const dipilih = opsi.idPengajar
    ? items.filter((p) => guru.some((g) => g.idPertemuan === p.id && g.d.id === opsi.idPengajar))
    : items;
  return {
    username: aktor.username,
    timestamp: new Date().toISOString(),
    kelas_kuliah: {
      id: kelas.id,
      periode: kelas.periode,
      mata_kuliah: {
        kode: kelas.mata_kuliah.kode,
        nama: kelas.mata_kuliah.nama,
        sks: kelas.mata_kuliah.sks,
        prodi: prodiMk[0]
          ? { id: prodiMk[0].id, nama: prodiMk[0].nama, jenjang: prodiMk[0].jenjang }
          : kelas.mata_kuliah.prodi,
      },
      kelas: { nama: kelas.kelas.nama, jenis: kelas.kelas.jenis },
      mode_kuliah: kelas.mode_kuliah,
      jumlah_peserta: kelas.jumlah_peserta,
      jumlah_pertemuan: kelas.jumlah_pertemuan,
      jadwal: kelas.jadwal,
      pengajar: kelas.pengajar,
    },
    pertemuan: dipilih.map((p) => ({
      info: {
        id: p.id,
        nomor: p.nomor,
        waktu_mulai: p.waktu_mulai,
        waktu_selesai: p.waktu_selesai,
        jenis: p.jenis,
        judul: p.judul,
        deskripsi: p.deskripsi,
        status: p.status,
        kehadiran_pengajar: guru
          .filter((g) => g.idPertemuan === p.id)
          .map((g) => {
            // The lecturer's own attendance (kehadiran-dosen); null while none is recorded.
            const k = catatan.get(`${p.id}:${g.d.id}`);
            return {
              nama: namaLengkapPengajar({
                nama: g.d.nama,
                gelar_depan: g.d.gelarDepan,
                gelar_akademik: g.d.gelarAkademik,
              }),
              is_hadir: k ? k.isHadir : null,
              mulai_kuliah: k?.mulaiKuliah ? k.mulaiKuliah.toISOString() : null,
              selesai_kuliah: k?.selesaiKuliah ? k.selesaiKuliah.toISOString() : null,
            };
          }),
        count_activity: p.count_activity,
        peserta_hadir: p.peserta_hadir,
        progress_peserta: p.progress_peserta,
        // The meeting's verifier, else whoever last validated a lecturer's attendance of it.
        verified_by: (() => {
          const v = verifikator.find((x) => x.id === p.id);
          return v
            ? { name: v.name, username: v.username }
            : (hadirDosen.validator.get(p.id) ?? null);
        })(),
      },
      materi: [],
      forum: [],
      vidcon: [],
      tugas: tugas.filter((x) => x.idPertemuan === p.id).map(({ idPertemuan: _p, ...x }) => x),
      ujian: [],
    })),
  };
}
