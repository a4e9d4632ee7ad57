import type { calls, Pengumpulan, PengumpulanSaya } from '@kampus/api/contract';
import {
  cekKirimPengumpulan,
  type JabatanKelompok,
  MAKS_BERKAS_PENGUMPULAN,
  PESAN_PENGUMPULAN,
  PESAN_TUGAS_SERVER,
  putusanPengumpulan,
  VARIAN_PESAN_PENGUMPULAN,
} from '@kampus/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { sanitasiHtml } from '../../http/sanitasi';
import { umumkanAktivitas } from '../../platform/aktivitas';
import type { Aktor } from '../auth';
import { type BerkasTersimpan, bagianMultipart, simpanUnggahan } from '../storager';
import { kelompokSaya, tugasDenganAkses } from './akses';
import type { BarisTugas } from './queries';
import {
  berkasPengumpulanRows,
  daftarKelompokPengumpulan,
  daftarMahasiswaPengumpulan,
  type Pemilik,
  pengumpulanLengkap,
  pengumpulanPemilik,
  simpanPengumpulanRow,
} from './queriesPengumpulan';
import { batasUkuranByte, berkasTugas, buangUnggahan, jenisFileTugas } from './service';

// Submissions (issue 24): a student's own (their group's for a group assignment), sending or
// replacing it, and the lecturer's list. A submission is judged by when its request arrived on
// the server (domain putusanPengumpulan), however long its files take to arrive.

const WAKTU_TIBA = Symbol('waktuTiba');
type DenganWaktuTiba = FastifyRequest & { [WAKTU_TIBA]?: Date };

/**
 * The route's onRequest hook: the server's time when the request arrived, before its body is
 * read, is when the upload started.
 */
export async function catatWaktuTiba(req: FastifyRequest) {
  (req as DenganWaktuTiba)[WAKTU_TIBA] = new Date();
}

export const waktuTiba = (req: FastifyRequest) =>
  (req as DenganWaktuTiba)[WAKTU_TIBA] ?? new Date();

/** Submissions as the API shows them, files with signed addresses. */
export async function tampilPengumpulan(ctx: AppContext, ids: string[]) {
  const db = ctx.database.db;
  const rows = await pengumpulanLengkap(db, ids);
  const berkas = await berkasPengumpulanRows(db, ids);
  const hasil = new Map<string, Pengumpulan>();
  for (const r of rows) {
    hasil.set(r.p.id, {
      id: r.p.id,
      id_tugas: r.p.idTugas,
      mahasiswa: r.mhs?.id
        ? {
            id: r.mhs.id,
            nim: r.mhs.nim ?? '',
            nama: r.mhs.nama ?? '',
            avatar_url: r.mhs.avatar ?? null,
          }
        : null,
      kelompok: r.kelompok?.id ? { id: r.kelompok.id, nama: r.kelompok.nama } : null,
      teks: r.p.teks,
      berkas: berkas.filter((b) => b.idPengumpulan === r.p.id).map((b) => berkasTugas(ctx, b)),
      waktu_mulai_unggah: r.p.waktuMulaiUnggah.toISOString(),
      waktu_kirim: r.p.waktuKirim.toISOString(),
      terlambat: r.p.terlambat,
      dikirim_oleh: r.pengirim?.username ? r.pengirim : null,
      nilai: r.p.nilai,
      umpan_balik: r.p.umpanBalik,
      dinilai_oleh: r.penilai?.username ? r.penilai : null,
      waktu_dinilai: r.p.waktuDinilai?.toISOString() ?? null,
    });
  }
  return hasil;
}

export async function satuPengumpulan(ctx: AppContext, id: string) {
  const p = (await tampilPengumpulan(ctx, [id])).get(id);
  if (!p) throw notFound(PESAN_TUGAS_SERVER.pengumpulanTidakAda);
  return p;
}

/**
 * Whose submission the calling student sends or reads: their own for an individual assignment,
 * their group's for a group one (null group: not in one yet).
 */
