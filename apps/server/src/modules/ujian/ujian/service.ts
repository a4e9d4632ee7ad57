import type { calls } from '@kampus/api/contract';
import {
  batasPengerjaan,
  boleh,
  PESAN_UJIAN,
  PESAN_UJIAN_SERVER,
  validasiFormUjian,
} from '@kampus/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { forbidden, notFound, tidakValid } from '../../../http/errors';
import type { HandlerContext } from '../../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../../http/sanitasi';
import { siarkanEvent } from '../../../platform/sse';
import type { Aktor } from '../../auth';
import { kehadiranAktivitasBerubah } from '../../kehadiran';
import { aksesKelas } from '../../kelas';
import { mataKuliahKelas } from '../../materi';
import { pertemuanById } from '../../pertemuan';
import { jadwalkanLepasBerkas, storageKeysBerkasSoal, tandaiBerkas } from '../../soal';
import { ujianDenganAkses } from '../akses';
import { jadwalkanKumpul } from '../kerja';
import {
  type BarisUjian,
  kelompokApi,
  kelompokDanSoal,
  pengerjaanTerbuka,
  setBatas,
  ujianById,
} from '../queries';
import { daftarUjianSalinUntuk, daftarUjianUntuk } from './daftar';
import {
  hapusUjianRow,
  mahasiswaKelasByNim,
  salinUjianRows,
  tambahUjianRow,
  ubahUjianRow,
} from './queries';

// The exam itself (spec 7 /lms/ujian): its list, one exam, saving, removing and copying it.
// Each route of ./routes.ts calls one of these.

type Input = z.infer<typeof import('@kampus/api/contract').SimpanUjian>;

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
  if (!cek.ok) throw tidakValid(cek.pesan);
  if (input.jenis === 'remedial' && !input.id_ujian_utama) {
    throw tidakValid(PESAN_UJIAN_SERVER.ujianUtamaWajib, 'id_ujian_utama');
  }
  if (input.tampilkan_kunci_jawaban && !input.waktu_tampil_kunci) {
    throw tidakValid(PESAN_UJIAN_SERVER.waktuKunciWajib, 'waktu_tampil_kunci');
  }
}

async function satu(ctx: AppContext, aktor: Aktor, id: string, kini = new Date()) {
  const { items } = await daftarUjianUntuk(
    ctx.database.db,
    aktor,
    { ids: [id] },
    { page: 1, perPage: 1 },
    kini,
  );
  const u = items[0];
  if (!u) throw notFound(PESAN_UJIAN_SERVER.tidakAda);
  return u;
}

/** One exam as the API shows it; its questions and keys for the staff only. */
async function detail(ctx: AppContext, aktor: Aktor, id: string) {
  const u = await satu(ctx, aktor, id);
  // The questions and keys are the staff's (a student gets them through the attempt).
  if (!boleh('bacaHasilUjian', aktor)) return { ...u, kelompok_soal: null };
  const kelompok = await kelompokDanSoal(ctx.database.db, id);
  return tandaiBerkas(
    { ...u, kelompok_soal: kelompok.map((k) => kelompokApi(k.k, k.soal)) },
    ctx.tokens.secret,
  );
}

/** The meeting of a save, with write access to its class. */
async function pertemuanTujuan(ctx: AppContext, aktor: Aktor, idPertemuan: string) {
  const db = ctx.database.db;
  const p = await pertemuanById(db, idPertemuan);
  if (!p) throw notFound(PESAN_UJIAN_SERVER.pertemuanTidakAda);
  await aksesKelas(db, aktor, p.idKelasKuliah, 'write');
  return p;
}

