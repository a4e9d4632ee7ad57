import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { route } from '../../../http/route';
import {
  kumpulkanPengerjaan,
  mulaiPengerjaan,
  pengerjaanSaya,
  simpanJawaban,
  soalPengerjaanSaya,
} from './service';

/** Taking an exam (students): start, read, save answers, submit. */
export function pengerjaanRoutes(app: FastifyInstance, ctx: AppContext) {
  const kerjakan = { izin: IZIN.kerjakanUjian };

  route(app, ctx.hooks, calls.mulaiPengerjaan, kerjakan, (c) => mulaiPengerjaan(ctx, c));
  route(app, ctx.hooks, calls.pengerjaanSaya, kerjakan, (c) => pengerjaanSaya(ctx, c));
  route(app, ctx.hooks, calls.soalPengerjaanSaya, kerjakan, (c) => soalPengerjaanSaya(ctx, c));
  route(app, ctx.hooks, calls.simpanJawaban, kerjakan, (c) => simpanJawaban(ctx, c));
  route(app, ctx.hooks, calls.kumpulkanPengerjaan, kerjakan, (c) => kumpulkanPengerjaan(ctx, c));
}
