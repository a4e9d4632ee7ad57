import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import {
  bacaVidcon,
  daftarVidconPertemuan,
  gabungVidcon,
  hapusVidcon,
  tambahVidcon,
  ubahVidcon,
} from './service';

/** Video conferences of a meeting: the list, one vidcon, saving, removing, joining. */
export function vidconRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaVidcon };
  const kelola = { izin: IZIN.kelolaVidcon };

  route(app, ctx.hooks, calls.daftarVidconPertemuan, baca, (c) => daftarVidconPertemuan(ctx, c));
  route(app, ctx.hooks, calls.vidcon, baca, (c) => bacaVidcon(ctx, c));
  route(app, ctx.hooks, calls.tambahVidcon, kelola, (c) => tambahVidcon(ctx, c));
  route(app, ctx.hooks, calls.ubahVidcon, kelola, (c) => ubahVidcon(ctx, c));
  route(app, ctx.hooks, calls.hapusVidcon, kelola, (c) => hapusVidcon(ctx, c));
  route(app, ctx.hooks, calls.gabungVidcon, { izin: IZIN.gabungVidcon }, (c) =>
    gabungVidcon(ctx, c),
  );
}
