import type { calls } from '@kampus/api/contract';
import { PESAN_UJIAN_SERVER, soalBernomor } from '@kampus/domain';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../http/errors';
import type { HandlerContext } from '../../../http/route';
import type { Aktor } from '../../auth';
import { type DataSoal, jadwalkanLepasBerkas, soalById, storageKeysBerkasSoal } from '../../soal';
import { pengerjaanDenganAkses, ujianDenganAkses } from '../akses';
import { eksporPengerjaanXlsx } from '../ekspor';
import { kumpulkanJikaLewat } from '../kerja';
import { hitungUlangPengerjaan } from '../nilai';
import { soalDenganJawaban } from '../pengerjaan/service';
import {
  type BarisPengerjaanDb,
  jawabanPengerjaan,
  kelompokDanSoal,
  pengerjaanTerbuka,
} from '../queries';
import type { IsiJawaban } from '../schema';
import {
  barisPengerjaanApi,
  daftarPengerjaanUjian,
  hapusPengerjaanRow,
  jawabanUjian,
  mahasiswaById,
  nilaiSoalRow,
  setPengurangan,
  setTampilkanNilai,
  tanpaPengerjaanUjian,
} from './queries';

// Results and grading (lecturers and operators): the attempts of an exam, who has not started,
// the answers' statistics, the export, grading and publishing the scores. Each route of
// ./routes.ts calls one of these.

/** One attempt as the lecturer sees it. */
async function barisSatu(ctx: AppContext, p: BarisPengerjaanDb, kini: Date) {
  const db = ctx.database.db;
  const m = await mahasiswaById(db, p.idMahasiswa);
  const daftar = await jawabanPengerjaan(db, p.id);
  return barisPengerjaanApi(
    p,
    m ?? { id: p.idMahasiswa, nim: '', nama: '' },
    { dijawab: daftar.length, belum: daftar.filter((j) => j.nilai === null).length },
    kini,
  );
}

/** Grading needs a finished attempt (submitted, or past its deadline and so submitted now). */
async function pengerjaanSelesai(
  ctx: AppContext,
  aktor: Aktor,
  idPengerjaan: string,
  idUjian?: string,
) {
  const { p: awal, u } = await pengerjaanDenganAkses(
    ctx.database.db,
    aktor,
    idPengerjaan,
    'write',
    idUjian,
  );
  const p = await kumpulkanJikaLewat(ctx, awal);
  if (p.waktuSelesai === null) throw conflict(PESAN_UJIAN_SERVER.belumSelesai);
  return { p, u };
}

export async function daftarPengerjaan(
  ctx: AppContext,
  { aktor, params, query }: HandlerContext<typeof calls.daftarPengerjaan>,
) {
  const db = ctx.database.db;
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
}

export async function tanpaPengerjaan(
  ctx: AppContext,
  { aktor, params, query }: HandlerContext<typeof calls.tanpaPengerjaan>,
) {
  const db = ctx.database.db;
  const { u, idKelas } = await ujianDenganAkses(db, aktor, params.id, 'read');
  const { items, total } = await tanpaPengerjaanUjian(db, u, idKelas, {
    search: query.search,
    page: query.page,
    perPage: query.per_page,
  });
  return { items, total, page: query.page, perPage: query.per_page };
}

export async function statistikJawaban(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.statistikJawaban>,
) {
  const db = ctx.database.db;
  const { u } = await ujianDenganAkses(db, aktor, params.id, 'read');
  const [kelompok, daftar] = await Promise.all([kelompokDanSoal(db, u.id), jawabanUjian(db, u.id)]);
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
}

export async function eksporPengerjaan(
  ctx: AppContext,
  { aktor, params, reply }: HandlerContext<typeof calls.eksporPengerjaan>,
) {
  const db = ctx.database.db;
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
}

export async function detailPengerjaan(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.detailPengerjaan>,
) {
  const { p: awal } = await pengerjaanDenganAkses(
    ctx.database.db,
    aktor,
    params.idPengerjaan,
    'read',
    params.id,
  );
  const kini = new Date();
  const p = await kumpulkanJikaLewat(ctx, awal, kini);
  return {
    ...(await barisSatu(ctx, p, kini)),
    kelompok_soal: await soalDenganJawaban(ctx, p, { kunci: true, nilai: true }),
  };
}

export async function resetPengerjaan(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.resetPengerjaan>,
) {
  const { p } = await pengerjaanDenganAkses(ctx.database.db, aktor, params.id, 'write');
  const kunci = await storageKeysBerkasSoal(ctx, { idPengerjaan: p.id });
  await hapusPengerjaanRow(ctx.database.db, p.id);
  await jadwalkanLepasBerkas(ctx, kunci);
  return null;
}

export async function publishNilai(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.publishNilai>,
) {
  const { u } = await ujianDenganAkses(ctx.database.db, aktor, params.id, 'write');
  await setTampilkanNilai(ctx.database.db, u.id, body.is_tampilkan_nilai);
  return { is_tampilkan_nilai: body.is_tampilkan_nilai };
}

export async function nilaiSoal(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.nilaiSoal>,
) {
  const db = ctx.database.db;
  const { p } = await pengerjaanSelesai(ctx, aktor, params.idPengerjaan, params.id);
  const urut = (p.urutan ?? []).find((k) => k.id_kelompok === params.idKelompok);
  if (!urut?.soal.includes(params.idSoal)) {
    throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
  }
  const s = await soalById(db, params.idSoal);
  if (!s) throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
  // An unanswered question can be graded too (partial credit): it gets an empty answer.
  await nilaiSoalRow(db, { idPengerjaan: p.id, s, nilai: body.nilai, oleh: aktor.idPengguna });
  const baru = await hitungUlangPengerjaan(db, p);
  return barisSatu(ctx, baru, new Date());
}

export async function penguranganNilai(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.penguranganNilai>,
) {
  const db = ctx.database.db;
  const { p } = await pengerjaanSelesai(ctx, aktor, params.id);
  const row = await setPengurangan(db, p.id, body.nilai);
  const baru = await hitungUlangPengerjaan(db, row ?? p);
  return barisSatu(ctx, baru, new Date());
}

export async function perhitunganNilaiPengerjaan(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.perhitunganNilaiPengerjaan>,
) {
  const { u } = await pengerjaanDenganAkses(
    ctx.database.db,
    aktor,
    params.idPengerjaan,
    'read',
    params.id,
  );
  return { status: u.perhitunganSejak ? ('IN_PROGRESS' as const) : ('COMPLETED' as const) };
}

export async function perhitunganNilaiUjian(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.perhitunganNilaiUjian>,
) {
  const { u } = await ujianDenganAkses(ctx.database.db, aktor, params.id, 'read');
  return { status: u.perhitunganSejak ? ('IN_PROGRESS' as const) : ('COMPLETED' as const) };
}
