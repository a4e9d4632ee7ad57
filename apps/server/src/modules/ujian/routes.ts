import { randomUUID } from 'node:crypto';
import { calls, type IsiJawaban as IsiJawabanApi, type SoalPengerjaan } from '@kampus/api/contract';
import {
  batasPengerjaan,
  boleh,
  bolehSimpanJawaban,
  ekstensiBerkas,
  ekstensiJawabanEsai,
  IZIN,
  kunciJawabanTampil,
  masalahSoalUjian,
  nilaiOtomatis,
  nilaiPengerjaanTampil,
  PESAN_PENGERJAAN,
  PESAN_UJIAN,
  soalBernomor,
  soalUntukPengerjaan,
  validasiFormUjian,
  validasiKelompokSoal,
} from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth/aktor';
import { siarkanEvent } from '../events/routes';
import { aksesKelas } from '../kelas/akses';
import { mataKuliahKelas } from '../materi/queries';
import { pertemuanById } from '../pertemuan/queries';
import { getPengaturan } from '../sistem/queries';
import { PESAN_UJIAN_TIDAK_ADA, pengerjaanDenganAkses, ujianDenganAkses } from './akses';
import { eksporPengerjaanXlsx } from './ekspor';
import {
  jadwalkanHitungUlang,
  jadwalkanKumpul,
  jadwalkanLepasBerkas,
  kumpulkanJikaLewat,
  mulaiKerjaUjian,
} from './kerja';
import { kunciBerkasBaris, kunciBerkasSoal } from './lepasBerkas';
import { hitungUlangPengerjaan, jawabanDinilai, kunciOtomatis } from './nilai';
import {
  adaPengerjaan,
  type BarisPengerjaanDb,
  type BarisSoal,
  type BarisUjian,
  barisPengerjaanApi,
  berkasJawabanMilik,
  daftarPengerjaanUjian,
  daftarUjianSalinUntuk,
  daftarUjianUntuk,
  hapusKelompokRow,
  hapusPengerjaanRow,
  hapusSoalRow,
  hapusUjianRow,
  jawabanPengerjaan,
  jawabanUjian,
  jumlahDijawab,
  jumlahSoal,
  kelompokApi,
  kelompokDanSoal,
  kelompokDanSoalTersimpan,
  kelompokUjian,
  kumpulkanOlehMahasiswa,
  mahasiswaById,
  mahasiswaKelasByNim,
  mulaiPengerjaanRow,
  nilaiSoalRow,
  pengerjaanApi,
  pengerjaanMahasiswa,
  pengerjaanTerbuka,
  salinUjianRows,
  setBatas,
  setPengurangan,
  setTampilkanNilai,
  simpanJawabanRow,
  soalApi,
  soalById,
  soalMilik,
  statusUjianPada,
  tambahKelompokRow,
  tambahSoalRow,
  tambahUjianRow,
  tandaiPerhitungan,
  tanpaPengerjaanUjian,
  ubahKelompokRow,
  ubahSoalRow,
  ubahUjianRow,
  ujianById,
} from './queries';
import type { DataSoal, IsiJawaban } from './schema';
import { dataSoal, pertanyaanTersimpan, tandaiBerkas, tanpaTanda } from './soal';

type Input = z.infer<typeof import('@kampus/api/contract').SimpanUjian>;

const galat = (message: string, field = 'form') =>
  new ApiError(422, message, undefined, [{ field, message }]);

export const PESAN_UJIAN_SERVER = {
  ujianUtamaWajib: 'Ujian utama wajib dipilih',
  ujianUtamaSalah: 'Ujian utama harus kuis/ujian non-remedial di pertemuan ini',
  pesertaBukanKelas: 'Peserta remedial bukan peserta kelas ini',
  waktuKunciWajib: 'Waktu tampil kunci jawaban wajib diisi',
  belumMulai: 'Pengerjaan belum dimulai',
  soalBukanPengerjaan: 'Soal tidak ditemukan pada pengerjaan ini',
  jenisJawaban: 'Jenis jawaban tidak sesuai dengan soal',
  pilihanTidakAda: 'Pilihan jawaban tidak ditemukan',
  teksTidakDiterima: 'Jawaban teks tidak diterima untuk soal ini',
  berkasTidakDiterima: 'Jenis berkas jawaban tidak diterima untuk soal ini',
  berkasBukanMilik: 'Lampiran jawaban harus berkas yang Anda unggah sendiri',
  belumTersimpan: 'Masih ada jawaban yang belum tersimpan di server. Coba kumpulkan lagi.',
  belumSelesai: 'Pengerjaan belum selesai dikerjakan',
  salinBedaMataKuliah: 'Kuis/ujian hanya dapat disalin dari kelas dengan mata kuliah yang sama',
  kelompokTidakAda: 'Kelompok soal tidak ditemukan',
  soalTidakAda: 'Soal tidak ditemukan',
} as const;