async function pemilikSaya(db: Db, aktor: Aktor, t: BarisTugas) {
  const idMahasiswa = aktor.idMahasiswa;
  if (!idMahasiswa) throw forbidden(PESAN_TUGAS_SERVER.bukanPesertaKelompok);
  if (t.jenis === 'individu') {
    return { pemilik: { idMahasiswa } as Pemilik, kelompok: null, jabatan: null };
  }
  const k = await kelompokSaya(db, t.id, idMahasiswa);
  return {
    pemilik: k ? ({ idKelompok: k.id } as Pemilik) : null,
    kelompok: k ? { id: k.id, nama: k.nama } : null,
    jabatan: (k?.jabatan ?? null) as JabatanKelompok | null,
  };
}

export async function pengumpulanSaya(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.pengumpulanSaya>,
): Promise<PengumpulanSaya> {
  const db = ctx.database.db;
  const { t } = await tugasDenganAkses(db, aktor, params.id, 'read');
  const { pemilik, kelompok, jabatan } = await pemilikSaya(db, aktor, t);
  const baris = pemilik ? await pengumpulanPemilik(db, t.id, pemilik) : null;
  const kini = new Date();
  const cek = pemilik
    ? cekKirimPengumpulan({
        tugas: t0(t),
        jabatan,
        sudahDinilai: baris?.nilai != null,
        mulaiUnggah: kini,
      })
    : { ok: false as const, pesan: PESAN_TUGAS_SERVER.bukanPesertaKelompok };
  return {
    kelompok,
    jabatan,
    pengumpulan: baris ? await satuPengumpulan(ctx, baris.id) : null,
    boleh_kirim: cek.ok,
    pesan: cek.ok ? null : cek.pesan,
    waktu_server: kini.toISOString(),
  };
}

/** An assignment as the domain's rules read it. */
const t0 = (t: BarisTugas) => ({
  jenis: t.jenis,
  waktu_mulai: t.waktuMulai,
  waktu_selesai: t.waktuSelesai,
  terima_terlambat: t.terimaTerlambat,
});

/**
 * Sending or replacing a submission (multipart: field `teks`, parts `files`). Judged before the
 * body is read, by when the request arrived: a group's leader only, never once graded, not
 * before the start, after the deadline only when late work is taken (then marked late). The
 * files are checked by extension, content and size (storager); a replacement drops the files of
 * the one before. The hand-in is announced as an activity event in the same transaction.
 */
