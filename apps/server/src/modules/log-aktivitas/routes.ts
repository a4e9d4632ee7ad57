import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { catatLogKomentar } from './komentar';

/** Activity-log calls of the comment threads (spec 7 log_tambah_komentar, log_hapus_komentar). */
export function logAktivitasRoutes(app: FastifyInstance, ctx: AppContext) {
  const tulis = { izin: IZIN.tulisKomentar };
  route(app, ctx.hooks, calls.logTambahKomentar, tulis, ({ aktor, params, req }) =>
    catatLogKomentar(ctx, aktor, req, { jenis: params.jenis, idKonten: params.id }),
  );
  route(app, ctx.hooks, calls.logTambahKomentarKelompok, tulis, ({ aktor, params, req }) =>
    catatLogKomentar(ctx, aktor, req, {
      jenis: params.jenis,
      idKonten: params.id,
      idKelompok: params.idKelompok,
    }),
  );
  route(app, ctx.hooks, calls.logHapusKomentar, tulis, ({ aktor, params, body, req }) =>
    catatLogKomentar(ctx, aktor, req, { jenis: params.jenis, idKonten: params.id, hapus: body }),
  );
  route(app, ctx.hooks, calls.logHapusKomentarKelompok, tulis, ({ aktor, params, body, req }) =>
    catatLogKomentar(ctx, aktor, req, {
      jenis: params.jenis,
      idKonten: params.id,
      idKelompok: params.idKelompok,
      hapus: body,
    }),
  );
}