/** The exam save rules of spec 5 in their order (domain validasiFormUjian), then the server's. */
function validasiSimpan(input: Input, idPertemuan: string | null) {
  const cek = validasiFormUjian(
    {
      pertemuan: idPertemuan,
      batas_waktu: input.gunakan_batas_waktu ? 'Ya' : 'Tidak',
      durasi: input.durasi ?? null,
      waktu_mulai: input.waktu_mulai ?? null,
      waktu_selesai: input.waktu_selesai ?? null,
      list_salin_ujian: [],
    },
    // The server always needs the meeting: a lecturer's form sends it from the context.
    { operator: true },
  );
  if (!cek.ok) throw galat(cek.pesan);
  if (input.jenis === 'remedial' && !input.id_ujian_utama) {
    throw galat(PESAN_UJIAN_SERVER.ujianUtamaWajib, 'id_ujian_utama');
  }
  if (input.tampilkan_kunci_jawaban && !input.waktu_tampil_kunci) {
    throw galat(PESAN_UJIAN_SERVER.waktuKunciWajib, 'waktu_tampil_kunci');
  }
}

/** An essay answer must use the kinds its question accepts (spec 3 jenis_file_diterima). */
function cekJawaban(s: BarisSoal, isi: IsiJawabanApi) {
  const d = s.data as DataSoal;
  if (isi.jenis !== d.jenis) throw galat(PESAN_UJIAN_SERVER.jenisJawaban, 'isi.jenis');
  if (isi.jenis === 'pilihan' && d.jenis === 'pilihan') {
    if (isi.pilihan !== null && isi.pilihan >= d.pilihan.length) {
      throw galat(PESAN_UJIAN_SERVER.pilihanTidakAda, 'isi.pilihan');
    }
  }
  if (isi.jenis === 'esay' && d.jenis === 'esay') {
    const diterima = d.jenis_file_diterima as Parameters<typeof ekstensiJawabanEsai>[0];
    if (isi.teks.trim() !== '' && !diterima.includes('text')) {
      throw galat(PESAN_UJIAN_SERVER.teksTidakDiterima, 'isi.teks');
    }
    const ekstensi = ekstensiJawabanEsai(diterima);
    for (const f of isi.files) {
      if (
        !ekstensi.includes(`.${ekstensiBerkas(f.url)}`) &&
        !ekstensi.includes(ekstensiBerkas(f.url))
      ) {
        throw galat(PESAN_UJIAN_SERVER.berkasTidakDiterima, 'isi.files');
      }
    }
  }
}

