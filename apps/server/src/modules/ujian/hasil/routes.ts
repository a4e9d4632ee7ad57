import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { route } from '../../../http/route';
import {
  daftarPengerjaan,
  detailPengerjaan,
  eksporPengerjaan,
  nilaiSoal,
  penguranganNilai,
  perhitunganNilaiPengerjaan,
  perhitunganNilaiUjian,
  publishNilai,
  resetPengerjaan,
  statistikJawaban,
  tanpaPengerjaan,
} from './service';

/** Results (lecturers and operators): the attempts, statistics, export, grading, publishing. */
export function hasilRoutes(app: FastifyInstance, ctx: AppContext) {
  const hasil = { izin: IZIN.bacaHasilUjian };
  const menilai = { izin: IZIN.nilaiUjian };

  route(app, ctx.hooks, calls.daftarPengerjaan, hasil, (c) => daftarPengerjaan(ctx, c));
  route(app, ctx.hooks, calls.tanpaPengerjaan, hasil, (c) => tanpaPengerjaan(ctx, c));
  route(app, ctx.hooks, calls.statistikJawaban, hasil, (c) => statistikJawaban(ctx, c));
  route(app, ctx.hooks, calls.eksporPengerjaan, hasil, (c) => eksporPengerjaan(ctx, c));
  route(app, ctx.hooks, calls.detailPengerjaan, hasil, (c) => detailPengerjaan(ctx, c));
  route(app, ctx.hooks, calls.resetPengerjaan, menilai, (c) => resetPengerjaan(ctx, c));
  route(app, ctx.hooks, calls.publishNilai, menilai, (c) => publishNilai(ctx, c));
  route(app, ctx.hooks, calls.nilaiSoal, menilai, (c) => nilaiSoal(ctx, c));
  route(app, ctx.hooks, calls.penguranganNilai, menilai, (c) => penguranganNilai(ctx, c));
  route(app, ctx.hooks, calls.perhitunganNilaiPengerjaan, hasil, (c) =>
    perhitunganNilaiPengerjaan(ctx, c),
  );
  route(app, ctx.hooks, calls.perhitunganNilaiUjian, hasil, (c) => perhitunganNilaiUjian(ctx, c));
}
