import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { type Aliran, bukaAliran, pusatDari } from '../../platform/sse';
import { aksesKelas } from '../kelas';
import { getPerguruanTinggi } from '../sistem';
import { daftarKehadiranMahasiswa, eksporDaftarKehadiran } from './daftar';
import { pembatasanUjianKehadiran } from './kelayakan';
import { hitungPersentaseKehadiran, hitungUlangKehadiran, topikKehadiran } from './kerja';
import {
  jenisPresensi,
  kehadiranNim,
  kehadiranPertemuan,
  kehadiranSaya,
  ubahKehadiranMahasiswa,
  ubahKehadiranMassal,
} from './layanan';
import { kehadiranQrRoutes } from './qr';
import { eksporRekapKehadiran, rekapKehadiranKelas } from './rekap';

/** Student attendance (issue 25): per meeting, manual marks, recalculation, recap, own, stream. */
export function kehadiranRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaKehadiranMahasiswa };
  const ubah = { izin: IZIN.ubahKehadiranMahasiswa };
  const db = ctx.database.db;

  route(app, ctx.hooks, calls.daftarKehadiranMahasiswa, baca, (c) =>
    daftarKehadiranMahasiswa(ctx, c),
  );
  route(app, ctx.hooks, calls.eksporDaftarKehadiran, baca, (c) => eksporDaftarKehadiran(ctx, c));
  route(app, ctx.hooks, calls.kehadiranPertemuan, baca, (c) => kehadiranPertemuan(ctx, c));
  route(app, ctx.hooks, calls.ubahKehadiranMahasiswa, ubah, (c) => ubahKehadiranMahasiswa(ctx, c));
  route(app, ctx.hooks, calls.ubahKehadiranMassal, ubah, (c) => ubahKehadiranMassal(ctx, c));
  route(app, ctx.hooks, calls.jenisPresensi, { izin: IZIN.masuk }, (c) =>
    jenisPresensi(db, c.collegeId),
  );
  route(app, ctx.hooks, calls.hitungUlangKehadiran, ubah, (c) => hitungUlangKehadiran(ctx, c));
  route(app, ctx.hooks, calls.hitungPersentaseKehadiran, ubah, (c) =>
    hitungPersentaseKehadiran(ctx, c),
  );
  route(app, ctx.hooks, calls.rekapKehadiranKelas, { izin: IZIN.bacaKehadiranSatu }, (c) =>
    rekapKehadiranKelas(ctx, c),
  );
  route(app, ctx.hooks, calls.eksporRekapKehadiran, baca, (c) => eksporRekapKehadiran(ctx, c));
  route(app, ctx.hooks, calls.kehadiranSaya, { izin: IZIN.kehadiranSaya }, (c) =>
    kehadiranSaya(ctx, c),
  );
  route(app, ctx.hooks, calls.kehadiranNim, { izin: IZIN.bacaKehadiranSatu }, (c) =>
    kehadiranNim(ctx, c),
  );
  kehadiranQrRoutes(app, ctx);
  route(app, ctx.hooks, calls.pembatasanUjianKehadiran, { izin: IZIN.kelayakanUjianSaya }, (c) =>
    pembatasanUjianKehadiran(ctx, c),
  );

  // SSE /lms/events/kehadiran_mahasiswa?id_kelas_kuliah=: the clock and 'calc-percentage' of
  // the class's recalculations (a lecturer hears only the classes they teach).
  const hub = pusatDari(ctx);
  const milik = new Set<Aliran>();
  app.addHook('preClose', async () => hub.akhiriMilik(milik));
  route(app, ctx.hooks, calls.eventsKehadiranMahasiswa, baca, async (c) => {
    const { kelas } = await aksesKelas(db, c.aktor, c.query.id_kelas_kuliah, 'read');
    const pt = await getPerguruanTinggi(db, c.collegeId);
    await bukaAliran(hub, milik, c.req, c.reply, {
      idPerguruanTinggi: c.collegeId,
      topik: topikKehadiran(kelas.id),
      timeZone: pt?.zonaWaktu ?? 'Asia/Jakarta',
    });
    return undefined;
  });
}
