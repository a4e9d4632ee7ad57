import { type BarisKirimSikad, type NilaiSikadKomponen, potongBagian } from '@kampus/domain';
import { z } from 'zod';

// The LMS's door to SIKAD, the campus academic system (issue 26 'SIKAD round-trip'): read a
// class's component grades, push grades in parts under one Idempotency-Key. A push cut off
// halfway is resumed by calling kirimNilai again with the same rows and key: SIKAD answers the
// parts it finished with their first answer and applies only the rows it had not reached.

export interface BarisHasilKirimSikad {
  nim: string;
  komponen: string;
  nilai: number | null;
  /** 'diterapkan': written now; 'sudah_diterapkan': an earlier attempt or call with the key did. */
  status: 'diterapkan' | 'sudah_diterapkan';
}

export interface HasilKirimSikad {
  kunci: string;
  diterapkan: number;
  sudah_diterapkan: number;
  baris: BarisHasilKirimSikad[];
}

export interface AdapterSikad {
  bacaNilai(idKelas: string): Promise<NilaiSikadKomponen[]>;
  kirimNilai(
    idKelas: string,
    baris: readonly BarisKirimSikad[],
    kunci: string,
  ): Promise<HasilKirimSikad>;
}

export const PESAN_SIKAD = {
  tidakTerhubung: 'SIKAD tidak dapat dihubungi',
  terputus: 'Koneksi ke SIKAD terputus sebelum SIKAD menjawab',
  waktuHabis: (detik: number) => `SIKAD tidak menjawab dalam ${detik} detik`,
  tokenDitolak: 'SIKAD menolak token integrasi',
  ditolak: (pesan: string) => `SIKAD menolak permintaan: ${pesan}`,
  bermasalah: (kode: number) => `SIKAD sedang bermasalah (HTTP ${kode})`,
  jawabanRusak: 'Jawaban SIKAD tidak dapat dibaca',
  pratinjauUsang: 'Nilai di SIKAD berubah sejak pratinjau. Muat ulang pratinjau sebelum mengirim',
} as const;

export type JenisGalatSikad =
  | 'tidak_terhubung'
  | 'terputus'
  | 'waktu_habis'
  | 'token_ditolak'
  | 'ditolak'
  | 'bermasalah'
  | 'jawaban_rusak'
  | 'pratinjau_usang';

/** Worth another try with the same key: SIKAD may not have seen or finished the request. */
const BISA_DIULANG: ReadonlySet<JenisGalatSikad> = new Set([
  'tidak_terhubung',
  'terputus',
  'waktu_habis',
  'bermasalah',
]);

export class GalatSikad extends Error {
  /** Rows of this push SIKAD confirmed before the failure (earlier parts). */
  terkonfirmasi = 0;
  constructor(
    readonly jenis: JenisGalatSikad,
    message: string,
    readonly statusHttp?: number,
  ) {
    super(message);
    this.name = 'GalatSikad';
  }
  get bisaDiulang() {
    return BISA_DIULANG.has(this.jenis);
  }
}

export interface OpsiAdapterSikadHttp {
  /** SIKAD's base address, e.g. http://127.0.0.1:4100 */
  url: string;
  token: string;
  /** Per request (default 10 s). */
  batasWaktuMs?: number;
  /** Rows per request (default 100; SIKAD takes up to 500). */
  ukuranBagian?: number;
  /** Further tries of a request that may be retried (default 2), with a doubling pause. */
  ulangi?: number;
  jedaUlangMs?: number;
  fetch?: typeof fetch;
}

const Status = z.object({ code: z.union([z.number(), z.string()]), message: z.string() });

const JawabanBaca = z.object({
  data: z.object({
    nilai: z.array(
      z.object({
        nim: z.string(),
        id_komponen: z.string(),
        nilai: z.number().nullable(),
        update_by_sikad: z.boolean(),
      }),
    ),
  }),
});

const JawabanKirim = z.object({
  data: z.object({
    baris: z.array(
      z.object({
        nim: z.string(),
        id_komponen: z.string(),
        nilai: z.number().nullable(),
        status: z.enum(['diterapkan', 'sudah_diterapkan']),
      }),
    ),
  }),
});

const KODE_TIDAK_TERHUBUNG = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function galatJaringan(err: unknown, batasWaktuMs: number): GalatSikad {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return new GalatSikad('waktu_habis', PESAN_SIKAD.waktuHabis(Math.ceil(batasWaktuMs / 1000)));
  }
  const kode = (err as { cause?: { code?: string } })?.cause?.code;
  return kode && KODE_TIDAK_TERHUBUNG.has(kode)
    ? new GalatSikad('tidak_terhubung', PESAN_SIKAD.tidakTerhubung)
    : new GalatSikad('terputus', PESAN_SIKAD.terputus);
}

