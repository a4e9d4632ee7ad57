import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PenyimpananSikad } from './penyimpanan';
import {
  BadanGagal,
  BadanKirim,
  BadanTunda,
  BadanUbah,
  type CaraGagal,
  KunciIdempotensi,
  ParamKelas,
  ParamSel,
  pesanMasalah,
} from './skema';

// A stand-in for SIKAD, the campus academic system (issue 26): it holds component grades per
// class and takes the LMS's pushes under an Idempotency-Key. Each (key, row) is applied once: a
// repeated request gets its first answer, and a push cut off halfway and sent again applies only
// the rows it had not reached. Test hooks under /_kontrol cut a push off after N rows or slow
// every answer down.

export const HEADER_TOKEN = 'x-sikad-token';

export interface OpsiAplikasiSikad {
  penyimpanan: PenyimpananSikad;
  token: string;
  /** Called when a push is cut off with cara 'mati' (the process or server should stop). */
  padaMati?: () => void;
  /** Cut every push off after this many applied rows, until a request changes it. */
  gagalSetelah?: number | null;
  sekarang?: () => Date;
}

const jawab = (data: unknown, message = 'OK') => ({ status: { code: 200, message }, data });
const gagal = (code: number, message: string) => ({ status: { code, message }, data: null });

class GalatSimulator extends Error {
  constructor(
    readonly kode: number,
    message: string,
  ) {
    super(message);
  }
}

function periksa<T extends z.ZodType>(skema: T, nilai: unknown, kode = 400): z.infer<T> {
  const hasil = skema.safeParse(nilai);
  if (!hasil.success) throw new GalatSimulator(kode, pesanMasalah(hasil.error));
  return hasil.data;
}

const PESAN_FASTIFY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Format data tidak valid: JSON tidak dapat dibaca',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Data permintaan kosong',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Jenis konten permintaan harus application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Data permintaan terlalu besar',
};

const sidikDari = (teks: string) => createHash('sha256').update(teks).digest();

