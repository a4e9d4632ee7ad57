import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { eventsForum } from './events';
import {
  daftarPostForum,
  hapusPostForum,
  tambahPostForum,
  tandaiForumDibaca,
  ubahPostForum,
} from './post';
import { bacaSatuForum, daftarForum, hapusForum, tambahForum, ubahForum } from './service';

/** Forums of a meeting: the list, one forum, saving, removing; its posts, read marker, stream. */
export function forumRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaForum };
  const kelola = { izin: IZIN.kelolaForum };
  const posting = { izin: IZIN.postingForum };

  route(app, ctx.hooks, calls.daftarForum, baca, (c) => daftarForum(ctx, c));
  route(app, ctx.hooks, calls.forum, baca, (c) => bacaSatuForum(ctx, c));
  route(app, ctx.hooks, calls.tambahForum, kelola, (c) => tambahForum(ctx, c));
  route(app, ctx.hooks, calls.ubahForum, kelola, (c) => ubahForum(ctx, c));
  route(app, ctx.hooks, calls.hapusForum, kelola, (c) => hapusForum(ctx, c));

  route(app, ctx.hooks, calls.daftarPostForum, baca, (c) => daftarPostForum(ctx, c));
  route(app, ctx.hooks, calls.tambahPostForum, posting, (c) => tambahPostForum(ctx, c));
  route(app, ctx.hooks, calls.ubahPostForum, posting, (c) => ubahPostForum(ctx, c));
  route(app, ctx.hooks, calls.hapusPostForum, posting, (c) => hapusPostForum(ctx, c));
  route(app, ctx.hooks, calls.bacaForum, baca, (c) => tandaiForumDibaca(ctx, c));

  eventsForum(app, ctx);
}
