import { calls } from '@kampus/api/contract';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  EKSTENSI_BANNER,
  IZIN,
  mbKeByte,
  PESAN_IZIN,
} from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { Aktor } from '../auth';
import { getPengaturan } from '../sistem';
import { satuBerkasMultipart, simpanUnggahan } from '../storager';
import { aksesBacaKelas, aksesKelas, aksesKelasUtama } from './akses';
import {
  gantiBanner,
  pesertaKelasQuery,
  tetapkanKetuaKelas,
  ubahDataKelas,
  ubahJabatanPengajar,
} from './peserta';
import { daftarKelasTersimpan, kelasTersimpan, satuKelas } from './queries';

export function kelasRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  async function kelasLengkap(aktor: Aktor, id: string) {
    const kelas = await satuKelas(db, aktor, id);
    if (!kelas) throw notFound('Kelas kuliah tidak ditemukan');
    return kelas;
  }

  async function kelasLengkapTersimpan(aktor: Aktor, id: string) {
    const kelas = await kelasTersimpan(db, ctx.cache, aktor, id);
    if (!kelas) throw notFound('Kelas kuliah tidak ditemukan');
    return kelas;
  }

  // Operators list classes only with read on kelas_kuliah (spec section 6).
  route(
    app,
    ctx.hooks,
    calls.daftarKelasKuliah,
    { izin: IZIN.bacaKelas },
    async ({ aktor, collegeId, query }) => {
      const { items, total } = await daftarKelasTersimpan(db, ctx.cache, {
        collegeId,
        aktor,
        periode: query.periode,
        search: query.search || undefined,
        idMataKuliah: query.id_mata_kuliah,
        namaKelas: query.nama_kelas,
        idJenisKelas: query.id_jenis_kelas,
        idProdi: query.id_prodi,
        modeKuliah: query.mode_kuliah,
        idDosen: query.id_dosen,
        page: query.page,
        perPage: query.per_page,
      });
      return { items, total, page: query.page, perPage: query.per_page };
    },
  );

  route(app, ctx.hooks, calls.kelasKuliah, { izin: IZIN.bacaKelas }, async ({ aktor, params }) => {
    await aksesBacaKelas(db, ctx.cache, aktor, params.id);
    return kelasLengkapTersimpan(aktor, params.id);
  });

  route(app, ctx.hooks, calls.pesertaKelas, { izin: IZIN.bacaKelas }, async ({ aktor, params }) => {
    await aksesKelas(db, aktor, params.id, 'read');
    return pesertaKelasQuery(db, params.id);
  });

  // Banner: an uploaded image (multipart file_banner) or one of the 7 defaults (spec 9).
  route(
    app,
    ctx.hooks,
    calls.ubahBannerKelas,
    { izin: IZIN.ubahKelas },
    async ({ aktor, params, req, body }) => {
      const { kelas } = await aksesKelas(db, aktor, params.id, 'write');
      let bannerUrl: string | null = null;
      let bannerColorIdx = kelas.bannerColorIdx;
      if (req.isMultipart()) {
        const file = await satuBerkasMultipart(req);
        if (file?.fieldname !== 'file_banner')
          throw badRequest('File banner (file_banner) wajib diisi');
        const pengaturan = await getPengaturan(db, aktor.idPerguruanTinggi);
        const mb = pengaturan?.pengaturan_kelas.batas_ukuran_banner_mb;
        const tersimpan = await simpanUnggahan(db, ctx.storage, {
          file,
          jenis: 'banner_kelas',
          accept: EKSTENSI_BANNER,
          maksByte: mb && mb > 0 ? mbKeByte(mb) : BATAS_UNGGAH_DEFAULT_BYTE,
          aktor,
          varian: 'inline',
        });
        bannerUrl = tersimpan.url;
      } else {
        if (!body)
          throw new ApiError(422, 'Data tidak valid: pilih banner atau unggah file_banner');
        bannerColorIdx = body.banner_color_idx;
      }
      // The replaced upload is no longer referenced anywhere.
      const lama = await gantiBanner(db, kelas, { bannerUrl, bannerColorIdx });
      if (lama) await ctx.storage.hapus(lama);
      return kelasLengkap(aktor, kelas.id);
    },
  );

  route(
    app,
    ctx.hooks,
    calls.ubahDataKelas,
    { izin: IZIN.ubahDataKelas },
    async ({ aktor, params, body }) => {
      const { kelas } = await aksesKelas(db, aktor, params.id, 'write');
      await ubahDataKelas(db, kelas.id, {
        kapasitas: body.kapasitas,
        modeKuliah: body.mode_kuliah,
        lingkup: body.lingkup,
        idJenisKelas: body.id_jenis_kelas,
        idKampus: body.id_kampus,
        metodePengajaran: body.metode_pengajaran,
      });
      return kelasLengkap(aktor, kelas.id);
    },
  );

  // One student leads the class (spec 6 'Class leader change designates one student').
  route(
    app,
    ctx.hooks,
    calls.ubahKetuaKelas,
    { izin: IZIN.ubahKelas },
    async ({ aktor, params, body }) => {
      const { kelas } = await aksesKelas(db, aktor, params.id, 'write');
      if (!(await tetapkanKetuaKelas(db, kelas.id, body.id_mahasiswa))) {
        throw new ApiError(422, 'Mahasiswa bukan peserta kelas ini');
      }
      return pesertaKelasQuery(db, kelas.id);
    },
  );

  // Positions: operators with write, or the class's main teacher (spec 6).
  route(
    app,
    ctx.hooks,
    calls.ubahJabatanPengajar,
    { izin: IZIN.ubahKelas },
    async ({ aktor, params, body }) => {
      await aksesKelasUtama(db, aktor, params.id, PESAN_IZIN.bukanPengajarUtamaJabatan);
      if (!(await ubahJabatanPengajar(db, params.id, params.idDosen, body.jabatan))) {
        throw notFound('Dosen bukan pengajar kelas ini');
      }
      return kelasLengkap(aktor, params.id);
    },
  );
}