export async function kirimPengumpulan(
  ctx: AppContext,
  { aktor, params, req }: HandlerContext<typeof calls.kirimPengumpulan>,
) {
  const db = ctx.database.db;
  const mulaiUnggah = waktuTiba(req);
  const { t } = await tugasDenganAkses(db, aktor, params.id, 'read');
  const { pemilik, jabatan } = await pemilikSaya(db, aktor, t);
  if (!pemilik) throw forbidden(PESAN_TUGAS_SERVER.bukanPesertaKelompok);
  const lama = await pengumpulanPemilik(db, t.id, pemilik);
  const cek = cekKirimPengumpulan({
    tugas: t0(t),
    jabatan,
    sudahDinilai: lama?.nilai != null,
    mulaiUnggah,
  });
  if (!cek.ok) {
    if (cek.pesan === PESAN_PENGUMPULAN.bukanKetua) throw forbidden(cek.pesan);
    throw conflict(cek.pesan);
  }
  if (!req.isMultipart()) throw badRequest(PESAN_TUGAS_SERVER.bukanMultipart);
  const accept = jenisFileTugas(t);
  const maksByte = await batasUkuranByte(db, aktor, t);
  const tersimpan: BerkasTersimpan[] = [];
  let teks = '';
  let id: string;
  try {
    for await (const part of bagianMultipart(req, { maksBerkas: MAKS_BERKAS_PENGUMPULAN })) {
      if (part.type !== 'file') {
        if (part.fieldname === 'teks') teks = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      tersimpan.push(
        await simpanUnggahan(db, ctx.storage, {
          file: part,
          jenis: 'pengumpulan_tugas',
          accept,
          maksByte,
          aktor,
          varian: VARIAN_PESAN_PENGUMPULAN,
        }),
      );
    }
    if (teks.length > 200_000) throw tidakValid('Jawaban terlalu panjang', 'teks');
    const teksBersih = sanitasiHtml(teks);
    if (tersimpan.length === 0 && teksBersih.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') {
      throw tidakValid(PESAN_PENGUMPULAN.kosong, 'files');
    }
    const putusan = putusanPengumpulan(t0(t), mulaiUnggah);
    const kini = new Date();
    const hasil = await transaksi(db, async (tx) => {
      const r = await simpanPengumpulanRow(
        tx,
        t.id,
        pemilik,
        {
          teks: teksBersih,
          waktuMulaiUnggah: mulaiUnggah,
          waktuKirim: kini,
          terlambat: putusan === 'terlambat',
          dikirimOleh: aktor.idPengguna,
        },
        tersimpan.map((b) => b.id),
      );
      // Attendance (kerjakan_tugas) and the grade recap read hand-ins from here.
      await umumkanAktivitas(tx, {
        idPertemuan: t.idPertemuan,
        jenis: 'tugas',
        idAktivitas: t.id,
        idPengguna: aktor.idPengguna,
        role: aktor.role,
        aksi: 'kumpul',
        waktu: mulaiUnggah,
        data: {
          terlambat: putusan === 'terlambat',
          ...('idKelompok' in pemilik ? { id_kelompok: pemilik.idKelompok } : {}),
        },
      });
      return r;
    });
    id = hasil.id;
    for (const kunci of hasil.dibuang) await ctx.storage.hapus(kunci);
  } catch (error) {
    await buangUnggahan(ctx, tersimpan);
    throw error;
  }
  return satuPengumpulan(ctx, id);
}

/** The lecturer's list: every student (or group) with their submission when there is one. */
export async function daftarPengumpulan(
  ctx: AppContext,
  { aktor, params, query }: HandlerContext<typeof calls.daftarPengumpulan>,
) {
  const db = ctx.database.db;
  const { t, idKelas } = await tugasDenganAkses(db, aktor, params.id, 'read');
  const paging = { page: query.page, perPage: query.per_page };
  if (t.jenis === 'individu') {
    const { rows, total } = await daftarMahasiswaPengumpulan(
      db,
      t.id,
      idKelas,
      query.status,
      paging,
    );
    const kumpulan = await tampilPengumpulan(
      ctx,
      rows.flatMap((r) => (r.idPengumpulan ? [r.idPengumpulan] : [])),
    );
    const items = rows.map((r) => ({
      mahasiswa: {
        id: r.mhs.id,
        nim: r.mhs.nim,
        nama: r.mhs.nama,
        avatar_url: r.mhs.avatar ?? null,
      },
      kelompok: null,
      pengumpulan: r.idPengumpulan ? (kumpulan.get(r.idPengumpulan) ?? null) : null,
    }));
    return { items, total, page: query.page, perPage: query.per_page };
  }
  const { rows, total } = await daftarKelompokPengumpulan(db, t.id, query.status, paging);
  const kumpulan = await tampilPengumpulan(
    ctx,
    rows.flatMap((r) => (r.idPengumpulan ? [r.idPengumpulan] : [])),
  );
  const items = rows.map((r) => ({
    mahasiswa: null,
    kelompok: { id: r.kelompok.id, nama: r.kelompok.nama, jumlah_anggota: r.kelompok.jumlah },
    pengumpulan: r.idPengumpulan ? (kumpulan.get(r.idPengumpulan) ?? null) : null,
  }));
  return { items, total, page: query.page, perPage: query.per_page };
}
