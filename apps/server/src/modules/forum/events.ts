import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { type Aliran, bukaAliran, pusatDari } from '../../platform/sse';
import { getPerguruanTinggi } from '../sistem';
import { forumDenganAkses, wajibSudahDibuka } from './akses';

/**
 * A forum page's stream (SSE /lms/events/forum/{id}): the clock, and 'forum' {id_forum, id_post,
 * aksi} when a post is added, edited or deleted. Only for those who may read the forum (a
 * student from its start).
 */
export function eventsForum(app: FastifyInstance, ctx: AppContext) {
  const hub = pusatDari(ctx);
  const milik = new Set<Aliran>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => hub.akhiriMilik(milik));

  route(app, ctx.hooks, calls.eventsForum, { izin: IZIN.bacaForum }, async (c) => {
    const { f } = await forumDenganAkses(ctx.database.db, c.aktor, c.params.id, 'read');
    wajibSudahDibuka(c.aktor, f, new Date());
    const pt = await getPerguruanTinggi(ctx.database.db, c.collegeId);
    await bukaAliran(hub, milik, c.req, c.reply, {
      idPerguruanTinggi: c.collegeId,
      topik: `forum:${f.id}`,
      timeZone: pt?.zonaWaktu ?? 'Asia/Jakarta',
    });
    return undefined;
  });
}
