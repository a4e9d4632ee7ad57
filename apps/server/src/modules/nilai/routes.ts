import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { eksporRekapNilai } from './ekspor';
import { aktivitasNilaiKelas, komponenNilaiKelas, ubahKomponenNilaiKelas } from './komponen';
import { susunRekapNilai } from './rekap';

/** The class grade recap (issue 26): recap, a student's own row, spreadsheet, activities, SIKAD components. */
export function nilaiRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaRekapNilai };
  const db = ctx.database.db;

  route(app, ctx.hooks, calls.rekapNilaiKelas, baca, ({ aktor, params }) =>
    susunRekapNilai(db, aktor, params.id),
  );
  route(app, ctx.hooks, calls.nilaiSayaKelas, { izin: IZIN.nilaiSaya }, ({ aktor, params }) =>
    susunRekapNilai(db, aktor, params.id, { saya: true }),
  );
  route(app, ctx.hooks, calls.eksporRekapNilai, baca, (c) => eksporRekapNilai(ctx, c));
  route(app, ctx.hooks, calls.aktivitasNilaiKelas, baca, (c) => aktivitasNilaiKelas(ctx, c));
  route(app, ctx.hooks, calls.komponenNilaiKelas, baca, (c) => komponenNilaiKelas(ctx, c));
  route(app, ctx.hooks, calls.ubahKomponenNilaiKelas, { izin: IZIN.ubahKomponenNilai }, (c) =>
    ubahKomponenNilaiKelas(ctx, c),
  );
}
