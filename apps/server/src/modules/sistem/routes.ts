import { buatOpenApi, calls } from '@kampus/api/contract';
import {
  formatTanggalIso,
  IZIN,
  labelPeriode,
  pelakuIntegrasiNilai,
  validasiAturanKehadiranUjian,
  zonaWaktu,
} from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound, tidakValid } from '../../http/errors';
import { route } from '../../http/route';
import { catatAktifTerakhir } from '../auth';
import {
  getKonfigurasi,
  getPengaturan,
  getPerguruanTinggi,
  getSemesterBerjalan,
  getStatusPembatasan,
  pingDatabase,
  simpanAturanKehadiranUjian,
} from './queries';

export const VERSI = '0.1.0';

export function sistemRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  async function perguruanTinggi(collegeId: string) {
    const pt = await getPerguruanTinggi(db, collegeId);
    if (!pt) throw notFound('Perguruan tinggi tidak ditemukan');
    return pt;
  }

  async function pengaturanWajib(collegeId: string) {
    const p = await getPengaturan(db, collegeId);
    if (!p) throw notFound('Pengaturan LMS belum dibuat untuk perguruan tinggi ini');
    return p;
  }

  const baca = { izin: IZIN.bacaSistem };
  const masuk = { izin: IZIN.masuk };

  const openapi = buatOpenApi(calls, VERSI);
  app.get('/openapi.json', async () => openapi);

  route(app, ctx.hooks, calls.health, { izin: IZIN.publik }, async () => {
    await pingDatabase(db);
    return { status: 'ok' as const, database: ctx.database.kind };
  });

  route(app, ctx.hooks, calls.logo, { izin: IZIN.publik }, async ({ collegeId }) => {
    const pt = await perguruanTinggi(collegeId);
    return {
      logoContentUrl: pt.logoSvg
        ? `data:image/svg+xml;base64,${Buffer.from(pt.logoSvg).toString('base64')}`
        : null,
    };
  });

  route(app, ctx.hooks, calls.sistem, baca, async ({ collegeId }) => {
    const pt = await perguruanTinggi(collegeId);
    return {
      nama: 'Kampus LMS',
      versi: VERSI,
      perguruan_tinggi: {
        id: pt.id,
        nama: pt.nama,
        singkatan: pt.singkatan,
        alamat: pt.alamat,
        website: pt.website,
      },
      time_zone: pt.zonaWaktu,
      waktu_server: new Date().toISOString(),
    };
  });

  route(app, ctx.hooks, calls.configuration, baca, ({ collegeId, query }) =>
    getKonfigurasi(db, collegeId, query.keyword),
  );

  route(app, ctx.hooks, calls.config, baca, async ({ collegeId, params }) => {
    const [row] = await getKonfigurasi(db, collegeId, [params.keyword]);
    if (!row) throw notFound(`Konfigurasi '${params.keyword}' tidak ditemukan`);
    return row;
  });

  route(app, ctx.hooks, calls.pengaturan, baca, ({ collegeId }) => pengaturanWajib(collegeId));

  // Exam eligibility by attendance (issue 25): read again on the next request of every instance
  // (kehadiran/kelayakan.ts reads it through the read cache the database's announcements clear).
  route(
    app,
    ctx.hooks,
    calls.ubahPembatasanUjianKehadiran,
    { izin: IZIN.ubahPengaturan },
    async ({ collegeId, body }) => {
      const salah = validasiAturanKehadiranUjian(body);
      if (salah) throw tidakValid(salah.pesan, salah.field);
      if (!(await simpanAturanKehadiranUjian(db, collegeId, body))) {
        throw notFound('Pengaturan LMS belum dibuat untuk perguruan tinggi ini');
      }
      return body;
    },
  );

  route(app, ctx.hooks, calls.pengaturanSaya, masuk, async ({ collegeId, aktor }) => {
    const p = await pengaturanWajib(collegeId);
    return {
      time_zone: p.pengaturan_sistem.time_zone,
      role: aktor.role,
      hak_akses: aktor.hakAkses,
      is_pelaku_integrasi_nilai: pelakuIntegrasiNilai(aktor.role, p.pelaku_integrasi_nilai),
    };
  });

  route(app, ctx.hooks, calls.semesterBerjalan, baca, async ({ collegeId }) => {
    const row = await getSemesterBerjalan(db, collegeId);
    if (!row) throw notFound('Semester akademik berjalan belum ditetapkan');
    return {
      id: row.kode,
      periode: row.kode,
      nama: labelPeriode(row.kode),
      tahun: Math.floor(row.kode / 10),
      semester: row.kode % 10,
      tanggal_mulai: row.tanggalMulai,
      tanggal_selesai: row.tanggalSelesai,
    };
  });

  route(app, ctx.hooks, calls.checkPembatasan, masuk, async ({ collegeId, aktor }) => {
    const pt = await perguruanTinggi(collegeId);
    const hariIni = formatTanggalIso(Date.now(), zonaWaktu(pt.zonaWaktu)) ?? '';
    return getStatusPembatasan(db, aktor.idMahasiswa, hariIni);
  });

  route(app, ctx.hooks, calls.lastActive, masuk, async ({ aktor }) => {
    const now = new Date();
    await catatAktifTerakhir(db, aktor.idPengguna, now);
    return { last_active: now.toISOString() };
  });
}
