import type { BerkasTugas, calls, SimpanTugas, Tugas } from '@kampus/api/contract';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  BYTE_PER_MB,
  EKSTENSI_FOLDER_UNGGAH,
  ekstensiBerkas,
  hanyaMilikSendiri,
  MAKS_LAMPIRAN_TUGAS,
  PESAN_TUGAS,
  PESAN_TUGAS_SERVER,
  validasiTugas,
} from '@kampus/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { badRequest, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth';
import { kehadiranAktivitasBerubah } from '../kehadiran';
import { getPengaturan } from '../sistem';
import {
  type BerkasTersimpan,
  bagianMultipart,
  hapusBerkasRow,
  simpanUnggahan,
  tandaiUrl,
  urlBerkas,
} from '../storager';
import { pertemuanDenganAkses, tugasDenganAkses } from './akses';
import {
  type BarisTugas,
  daftarTugasRows,
  type FilterTugas,
  hapusKelompokTugasRows,
  hapusLampiranRow,
  hapusTugasRow,
  jumlahLampiran,
  jumlahPengumpulan,
  type KolomTugas,
  lampiranTugasRows,
  rekapTugasRows,
  tambahLampiranRows,
  tambahTugasRow,
  ubahTugasRow,
} from './queries';
import { ringkasanPengumpulanSaya } from './queriesPengumpulan';

// Assignments (issue 24): the list of a meeting or of the caller's classes (/tugas), one
// assignment, saving, removing, and its attachments. Each route of ./routes.ts calls one of these.

type Input = z.output<typeof SimpanTugas>;

/** A stored file as assignments show it, its address signed (storager/tanda.ts). */
export function berkasTugas(
  ctx: AppContext,
  b: { kunci: string; nama: string; ukuran: number },
): BerkasTugas {
  return {
    name: b.nama,
    content_length: b.ukuran,
    url: tandaiUrl(urlBerkas(b.kunci), ctx.tokens.secret),
    extension: ekstensiBerkas(b.nama).replace(/^\./, ''),
  };
}

/** A submission's largest file in bytes: the assignment's, else the settings', else 10240 KB. */
export async function batasUkuranByte(db: Db, aktor: Aktor, t: BarisTugas) {
  if (t.batasUkuranMb) return Math.round(t.batasUkuranMb * BYTE_PER_MB);
  const mb = (await getPengaturan(db, aktor.idPerguruanTinggi))?.pengaturan_kelas
    ?.batas_ukuran_unggah_mb?.lampiran_jawaban_esai;
  return mb ? Math.round(mb * BYTE_PER_MB) : BATAS_UNGGAH_DEFAULT_BYTE;
}

/** The accepted extensions of a submission's files. */
export const jenisFileTugas = (t: BarisTugas): readonly string[] =>
  t.jenisFileDiterima.length > 0 ? t.jenisFileDiterima : EKSTENSI_FOLDER_UNGGAH.pengumpulan_tugas;

/** Assignments as the API shows them; the monitoring counts for staff only. */
async function tampilkan(
  ctx: AppContext,
  aktor: Aktor,
  f: FilterTugas,
  paging: { page: number; perPage: number },
) {
  const db = ctx.database.db;
  const kini = new Date();
  const { rows, total } = await daftarTugasRows(db, f, paging);
  const ids = rows.map((r) => r.t.id);
  const lampiran = await lampiranTugasRows(db, ids);
  const staf = !hanyaMilikSendiri(aktor.role);
  const rekap = staf
    ? await rekapTugasRows(
        db,
        rows.map((r) => ({
          id: r.t.id,
          jenis: r.t.jenis,
          idKelas: r.idKelas,
          waktuMulai: r.t.waktuMulai,
        })),
        kini,
      )
    : new Map();
  const saya =
    !staf && aktor.idMahasiswa ? await ringkasanPengumpulanSaya(db, ids, aktor.idMahasiswa) : [];
  const batasDefault = await batasUkuranByte(db, aktor, { batasUkuranMb: null } as BarisTugas);
  const items = rows.map(
    (r): Tugas => ({
      id: r.t.id,
      id_kelas_kuliah: r.idKelas,
      id_pertemuan: r.t.idPertemuan,
      pertemuan: { nomor: r.nomor, judul: r.judulPertemuan },
      mata_kuliah: { kode: r.kodeMk, nama: r.namaMk },
      judul: r.t.judul,
      deskripsi: r.t.deskripsi,
      jenis: r.t.jenis,
      waktu_mulai: r.t.waktuMulai.toISOString(),
      waktu_selesai: r.t.waktuSelesai.toISOString(),
      terima_terlambat: r.t.terimaTerlambat,
      jenis_file_diterima: [...jenisFileTugas(r.t)],
      batas_ukuran_mb: r.t.batasUkuranMb ?? batasDefault / BYTE_PER_MB,
      lampiran: lampiran.filter((l) => l.idTugas === r.t.id).map((l) => berkasTugas(ctx, l)),
      rekap: rekap.get(r.t.id) ?? null,
      pengumpulan_saya: (() => {
        const p = saya.find((x) => x.idTugas === r.t.id);
        return p
          ? { waktu_kirim: p.waktuKirim.toISOString(), terlambat: p.terlambat, nilai: p.nilai }
          : null;
      })(),
      created_by: r.pembuat?.username ? r.pembuat : null,
      created_at: r.t.createdAt.toISOString(),
    }),
  );
  return { items, total };
}

