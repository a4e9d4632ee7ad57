import type { BarisDaftarKehadiranDosen, calls } from '@kampus/api/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { HandlerContext } from '../../http/route';
import type { Aktor } from '../auth';
import { getPengaturan } from '../sistem';
import { ringkasBaris } from './baris';
import { barisKehadiranDosen, type FilterDaftarDosen, halamanPertemuan } from './queries';

// The lecturer attendance list (/kehadiran?tab=1, GET /lms/kehadiran_dosen): each meeting of the
// caller's classes with its teachers' attendance, in four queries per page whatever its size.

/** One page of the list: a lecturer sees their own row only; an operator every teacher's. */
export async function susunDaftarKehadiranDosen(
  db: Db,
  aktor: Aktor,
  f: FilterDaftarDosen,
  hal: { page: number; perPage: number },
) {
  const [{ rows, total }, pengaturan] = await Promise.all([
    halamanPertemuan(db, aktor, f, hal),
    getPengaturan(db, aktor.idPerguruanTinggi),
  ]);
  const validasi = pengaturan?.pengaturan_kelas?.validasi_kehadiran_dosen === true;
  const semua = await barisKehadiranDosen(
    db,
    rows.map((r) => r.p.id),
  );
  const perPertemuan = new Map<string, ReturnType<typeof ringkasBaris>[]>();
  for (const r of semua) {
    if (aktor.role === 'dosen' && r.d.id !== aktor.idDosen) continue;
    const daftar = perPertemuan.get(r.idPertemuan) ?? [];
    daftar.push(ringkasBaris(r, validasi));
    perPertemuan.set(r.idPertemuan, daftar);
  }
  const items: BarisDaftarKehadiranDosen[] = rows.map(({ p, k, mk }) => ({
    pertemuan: {
      id: p.id,
      nomor: p.nomor,
      judul: p.judul,
      jenis: p.jenis,
      status: p.status,
      waktu_mulai: p.waktuMulai.toISOString(),
      waktu_selesai: p.waktuSelesai.toISOString(),
    },
    kelas_kuliah: { id: k.id, periode: k.periode, mata_kuliah: mk, kelas: { nama: k.namaKelas } },
    validasi_kehadiran_dosen: validasi,
    pengajar: perPertemuan.get(p.id) ?? [],
  }));
  return { items, total };
}

export async function daftarKehadiranDosen(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarKehadiranDosen>,
) {
  const { page, per_page, ...f } = query;
  const { items, total } = await susunDaftarKehadiranDosen(ctx.database.db, aktor, f, {
    page,
    perPage: per_page,
  });
  return { items, total, page, perPage: per_page };
}
