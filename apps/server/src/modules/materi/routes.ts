import { calls, type Materi, type SalinMateri } from '@kampus/api/contract';
import {
  IZIN,
  PESAN_MATERI,
  presensiPutarTerpenuhi,
  SYARAT_KEHADIRAN_DEFAULT,
} from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { transaksi } from '../../db/client';
import type { pertemuan } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import { umumkanAktivitas } from '../../platform/aktivitas';
import type { Aktor } from '../auth';
import { kehadiranAktivitasBerubah } from '../kehadiran';
import { getPengaturan } from '../sistem';
import { tandaiUrl } from '../storager';
import {
  idMahasiswaPresensi,
  materiDenganAkses,
  pertemuanDenganAkses,
  wajibSumberSeMataKuliah,
} from './akses';
import { aturTampilDanSyarat, bacaForm, hapusBerkas } from './form';
import {
  daftarMateriPertemuan,
  daftarMateriSalin,
  hapusMateriRow,
  materiBolehDisalin,
  materiByIds,
  presensiMateriMahasiswa,
  presensiSaya,
  salinMateriRows,
  simpanPresensiMateri,
  tambahMateriRow,
  ubahMateriRow,
} from './queries';

const galat = (field: string, message: string) =>
  new ApiError(422, message, undefined, [{ field, message }]);