export async function satuTugas(ctx: AppContext, aktor: Aktor, id: string) {
  const { items } = await tampilkan(
    ctx,
    aktor,
    { idPerguruanTinggi: aktor.idPerguruanTinggi, ids: [id] },
    { page: 1, perPage: 1 },
  );
  const t = items[0];
  if (!t) throw notFound(PESAN_TUGAS_SERVER.tidakAda);
  return t;
}

/**
 * The form's rules in the spec's order (domain validasiTugas); the server always needs the
 * meeting. When editing, `asal` keeps the type once something was handed in.
 */
function validasi(
  input: Input,
  idPertemuan: string | null,
  asal: { jenis: string; jumlah_pengumpulan: number } | null,
): KolomTugas {
  const cek = validasiTugas(
    {
      pertemuan: idPertemuan,
      judul: input.judul,
      deskripsi: input.deskripsi,
      jenis: input.jenis ?? null,
      waktu_mulai: input.waktu_mulai ?? null,
      waktu_selesai: input.waktu_selesai ?? null,
      terima_terlambat: input.terima_terlambat,
    },
    { operator: true, asal },
  );
  if (!cek.ok) throw tidakValid(cek.pesan);
  const deskripsi = sanitasiHtml(dekodeDeskripsi(input.deskripsi));
  // A description of only markup (an empty editor, or a script removed) is empty.
  if (deskripsi.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/i.test(deskripsi)) {
    throw tidakValid(PESAN_TUGAS.deskripsi, 'deskripsi');
  }
  return {
    judul: input.judul,
    deskripsi,
    jenis: input.jenis as NonNullable<Input['jenis']>,
    waktuMulai: new Date(input.waktu_mulai as string),
    waktuSelesai: new Date(input.waktu_selesai as string),
    terimaTerlambat: input.terima_terlambat,
    jenisFileDiterima: [...new Set(input.jenis_file_diterima ?? [])],
    batasUkuranMb: input.batas_ukuran_mb ?? null,
  };
}

export async function daftarTugas(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarTugas>,
) {
  const db = ctx.database.db;
  if (query.id_pertemuan) await pertemuanDenganAkses(db, aktor, query.id_pertemuan, 'read');
  const f: FilterTugas = {
    idPerguruanTinggi: aktor.idPerguruanTinggi,
    idPertemuan: query.id_pertemuan,
    idKelas: query.id_kelas_kuliah,
    jenis: query.jenis,
    search: query.search?.trim() || undefined,
    // Across classes (/tugas): only the classes the caller attends or teaches.
    lingkup: query.id_pertemuan ? undefined : aktor,
  };
  const { items, total } = await tampilkan(ctx, aktor, f, {
    page: query.page,
    perPage: query.per_page,
  });
  return { items, total, page: query.page, perPage: query.per_page };
}

export async function bacaTugas(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.tugas>,
) {
  await tugasDenganAkses(ctx.database.db, aktor, params.id, 'read');
  return satuTugas(ctx, aktor, params.id);
}

export async function tambahTugas(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.tambahTugas>,
) {
  // The meeting's class first: its form's messages are for those who may change it.
  const p = body.id_pertemuan
    ? await pertemuanDenganAkses(ctx.database.db, aktor, body.id_pertemuan, 'write')
    : null;
  const kolom = validasi(body, p?.id ?? null, null);
  const id = await tambahTugasRow(ctx.database.db, {
    ...kolom,
    idPertemuan: p?.id as string,
    dibuatOleh: aktor.idPengguna,
  });
  // A new assignment of a started meeting counting hand-ins: its students' progress recalculated.
  await kehadiranAktivitasBerubah(ctx, aktor, [p?.id], 'tugas');
  return satuTugas(ctx, aktor, id);
}

