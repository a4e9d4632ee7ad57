import { calls } from '@kampus/api/contract';
import { BATAS_UNGGAH_DEFAULT_BYTE, EKSTENSI_BANNER, mbKeByte, punyaAkses } from '@kampus/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { berkas, kelasKuliah, pengajarKelas, pesertaKelas } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { Aktor } from '../auth/aktor';
import { getPengaturan } from '../sistem/queries';
import { satuBerkasMultipart } from '../storager/multipart';
import { simpanUnggahan } from '../storager/unggah';
import { aksesKelas, PESAN_HAK_KELAS } from './akses';
import { daftarKelas, pesertaKelasQuery, satuKelas } from './queries';

/** Operators list classes only with read on kelas_kuliah (spec section 6). */
function wajibBacaKelas(aktor: Aktor) {
  if (
    aktor.role === 'operator' &&
    !punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'read')
  ) {
    throw forbidden(PESAN_HAK_KELAS);
  }
}

function wajibOperatorTulis(aktor: Aktor, pesan: string) {
  if (
    aktor.role !== 'operator' ||
    !punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'write')
  ) {
    throw forbidden(pesan);
  }
}

export function kelasRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  async function kelasLengkap(aktor: Aktor, id: string) {
    const kelas = await satuKelas(db, aktor, id);
    if (!kelas) throw notFound('Kelas kuliah tidak ditemukan');
    return kelas;
  }

  route(app, ctx.hooks, calls.daftarKelasKuliah, async ({ aktor, collegeId, query }) => {
    wajibBacaKelas(aktor);
    const { items, total } = await daftarKelas(db, {
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
  });

  route(app, ctx.hooks, calls.kelasKuliah, async ({ aktor, params }) => {
    await aksesKelas(db, aktor, params.id, 'read');
    return kelasLengkap(aktor, params.id);
  });

  route(app, ctx.hooks, calls.pesertaKelas, async ({ aktor, params }) => {
    await aksesKelas(db, aktor, params.id, 'read');
    return pesertaKelasQuery(db, params.id);
  });

  // Banner: an uploaded image (multipart file_banner) or one of the 7 defaults (spec 9).
  route(app, ctx.hooks, calls.ubahBannerKelas, async ({ aktor, params, req, body }) => {
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
      if (!body) throw new ApiError(422, 'Data tidak valid: pilih banner atau unggah file_banner');
      bannerColorIdx = body.banner_color_idx;
    }
    await db
      .update(kelasKuliah)
      .set({ bannerUrl, bannerColorIdx })
      .where(eq(kelasKuliah.id, kelas.id));
    // The replaced upload is no longer referenced anywhere.
    const lama = kelas.bannerUrl?.match(/^\/v2\/storager\/berkas\/(.+)$/)?.[1];
    if (lama) {
      await db.delete(berkas).where(eq(berkas.kunci, lama));
      await ctx.storage.hapus(lama);
    }
    return kelasLengkap(aktor, kelas.id);
  });

  route(app, ctx.hooks, calls.ubahDataKelas, async ({ aktor, params, body }) => {
    wajibOperatorTulis(
      aktor,
      'Hanya operator dengan hak ubah kelas kuliah yang dapat mengubah data kelas',
    );
    const { kelas } = await aksesKelas(db, aktor, params.id, 'write');
    await db
      .update(kelasKuliah)
      .set({
        kapasitas: body.kapasitas,
        modeKuliah: body.mode_kuliah,
        lingkup: body.lingkup,
        idJenisKelas: body.id_jenis_kelas,
        idKampus: body.id_kampus,
        metodePengajaran: body.metode_pengajaran,
      })
      .where(eq(kelasKuliah.id, kelas.id));
    return kelasLengkap(aktor, kelas.id);
  });

  // One student leads the class (spec 6 'Class leader change designates one student').
  route(app, ctx.hooks, calls.ubahKetuaKelas, async ({ aktor, params, body }) => {
    const { kelas } = await aksesKelas(db, aktor, params.id, 'write');
    await db.transaction(async (tx) => {
      const [peserta] = await tx
        .select({ id: pesertaKelas.idMahasiswa })
        .from(pesertaKelas)
        .where(
          and(
            eq(pesertaKelas.idKelasKuliah, kelas.id),
            eq(pesertaKelas.idMahasiswa, body.id_mahasiswa),
          ),
        );
      if (!peserta) throw new ApiError(422, 'Mahasiswa bukan peserta kelas ini');
      await tx
        .update(pesertaKelas)
        .set({ jabatan: 'Peserta' })
        .where(eq(pesertaKelas.idKelasKuliah, kelas.id));
      await tx
        .update(pesertaKelas)
        .set({ jabatan: 'ketua_kelas' })
        .where(
          and(
            eq(pesertaKelas.idKelasKuliah, kelas.id),
            eq(pesertaKelas.idMahasiswa, body.id_mahasiswa),
          ),
        );
    });
    return pesertaKelasQuery(db, kelas.id);
  });

  // Positions: operators with write, or the class's main teacher (spec 6).
  route(app, ctx.hooks, calls.ubahJabatanPengajar, async ({ aktor, params, body }) => {
    const akses = await aksesKelas(db, aktor, params.id, 'write');
    if (akses.peran === 'pengajar' && !akses.isUtama) {
      throw forbidden('Hanya dosen utama kelas yang dapat mengubah jabatan pengajar');
    }
    const diubah = await db
      .update(pengajarKelas)
      .set({ jabatan: body.jabatan })
      .where(
        and(eq(pengajarKelas.idKelasKuliah, params.id), eq(pengajarKelas.idDosen, params.idDosen)),
      )
      .returning({ id: pengajarKelas.idDosen });
    if (diubah.length === 0) throw notFound('Dosen bukan pengajar kelas ini');
    return kelasLengkap(aktor, params.id);
  });
}