export function materiRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const tandai = (m: Materi): Materi => ({
    ...m,
    file: m.file ? { ...m.file, url: tandaiUrl(m.file.url, ctx.tokens.secret) } : null,
    file_url: tandaiUrl(m.file_url, ctx.tokens.secret),
  });
  // Every material leaves the server with its file address signed (storager/tanda.ts).
  const bertanda = async (hasil: Promise<{ items: Materi[]; total: number }>) => {
    const { items, total } = await hasil;
    return { items: items.map(tandai), total };
  };

  async function satu(aktor: Aktor, id: string) {
    const { items } = await bertanda(materiByIds(db, aktor, [id]));
    const m = items[0];
    if (!m) throw notFound('Materi tidak ditemukan');
    return m;
  }

  const baca = { izin: IZIN.bacaMateri };
  const kelola = { izin: IZIN.kelolaMateri };

  route(app, ctx.hooks, calls.daftarMateriPertemuan, baca, async ({ aktor, query }) => {
    await pertemuanDenganAkses(db, aktor, query.id_pertemuan, 'read');
    const { items, total } = await bertanda(
      daftarMateriPertemuan(db, aktor, query.id_pertemuan, {
        page: query.page,
        perPage: query.per_page,
      }),
    );
    return { items, total, page: query.page, perPage: query.per_page };
  });

  // Materials of the same course in other classes, for the copy tab (spec 2).
  route(
    app,
    ctx.hooks,
    calls.daftarMateriSalin,
    { izin: IZIN.daftarSalinMateri },
    async ({ aktor, query }) => {
      const { items, total } = await bertanda(
        daftarMateriSalin(
          db,
          aktor,
          {
            idMataKuliah: query.id_mata_kuliah,
            kecualiKelas: query.exclude_id_kelas_kuliah,
            search: query.search,
          },
          { page: query.page, perPage: query.per_page },
        ),
      );
      return { items, total, page: query.page, perPage: query.per_page };
    },
  );

  route(app, ctx.hooks, calls.materi, baca, async ({ aktor, params }) => {
    await materiDenganAkses(db, aktor, params.id, 'read');
    return satu(aktor, params.id);
  });

  route(app, ctx.hooks, calls.tambahMateri, kelola, async ({ aktor, req }) => {
    let p: typeof pertemuan.$inferSelect | null = null;
    const { input, file } = await bacaForm(ctx, req, aktor, async (i) => {
      p = await pertemuanDenganAkses(db, aktor, i.id_pertemuan, 'write');
      // The contract keeps only http(s) links (domain tautanHttp); a url material needs one.
      if (i.tipe_file === 'url' && !i.file_url) throw galat('file_url', PESAN_MATERI.link);
    });
    const pertemuanMateri = p as unknown as typeof pertemuan.$inferSelect;
    try {
      if (input.tipe_file !== 'url' && !file) throw galat('file', PESAN_MATERI.berkas);
      const aturan = aturTampilDanSyarat(input, pertemuanMateri.jenis, new Date(), null);
      const id = await tambahMateriRow(db, {
        idPertemuan: pertemuanMateri.id,
        judul: input.judul,
        deskripsi: sanitasiHtml(dekodeDeskripsi(input.deskripsi)),
        tipeFile: input.tipe_file,
        jenisMateri: input.jenis_materi,
        ...aturan,
        idBerkas: file?.id ?? null,
        fileUrl: input.tipe_file === 'url' ? (input.file_url ?? null) : (file?.url ?? null),
        dibuatOleh: aktor.idPengguna,
      });
      // Only a material with the attendance requirement counts in a meeting's progress.
      if (aturan.isSyaratHadir) {
        await kehadiranAktivitasBerubah(ctx, aktor, [pertemuanMateri.id], 'materi');
      }
      return satu(aktor, id);
    } catch (error) {
      if (file) await hapusBerkas(ctx, file.id);
      throw error;
    }
  });

  route(app, ctx.hooks, calls.ubahMateri, kelola, async ({ aktor, params, req }) => {
    const { m: lama } = await materiDenganAkses(db, aktor, params.id, 'write');
    let p: typeof pertemuan.$inferSelect | null = null;
    const { input, file } = await bacaForm(ctx, req, aktor, async (i) => {
      p = await pertemuanDenganAkses(db, aktor, i.id_pertemuan, 'write');
      // The contract keeps only http(s) links (domain tautanHttp); a url material needs one.
      if (i.tipe_file === 'url' && !i.file_url) throw galat('file_url', PESAN_MATERI.link);
    });
    const pertemuanMateri = p as unknown as typeof pertemuan.$inferSelect;
    try {
      const berkasTetap =
        input.tipe_file !== 'url' && input.tipe_file === lama.tipeFile ? lama.idBerkas : null;
      if (input.tipe_file !== 'url' && !file && !berkasTetap)
        throw galat('file', PESAN_MATERI.berkas);
      const aturan = aturTampilDanSyarat(input, pertemuanMateri.jenis, new Date(), {
        tampilSekarang: lama.tampilSekarang,
        mulaiTampil: lama.waktuMulaiTampil,
        deadline: lama.deadline,
      });
      const idBerkas = file?.id ?? berkasTetap;
      const kunciLama = await ubahMateriRow(
        db,
        lama.id,
        {
          idPertemuan: pertemuanMateri.id,
          judul: input.judul,
          deskripsi: sanitasiHtml(dekodeDeskripsi(input.deskripsi)),
          tipeFile: input.tipe_file,
          jenisMateri: input.jenis_materi,
          ...aturan,
          idBerkas,
          fileUrl:
            input.tipe_file === 'url' ? (input.file_url ?? null) : (file?.url ?? lama.fileUrl),
          updatedAt: new Date(),
        },
        lama.idBerkas && lama.idBerkas !== idBerkas ? lama.idBerkas : null,
      );
      if (kunciLama) await ctx.storage.hapus(kunciLama);
      // Moved, the requirement set or lifted, or a counted one renamed: recalculated.
      if (
        (lama.isSyaratHadir || aturan.isSyaratHadir) &&
        (pertemuanMateri.id !== lama.idPertemuan ||
          aturan.isSyaratHadir !== lama.isSyaratHadir ||
          input.judul !== lama.judul)
      ) {
        await kehadiranAktivitasBerubah(
          ctx,
          aktor,
          [lama.idPertemuan, pertemuanMateri.id],
          'materi',
        );
      }
      return satu(aktor, lama.id);
    } catch (error) {
      if (file) await hapusBerkas(ctx, file.id);
      throw error;
    }
  });

  route(app, ctx.hooks, calls.hapusMateri, kelola, async ({ aktor, params }) => {
    const { m } = await materiDenganAkses(db, aktor, params.id, 'write');
    const kunci = await hapusMateriRow(db, m);
    if (kunci) await ctx.storage.hapus(kunci);
    if (m.isSyaratHadir) await kehadiranAktivitasBerubah(ctx, aktor, [m.idPertemuan], 'materi');
    return null;
  });

  // 'Salin Materi Kelas Lain': copies share the stored file (spec 2, 7).
  route(app, ctx.hooks, calls.salinMateri, kelola, async ({ aktor, body }) => {
    const tujuan = await pertemuanDenganAkses(db, aktor, body.id_pertemuan, 'write');
    // Only what the copy listing would show the caller: never a hidden one of another class.
    const sumber = await materiBolehDisalin(db, aktor, body.list_id, new Date());
    if (sumber.length !== new Set(body.list_id).size)
      throw notFound('Sebagian materi yang dipilih tidak ditemukan');
    await wajibSumberSeMataKuliah(
      db,
      aktor,
      tujuan.idKelasKuliah,
      sumber.map((m) => m.idPertemuan),
    );
    const aturan = aturTampilDanSyarat(
      body as z.infer<typeof SalinMateri>,
      tujuan.jenis,
      new Date(),
      null,
    );
    const baru = await salinMateriRows(
      db,
      sumber.map((m) => ({
        idPertemuan: tujuan.id,
        judul: m.judul,
        deskripsi: m.deskripsi,
        tipeFile: m.tipeFile,
        jenisMateri: m.jenisMateri,
        ...aturan,
        idBerkas: m.idBerkas,
        fileUrl: m.fileUrl,
        idSumber: m.id,
        dibuatOleh: aktor.idPengguna,
      })),
    );
    if (aturan.isSyaratHadir) await kehadiranAktivitasBerubah(ctx, aktor, [tujuan.id], 'materi');
    const { items } = await bertanda(materiByIds(db, aktor, baru));
    return items;
  });

  // A student's presence on a material, idempotent; met only before the deadline (spec 2, 4).
  route(
    app,
    ctx.hooks,
    calls.presensiMateri,
    { izin: IZIN.presensiMateri },
    async ({ aktor, params, body, collegeId }) => {
      const idMahasiswa = idMahasiswaPresensi(aktor);
      const { m } = await materiDenganAkses(db, aktor, params.id, 'read');
      const syarat = (await getPengaturan(db, collegeId))?.pengaturan_kelas
        .syarat_kehadiran_online_mahasiswa;
      const lama = await presensiMateriMahasiswa(db, m.id, idMahasiswa);
      const kini = new Date();
      const baru = {
        waktuBuka: lama?.waktuBuka ?? null,
        persenTertinggi: lama?.persenTertinggi ?? 0,
        waktuUnduh: lama?.waktuUnduh ?? null,
        waktuTerakhirUnduh: lama?.waktuTerakhirUnduh ?? null,
      };
      let terpenuhi = false;
      switch (body.aksi) {
        case 'buka':
          baru.waktuBuka ??= kini;
          terpenuhi = m.tipeFile === 'url';
          break;
        case 'baca': {
          if (m.tipeFile !== 'ebook') throw new ApiError(422, 'Aksi baca hanya untuk e-book');
          const detik = syarat?.ebook_detik ?? SYARAT_KEHADIRAN_DEFAULT.ebook_detik;
          // The countdown runs from the first open; a little slack for the network.
          const sejak = baru.waktuBuka ? (kini.getTime() - baru.waktuBuka.getTime()) / 1000 : -1;
          if (sejak < detik - 2)
            throw new ApiError(422, `Baca materi selama ${detik} detik terlebih dahulu`);
          terpenuhi = true;
          break;
        }
        case 'putar': {
          if (m.tipeFile !== 'video' && m.tipeFile !== 'audio')
            throw new ApiError(422, 'Aksi putar hanya untuk video dan audio');
          baru.persenTertinggi = Math.max(baru.persenTertinggi, body.persen ?? 0);
          const ambang =
            m.tipeFile === 'video'
              ? (syarat?.video_persen ?? SYARAT_KEHADIRAN_DEFAULT.video_persen)
              : (syarat?.audio_persen ?? SYARAT_KEHADIRAN_DEFAULT.audio_persen);
          terpenuhi = presensiPutarTerpenuhi(baru.persenTertinggi, ambang);
          break;
        }
        case 'unduh':
          if (m.tipeFile === 'url') throw new ApiError(422, 'URL tidak dapat didownload!');
          baru.waktuUnduh ??= kini;
          baru.waktuTerakhirUnduh = kini;
          terpenuhi = m.tipeFile !== 'ebook';
          break;
      }
      const sebelumDeadline = !m.deadline || kini <= m.deadline;
      const waktuTerpenuhi = lama?.waktuTerpenuhi ?? (terpenuhi && sebelumDeadline ? kini : null);
      const row = await transaksi(db, async (tx) => {
        const r = await simpanPresensiMateri(tx, {
          idMateri: m.id,
          idMahasiswa,
          ...baru,
          waktuTerpenuhi,
          updatedAt: kini,
        });
        // Met now: attendance (unduh_materi) reads presences from the activity events. Two
        // requests racing here may both announce; readers treat presence as a set.
        if (waktuTerpenuhi && !lama?.waktuTerpenuhi) {
          await umumkanAktivitas(tx, {
            idPertemuan: m.idPertemuan,
            jenis: 'materi',
            idAktivitas: m.id,
            idPengguna: aktor.idPengguna,
            role: aktor.role,
            aksi: 'hadir',
            waktu: waktuTerpenuhi,
            data: { aksi: body.aksi },
          });
        }
        return r;
      });
      return presensiSaya(row);
    },
  );
}
