import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { route } from '../../../http/route';
import {
  bacaUjian,
  daftarUjian,
  daftarUjianSalin,
  hapusUjian,
  salinUjian,
  tambahUjian,
  ubahUjian,
} from './service';
import {
  hapusKelompokSoal,
  hapusSoal,
  tambahKelompokSoal,
  tambahSoal,
  ubahKelompokSoal,
  ubahSoal,
} from './serviceSoal';

/** The exam itself: its list, one exam, saving, removing, copying; its question editor. */
export function ujianItuRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaUjian };
  const kelola = { izin: IZIN.kelolaUjian };

  route(app, ctx.hooks, calls.daftarUjian, baca, (c) => daftarUjian(ctx, c));
  route(app, ctx.hooks, calls.daftarUjianSalin, { izin: IZIN.daftarSalinUjian }, (c) =>
    daftarUjianSalin(ctx, c),
  );
  route(app, ctx.hooks, calls.ujian, baca, (c) => bacaUjian(ctx, c));
  route(app, ctx.hooks, calls.tambahUjian, kelola, (c) => tambahUjian(ctx, c));
  route(app, ctx.hooks, calls.ubahUjian, kelola, (c) => ubahUjian(ctx, c));
  route(app, ctx.hooks, calls.hapusUjian, kelola, (c) => hapusUjian(ctx, c));
  route(app, ctx.hooks, calls.salinUjian, kelola, (c) => salinUjian(ctx, c));

  // ---- Question groups and questions -------------------------------------------------------
  route(app, ctx.hooks, calls.tambahKelompokSoal, kelola, (c) => tambahKelompokSoal(ctx, c));
  route(app, ctx.hooks, calls.ubahKelompokSoal, kelola, (c) => ubahKelompokSoal(ctx, c));
  route(app, ctx.hooks, calls.hapusKelompokSoal, kelola, (c) => hapusKelompokSoal(ctx, c));
  route(app, ctx.hooks, calls.tambahSoal, kelola, (c) => tambahSoal(ctx, c));
  route(app, ctx.hooks, calls.ubahSoal, kelola, (c) => ubahSoal(ctx, c));
  route(app, ctx.hooks, calls.hapusSoal, kelola, (c) => hapusSoal(ctx, c));
}
