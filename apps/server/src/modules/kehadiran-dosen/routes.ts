import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { daftarKehadiranDosen } from './daftar';
import {
  bacaKehadiranPertemuan,
  bacaKehadiranSatuDosen,
  bacaKehadiranSaya,
  ubahKehadiranDosen,
} from './service';

/**
 * Lecturer attendance: the list of meetings (/kehadiran?tab=1), and of a meeting the section,
 * one's own row, one lecturer's row, saving.
 */
export function kehadiranDosenRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaKehadiranDosen };

  route(app, ctx.hooks, calls.daftarKehadiranDosen, baca, (c) => daftarKehadiranDosen(ctx, c));
  route(app, ctx.hooks, calls.kehadiranDosenPertemuan, baca, (c) => bacaKehadiranPertemuan(ctx, c));
  route(app, ctx.hooks, calls.kehadiranDosenSaya, { izin: IZIN.kehadiranDosenSaya }, (c) =>
    bacaKehadiranSaya(ctx, c),
  );
  route(app, ctx.hooks, calls.kehadiranSatuDosen, baca, (c) => bacaKehadiranSatuDosen(ctx, c));
  route(app, ctx.hooks, calls.ubahKehadiranDosen, { izin: IZIN.ubahKehadiranDosen }, (c) =>
    ubahKehadiranDosen(ctx, c),
  );
}
