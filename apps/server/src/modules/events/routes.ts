import { calls, type EventWaktu } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { getPerguruanTinggi } from '../sistem/queries';

/** Server-sent events (spec section 7): the sistem stream ticks the server clock every second. */
export function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  const openStreams = new Set<() => void>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  route(app, ctx.hooks, calls.events, { izin: IZIN.masuk }, async ({ collegeId, reply, req }) => {
    const pt = await getPerguruanTinggi(ctx.database.db, collegeId);
    const timeZone = pt?.zonaWaktu ?? 'Asia/Jakarta';
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const kirim = () => {
      const data: EventWaktu = { waktu: new Date().toISOString(), time_zone: timeZone };
      res.write(`event: time\ndata: ${JSON.stringify(data)}\n\n`);
    };
    res.write('retry: 3000\n\n');
    kirim();
    const timer = setInterval(kirim, 1000);
    const end = () => {
      clearInterval(timer);
      openStreams.delete(end);
      if (!res.writableEnded) res.end();
    };
    openStreams.add(end);
    req.raw.on('close', end);
    return undefined;
  });
}
