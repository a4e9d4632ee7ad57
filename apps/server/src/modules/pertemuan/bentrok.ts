import type { HasilCekBentrok } from '@kampus/api/contract';
import { labelNamaKelas, namaLengkapPengajar } from '@kampus/domain';
import { and, count, eq, gt, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dosen,
  jenisKelas,
  kelasKuliah,
  mataKuliah,
  pengajarPertemuan,
  pertemuan,
  pesertaKelas,
  ruangan,
  sesiKuliah,
} from '../../db/schema';

export interface Jadwal {
  /** The meeting being edited, left out of its own conflicts. */
  id?: string;
  idKelasKuliah: string;
  mulai: Date;
  selesai: Date;
  idRuangan: string | null;
  pengajar: string[];
}

type Item = HasilCekBentrok['bentrok_kelas']['data'][number];

/** Meetings overlapping [mulai, selesai) matching `syarat`, as conflict items. */
async function tumpang(db: Db, collegeId: string, j: Jadwal, syarat: SQL) {
  const rows = await db
    .select({
      id: pertemuan.id,
      nomor: pertemuan.nomor,
      judul: pertemuan.judul,
      mulai: pertemuan.waktuMulai,
      selesai: pertemuan.waktuSelesai,
      idKelas: pertemuan.idKelasKuliah,
      sesi: sesiKuliah.nama,
      ruangan: ruangan.nama,
      mk: { kode: mataKuliah.kode, nama: mataKuliah.nama },
      kelas: kelasKuliah.namaKelas,
      jenisKelas: jenisKelas.nama,
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(sesiKuliah, eq(sesiKuliah.id, pertemuan.idSesi))
    .leftJoin(ruangan, eq(ruangan.id, pertemuan.idRuangan))
    .where(
      and(
        eq(kelasKuliah.idPerguruanTinggi, collegeId),
        lt(pertemuan.waktuMulai, j.selesai),
        gt(pertemuan.waktuSelesai, j.mulai),
        j.id ? ne(pertemuan.id, j.id) : undefined,
        syarat,
      ),
    )
    .orderBy(pertemuan.waktuMulai);
  const guru = rows.length
    ? await db
        .select({ idPertemuan: pengajarPertemuan.idPertemuan, id: dosen.id, d: dosen })
        .from(pengajarPertemuan)
        .innerJoin(dosen, eq(dosen.id, pengajarPertemuan.idDosen))
        .where(
          inArray(
            pengajarPertemuan.idPertemuan,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => {
    const pengajar = guru.filter((g) => g.idPertemuan === r.id);
    const item: Item = {
      id: r.id,
      nomor: r.nomor,
      judul: r.judul,
      waktu_mulai: r.mulai.toISOString(),
      waktu_selesai: r.selesai.toISOString(),
      sesi: r.sesi,
      mata_kuliah: r.mk,
      kelas: labelNamaKelas({ nama: r.kelas, jenis: { nama: r.jenisKelas } }),
      pengajar: pengajar.map((g) =>
        namaLengkapPengajar({
          nama: g.d.nama,
          gelar_depan: g.d.gelarDepan,
          gelar_akademik: g.d.gelarAkademik,
        }),
      ),
      ruangan: r.ruangan,
    };
    return { item, idKelas: r.idKelas, idPengajar: pengajar.map((g) => g.id) };
  });
}

/**
 * Real overlap detection (spec 3 'Conflict check result'): the class's other meetings, the room's
 * meetings and the teachers' meetings overlapping the time. A room conflict may be ignored when
 * the room seats both classes together; a teacher conflict when every clashing meeting has
 * another teacher to take it.
 */
export async function cekBentrok(db: Db, collegeId: string, j: Jadwal): Promise<HasilCekBentrok> {
  const kelas = await tumpang(db, collegeId, j, eq(pertemuan.idKelasKuliah, j.idKelasKuliah));

  const ruang = j.idRuangan
    ? await tumpang(
        db,
        collegeId,
        j,
        and(
          eq(pertemuan.idRuangan, j.idRuangan),
          ne(pertemuan.idKelasKuliah, j.idKelasKuliah),
        ) as SQL,
      )
    : [];
  let ruangBolehDiabaikan = false;
  if (ruang.length > 0 && j.idRuangan) {
    const [r] = await db
      .select({ kapasitas: ruangan.kapasitas })
      .from(ruangan)
      .where(eq(ruangan.id, j.idRuangan));
    const idKelas = [j.idKelasKuliah, ...new Set(ruang.map((x) => x.idKelas))];
    const [peserta] = await db
      .select({ n: count() })
      .from(pesertaKelas)
      .where(inArray(pesertaKelas.idKelasKuliah, idKelas));
    ruangBolehDiabaikan = (r?.kapasitas ?? 0) >= (peserta?.n ?? 0);
  }

  const guru =
    j.pengajar.length > 0
      ? await tumpang(
          db,
          collegeId,
          j,
          and(
            ne(pertemuan.idKelasKuliah, j.idKelasKuliah),
            inArray(
              pertemuan.id,
              db
                .select({ id: pengajarPertemuan.idPertemuan })
                .from(pengajarPertemuan)
                .where(inArray(pengajarPertemuan.idDosen, j.pengajar)),
            ),
          ) as SQL,
        )
      : [];
  const guruBolehDiabaikan = guru.every((g) => g.idPengajar.some((id) => !j.pengajar.includes(id)));

  return {
    bentrok_kelas: { data: kelas.map((x) => x.item) },
    bentrok_ruangan: {
      data: ruang.map((x) => x.item),
      ignorable: ruang.length > 0 && ruangBolehDiabaikan,
    },
    bentrok_pengajar: {
      data: guru.map((x) => x.item),
      ignorable: guru.length > 0 && guruBolehDiabaikan,
    },
  };
}
