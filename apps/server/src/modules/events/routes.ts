import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { type Aliran, bukaAliran, pusatDari } from '../../platform/sse';
import { getPerguruanTinggi } from '../sistem';
import { ujianDenganAkses } from '../ujian';

/** Server-sent events (spec section 7): the sistem stream ticks the server clock every second. */
export function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  const hub = pusatDari(ctx);
  const milik = new Set<Aliran>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => hub.akhiriMilik(milik));

  route(app, ctx.hooks, calls.events, { izin: IZIN.masuk }, async ({ collegeId, reply, req }) => {
    const pt = await getPerguruanTinggi(ctx.database.db, collegeId);
    await bukaAliran(hub, milik, req, reply, {
      idPerguruanTinggi: collegeId,
      topik: 'sistem',
      timeZone: pt?.zonaWaktu ?? 'Asia/Jakarta',
    });
    return undefined;
  });

  // An exam page's stream (spec 7 SSE /lms/events/ujian/{id}): the clock, and 'time_changed'
  // when the lecturer changes the exam's times. Only for those who may read the exam.
  route(app, ctx.hooks, calls.eventsUjian, { izin: IZIN.bacaUjian }, async (c) => {
    const { u } = await ujianDenganAkses(ctx.database.db, c.aktor, c.params.id, 'read');
    const pt = await getPerguruanTinggi(ctx.database.db, c.collegeId);
    await bukaAliran(hub, milik, c.req, c.reply, {
      idPerguruanTinggi: c.collegeId,
      topik: `ujian:${u.id}`,
      timeZone: pt?.zonaWaktu ?? 'Asia/Jakarta',
    });
    return undefined;
  });
}
