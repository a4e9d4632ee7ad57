import { createHmac, timingSafeEqual } from 'node:crypto';
import { calls, type HasilPindaiQr, type KodeQrPertemuan } from '@kampus/api/contract';
import {
  cekPertemuanQr,
  INTERVAL_QR_DETIK,
  IZIN,
  jendelaQr,
  jendelaQrBerlaku,
  PATH_PINDAI_QR,
  PESAN_QR,
  waktuJendelaQr,
} from '@kampus/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors';
import { type HandlerContext, route } from '../../http/route';
import { getKonfigurasi } from '../sistem';
import { PESAN_KEHADIRAN_SERVER, pertemuanDenganAkses } from './akses';
import { konteksPertemuan } from './hitung';
import { barisKehadiran } from './queries';
import { kehadiranMahasiswa } from './schema';

// QR attendance of offline meetings (issue 25; spec 2 'Generate QR Code', 3 'QR setting', 6):
// the lecturer's screen shows a code renewed every 30 s; a student who scans it is marked
// present (H) once. The code is `<meeting id>.<window>.<signature>`: an HMAC of the college, the
// meeting and the 30-second window with the server's signing key (JWT_SECRET, or the key kept
// in DATA_DIR, as the signed file addresses), accepted in its window and the next only.

/** The configuration keyword of the QR setting ('true' means QR attendance is used). */
export const KEYWORD_QR = 'qr_code';

const PANJANG_TANDA = 32;
const POLA_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function qrAktif(db: Db, idPerguruanTinggi: string) {
  const [row] = await getKonfigurasi(db, idPerguruanTinggi, [KEYWORD_QR]);
  return row?.value?.trim().toLowerCase() === 'true';
}

function tandaQr(secret: Uint8Array, idPt: string, idPertemuan: string, jendela: number) {
  return createHmac('sha256', secret)
    .update(`qr-kehadiran:v1:${idPt}:${idPertemuan}:${jendela}`)
    .digest('base64url')
    .slice(0, PANJANG_TANDA);
}

export function buatTokenQr(
  secret: Uint8Array,
  idPt: string,
  idPertemuan: string,
  jendela: number,
) {
  return `${idPertemuan}.${jendela.toString(36)}.${tandaQr(secret, idPt, idPertemuan, jendela)}`;
}

const tokenTidakValid = () =>
  new ApiError(422, PESAN_QR.tidakValid, undefined, [
    { field: 'token', message: PESAN_QR.tidakValid },
  ]);

/** The meeting of a genuine, unexpired code; 422 for a forged one, 410 once it expired. */
export function bacaTokenQr(secret: Uint8Array, idPt: string, token: string, kiniMs: number) {
  const [idPertemuan, j36, tanda, ...lebih] = token.split('.');
  if (!idPertemuan || !j36 || !tanda || lebih.length > 0 || !POLA_UUID.test(idPertemuan))
    throw tokenTidakValid();
  if (!/^[0-9a-z]{1,12}$/.test(j36)) throw tokenTidakValid();
  const jendela = Number.parseInt(j36, 36);
  const harap = Buffer.from(tandaQr(secret, idPt, idPertemuan, jendela));
  const ada = Buffer.from(tanda);
  if (harap.length !== ada.length || !timingSafeEqual(harap, ada)) throw tokenTidakValid();
  if (!jendelaQrBerlaku(jendela, kiniMs)) {
    throw new ApiError(410, PESAN_QR.kedaluwarsa, undefined, [
      { field: 'token', message: PESAN_QR.kedaluwarsa },
    ]);
  }
  return { idPertemuan: idPertemuan.toLowerCase(), jendela };
}

/**
 * The student app's address: STUDENT_APP_URL, or (one process serving both apps) the host the
 * staff app was reached on, with the student app's port.
 */
export function asalAplikasiMahasiswa(ctx: AppContext, req: FastifyRequest) {
  const tetap = ctx.config.STUDENT_APP_URL;
  if (tetap) return tetap.replace(/\/+$/, '');
  const host = req.hostname.includes(':') ? `[${req.hostname}]` : req.hostname;
  return `${req.protocol}://${host}:${ctx.config.PORT}`;
}

