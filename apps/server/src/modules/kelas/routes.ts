import { calls } from '@kampus/api/contract';
import { punyaAkses } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { Aktor } from '../auth/aktor';
import { daftarKelas, kelasAda } from './queries';

/** Operators read classes only with read on kelas_kuliah (spec section 6). */
function wajibBacaKelas(aktor: Aktor) {
  if (
    aktor.role === 'operator' &&
    !punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'read')
  ) {
    throw forbidden('Anda tidak memiliki hak akses kelas kuliah');
  }
}

export function kelasRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  route(app, ctx.hooks, calls.daftarKelasKuliah, async ({ aktor, collegeId, query }) => {
    wajibBacaKelas(aktor);
    const { items, total } = await daftarKelas(db, {
      collegeId,
      aktor,
      periode: query.periode,
      search: query.search || undefined,
      page: query.page,
      perPage: query.per_page,
    });
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(app, ctx.hooks, calls.kelasKuliah, async ({ aktor, collegeId, params }) => {
    wajibBacaKelas(aktor);
    const { items } = await daftarKelas(db, {
      collegeId,
      aktor,
      ids: [params.id],
      page: 1,
      perPage: 1,
    });
    const kelas = items[0];
    if (kelas) return kelas;
    if (await kelasAda(db, collegeId, params.id)) {
      throw forbidden('Anda tidak terdaftar pada kelas kuliah ini');
    }
    throw notFound('Kelas kuliah tidak ditemukan');
  });
}
