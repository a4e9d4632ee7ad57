import { calls } from '@kampus/api/contract';
import { dosenFilterMataKuliah, IZIN, izinPeriodeMengajar } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route, wajibIzin } from '../../http/route';
import { aksesDataMahasiswa } from './akses';
import {
  dosenRef,
  jenisKelasRef,
  kampusRef,
  labelKelasRef,
  mahasiswaAktifRef,
  makulRef,
  mataKuliahRef,
  periodeMengajar,
  prodiRef,
  tahunSemester,
} from './queries';

export function referensiRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  // Reference lists serve the staff's forms and filters; students have no use for them.
  const staf = { izin: IZIN.bacaReferensi };

  route(app, ctx.hooks, calls.makulRef, staf, ({ aktor, query }) =>
    makulRef(db, aktor.idPerguruanTinggi, query.search),
  );

  route(app, ctx.hooks, calls.prodiRef, staf, ({ aktor, query }) =>
    prodiRef(db, aktor.idPerguruanTinggi, query.search),
  );

  route(app, ctx.hooks, calls.labelKelasRef, staf, ({ aktor }) =>
    labelKelasRef(db, aktor.idPerguruanTinggi),
  );

  route(app, ctx.hooks, calls.jenisKelasRef, staf, ({ aktor }) =>
    jenisKelasRef(db, aktor.idPerguruanTinggi),
  );

  route(app, ctx.hooks, calls.kampusRef, staf, ({ aktor }) =>
    kampusRef(db, aktor.idPerguruanTinggi),
  );

  route(app, ctx.hooks, calls.dosenRef, staf, ({ aktor, query }) =>
    dosenRef(db, aktor.idPerguruanTinggi, query.search),
  );

  // Active students, optionally those taking a class in the period.
  route(app, ctx.hooks, calls.mahasiswaAktifPerPeriode, staf, ({ aktor, query }) =>
    mahasiswaAktifRef(db, aktor.idPerguruanTinggi, {
      search: query.search,
      periode: query.periode,
    }),
  );

  route(app, ctx.hooks, calls.periodeMengajar, staf, ({ aktor, params }) => {
    wajibIzin(izinPeriodeMengajar(aktor.idDosen, params.id)(aktor));
    return periodeMengajar(db, aktor.idPerguruanTinggi, params.id);
  });

  route(app, ctx.hooks, calls.mataKuliahRef, staf, ({ aktor, query }) =>
    mataKuliahRef(db, aktor.idPerguruanTinggi, dosenFilterMataKuliah(aktor, query.id_dosen)),
  );

  // A student's semesters: year of study and term from the periods of their classes (spec 3).
  route(
    app,
    ctx.hooks,
    calls.tahunSemester,
    { izin: IZIN.bacaDataMahasiswa },
    async ({ aktor, params }) => {
      const m = await aksesDataMahasiswa(db, aktor, params.id);
      return tahunSemester(db, aktor.idPerguruanTinggi, m.angkatan);
    },
  );
}