export async function ubahTugas(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahTugas>,
) {
  const db = ctx.database.db;
  const { t: lama } = await tugasDenganAkses(db, aktor, params.id, 'write');
  const idPertemuan = body.id_pertemuan ?? lama.idPertemuan;
  // Moving it to another meeting needs the right to change that meeting's class too.
  if (idPertemuan !== lama.idPertemuan) {
    await pertemuanDenganAkses(db, aktor, idPertemuan, 'write');
  }
  const kolom = validasi(body, idPertemuan, {
    jenis: lama.jenis,
    jumlah_pengumpulan: await jumlahPengumpulan(db, lama.id),
  });
  await transaksi(db, async (tx) => {
    await ubahTugasRow(tx, lama.id, { ...kolom, idPertemuan });
    // Groups belong to a group assignment (none was handed in, or the type would be locked).
    if (lama.jenis === 'kelompok' && kolom.jenis === 'individu') {
      await hapusKelompokTugasRows(tx, lama.id);
    }
  });
  // Moved or renamed (the title is shown in the details): both meetings recalculated.
  if (idPertemuan !== lama.idPertemuan || kolom.judul !== lama.judul) {
    await kehadiranAktivitasBerubah(ctx, aktor, [lama.idPertemuan, idPertemuan], 'tugas');
  }
  return satuTugas(ctx, aktor, lama.id);
}

export async function hapusTugas(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusTugas>,
) {
  const { t } = await tugasDenganAkses(ctx.database.db, aktor, params.id, 'write');
  const kunci = await hapusTugasRow(ctx.database.db, params.id);
  for (const k of kunci) await ctx.storage.hapus(k);
  await kehadiranAktivitasBerubah(ctx, aktor, [t.idPertemuan], 'tugas');
  return null;
}

/**
 * Attachments (spec 3 file kind lampiran_tugas): parts `files`, each checked by extension,
 * content and size as POST /v2/storager checks them; any refusal removes what this request
 * stored.
 */
export async function unggahLampiranTugas(
  ctx: AppContext,
  { aktor, params, req }: HandlerContext<typeof calls.unggahLampiranTugas>,
) {
  const db = ctx.database.db;
  await tugasDenganAkses(db, aktor, params.id, 'write');
  if (!req.isMultipart()) throw badRequest(PESAN_TUGAS_SERVER.bukanMultipart);
  const sudah = await jumlahLampiran(db, params.id);
  const tersimpan: BerkasTersimpan[] = [];
  try {
    for await (const part of bagianMultipart(req, { maksBerkas: MAKS_LAMPIRAN_TUGAS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      if (sudah + tersimpan.length >= MAKS_LAMPIRAN_TUGAS) {
        part.file.resume();
        throw tidakValid(PESAN_TUGAS_SERVER.lampiranPenuh, 'files');
      }
      tersimpan.push(
        await simpanUnggahan(db, ctx.storage, {
          file: part,
          jenis: 'lampiran_tugas',
          accept: EKSTENSI_FOLDER_UNGGAH.lampiran_tugas,
          maksByte: BATAS_UNGGAH_DEFAULT_BYTE,
          aktor,
          varian: 'uploader',
        }),
      );
    }
    if (tersimpan.length === 0) throw tidakValid(PESAN_TUGAS_SERVER.berkasKosong, 'files');
    await tambahLampiranRows(
      db,
      params.id,
      tersimpan.map((b) => b.id),
    );
  } catch (error) {
    await buangUnggahan(ctx, tersimpan);
    throw error;
  }
  return satuTugas(ctx, aktor, params.id);
}

/** Removes files this request stored (a refused or failed upload leaves nothing behind). */
export async function buangUnggahan(ctx: AppContext, daftar: readonly BerkasTersimpan[]) {
  for (const b of daftar) {
    await hapusBerkasRow(ctx.database.db, b.id);
    await ctx.storage.hapus(b.kunci);
  }
}

export async function hapusLampiranTugas(
  ctx: AppContext,
  { aktor, params, query }: HandlerContext<typeof calls.hapusLampiranTugas>,
) {
  const db = ctx.database.db;
  await tugasDenganAkses(db, aktor, params.id, 'write');
  const awalan = '/v2/storager/berkas/';
  const jalur = query.url.replace(/^https?:\/\/[^/]+/, '');
  const kunci = jalur.startsWith(awalan) ? (jalur.slice(awalan.length).split('?')[0] ?? '') : '';
  const dihapus = kunci ? await hapusLampiranRow(db, params.id, kunci) : null;
  if (!dihapus) throw notFound(PESAN_TUGAS_SERVER.lampiranTidakAda);
  await ctx.storage.hapus(dihapus);
  return satuTugas(ctx, aktor, params.id);
}
