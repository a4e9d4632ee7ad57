import { HEADER_POSISI } from '@kampus/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Siaran } from '../platform/siaran';

/**
 * Read your own writes, on this instance and across instances behind a load balancer:
 * - a change is answered only after this instance has heard the database announce it (so its
 *   own read cache never answers the caller's next read from before it), with how far the data
 *   has moved in the `kampus-posisi` header;
 * - a read presenting that header on any instance waits (briefly) until that instance has heard
 *   as far, so a write on one instance is read at once on another.
 */
export function pasangPosisi(app: FastifyInstance, siaran: Siaran) {
  app.addHook('onRequest', (req, _reply, done) => {
    const posisi = req.headers[HEADER_POSISI];
    if (typeof posisi !== 'string' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return done();
    }
    siaran.susul(posisi).then(
      () => done(),
      () => done(),
    );
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.method === 'GET' || req.method === 'HEAD') return done(null, payload);
    siaran.sinkron().then(
      (posisi) => {
        if (posisi !== null) reply.header(HEADER_POSISI, posisi);
        done(null, payload);
      },
      () => done(null, payload),
    );
  });
}
