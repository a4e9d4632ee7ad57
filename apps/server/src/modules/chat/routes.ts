import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { type Aliran, bukaAliran, pusatDari } from '../../platform/sse';
import { getPerguruanTinggi } from '../sistem';
import {
  bacaGroup,
  bacaThread,
  belumDibacaGroup,
  buatGroup,
  buatThread,
  hapusKomentar,
  kirimKomentar,
  tandaiDibaca,
  topikAliran,
  ubahGroup,
} from './service';

/** Comment groups and threads (spec 7 `/v2/chat/...`) and their live stream. */
export function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaKomentar };
  const tulis = { izin: IZIN.tulisKomentar };

  route(app, ctx.hooks, calls.groupChat, baca, (c) => bacaGroup(ctx, c));
  route(app, ctx.hooks, calls.buatGroupChat, baca, (c) => buatGroup(ctx, c));
  route(app, ctx.hooks, calls.ubahGroupChat, { izin: IZIN.ubahGroupChat }, (c) =>
    ubahGroup(ctx, c),
  );
  route(app, ctx.hooks, calls.belumDibacaGroupChat, baca, (c) => belumDibacaGroup(ctx, c));
  route(app, ctx.hooks, calls.buatThreadChat, baca, (c) => buatThread(ctx, c));
  route(app, ctx.hooks, calls.threadChat, baca, (c) => bacaThread(ctx, c));
  route(app, ctx.hooks, calls.kirimKomentar, tulis, (c) => kirimKomentar(ctx, c));
  route(app, ctx.hooks, calls.tandaiDibaca, baca, (c) => tandaiDibaca(ctx, c));
  route(app, ctx.hooks, calls.hapusKomentar, tulis, (c) => hapusKomentar(ctx, c));

  const hub = pusatDari(ctx);
  const milik = new Set<Aliran>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => hub.akhiriMilik(milik));

  // 'komentar' events of a thread (or a group) as they are posted or deleted on any instance.
  route(app, ctx.hooks, calls.eventsChat, baca, async (c) => {
    const t = await topikAliran(ctx, c.aktor, c.params.id, c.query.thread);
    const pt = await getPerguruanTinggi(ctx.database.db, c.collegeId);
    await bukaAliran(hub, milik, c.req, c.reply, {
      idPerguruanTinggi: c.collegeId,
      topik: t,
      timeZone: pt?.zonaWaktu ?? 'Asia/Jakarta',
    });
    return undefined;
  });
}
