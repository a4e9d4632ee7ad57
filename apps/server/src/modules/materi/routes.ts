import { calls, type Materi, type SalinMateri, SimpanMateri } from '@kampus/api/contract';
import {
  aturanSyaratHadir,
  batasUnggahMateriByte,
  deadlineMateriValid,
  EKSTENSI_TIPE_FILE,
  PESAN_MATERI,
  presensiPutarTerpenuhi,
  punyaAkses,
  SYARAT_KEHADIRAN_DEFAULT,
  waktuMulaiTampilValid,
} from '@kampus/domain';
import { and, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { berkas, kelasKuliah, materi, pertemuan, presensiMateri } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth/aktor';
import { aksesKelas } from '../kelas/akses';
import { getPengaturan } from '../sistem/queries';
import { bagianMultipart } from '../storager/multipart';
import { tandaiUrl } from '../storager/tanda';
import { type BerkasTersimpan, simpanUnggahan } from '../storager/unggah';
import {
  daftarMateri as daftarMateriMentah,
  lingkupSalinMateri,
  materiBolehDisalin,
  materiTampil,
  presensiSaya,
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
  const daftarMateri = async (...args: Parameters<typeof daftarMateriMentah>) => {
    const hasil = await daftarMateriMentah(...args);
    return { ...hasil, items: hasil.items.map(tandai) };
  };

  async function pertemuanDenganAkses(
    aktor: Aktor,
    idPertemuan: string,
    tingkat: 'read' | 'write',
  ) {
    if (tingkat === 'write' && aktor.role === 'mahasiswa') {
      throw forbidden('Mahasiswa tidak dapat mengelola materi');
    }
    const [p] = await db.select().from(pertemuan).where(eq(pertemuan.id, idPertemuan)).limit(1);
    if (!p) throw notFound('Pertemuan tidak ditemukan');
    await aksesKelas(db, aktor, p.idKelasKuliah, tingkat);
    return p;
  }

  async function materiDenganAkses(aktor: Aktor, id: string, tingkat: 'read' | 'write') {
    const [m] = await db.select().from(materi).where(eq(materi.id, id)).limit(1);
    if (!m) throw notFound('Materi tidak ditemukan');
    const p = await pertemuanDenganAkses(aktor, m.idPertemuan, tingkat);
    const tampil =
      m.tampilSekarang || (m.waktuMulaiTampil !== null && m.waktuMulaiTampil <= new Date());
    // A material shown later does not exist for students before its time (spec 4).
    if (aktor.role === 'mahasiswa' && !tampil) throw notFound('Materi tidak ditemukan');
    return { m, p };
  }

  async function satu(aktor: Aktor, id: string) {
    const { items } = await daftarMateri(db, aktor, eq(materi.id, id), { page: 1, perPage: 1 });
    const m = items[0];
    if (!m) throw notFound('Materi tidak ditemukan');
    return m;
  }

  /** Display and attendance rules of spec 4 and 5, checked against the server clock. */
  function aturTampilDanSyarat(
    input: Pick<Input, 'tampil_sekarang' | 'waktu_mulai_tampil' | 'is_syarat_hadir' | 'deadline'>,
    jenisPertemuan: string,
    sekarang: Date,
    waktuLama: { mulaiTampil: Date | null; deadline: Date | null } | null,
  ) {
    const mulaiTampil = input.tampil_sekarang ? null : (input.waktu_mulai_tampil ?? null);
    if (!input.tampil_sekarang) {
      if (!mulaiTampil) throw galat('waktu_mulai_tampil', PESAN_MATERI.mulaiTampil);
      const sama = waktuLama?.mulaiTampil?.getTime() === new Date(mulaiTampil).getTime();
      if (!sama && !waktuMulaiTampilValid(mulaiTampil, sekarang)) {
        throw galat('waktu_mulai_tampil', 'Waktu mulai tampil tidak boleh sebelum waktu sekarang');
      }
    }
    // An offline meeting forces no attendance requirement (spec 4).
    const syarat = aturanSyaratHadir(jenisPertemuan).nonaktif
      ? null
      : input.is_syarat_hadir === true;
    const deadline = syarat ? (input.deadline ?? null) : null;
    if (syarat) {
      if (!deadline)
        throw galat('deadline', 'Deadline wajib diisi bila materi menjadi syarat hadir');
      const sama = waktuLama?.deadline?.getTime() === new Date(deadline).getTime();
      if (
        !sama &&
        !deadlineMateriValid(
          deadline,
          { tampil_sekarang: input.tampil_sekarang, waktu_mulai_tampil: mulaiTampil },
          sekarang,
        )
      ) {
        throw galat('deadline', 'Deadline harus setelah waktu tampil dan belum lewat');
      }
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
    const [dipakai] = await db
      .select({ id: materi.id })
      .from(materi)
      .where(
        and(
          eq(materi.idBerkas, idBerkas),
          kecualiMateri ? ne(materi.id, kecualiMateri) : undefined,
        ),
      )
      .limit(1);
    if (dipakai) return;
    const [row] = await db
      .delete(berkas)
      .where(eq(berkas.id, idBerkas))
      .returning({ kunci: berkas.kunci });
    if (row) await ctx.storage.hapus(row.kunci);
  }

  route(app, ctx.hooks, calls.daftarMateriPertemuan, async ({ aktor, query }) => {
    await pertemuanDenganAkses(aktor, query.id_pertemuan, 'read');
    const { items, total } = await daftarMateri(
      db,
      aktor,
      and(
        eq(materi.idPertemuan, query.id_pertemuan),
        aktor.role === 'mahasiswa' ? materiTampil(new Date()) : undefined,
      ) as never,
      { page: query.page, perPage: query.per_page },
    );
    return { items, total, page: query.page, perPage: query.per_page };
  });

  // Materials of the same course in other classes, for the copy tab (spec 2).
  route(app, ctx.hooks, calls.daftarMateriSalin, async ({ aktor, query }) => {
    if (aktor.role === 'mahasiswa') throw forbidden('Mahasiswa tidak dapat menyalin materi');
    if (
      aktor.role === 'operator' &&
      !punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'read')
    ) {
      throw forbidden('Anda tidak memiliki hak akses kelas kuliah');
    }
    const { items, total } = await daftarMateri(
      db,
      aktor,
      and(
        eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
        query.id_mata_kuliah ? eq(kelasKuliah.idMataKuliah, query.id_mata_kuliah) : undefined,
        query.exclude_id_kelas_kuliah
          ? ne(kelasKuliah.id, query.exclude_id_kelas_kuliah)
          : undefined,
        query.search ? ilike(materi.judul, `%${query.search}%`) : undefined,
        lingkupSalinMateri(db, aktor, new Date()),
      ) as never,
      { page: query.page, perPage: query.per_page },
    );
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(app, ctx.hooks, calls.materi, async ({ aktor, params }) => {
    await materiDenganAkses(aktor, params.id, 'read');
    return satu(aktor, params.id);
  });

  route(app, ctx.hooks, calls.tambahMateri, async ({ aktor, req }) => {
    if (aktor.role === 'mahasiswa') throw forbidden('Mahasiswa tidak dapat mengelola materi');
    let p: typeof pertemuan.$inferSelect | null = null;
    const { input, file } = await bacaForm(req, aktor, async (i) => {
      p = await pertemuanDenganAkses(aktor, i.id_pertemuan, 'write');
      // The contract keeps only http(s) links (domain tautanHttp); a url material needs one.
      if (i.tipe_file === 'url' && !i.file_url) throw galat('file_url', PESAN_MATERI.link);
    });
    const pertemuanMateri = p as unknown as typeof pertemuan.$inferSelect;
    try {
      if (input.tipe_file !== 'url' && !file) throw galat('file', PESAN_MATERI.berkas);
      const aturan = aturTampilDanSyarat(input, pertemuanMateri.jenis, new Date(), null);
      const [row] = await db
        .insert(materi)
        .values({
          idPertemuan: pertemuanMateri.id,
          judul: input.judul,
          deskripsi: sanitasiHtml(dekodeDeskripsi(input.deskripsi)),
          tipeFile: input.tipe_file,
          jenisMateri: input.jenis_materi,
          ...aturan,
          idBerkas: file?.id ?? null,
          fileUrl: input.tipe_file === 'url' ? (input.file_url ?? null) : (file?.url ?? null),
          dibuatOleh: aktor.idPengguna,
        })
        .returning({ id: materi.id });
      if (!row) throw new Error('materi tidak tersimpan');
      return satu(aktor, row.id);
    } catch (error) {
      if (file) await hapusBerkas(file.id);
      throw error;
    }
  });

  route(app, ctx.hooks, calls.ubahMateri, async ({ aktor, params, req }) => {
    const { m: lama } = await materiDenganAkses(aktor, params.id, 'write');
    let p: typeof pertemuan.$inferSelect | null = null;
    const { input, file } = await bacaForm(req, aktor, async (i) => {
      p = await pertemuanDenganAkses(aktor, i.id_pertemuan, 'write');
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
        mulaiTampil: lama.waktuMulaiTampil,
        deadline: lama.deadline,
      });
      await db
        .update(materi)
        .set({
          idPertemuan: pertemuanMateri.id,
          judul: input.judul,
          deskripsi: sanitasiHtml(dekodeDeskripsi(input.deskripsi)),
          tipeFile: input.tipe_file,
          jenisMateri: input.jenis_materi,
          ...aturan,
          idBerkas: file?.id ?? berkasTetap,
          fileUrl:
            input.tipe_file === 'url' ? (input.file_url ?? null) : (file?.url ?? lama.fileUrl),
          updatedAt: new Date(),
        })
        .where(eq(materi.id, lama.id));
      if (lama.idBerkas && lama.idBerkas !== (file?.id ?? berkasTetap))
        await hapusBerkas(lama.idBerkas, lama.id);
      return satu(aktor, lama.id);
    } catch (error) {
      if (file) await hapusBerkas(file.id);
      throw error;
    }
  });

  route(app, ctx.hooks, calls.hapusMateri, async ({ aktor, params }) => {
    const { m } = await materiDenganAkses(aktor, params.id, 'write');
    await db.delete(materi).where(eq(materi.id, m.id));
    if (m.idBerkas) await hapusBerkas(m.idBerkas);
    return null;
  });

  // 'Salin Materi Kelas Lain': copies share the stored file (spec 2, 7).
  route(app, ctx.hooks, calls.salinMateri, async ({ aktor, body }) => {
    const tujuan = await pertemuanDenganAkses(aktor, body.id_pertemuan, 'write');
    // Only what the copy listing would show the caller: never a hidden one of another class.
    const sumber = await materiBolehDisalin(db, aktor, body.list_id, new Date());
    if (sumber.length !== new Set(body.list_id).size)
      throw notFound('Sebagian materi yang dipilih tidak ditemukan');
    const [kelasTujuan] = await db
      .select()
      .from(kelasKuliah)
      .where(eq(kelasKuliah.id, tujuan.idKelasKuliah));
    const pertemuanSumber = await db
      .select({
        id: pertemuan.id,
        idMataKuliah: kelasKuliah.idMataKuliah,
        idPt: kelasKuliah.idPerguruanTinggi,
      })
      .from(pertemuan)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
      .where(
        inArray(
          pertemuan.id,
          sumber.map((m) => m.idPertemuan),
        ),
      );
    const bolehSemua = pertemuanSumber.every(
      (ps) => ps.idPt === aktor.idPerguruanTinggi && ps.idMataKuliah === kelasTujuan?.idMataKuliah,
    );
    if (!bolehSemua)
      throw forbidden('Materi hanya dapat disalin dari kelas dengan mata kuliah yang sama');
    const aturan = aturTampilDanSyarat(
      body as z.infer<typeof SalinMateri>,
      tujuan.jenis,
      new Date(),
      null,
    );
    const baru = await db
      .insert(materi)
      .values(
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
      )
      .returning({ id: materi.id });
    const { items } = await daftarMateri(
      db,
      aktor,
      inArray(
        materi.id,
        baru.map((b) => b.id),
      ),
      { page: 1, perPage: 100 },
    );
    return items;
  });

  // A student's presence on a material, idempotent; met only before the deadline (spec 2, 4).
  route(app, ctx.hooks, calls.presensiMateri, async ({ aktor, params, body, collegeId }) => {
    if (aktor.role !== 'mahasiswa' || !aktor.idMahasiswa) {
      throw forbidden('Presensi materi hanya dicatat untuk mahasiswa');
    }
    const { m } = await materiDenganAkses(aktor, params.id, 'read');
    const syarat = (await getPengaturan(db, collegeId))?.pengaturan_kelas
      .syarat_kehadiran_online_mahasiswa;
    const [lama] = await db
      .select()
      .from(presensiMateri)
      .where(
        and(eq(presensiMateri.idMateri, m.id), eq(presensiMateri.idMahasiswa, aktor.idMahasiswa)),
      );
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
    const [row] = await db
      .insert(presensiMateri)
      .values({
        idMateri: m.id,
        idMahasiswa: aktor.idMahasiswa,
        ...baru,
        waktuTerpenuhi,
        updatedAt: kini,
      })
      .onConflictDoUpdate({
        target: [presensiMateri.idMateri, presensiMateri.idMahasiswa],
        set: { ...baru, waktuTerpenuhi, updatedAt: kini },
      })
      .returning();
    return presensiSaya(row ?? null);
  });
}
