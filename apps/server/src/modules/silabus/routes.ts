import { calls } from '@kampus/api/contract';
import { IZIN, izinPeranDiminta } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route, wajibIzin } from '../../http/route';
import { issueAuthCode } from '../auth';
import { catatAktivitas } from '../log-aktivitas';
import { aksesMataKuliah, aksesUbahSilabus } from './akses';
import {
  daftarRencanaEvaluasi,
  daftarRencanaPembelajaran,
  infoMataKuliah,
  simpanSilabus,
} from './queries';

export function silabusRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const baca = { izin: IZIN.bacaSilabus };

  route(app, ctx.hooks, calls.rencanaPembelajaran, baca, async ({ aktor, params }) => {
    await aksesMataKuliah(db, aktor, params.courseId);
    return daftarRencanaPembelajaran(db, params.courseId);
  });

  route(app, ctx.hooks, calls.rencanaEvaluasi, baca, async ({ aktor, params }) => {
    await aksesMataKuliah(db, aktor, params.courseId);
    return daftarRencanaEvaluasi(db, params.courseId);
  });

  route(app, ctx.hooks, calls.infoMataKuliah, baca, async ({ aktor, params }) => {
    await aksesMataKuliah(db, aktor, params.courseId);
    return infoMataKuliah(db, params.courseId);
  });

  // The course coordinator or RPS developer (or an operator with write) edits the syllabus.
  route(
    app,
    ctx.hooks,
    calls.ubahSilabus,
    { izin: IZIN.ubahSilabus },
    async ({ aktor, params, body }) => {
      const mk = await aksesUbahSilabus(db, aktor, params.courseId);
      await simpanSilabus(db, mk.id, body);
      return infoMataKuliah(db, mk.id);
    },
  );

  // One-time code for the academic system, for the caller as the asked role (spec 7).
  route(app, ctx.hooks, calls.authorizeSikad, { izin: IZIN.masuk }, async ({ aktor, body }) => {
    wajibIzin(izinPeranDiminta(body.as_role)(aktor));
    const code = await issueAuthCode(db, aktor.idPengguna, body.client_id, body.redirect_uri);
    return { code, state: body.state ?? null, redirect_uri: body.redirect_uri };
  });

  route(app, ctx.hooks, calls.keluarKeSikad, { izin: IZIN.masuk }, async ({ aktor, body, req }) => {
    await catatAktivitas(db, {
      idPerguruanTinggi: aktor.idPerguruanTinggi,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      jenisAktivitas: 'keluar_ke_sikad',
      detail: body?.tujuan ? `Keluar ke SIAKAD: ${body.tujuan}` : 'Keluar ke SIAKAD',
      ipAddress: req.ip,
    });
    return null;
  });
}