const tidur = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function buatAdapterSikadHttp(opsi: OpsiAdapterSikadHttp): AdapterSikad {
  const dasar = opsi.url.endsWith('/') ? opsi.url : `${opsi.url}/`;
  const batasWaktuMs = opsi.batasWaktuMs ?? 10_000;
  const ukuranBagian = opsi.ukuranBagian ?? 100;
  const ulangi = opsi.ulangi ?? 2;
  const jedaUlangMs = opsi.jedaUlangMs ?? 200;
  const ambil = opsi.fetch ?? fetch;
  const alamatKelas = (idKelas: string) =>
    new URL(`nilai/kelas/${encodeURIComponent(idKelas)}`, dasar);

  /** One request, its answer as JSON and whether SIKAD replayed a first answer. */
  async function sekali(url: URL, init: RequestInit) {
    let res: Response;
    let teks: string;
    try {
      res = await ambil(url, {
        ...init,
        headers: { 'x-sikad-token': opsi.token, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(batasWaktuMs),
      });
      teks = await res.text();
    } catch (err) {
      throw galatJaringan(err, batasWaktuMs);
    }
    let isi: unknown;
    try {
      isi = JSON.parse(teks);
    } catch {
      isi = undefined;
    }
    if (!res.ok) {
      const pesan = Status.safeParse((isi as { status?: unknown })?.status).data?.message;
      if (res.status === 401) throw new GalatSikad('token_ditolak', PESAN_SIKAD.tokenDitolak, 401);
      if (res.status >= 500) {
        throw new GalatSikad('bermasalah', PESAN_SIKAD.bermasalah(res.status), res.status);
      }
      throw new GalatSikad(
        'ditolak',
        PESAN_SIKAD.ditolak(pesan ?? `HTTP ${res.status}`),
        res.status,
      );
    }
    if (isi === undefined) throw new GalatSikad('jawaban_rusak', PESAN_SIKAD.jawabanRusak);
    return { isi, diulang: res.headers.get('idempotent-replayed') === 'true' };
  }

  /** A request SIKAD may see twice without harm, tried again on a failure worth retrying. */
  async function minta(url: URL, init: RequestInit) {
    for (let percobaan = 0; ; percobaan++) {
      try {
        return await sekali(url, init);
      } catch (err) {
        if (!(err instanceof GalatSikad) || !err.bisaDiulang || percobaan >= ulangi) throw err;
        await tidur(jedaUlangMs * 2 ** percobaan);
      }
    }
  }

  function baca<T extends z.ZodType>(skema: T, isi: unknown): z.infer<T> {
    const hasil = skema.safeParse(isi);
    if (!hasil.success) throw new GalatSikad('jawaban_rusak', PESAN_SIKAD.jawabanRusak);
    return hasil.data;
  }

  return {
    async bacaNilai(idKelas) {
      const { isi } = await minta(alamatKelas(idKelas), { method: 'GET' });
      return baca(JawabanBaca, isi).data.nilai.map((n) => ({
        nim: n.nim,
        komponen: n.id_komponen,
        nilai: n.nilai,
        update_by_sikad: n.update_by_sikad,
      }));
    },

    async kirimNilai(idKelas, baris, kunci) {
      // The same rows always make the same parts, so a resumed push repeats them exactly.
      const urut = [...baris].sort((a, b) =>
        a.nim === b.nim ? (a.komponen < b.komponen ? -1 : 1) : a.nim < b.nim ? -1 : 1,
      );
      const hasil: HasilKirimSikad = { kunci, diterapkan: 0, sudah_diterapkan: 0, baris: [] };
      for (const bagian of potongBagian(urut, ukuranBagian)) {
        const body = JSON.stringify({
          nilai: bagian.map((b) => ({ nim: b.nim, id_komponen: b.komponen, nilai: b.nilai })),
        });
        let jawaban: Awaited<ReturnType<typeof minta>>;
        try {
          jawaban = await minta(alamatKelas(idKelas), {
            method: 'PUT',
            body,
            headers: { 'content-type': 'application/json', 'idempotency-key': kunci },
          });
        } catch (err) {
          if (err instanceof GalatSikad) err.terkonfirmasi = hasil.baris.length;
          throw err;
        }
        for (const b of baca(JawabanKirim, jawaban.isi).data.baris) {
          // A replayed first answer: this call changed nothing.
          const status = jawaban.diulang ? 'sudah_diterapkan' : b.status;
          hasil[status]++;
          hasil.baris.push({ nim: b.nim, komponen: b.id_komponen, nilai: b.nilai, status });
        }
      }
      return hasil;
    },
  };
}

/** The adapter SIKAD_URL names (SIKAD_TOKEN, SIKAD_BATAS_WAKTU_MS); null when it is unset. */
export function adapterSikadDariEnv(env: NodeJS.ProcessEnv = process.env): AdapterSikad | null {
  if (!env.SIKAD_URL) return null;
  const batas = Number(env.SIKAD_BATAS_WAKTU_MS);
  return buatAdapterSikadHttp({
    url: env.SIKAD_URL,
    token: env.SIKAD_TOKEN ?? '',
    batasWaktuMs: Number.isFinite(batas) && batas > 0 ? batas : undefined,
  });
}