/** The remedial fields: a non-remedial main exam of the same meeting, class participants. */
async function remedial(
  ctx: AppContext,
  input: Input,
  idPertemuan: string,
  idKelas: string,
  idSendiri?: string,
) {
  if (input.jenis !== 'remedial') return { idUjianUtama: null, peserta: [] as string[] };
  const db = ctx.database.db;
  const utama = await ujianById(db, input.id_ujian_utama ?? '');
  if (
    !utama ||
    utama.jenis === 'remedial' ||
    utama.idPertemuan !== idPertemuan ||
    utama.id === idSendiri
  ) {
    throw tidakValid(PESAN_UJIAN_SERVER.ujianUtamaSalah, 'id_ujian_utama');
  }
  const nim = [...new Set(input.peserta_remedial)];
  const ada = await mahasiswaKelasByNim(db, idKelas, nim);
  const hilang = nim.filter((n) => !ada.some((a) => a.nim === n));
  if (hilang.length > 0) {
    throw tidakValid(
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
async function waktuBerubah(ctx: AppContext, aktor: Aktor, u: BarisUjian) {
  const db = ctx.database.db;
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

export async function daftarUjian(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarUjian>,
) {
  const db = ctx.database.db;
  if (query.id_kelas_kuliah) await aksesKelas(db, aktor, query.id_kelas_kuliah, 'read');
  if (query.id_pertemuan) {
    const p = await pertemuanById(db, query.id_pertemuan);
    if (!p) throw notFound(PESAN_UJIAN_SERVER.pertemuanTidakAda);
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
}

export async function daftarUjianSalin(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarUjianSalin>,
) {
  const kini = new Date();
  const { items, total } = await daftarUjianSalinUntuk(
    ctx.database.db,
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
}

export async function bacaUjian(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.ujian>,
) {
  await ujianDenganAkses(ctx.database.db, aktor, params.id, 'read');
  return detail(ctx, aktor, params.id);
}

export async function tambahUjian(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.tambahUjian>,
) {
  if (!body.id_pertemuan) throw tidakValid(PESAN_UJIAN.pertemuan, 'id_pertemuan');
  validasiSimpan(body, body.id_pertemuan);
  const p = await pertemuanTujuan(ctx, aktor, body.id_pertemuan);
  const r = await remedial(ctx, body, p.id, p.idKelasKuliah);
  const id = await tambahUjianRow(
    ctx.database.db,
    {
      ...kolomUjian(body),
      idPertemuan: p.id,
      idUjianUtama: r.idUjianUtama,
      dibuatOleh: aktor.idPengguna,
    },
    r.peserta,
  );
  // A new exam of a started meeting counting submissions (a remedial one never counts).
  if (body.jenis !== 'remedial') await kehadiranAktivitasBerubah(ctx, aktor, [p.id], 'ujian');
  return detail(ctx, aktor, id);
}

export async function ubahUjian(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahUjian>,
) {
  const db = ctx.database.db;
  const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
  const idPertemuan = body.id_pertemuan ?? u.idPertemuan;
  validasiSimpan(body, idPertemuan);
  const p = await pertemuanTujuan(ctx, aktor, idPertemuan);
  const r = await remedial(ctx, body, p.id, p.idKelasKuliah, u.id);
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
  if (waktuLain) await waktuBerubah(ctx, aktor, baru);
  // Moved, to or from remedial, or renamed (the title is shown in the details): recalculated.
  if (
    baru.idPertemuan !== u.idPertemuan ||
    (baru.jenis === 'remedial') !== (u.jenis === 'remedial') ||
    (baru.jenis !== 'remedial' && baru.judul !== u.judul)
  ) {
    await kehadiranAktivitasBerubah(ctx, aktor, [u.idPertemuan, baru.idPertemuan], 'ujian');
  }
  return detail(ctx, aktor, u.id);
}

export async function hapusUjian(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusUjian>,
) {
  const db = ctx.database.db;
  const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
  const kunci = await storageKeysBerkasSoal(ctx, { idUjian: u.id });
  const hasil = await hapusUjianRow(db, u.id);
  await jadwalkanLepasBerkas(ctx, kunci);
  if (u.jenis !== 'remedial') await kehadiranAktivitasBerubah(ctx, aktor, [u.idPertemuan], 'ujian');
  return hasil;
}

export async function salinUjian(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.salinUjian>,
) {
  const db = ctx.database.db;
  const p = await pertemuanTujuan(ctx, aktor, body.id_pertemuan);
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
    if (!cek.ok) throw tidakValid(cek.pesan);
  }
  if (body.salin_kunci_jawaban && !body.waktu_tampil_kunci) {
    throw tidakValid(PESAN_UJIAN_SERVER.waktuKunciWajib, 'waktu_tampil_kunci');
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
  await kehadiranAktivitasBerubah(ctx, aktor, [p.id], 'ujian');
  return Promise.all(ids.map((id) => detail(ctx, aktor, id)));
}
