import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { hitungUlangPertemuan } from '../modules/kehadiran';

/**
 * The demo's student attendance, computed from what the demo students did: the seeded vidcon
 * joins, forum posts, materials met and exams submitted are written into them straight, so
 * first their activity events are recorded (each once), then every online meeting that has
 * started and has an attendance criterion is recalculated, as the 'hitung ulang' job would.
 */
export async function seedKehadiranDemo(db: Db, now: Date) {
  await db.execute(sql`
    insert into peristiwa_aktivitas (id_pertemuan, jenis, id_aktivitas, id_pengguna, role, aksi, waktu, data)
    select v.id_pertemuan, 'vidcon', v.id, j.id_pengguna, j.role, 'gabung', j.waktu_join,
      jsonb_build_object('terlambat', coalesce(j.terlambat, false))
    from join_vidcon j join vidcon v on v.id = j.id_vidcon
    where not exists (select 1 from peristiwa_aktivitas e where e.jenis = 'vidcon'
      and e.id_aktivitas = v.id and e.id_pengguna = j.id_pengguna and e.aksi = 'gabung'
      and e.waktu = j.waktu_join)`);
  await db.execute(sql`
    insert into peristiwa_aktivitas (id_pertemuan, jenis, id_aktivitas, id_pengguna, role, aksi, waktu, data)
    select f.id_pertemuan, 'forum', f.id, p.id_pengguna, p.role, 'posting', p.created_at,
      jsonb_build_object('id_post', p.id, 'id_induk', p.id_induk)
    from post_forum p join forum f on f.id = p.id_forum
    where p.dihapus_pada is null and not exists (select 1 from peristiwa_aktivitas e
      where e.jenis = 'forum' and e.id_aktivitas = f.id and e.data->>'id_post' = p.id::text)`);
  await db.execute(sql`
    insert into peristiwa_aktivitas (id_pertemuan, jenis, id_aktivitas, id_pengguna, role, aksi, waktu, data)
    select m.id_pertemuan, 'materi', m.id, mh.id_pengguna, 'mahasiswa', 'hadir', pm.waktu_terpenuhi,
      '{}'::jsonb
    from presensi_materi pm join materi m on m.id = pm.id_materi
    join mahasiswa mh on mh.id = pm.id_mahasiswa
    where pm.waktu_terpenuhi is not null and not exists (select 1 from peristiwa_aktivitas e
      where e.jenis = 'materi' and e.id_aktivitas = m.id and e.id_pengguna = mh.id_pengguna
      and e.aksi = 'hadir')`);
  await db.execute(sql`
    insert into peristiwa_aktivitas (id_pertemuan, jenis, id_aktivitas, id_pengguna, role, aksi, waktu, data)
    select u.id_pertemuan, 'ujian', u.id, mh.id_pengguna, 'mahasiswa', 'kumpul', pg.waktu_selesai,
      jsonb_build_object('oleh', coalesce(pg.dikumpulkan_oleh, 'mahasiswa'))
    from pengerjaan pg join ujian u on u.id = pg.id_ujian
    join mahasiswa mh on mh.id = pg.id_mahasiswa
    where pg.waktu_selesai is not null and not exists (select 1 from peristiwa_aktivitas e
      where e.jenis = 'ujian' and e.id_aktivitas = u.id and e.id_pengguna = mh.id_pengguna
      and e.aksi = 'kumpul')`);
  const pertemuan = await db
    .select({ id: t.pertemuan.id })
    .from(t.pertemuan)
    .where(
      and(
        eq(t.pertemuan.jenis, 'online'),
        lte(t.pertemuan.waktuMulai, now),
        sql`exists (select 1 from jsonb_each(${t.pertemuan.parameterKehadiran}) k where k.value = 'true'::jsonb)`,
      ),
    );
  for (const p of pertemuan) await hitungUlangPertemuan(db, p.id, now);
  return pertemuan.length;
}