export function ujianRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  /** File addresses leave the server signed (soal.ts tandaiBerkas). */
  const tandai = <T>(nilai: T): T => tandaiBerkas(nilai, ctx.tokens.secret);
  // A restarted server picks up the deadlines that came due while it was down.
  app.addHook('onReady', async () => {
    mulaiKerjaUjian(ctx).catch((e) =>
      console.warn(`Pekerjaan ujian tidak dapat dimulai: ${(e as Error).message}`),
    );
  });

  async function satu(aktor: Aktor, id: string, kini = new Date()) {
    const { items } = await daftarUjianUntuk(
      db,
      aktor,
      { ids: [id] },
      { page: 1, perPage: 1 },
      kini,
    );
    const u = items[0];
    if (!u) throw notFound(PESAN_UJIAN_TIDAK_ADA);
    return u;
  }

  async function detail(aktor: Aktor, id: string) {
    const u = await satu(aktor, id);
    // The questions and keys are the staff's (a student gets them through the attempt).
    if (!boleh('bacaHasilUjian', aktor)) return { ...u, kelompok_soal: null };
    const kelompok = await kelompokDanSoal(db, id);
    return tandai({ ...u, kelompok_soal: kelompok.map((k) => kelompokApi(k.k, k.soal)) });
  }

  /** The meeting of a save, with write access to its class. */
  async function pertemuanTujuan(aktor: Aktor, idPertemuan: string) {
    const p = await pertemuanById(db, idPertemuan);
    if (!p) throw notFound('Pertemuan tidak ditemukan');
    await aksesKelas(db, aktor, p.idKelasKuliah, 'write');
    return p;
  }

  /** The remedial fields: a non-remedial main exam of the same meeting, class participants. */
  async function remedial(input: Input, idPertemuan: string, idKelas: string, idSendiri?: string) {
    if (input.jenis !== 'remedial') return { idUjianUtama: null, peserta: [] as string[] };
    const utama = await ujianById(db, input.id_ujian_utama ?? '');
    if (
      !utama ||
      utama.jenis === 'remedial' ||
      utama.idPertemuan !== idPertemuan ||
      utama.id === idSendiri
    ) {
      throw galat(PESAN_UJIAN_SERVER.ujianUtamaSalah, 'id_ujian_utama');
    }
    const nim = [...new Set(input.peserta_remedial)];
    const ada = await mahasiswaKelasByNim(db, idKelas, nim);
    const hilang = nim.filter((n) => !ada.some((a) => a.nim === n));
    if (hilang.length > 0) {
      throw galat(
        `${PESAN_UJIAN_SERVER.pesertaBukanKelas}: ${hilang.join(', ')}`,
        'peserta_remedial',
      );
    }
    return { idUjianUtama: utama.id, peserta: ada.map((a) => a.id) };
  }

  function kolomUjian(input: Input) {
    return {
      judul: input.judul,
      deskripsi: sanitasiHtml(dekodeDeskripsi(input.deskripsi)),
      jenis: input.jenis,
      sifat: input.sifat,
      acakSoal: input.acak_soal,
      ditampilkan: input.ditampilkan,
      gunakanBatasWaktu: input.gunakan_batas_waktu,
      durasi: input.gunakan_batas_waktu ? (input.durasi ?? null) : null,
      tampilkanKunciJawaban: input.tampilkan_kunci_jawaban,
      waktuTampilKunci:
        input.tampilkan_kunci_jawaban && input.waktu_tampil_kunci
          ? new Date(input.waktu_tampil_kunci)
          : null,
      waktuMulai: new Date(input.waktu_mulai as string),
      waktuSelesai: new Date(input.waktu_selesai as string),
    };
  }

  /**
   * After an exam's times changed: every open attempt gets its new deadline (and its
   * submission job), and every open exam page hears 'time_changed' and reloads.
   */
  async function waktuBerubah(aktor: Aktor, u: BarisUjian) {
    for (const p of await pengerjaanTerbuka(db, u.id)) {
      const batas = batasPengerjaan(
        {
          waktu_selesai: u.waktuSelesai,
          gunakan_batas_waktu: u.gunakanBatasWaktu,
          durasi: u.durasi,
        },
        p.waktuMulai,
      );
      const baru = batas === null ? null : new Date(batas);
      if ((baru?.getTime() ?? null) === (p.batas?.getTime() ?? null)) continue;
      await setBatas(db, p.id, baru);
      await jadwalkanKumpul(ctx, { ...p, batas: baru });
    }
    await siarkanEvent(
      ctx,
      aktor.idPerguruanTinggi,
      'time_changed',
      { id_ujian: u.id },
      {
        topik: `ujian:${u.id}`,
      },
    );
  }

  const baca = { izin: IZIN.bacaUjian };
  const kelola = { izin: IZIN.kelolaUjian };
  const kerjakan = { izin: IZIN.kerjakanUjian };
  const hasil = { izin: IZIN.bacaHasilUjian };
  const menilai = { izin: IZIN.nilaiUjian };

  // ---- Exams ---------------------------------------------------------------------------------

  route(app, ctx.hooks, calls.daftarUjian, baca, async ({ aktor, query }) => {
    if (query.id_kelas_kuliah) await aksesKelas(db, aktor, query.id_kelas_kuliah, 'read');
    if (query.id_pertemuan) {
      const p = await pertemuanById(db, query.id_pertemuan);
      if (!p) throw notFound('Pertemuan tidak ditemukan');
      await aksesKelas(db, aktor, p.idKelasKuliah, 'read');
    }
    const kini = new Date();
    const { items, total } = await daftarUjianUntuk(
      db,
      aktor,
      {
        idPertemuan: query.id_pertemuan,
        idKelasKuliah: query.id_kelas_kuliah,
        jenis: query.jenis,
        status: query.status,
        search: query.search,
      },
      { page: query.page, perPage: query.per_page },
      kini,
    );
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(
    app,
    ctx.hooks,
    calls.daftarUjianSalin,
    { izin: IZIN.daftarSalinUjian },
    async ({ aktor, query }) => {
      const kini = new Date();
      const { items, total } = await daftarUjianSalinUntuk(
        db,
        aktor,
        {
          search: query.search,
          excludeIdKelasKuliah: query.exclude_id_kelas_kuliah,
          idMataKuliah: query.id_mata_kuliah,
        },
        { page: query.page, perPage: query.per_page },
        kini,
      );
      return { items, total, page: query.page, perPage: query.per_page };
    },
  );

  route(app, ctx.hooks, calls.ujian, baca, async ({ aktor, params }) => {
    await ujianDenganAkses(db, aktor, params.id, 'read');
    return detail(aktor, params.id);
  });

  route(app, ctx.hooks, calls.tambahUjian, kelola, async ({ aktor, body }) => {
    if (!body.id_pertemuan) throw galat(PESAN_UJIAN.pertemuan, 'id_pertemuan');
    validasiSimpan(body, body.id_pertemuan);
    const p = await pertemuanTujuan(aktor, body.id_pertemuan);
    const r = await remedial(body, p.id, p.idKelasKuliah);
    const id = await tambahUjianRow(
      db,
      {
        ...kolomUjian(body),
        idPertemuan: p.id,
        idUjianUtama: r.idUjianUtama,
        dibuatOleh: aktor.idPengguna,
      },
      r.peserta,
    );
    return detail(aktor, id);
  });

  route(app, ctx.hooks, calls.ubahUjian, kelola, async ({ aktor, params, body }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
    const idPertemuan = body.id_pertemuan ?? u.idPertemuan;
    validasiSimpan(body, idPertemuan);
    const p = await pertemuanTujuan(aktor, idPertemuan);
    const r = await remedial(body, p.id, p.idKelasKuliah, u.id);
    const kolom = kolomUjian(body);
    const baru = await ubahUjianRow(
      db,
      u.id,
      { ...kolom, idPertemuan: p.id, idUjianUtama: r.idUjianUtama },
      r.peserta,
    );
    const waktuLain =
      baru.waktuMulai.getTime() !== u.waktuMulai.getTime() ||
      baru.waktuSelesai.getTime() !== u.waktuSelesai.getTime() ||
      baru.durasi !== u.durasi ||
      baru.gunakanBatasWaktu !== u.gunakanBatasWaktu;
    if (waktuLain) await waktuBerubah(aktor, baru);
    return detail(aktor, u.id);
  });

  route(app, ctx.hooks, calls.hapusUjian, kelola, async ({ aktor, params }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
    const kunci = await kunciBerkasSoal(ctx, { idUjian: u.id });
    const hasil = await hapusUjianRow(db, u.id);
    await jadwalkanLepasBerkas(ctx, kunci);
    return hasil;
  });

  route(app, ctx.hooks, calls.salinUjian, kelola, async ({ aktor, body }) => {
    const p = await pertemuanTujuan(aktor, body.id_pertemuan);
    const kini = new Date();
    const { items: sumber } = await daftarUjianSalinUntuk(
      db,
      aktor,
      { ids: body.list_id },
      { page: 1, perPage: body.list_id.length },
      kini,
    );
    const mataKuliahTujuan = await mataKuliahKelas(db, p.idKelasKuliah);
    if (
      sumber.length !== new Set(body.list_id).size ||
      sumber.some((s) => s.kelas_kuliah.mata_kuliah.id !== mataKuliahTujuan)
    ) {
      throw forbidden(PESAN_UJIAN_SERVER.salinBedaMataKuliah);
    }
    const mulai = body.waktu_mulai ?? null;
    const selesai = body.waktu_selesai ?? null;
    for (const s of sumber) {
      const cek = validasiFormUjian(
        {
          pertemuan: p.id,
          batas_waktu: s.gunakan_batas_waktu ? 'Ya' : 'Tidak',
          durasi: s.durasi,
          waktu_mulai: mulai ?? s.waktu_mulai,
          waktu_selesai: selesai ?? s.waktu_selesai,
          list_salin_ujian: [s.id],
        },
        { operator: true },
      );
      if (!cek.ok) throw galat(cek.pesan);
    }
    if (body.salin_kunci_jawaban && !body.waktu_tampil_kunci) {
      throw galat(PESAN_UJIAN_SERVER.waktuKunciWajib, 'waktu_tampil_kunci');
    }
    const ids = await salinUjianRows(
      db,
      sumber.map((x) => x.id),
      {
        idPertemuan: p.id,
        dibuatOleh: aktor.idPengguna,
        waktuMulai: mulai ? new Date(mulai) : null,
        waktuSelesai: selesai ? new Date(selesai) : null,
        tampilkanKunciJawaban: body.salin_kunci_jawaban,
        waktuTampilKunci:
          body.salin_kunci_jawaban && body.waktu_tampil_kunci
            ? new Date(body.waktu_tampil_kunci)
            : null,
      },
    );
    return Promise.all(ids.map((id) => detail(aktor, id)));
  });

  // ---- Question groups and questions ---------------------------------------------------------

  async function kelompokDenganAkses(aktor: Aktor, idUjian: string, idKelompok: string) {
    const { u } = await ujianDenganAkses(db, aktor, idUjian, 'write');
    const k = await kelompokUjian(db, u.id, idKelompok);
    if (!k) throw notFound(PESAN_UJIAN_SERVER.kelompokTidakAda);
    return { u, k };
  }

  async function kelompokDenganSoal(k: { id: string; idUjian: string }) {
    const semua = await kelompokDanSoal(db, k.idUjian);
    const ini = semua.find((x) => x.k.id === k.id);
    if (!ini) throw notFound(PESAN_UJIAN_SERVER.kelompokTidakAda);
    return tandai(kelompokApi(ini.k, ini.soal));
  }

  route(app, ctx.hooks, calls.tambahKelompokSoal, kelola, async ({ aktor, params, body }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
    // A new group has no questions yet: its count is checked against them as they are added.
    if (body.aturan !== 'semua' && (body.jumlah_wajib_dijawab ?? 0) < 1) {
      const cek = validasiKelompokSoal({
        aturan: body.aturan,
        jumlah_wajib_dijawab: body.jumlah_wajib_dijawab,
        jumlahSoal: Number.MAX_SAFE_INTEGER,
      });
      if (!cek.ok) throw galat(cek.pesan, 'jumlah_wajib_dijawab');
    }
    const k = await tambahKelompokRow(db, {
      idUjian: u.id,
      judul: body.judul,
      aturan: body.aturan,
      jumlahWajibDijawab: body.aturan === 'semua' ? null : (body.jumlah_wajib_dijawab ?? null),
    });
    return kelompokApi(k, []);
  });

  route(app, ctx.hooks, calls.ubahKelompokSoal, kelola, async ({ aktor, params, body }) => {
    const { k } = await kelompokDenganAkses(aktor, params.id, params.idKelompok);
    const cek = validasiKelompokSoal({
      aturan: body.aturan,
      jumlah_wajib_dijawab: body.jumlah_wajib_dijawab,
      jumlahSoal: await jumlahSoal(db, { idKelompokSoal: k.id }),
    });
    if (!cek.ok) throw galat(cek.pesan, 'jumlah_wajib_dijawab');
    await ubahKelompokRow(db, k.id, {
      judul: body.judul,
      aturan: body.aturan,
      jumlahWajibDijawab: body.aturan === 'semua' ? null : (body.jumlah_wajib_dijawab ?? null),
    });
    return kelompokDenganSoal(k);
  });

  route(app, ctx.hooks, calls.hapusKelompokSoal, kelola, async ({ aktor, params }) => {
    const { k } = await kelompokDenganAkses(aktor, params.id, params.idKelompok);
    await hapusKelompokRow(db, k.id);
    return null;
  });

  route(app, ctx.hooks, calls.tambahSoal, kelola, async ({ aktor, params, body }) => {
    const { k } = await kelompokDenganAkses(aktor, params.id, params.idKelompok);
    const data = dataSoal(body);
    const s = await tambahSoalRow(
      db,
      { idKelompokSoal: k.id },
      {
        jenis: body.jenis,
        pertanyaan: pertanyaanTersimpan(body.pertanyaan),
        data,
        soalFiles: tanpaTanda(body.soal_files),
        dibuatOleh: aktor.idPengguna,
      },
    );
    return tandai(soalApi(s, true, { name: aktor.nama, username: aktor.username }));
  });

  route(app, ctx.hooks, calls.ubahSoal, kelola, async ({ aktor, params, body }) => {
    const { u, k } = await kelompokDenganAkses(aktor, params.id, params.idKelompok);
    const lama = await soalMilik(db, { idKelompokSoal: k.id }, params.idSoal);
    if (!lama) throw notFound(PESAN_UJIAN_SERVER.soalTidakAda);
    const data = dataSoal(body);
    const kini = new Date();
    const s = await ubahSoalRow(db, lama.id, {
      jenis: body.jenis,
      pertanyaan: pertanyaanTersimpan(body.pertanyaan),
      data,
      soalFiles: tanpaTanda(body.soal_files),
    });
    // A changed key rescores the answers already given (perhitungan_nilai IN_PROGRESS meanwhile).
    if (
      JSON.stringify(kunciOtomatis(lama.data as DataSoal)) !== JSON.stringify(kunciOtomatis(data))
    ) {
      if (await adaPengerjaan(db, u.id)) {
        await tandaiPerhitungan(db, u.id, kini);
        await jadwalkanHitungUlang(ctx, u.id, kini);
      }
    }
    await jadwalkanLepasBerkas(ctx, kunciBerkasBaris(lama));
    return tandai(soalApi(s, true, null));
  });

  route(app, ctx.hooks, calls.hapusSoal, kelola, async ({ aktor, params }) => {
    const { k } = await kelompokDenganAkses(aktor, params.id, params.idKelompok);
    const lama = await soalMilik(db, { idKelompokSoal: k.id }, params.idSoal);
    if (!lama) throw notFound(PESAN_UJIAN_SERVER.soalTidakAda);
    const kunci = await kunciBerkasSoal(ctx, { idSoal: lama.id });
    if (!(await hapusSoalRow(db, { idKelompokSoal: k.id }, lama.id))) {
      throw notFound(PESAN_UJIAN_SERVER.soalTidakAda);
    }
    await jadwalkanLepasBerkas(ctx, kunci);
    return null;
  });

  // ---- Taking an exam (students) -------------------------------------------------------------

  /** The caller's attempt, submitted by the server first when its deadline passed. */
  async function pengerjaanSaya(aktor: Aktor, idUjian: string) {
    const p = await pengerjaanMahasiswa(db, idUjian, aktor.idMahasiswa ?? '');
    return p ? kumpulkanJikaLewat(ctx, p) : null;
  }

  async function pengerjaanUntukMahasiswa(p: BarisPengerjaanDb, u: BarisUjian, kini: Date) {
    return pengerjaanApi(p, {
      jumlahDijawab: await jumlahDijawab(db, p.id),
      tampilkanNilai: nilaiPengerjaanTampil({
        dikumpulkan: p.waktuSelesai !== null,
        isTampilkanNilai: u.isTampilkanNilai,
      }),
      kini,
    });
  }

  route(app, ctx.hooks, calls.mulaiPengerjaan, kerjakan, async ({ aktor, params }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
    const idMahasiswa = aktor.idMahasiswa as string;
    const kini = new Date();
    const ada = await pengerjaanSaya(aktor, u.id);
    if (ada) return pengerjaanUntukMahasiswa(ada, u, kini);
    const status = statusUjianPada(u, kini);
    if (status === 'belum_dimulai') throw conflict(PESAN_PENGERJAAN.belumDimulai);
    if (status === 'selesai') throw conflict(PESAN_PENGERJAAN.sudahBerakhir);
    const id = randomUUID();
    const kelompok = await kelompokDanSoalTersimpan(db, ctx.cache, u.id);
    // Questions are drawn once, here: an attempt started short of them would never get them.
    const masalah = masalahSoalUjian(
      kelompok.map(({ k, soal: daftar }) => ({
        nomor: k.nomor,
        judul: k.judul,
        aturan: k.aturan,
        jumlah_wajib_dijawab: k.jumlahWajibDijawab,
        jumlahSoal: daftar.length,
      })),
    );
    if (masalah.length > 0) throw conflict(PESAN_PENGERJAAN.belumSiap);
    const urutan = kelompok.map(({ k, soal: daftar }) => {
      const pilih = soalUntukPengerjaan(
        {
          id: k.id,
          aturan: k.aturan,
          jumlah_wajib_dijawab: k.jumlahWajibDijawab,
          soal: daftar.map((d) => d.s.id),
        },
        { kunciPengerjaan: id, acakSoal: u.acakSoal },
      );
      return { id_kelompok: k.id, soal: pilih.soal, wajib: pilih.wajibDijawab };
    });
    const batas = batasPengerjaan(
      { waktu_selesai: u.waktuSelesai, gunakan_batas_waktu: u.gunakanBatasWaktu, durasi: u.durasi },
      kini,
    );
    const { p, baru } = await mulaiPengerjaanRow(db, {
      id,
      idUjian: u.id,
      idMahasiswa,
      waktuMulai: kini,
      batas: batas === null ? null : new Date(batas),
      urutan,
    });
    if (baru) await jadwalkanKumpul(ctx, p);
    return pengerjaanUntukMahasiswa(p, u, kini);
  });

  route(app, ctx.hooks, calls.pengerjaanSaya, kerjakan, async ({ aktor, params }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
    const p = await pengerjaanSaya(aktor, u.id);
    return p ? pengerjaanUntukMahasiswa(p, u, new Date()) : null;
  });

  /** The questions of an attempt in its order, with answers; keys and grades as allowed. */
  async function soalDenganJawaban(
    p: BarisPengerjaanDb,
    o: { kunci: boolean; nilai: boolean },
  ): Promise<SoalPengerjaan['kelompok_soal']> {
    const [kelompok, daftarJawaban] = await Promise.all([
      kelompokDanSoalTersimpan(db, ctx.cache, p.idUjian),
      jawabanPengerjaan(db, p.id),
    ]);
    return tandai(
      (p.urutan ?? []).flatMap((urut) => {
        const k = kelompok.find((x) => x.k.id === urut.id_kelompok);
        if (!k) return [];
        return [
          {
            id: k.k.id,
            nomor: k.k.nomor,
            judul: k.k.judul,
            aturan: k.k.aturan,
            wajib_dijawab: Math.min(urut.wajib, urut.soal.length),
            soal: urut.soal.flatMap((idSoal) => {
              const s = k.soal.find((x) => x.s.id === idSoal);
              if (!s) return [];
              const j = daftarJawaban.find((x) => x.idSoal === idSoal);
              return [
                {
                  ...soalApi(s.s, o.kunci, s.oleh),
                  jawaban: j
                    ? {
                        isi: j.isi as IsiJawabanApi,
                        versi: j.versi,
                        disimpan_pada: j.disimpanPada.toISOString(),
                        nilai: o.nilai ? j.nilai : null,
                      }
                    : null,
                },
              ];
            }),
          },
        ];
      }),
    );
  }

  route(app, ctx.hooks, calls.soalPengerjaanSaya, kerjakan, async ({ aktor, params }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
    const p = await pengerjaanSaya(aktor, u.id);
    if (!p) throw notFound(PESAN_UJIAN_SERVER.belumMulai);
    const kini = new Date();
    const pengaturan = await getPengaturan(db, aktor.idPerguruanTinggi);
    const tampilkanSoalResume =
      (pengaturan as { akses_resume_ujian?: { tampilkan_soal?: boolean } } | null)
        ?.akses_resume_ujian?.tampilkan_soal ?? true;
    const kunci =
      p.waktuSelesai !== null &&
      kunciJawabanTampil({
        ujian: {
          tampilkan_kunci_jawaban: u.tampilkanKunciJawaban,
          waktu_tampil_kunci: u.waktuTampilKunci,
        },
        adaPengerjaan: true,
        tampilkanSoalResume,
        sekarang: kini,
      });
    return {
      pengerjaan: await pengerjaanUntukMahasiswa(p, u, kini),
      kunci_tampil: kunci,
      kelompok_soal: await soalDenganJawaban(p, {
        kunci,
        nilai: nilaiPengerjaanTampil({
          dikumpulkan: p.waktuSelesai !== null,
          isTampilkanNilai: u.isTampilkanNilai,
        }),
      }),
    };
  });

  route(app, ctx.hooks, calls.simpanJawaban, kerjakan, async ({ aktor, params, body }) => {
    const kini = new Date();
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
    const p = await pengerjaanMahasiswa(db, u.id, aktor.idMahasiswa ?? '');
    if (!p) throw notFound(PESAN_UJIAN_SERVER.belumMulai);
    if (!(p.urutan ?? []).some((k) => k.soal.includes(params.idSoal))) {
      throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
    }
    const boleh = bolehSimpanJawaban({
      batas: p.batas?.getTime() ?? null,
      kini,
      dikumpulkan: p.waktuSelesai !== null,
    });
    if (!boleh.ok) throw conflict(boleh.pesan);
    const s = await soalById(db, params.idSoal);
    if (!s) throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
    // Stored without the signature its upload answered with; signed again whenever it is read.
    const isiMasuk =
      body.isi.jenis === 'esay'
        ? {
            ...body.isi,
            files: tanpaTanda(body.isi.files),
          }
        : body.isi;
    cekJawaban(s, isiMasuk);
    if (isiMasuk.jenis === 'esay' && isiMasuk.files.length > 0) {
      const kunci = isiMasuk.files.map((f) => f.url.replace('/v2/storager/berkas/', ''));
      const milik = await berkasJawabanMilik(db, kunci, aktor.idPengguna);
      if (kunci.some((k) => !milik.has(k))) {
        throw galat(PESAN_UJIAN_SERVER.berkasBukanMilik, 'isi.files');
      }
    }
    const isi = isiMasuk as IsiJawaban;
    const tersimpan = await simpanJawabanRow(db, {
      idPengerjaan: p.id,
      idSoal: s.id,
      isi,
      versi: body.versi,
      nilai: nilaiOtomatis(kunciOtomatis(s.data as DataSoal), jawabanDinilai(isi)),
      kini,
    });
    if (tersimpan === 'simpan') {
      return {
        id_soal: s.id,
        versi: body.versi,
        hasil: 'simpan' as const,
        disimpan_pada: kini.toISOString(),
      };
    }
    if (tersimpan === 'ditolak') {
      // Submitted or past the deadline between the check above and the write.
      const sekarang = await pengerjaanMahasiswa(db, u.id, aktor.idMahasiswa ?? '');
      throw conflict(
        sekarang?.waktuSelesai ? PESAN_PENGERJAAN.sudahDikumpulkan : PESAN_PENGERJAAN.waktuHabis,
      );
    }
    return {
      id_soal: s.id,
      versi: tersimpan.versi,
      hasil: tersimpan.versi === body.versi ? ('sudah_ada' as const) : ('usang' as const),
      disimpan_pada: tersimpan.disimpanPada.toISOString(),
    };
  });

  route(app, ctx.hooks, calls.kumpulkanPengerjaan, kerjakan, async ({ aktor, params, body }) => {
    const kini = new Date();
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
    let p = await pengerjaanSaya(aktor, u.id);
    if (!p) throw notFound(PESAN_UJIAN_SERVER.belumMulai);
    if (p.waktuSelesai === null) {
      // Only what the server holds counts: the device must have delivered every version first.
      const daftar = await jawabanPengerjaan(db, p.id);
      const kurang = body.jawaban.filter(
        (j) => (daftar.find((x) => x.idSoal === j.id_soal)?.versi ?? 0) < j.versi,
      );
      if (kurang.length > 0) throw conflict(PESAN_UJIAN_SERVER.belumTersimpan);
      const dikumpulkan = await kumpulkanOlehMahasiswa(db, p.id, kini);
      p = dikumpulkan
        ? await hitungUlangPengerjaan(db, dikumpulkan)
        : ((await pengerjaanSaya(aktor, u.id)) ?? p);
    }
    return pengerjaanUntukMahasiswa(p, u, kini);
  });

  // ---- Results (lecturers and operators) -----------------------------------------------------

  route(app, ctx.hooks, calls.daftarPengerjaan, hasil, async ({ aktor, params, query }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read');
    const kini = new Date();
    for (const p of await pengerjaanTerbuka(db, u.id)) await kumpulkanJikaLewat(ctx, p, kini);
    const { items, total } = await daftarPengerjaanUjian(
      db,
      u.id,
      { search: query.search, page: query.page, perPage: query.per_page },
      kini,
    );
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(app, ctx.hooks, calls.tanpaPengerjaan, hasil, async ({ aktor, params, query }) => {
    const { u, idKelas } = await ujianDenganAkses(db, aktor, params.id, 'read');
    const { items, total } = await tanpaPengerjaanUjian(db, u, idKelas, {
      search: query.search,
      page: query.page,
      perPage: query.per_page,
    });
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(app, ctx.hooks, calls.statistikJawaban, hasil, async ({ aktor, params }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read');
    const [kelompok, daftar] = await Promise.all([
      kelompokDanSoal(db, u.id),
      jawabanUjian(db, u.id),
    ]);
    // Numbered 1..N across the groups in the editor's order, as the editor and grading show them.
    return soalBernomor(kelompok).map(({ soal: { s }, kelompok: { k }, nomor }) => {
      const d = s.data as DataSoal;
      const milik = daftar.filter((j) => j.idSoal === s.id);
      const sebaran =
        d.jenis === 'pilihan'
          ? d.pilihan.map(
              (_, i) =>
                milik.filter(
                  (j) =>
                    (j.isi as IsiJawaban).jenis === 'pilihan' &&
                    (j.isi as { pilihan: number | null }).pilihan === i,
                ).length,
            )
          : d.jenis === 'benar_salah'
            ? (['benar', 'salah'] as const).map(
                (v) => milik.filter((j) => (j.isi as { jawaban?: string }).jawaban === v).length,
              )
            : [];
      const dinilai = milik.filter((j) => j.nilai !== null);
      return {
        id_soal: s.id,
        id_kelompok_soal: k.id,
        nomor,
        jenis: s.jenis,
        pertanyaan: s.pertanyaan,
        jumlah_menjawab: milik.length,
        jumlah_benar: milik.filter((j) => j.nilai === 100).length,
        sebaran,
        rata_rata_nilai:
          dinilai.length === 0
            ? null
            : Math.round((dinilai.reduce((a, j) => a + (j.nilai ?? 0), 0) / dinilai.length) * 100) /
              100,
      };
    });
  });

  route(app, ctx.hooks, calls.eksporPengerjaan, hasil, async ({ aktor, params, reply }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read');
    const kini = new Date();
    const { items } = await daftarPengerjaanUjian(db, u.id, { page: 1, perPage: 100_000 }, kini);
    const isi = await eksporPengerjaanXlsx(u, items);
    const nama = `Nilai ${u.judul}.xlsx`.replace(/[\\/:*?"<>|\r\n]+/g, ' ');
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        `attachment; filename="${nama.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(nama)}`,
      )
      .send(isi);
    return undefined;
  });

  /** One attempt as the lecturer sees it. */
  async function barisSatu(p: BarisPengerjaanDb, kini: Date) {
    const m = await mahasiswaById(db, p.idMahasiswa);
    const daftar = await jawabanPengerjaan(db, p.id);
    return barisPengerjaanApi(
      p,
      m ?? { id: p.idMahasiswa, nim: '', nama: '' },
      { dijawab: daftar.length, belum: daftar.filter((j) => j.nilai === null).length },
      kini,
    );
  }

  route(app, ctx.hooks, calls.detailPengerjaan, hasil, async ({ aktor, params }) => {
    const { p: awal } = await pengerjaanDenganAkses(
      db,
      aktor,
      params.idPengerjaan,
      'read',
      params.id,
    );
    const kini = new Date();
    const p = await kumpulkanJikaLewat(ctx, awal, kini);
    return {
      ...(await barisSatu(p, kini)),
      kelompok_soal: await soalDenganJawaban(p, { kunci: true, nilai: true }),
    };
  });

  route(app, ctx.hooks, calls.resetPengerjaan, menilai, async ({ aktor, params }) => {
    const { p } = await pengerjaanDenganAkses(db, aktor, params.id, 'write');
    const kunci = await kunciBerkasSoal(ctx, { idPengerjaan: p.id });
    await hapusPengerjaanRow(db, p.id);
    await jadwalkanLepasBerkas(ctx, kunci);
    return null;
  });

  route(app, ctx.hooks, calls.publishNilai, menilai, async ({ aktor, params, body }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
    await setTampilkanNilai(db, u.id, body.is_tampilkan_nilai);
    return { is_tampilkan_nilai: body.is_tampilkan_nilai };
  });

  /** Grading needs a finished attempt (submitted, or past its deadline and so submitted now). */
  async function pengerjaanSelesai(aktor: Aktor, idPengerjaan: string, idUjian?: string) {
    const { p: awal, u } = await pengerjaanDenganAkses(db, aktor, idPengerjaan, 'write', idUjian);
    const p = await kumpulkanJikaLewat(ctx, awal);
    if (p.waktuSelesai === null) throw conflict(PESAN_UJIAN_SERVER.belumSelesai);
    return { p, u };
  }

  route(app, ctx.hooks, calls.nilaiSoal, menilai, async ({ aktor, params, body }) => {
    const { p } = await pengerjaanSelesai(aktor, params.idPengerjaan, params.id);
    const urut = (p.urutan ?? []).find((k) => k.id_kelompok === params.idKelompok);
    if (!urut?.soal.includes(params.idSoal)) {
      throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
    }
    const s = await soalById(db, params.idSoal);
    if (!s) throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
    // An unanswered question can be graded too (partial credit): it gets an empty answer.
    await nilaiSoalRow(db, { idPengerjaan: p.id, s, nilai: body.nilai, oleh: aktor.idPengguna });
    const baru = await hitungUlangPengerjaan(db, p);
    return barisSatu(baru, new Date());
  });

  route(app, ctx.hooks, calls.penguranganNilai, menilai, async ({ aktor, params, body }) => {
    const { p } = await pengerjaanSelesai(aktor, params.id);
    const row = await setPengurangan(db, p.id, body.nilai);
    const baru = await hitungUlangPengerjaan(db, row ?? p);
    return barisSatu(baru, new Date());
  });

  route(app, ctx.hooks, calls.perhitunganNilaiPengerjaan, hasil, async ({ aktor, params }) => {
    const { u } = await pengerjaanDenganAkses(db, aktor, params.idPengerjaan, 'read', params.id);
    return { status: u.perhitunganSejak ? ('IN_PROGRESS' as const) : ('COMPLETED' as const) };
  });

  route(app, ctx.hooks, calls.perhitunganNilaiUjian, hasil, async ({ aktor, params }) => {
    const { u } = await ujianDenganAkses(db, aktor, params.id, 'read');
    return { status: u.perhitunganSejak ? ('IN_PROGRESS' as const) : ('COMPLETED' as const) };
  });
}
