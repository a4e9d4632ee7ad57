import { calls, type Materi, type SalinMateri, SimpanMateri } from '@kampus/api/contract';
import {
  aturanSyaratHadir,
  batasUnggahMateriByte,
  cekWaktuMateri,
  EKSTENSI_TIPE_FILE,
  IZIN,
  PESAN_MATERI,
  presensiPutarTerpenuhi,
  SYARAT_KEHADIRAN_DEFAULT,
} from '@kampus/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { pertemuan } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth';
import { getPengaturan } from '../sistem';
import { type BerkasTersimpan, bagianMultipart, simpanUnggahan, tandaiUrl } from '../storager';
import {
  idMahasiswaPresensi,
  materiDenganAkses,
  pertemuanDenganAkses,
  wajibSumberSeMataKuliah,
} from './akses';
import {
  daftarMateriPertemuan,
  daftarMateriSalin,
  hapusMateriRow,
  lepasBerkas,
  materiBolehDisalin,
  materiByIds,
  presensiMateriMahasiswa,
  presensiSaya,
  salinMateriRows,
  simpanPresensiMateri,
  tambahMateriRow,
  ubahMateriRow,
} from './queries';

type Input = z.infer<typeof SimpanMateri>;

const galat = (field: string, message: string) =>
  new ApiError(422, message, undefined, [{ field, message }]);

function validasiInput(parsed: ReturnType<typeof SimpanMateri.safeParse>): Input {
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new ApiError(422, PESAN_MATERI.belumLengkap, undefined, errors);
}

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

  /** Display and attendance rules of spec 4 and 5 (domain cekWaktuMateri), on the server clock. */
  function aturTampilDanSyarat(
    input: Pick<Input, 'tampil_sekarang' | 'waktu_mulai_tampil' | 'is_syarat_hadir' | 'deadline'>,
    jenisPertemuan: string,
    sekarang: Date,
    lama: { tampilSekarang: boolean; mulaiTampil: Date | null; deadline: Date | null } | null,
  ) {
    const mulaiTampil = input.tampil_sekarang ? null : (input.waktu_mulai_tampil ?? null);
    // An offline meeting forces no attendance requirement (spec 4).
    const syaratNonaktif = aturanSyaratHadir(jenisPertemuan).nonaktif;
    const syarat = syaratNonaktif ? null : input.is_syarat_hadir === true;
    const deadline = syarat ? (input.deadline ?? null) : null;
    const cek = cekWaktuMateri(
      {
        tampil_sekarang: input.tampil_sekarang,
        waktu_mulai_tampil: mulaiTampil,
        is_syarat_hadir: syarat,
        deadline,
      },
      {
        sekarang,
        syaratNonaktif,
        asli: lama && {
          tampil_sekarang: lama.tampilSekarang,
          waktu_mulai_tampil: lama.mulaiTampil?.toISOString() ?? null,
          deadline: lama.deadline?.toISOString() ?? null,
        },
      },
    );
    const errors = Object.entries(cek.galat).map(([field, message]) => ({
      field,
      message: String(message),
    }));
    const pertama = errors[0];
    if (pertama) {
      throw new ApiError(
        422,
        cek.belumLengkap ? PESAN_MATERI.belumLengkap : pertama.message,
        undefined,
        errors,
      );
    }
    return {
      tampilSekarang: input.tampil_sekarang,
      waktuMulaiTampil: mulaiTampil ? new Date(mulaiTampil) : null,
      isSyaratHadir: syarat,
      deadline: deadline ? new Date(deadline) : null,
    };
  }

  /**
   * Reads a material form: JSON, or multipart whose fields come before the 'file' part. The file
   * is checked and stored as it streams in, with the per-type limit from the settings.
   */
  async function bacaForm(
    req: FastifyRequest,
    aktor: Aktor,
    dibutuhkan: (input: Input) => Promise<void>,
  ) {
    if (!req.isMultipart()) {
      const input = validasiInput(SimpanMateri.safeParse(req.body ?? {}));
      await dibutuhkan(input);
      return { input, file: null as BerkasTersimpan | null };
    }
    const fields: Record<string, string> = {};
    let file: BerkasTersimpan | null = null;
    let input: Input | null = null;
    try {
      for await (const part of bagianMultipart(req)) {
        if (part.type !== 'file') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        input = validasiInput(SimpanMateri.safeParse(fields));
        await dibutuhkan(input);
        if (input.tipe_file === 'url') {
          part.file.resume();
          continue;
        }
        const pengaturan = await getPengaturan(db, aktor.idPerguruanTinggi);
        file = await simpanUnggahan(db, ctx.storage, {
          file: part,
          jenis: 'materi',
          accept: EKSTENSI_TIPE_FILE[input.tipe_file],
          maksByte: batasUnggahMateriByte(
            pengaturan?.pengaturan_kelas.batas_ukuran_unggah_mb,
            input.tipe_file,
          ),
          aktor,
          varian: 'dialog',
        });
      }
      if (!input) {
        input = validasiInput(SimpanMateri.safeParse(fields));
        await dibutuhkan(input);
      }
      return { input, file };
    } catch (error) {
      if (file) await hapusBerkas(file.id);
      throw error;
    }
  }

  /** Removes a stored file unless another material (a copy) still uses it. */
  async function hapusBerkas(idBerkas: string, kecualiMateri?: string) {
    const kunci = await lepasBerkas(db, idBerkas, kecualiMateri);
    if (kunci) await ctx.storage.hapus(kunci);
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
    const { input, file } = await bacaForm(req, aktor, async (i) => {
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
      return satu(aktor, id);
    } catch (error) {
      if (file) await hapusBerkas(file.id);
      throw error;
    }
  });

  route(app, ctx.hooks, calls.ubahMateri, kelola, async ({ aktor, params, req }) => {
    const { m: lama } = await materiDenganAkses(db, aktor, params.id, 'write');
    let p: typeof pertemuan.$inferSelect | null = null;
    const { input, file } = await bacaForm(req, aktor, async (i) => {
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
      return satu(aktor, lama.id);
    } catch (error) {
      if (file) await hapusBerkas(file.id);
      throw error;
    }
  });

  route(app, ctx.hooks, calls.hapusMateri, kelola, async ({ aktor, params }) => {
    const { m } = await materiDenganAkses(db, aktor, params.id, 'write');
    const kunci = await hapusMateriRow(db, m);
    if (kunci) await ctx.storage.hapus(kunci);
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
      const row = await simpanPresensiMateri(db, {
        idMateri: m.id,
        idMahasiswa,
        ...baru,
        waktuTerpenuhi,
        updatedAt: kini,
      });
      return presensiSaya(row);
    },
  );
}