export function buatAplikasiSikad(opsi: OpsiAplikasiSikad) {
  const { penyimpanan } = opsi;
  const sekarang = opsi.sekarang ?? (() => new Date());
  const sidikToken = sidikDari(opsi.token);
  const kendali = {
    gagal:
      opsi.gagalSetelah === undefined || opsi.gagalSetelah === null
        ? null
        : { sisa: opsi.gagalSetelah, cara: 'putus' as CaraGagal },
    tundaMs: 0,
  };

  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  // JSON only: a text body is refused with 415 rather than read as a string.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError | GalatSimulator, _req, reply) => {
    if (error instanceof GalatSimulator)
      return reply.code(error.kode).send(gagal(error.kode, error.message));
    const kode = error.statusCode ?? 500;
    if (kode >= 400 && kode < 500) {
      const pesan =
        (error.code && PESAN_FASTIFY[error.code]) ??
        (error instanceof SyntaxError ? PESAN_FASTIFY.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      return reply.code(kode).send(gagal(kode, pesan ?? 'Permintaan tidak valid'));
    }
    return reply.code(500).send(gagal(500, 'Terjadi kesalahan pada SIKAD'));
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send(gagal(404, 'Alamat tidak ditemukan di SIKAD')),
  );

  app.addHook('onRequest', async (req) => {
    if (req.url === '/sehat') return;
    const diberikan = req.headers[HEADER_TOKEN];
    const cocok =
      typeof diberikan === 'string' && timingSafeEqual(sidikDari(diberikan), sidikToken);
    if (!cocok) throw new GalatSimulator(401, 'Token SIKAD tidak valid');
  });
  app.addHook('preHandler', async (req) => {
    if (kendali.tundaMs > 0 && !req.url.startsWith('/_kontrol')) {
      await new Promise((r) => setTimeout(r, kendali.tundaMs));
    }
  });

  app.get('/sehat', async () => jawab({ sehat: true }));

  app.get('/nilai/kelas/:idKelas', async (req) => {
    const { idKelas } = periksa(ParamKelas, req.params);
    const nilai = penyimpanan.nilaiKelas(idKelas).map(({ id_kelas: _, ...n }) => n);
    return jawab({ id_kelas: idKelas, nilai });
  });

  /** Cuts the push off as a killed SIKAD would: no answer, the connection dropped. */
  function putus(req: FastifyRequest, reply: FastifyReply, cara: CaraGagal) {
    penyimpanan.simpan();
    kendali.gagal = null;
    reply.hijack();
    req.raw.socket.destroy();
    if (cara === 'mati') opsi.padaMati?.();
  }

  app.put('/nilai/kelas/:idKelas', async (req, reply) => {
    const { idKelas } = periksa(ParamKelas, req.params);
    const kunci = periksa(KunciIdempotensi, req.headers['idempotency-key']);
    const { nilai: baris } = periksa(BadanKirim, req.body);
    const ganda = new Set<string>();
    for (const [i, b] of baris.entries()) {
      const k = JSON.stringify([b.nim, b.id_komponen]);
      if (ganda.has(k)) {
        throw new GalatSimulator(
          400,
          `Baris ${i + 1}: nim ${b.nim} komponen ${b.id_komponen} muncul lebih dari sekali`,
        );
      }
      ganda.add(k);
    }

    // The same request again: its first answer, and nothing changes.
    const sidik = sidikDari(JSON.stringify([idKelas, baris])).toString('hex');
    const tersimpan = penyimpanan.jawabanTersimpan(kunci, sidik);
    if (tersimpan) return reply.header('idempotent-replayed', 'true').send(tersimpan);

    const kelasKunci = penyimpanan.kelasDariKunci(kunci);
    if (kelasKunci !== undefined && kelasKunci !== idKelas) {
      throw new GalatSimulator(409, 'Idempotency-Key sudah dipakai untuk kelas lain');
    }
    const sudah = baris.map((b) => penyimpanan.terapanDari(kunci, idKelas, b.nim, b.id_komponen));
    for (const [i, t] of sudah.entries()) {
      const b = baris[i];
      if (t && b && t.nilai !== b.nilai) {
        throw new GalatSimulator(
          409,
          `Baris ${i + 1}: Idempotency-Key sudah dipakai dengan nilai lain untuk nim ${b.nim} komponen ${b.id_komponen}`,
        );
      }
    }

    // No await from here on: two requests with one key cannot interleave their rows.
    const hasil = [];
    let diterapkan = 0;
    for (const [i, b] of baris.entries()) {
      const lama = sudah[i];
      if (lama) {
        hasil.push({ ...ringkas(lama), status: 'sudah_diterapkan' as const });
        continue;
      }
      if (kendali.gagal && kendali.gagal.sisa <= 0) return putus(req, reply, kendali.gagal.cara);
      const r = penyimpanan.tulis({
        oleh: 'lms',
        kunci,
        idKelas,
        nim: b.nim,
        idKomponen: b.id_komponen,
        nilai: b.nilai,
        waktu: sekarang(),
      });
      if (kendali.gagal) kendali.gagal.sisa--;
      diterapkan++;
      hasil.push({ ...ringkas(r), status: 'diterapkan' as const });
    }
    const isi = jawab(
      {
        id_kelas: idKelas,
        kunci,
        diterapkan,
        sudah_diterapkan: baris.length - diterapkan,
        baris: hasil,
      },
      'Berhasil update nilai',
    );
    penyimpanan.simpanJawaban(kunci, sidik, isi);
    penyimpanan.simpan();
    return isi;
  });

  // SIKAD's own staff changing a grade: marked update_by_sikad until the LMS pushes it again.
  app.patch('/nilai/kelas/:idKelas/:nim/:idKomponen', async (req) => {
    const { idKelas, nim, idKomponen } = periksa(ParamSel, req.params);
    const { nilai } = periksa(BadanUbah, req.body);
    penyimpanan.tulis({
      oleh: 'sikad',
      kunci: null,
      idKelas,
      nim,
      idKomponen,
      nilai: nilai ?? null,
      waktu: sekarang(),
    });
    penyimpanan.simpan();
    const sel = penyimpanan
      .nilaiKelas(idKelas)
      .find((n) => n.nim === nim && n.id_komponen === idKomponen);
    return jawab(sel, 'Berhasil update nilai');
  });

  app.post('/_kontrol/gagal-setelah', async (req) => {
    const { baris, cara } = periksa(BadanGagal, req.body);
    kendali.gagal = baris === null ? null : { sisa: baris, cara };
    return jawab(
      { baris, cara },
      baris === null
        ? 'Simulasi gagal dimatikan'
        : `Push berikutnya terputus setelah ${baris} baris`,
    );
  });

  app.post('/_kontrol/tunda', async (req) => {
    const { ms } = periksa(BadanTunda, req.body);
    kendali.tundaMs = ms;
    return jawab({ ms }, `Setiap jawaban ditunda ${ms} ms`);
  });

  app.get('/_kontrol/riwayat/:idKelas', async (req) => {
    const { idKelas } = periksa(ParamKelas, req.params);
    return jawab(penyimpanan.riwayatKelas(idKelas));
  });

  app.delete('/_kontrol/data', async () => {
    penyimpanan.kosongkan();
    penyimpanan.simpan();
    return jawab(null, 'Data simulator SIKAD dikosongkan');
  });

  return app;
}

function ringkas(r: {
  nim: string;
  id_komponen: string;
  nilai: number | null;
  nilai_sebelum: number | null;
  versi: number;
}) {
  return {
    nim: r.nim,
    id_komponen: r.id_komponen,
    nilai: r.nilai,
    nilai_sebelum: r.nilai_sebelum,
    versi: r.versi,
  };
}