export async function kodeQrPertemuan(
  ctx: AppContext,
  { aktor, params, req }: HandlerContext<typeof calls.kodeQrPertemuan>,
): Promise<KodeQrPertemuan> {
  const db = ctx.database.db;
  const kini = Date.now();
  const k = await pertemuanDenganAkses(db, aktor, params.id, 'write');
  const aktif = await qrAktif(db, aktor.idPerguruanTinggi);
  const cek = cekPertemuanQr(
    {
      jenis: k.p.jenis,
      status: k.p.status,
      waktu_mulai: k.p.waktuMulai,
      waktu_selesai: k.p.waktuSelesai,
    },
    aktif,
    kini,
  );
  if (!cek.ok) throw aktif ? conflict(cek.pesan) : forbidden(cek.pesan);
  const jendela = jendelaQr(kini);
  const token = buatTokenQr(ctx.tokens.secret, aktor.idPerguruanTinggi, k.p.id, jendela);
  const w = waktuJendelaQr(jendela);
  return {
    token,
    url: `${asalAplikasiMahasiswa(ctx, req)}${PATH_PINDAI_QR}?token=${encodeURIComponent(token)}`,
    berganti_pada: new Date(w.bergantiPadaMs).toISOString(),
    berlaku_sampai: new Date(w.berlakuSampaiMs).toISOString(),
    interval_detik: INTERVAL_QR_DETIK,
    pertemuan: {
      id: k.p.id,
      id_kelas_kuliah: k.p.idKelasKuliah,
      nomor: k.p.nomor,
      judul: k.p.judul,
      jenis: k.p.jenis,
      waktu_mulai: k.p.waktuMulai.toISOString(),
      waktu_selesai: k.p.waktuSelesai.toISOString(),
    },
  };
}

/**
 * A student's scan: present (H) once, set by the student through the code (is_qr_code) and kept
 * as a manual mark, so a recalculation of a mixed meeting does not take it back. A row already
 * H answers 'sudah_tercatat'; the conditional upsert makes two scans at once record one.
 */
export async function pindaiQr(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.pindaiQr>,
): Promise<HasilPindaiQr> {
  const db = ctx.database.db;
  const kini = new Date();
  const { idPertemuan } = bacaTokenQr(
    ctx.tokens.secret,
    aktor.idPerguruanTinggi,
    body.token,
    kini.getTime(),
  );
  if (!(await qrAktif(db, aktor.idPerguruanTinggi))) throw forbidden(PESAN_QR.nonaktif);
  const k = await konteksPertemuan(db, idPertemuan);
  if (!k || k.p.idPerguruanTinggi !== aktor.idPerguruanTinggi)
    throw notFound(PESAN_KEHADIRAN_SERVER.pertemuanTidakAda);
  if (k.p.jenis !== 'offline' && k.p.jenis !== 'campuran') throw conflict(PESAN_QR.bukanOffline);
  const { peserta } = await barisKehadiran(db, k.p.idKelasKuliah, [], {
    idPengguna: aktor.idPengguna,
  });
  if (!peserta[0]) throw forbidden(PESAN_QR.bukanPeserta);
  const baru = await transaksi(db, async (tx) => {
    const [r] = await tx
      .insert(kehadiranMahasiswa)
      .values({
        idPertemuan,
        idPengguna: aktor.idPengguna,
        presensi: 'H',
        isManual: true,
        isQrCode: true,
        diubahOleh: aktor.idPengguna,
        diubahPada: kini,
      })
      .onConflictDoUpdate({
        target: [kehadiranMahasiswa.idPertemuan, kehadiranMahasiswa.idPengguna],
        set: {
          presensi: 'H',
          isManual: true,
          isQrCode: true,
          diubahOleh: aktor.idPengguna,
          diubahPada: kini,
        },
        setWhere: ne(kehadiranMahasiswa.presensi, 'H'),
      })
      .returning({ diubahPada: kehadiranMahasiswa.diubahPada });
    return r ?? null;
  });
  const pertemuan = {
    id: k.p.id,
    id_kelas_kuliah: k.p.idKelasKuliah,
    nomor: k.p.nomor,
    judul: k.p.judul,
  };
  if (baru) {
    return {
      hasil: 'tercatat',
      pesan: PESAN_QR.tercatat,
      presensi: 'H',
      updated_at: baru.diubahPada.toISOString(),
      pertemuan,
    };
  }
  const [ada] = await db
    .select({ diubahPada: kehadiranMahasiswa.diubahPada })
    .from(kehadiranMahasiswa)
    .where(
      and(
        eq(kehadiranMahasiswa.idPertemuan, idPertemuan),
        eq(kehadiranMahasiswa.idPengguna, aktor.idPengguna),
      ),
    );
  return {
    hasil: 'sudah_tercatat',
    pesan: PESAN_QR.sudahTercatat,
    presensi: 'H',
    updated_at: (ada?.diubahPada ?? kini).toISOString(),
    pertemuan,
  };
}

/** GET /v0/aturan/qr-code, the lecturer's code, the student's scan. */
export function kehadiranQrRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  route(app, ctx.hooks, calls.aturanQr, { izin: IZIN.bacaSistem }, async ({ collegeId }) => ({
    status: await qrAktif(db, collegeId),
  }));
  route(app, ctx.hooks, calls.kodeQrPertemuan, { izin: IZIN.ubahKehadiranMahasiswa }, (c) =>
    kodeQrPertemuan(ctx, c),
  );
  route(app, ctx.hooks, calls.pindaiQr, { izin: IZIN.pindaiQrKehadiran }, (c) => pindaiQr(ctx, c));
}
