import { type CallDef, calls } from '@kampus/api/contract';
import { idUtasKomentar } from '@kampus/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mahasiswa } from '../../src/db/schema';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../harness';

/**
 * Malformed input of every shape, sent to every call of the contract (so a new call is covered
 * the day it is added) by each role: the answer is never a 5xx, and always the envelope with a
 * message (issue 10). Shapes: NUL bytes in the address, query and JSON; ids that are not ids;
 * numbers beyond int4 and beyond any page; wrong JSON types; broken multipart.
 *
 * Two test files per role (this folder), each on a server of its own, so the suite's workers
 * share the longest part of it instead of one worker running it alone at the end.
 */

export type Peran = 'mahasiswa' | 'dosen' | 'operator';
interface Varian {
  nama: string;
  path: string;
  init: RequestInit;
}

/** The keys of an object schema, through optional/nullable/default/union/pipe wrappers. */
function kunciSkema(skema: z.ZodType | undefined, kedalaman = 0): string[] {
  if (!skema || kedalaman > 6) return [];
  const def = (skema as unknown as { def?: Record<string, unknown> }).def ?? {};
  const shape = (skema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const dalam = [def.innerType, def.in, def.schema].filter(Boolean) as z.ZodType[];
  const pilihan = (def.options as z.ZodType[] | undefined) ?? [];
  return [...new Set([...dalam, ...pilihan].flatMap((s) => kunciSkema(s, kedalaman + 1)))];
}

export const UUID_KOSONG = '00000000-0000-4000-8000-000000000000';
const NILAI_PATH = [
  '%00',
  'a%00b',
  'bukan-id',
  '9'.repeat(30),
  '%E0%A4%A',
  'x'.repeat(150),
  '..%2F..%2Fetc%2Fpasswd',
  "'%3B%20drop%20table%20pengguna--",
  UUID_KOSONG,
];
const NILAI_QUERY = [
  '%00',
  'a%00b',
  '9007199254740991',
  '2147483648',
  '-1',
  '1e400',
  'NaN',
  'bukan-angka',
  '',
  'x'.repeat(5000),
];
const NILAI_JSON: unknown[] = [
  '\u0000',
  'a\u0000b',
  2147483648,
  9007199254740991,
  -2147483649,
  1e308,
  -1,
  1.5,
  '',
  [],
  {},
  true,
  null,
  'x'.repeat(100_000),
  [['\u0000']],
  { '\u0000': 1 },
];

/** Ids of real rows, so malformed bodies reach the handlers instead of stopping at a 404. */
const nyata: Record<string, string> = {};

function idNyata(path: string, nama: string, metode: string) {
  if (nama === 'idDosen') return nyata.dosen;
  if (path.startsWith('/lms/tugas/')) {
    // Deleting calls aim at rows of their own, so the others still reach their rules.
    const hapusTugas = metode === 'DELETE' && path === '/lms/tugas/:id';
    const hapusKelompok = metode === 'DELETE' && path === '/lms/tugas/:id/kelompok/:idKelompok';
    if (nama === 'id') return hapusTugas ? nyata.tugasHapus : nyata.tugas;
    if (nama === 'idKelompok') return hapusKelompok ? nyata.kelompokHapus : nyata.kelompok;
    if (nama === 'idPengumpulan') return nyata.pengumpulan;
    if (nama === 'idMahasiswa') return nyata.anggota;
  }
  if (path.startsWith('/lms/kehadiran_mahasiswa/')) {
    if (nama === 'idMahasiswa') return nyata.penggunaMahasiswa;
    if (nama === 'nim') return '2401001';
    if (nama === 'idPertemuan' || (nama === 'id' && path.includes('/pertemuan/:id')))
      return nyata.pertemuan;
  }
  // A component of the demo courses' evaluation plan, so component calls reach their rules.
  if (nama === 'idKomponen') return 'TGS';
  if (nama === 'courseId') return 'IF101';
  if (nama === 'keyword') return 'url_dosen_new';
  if (path.includes('/kelas_kuliah/')) return nyata.kelas;
  if (path.startsWith('/v1/penandatangan_prodi/')) return 'TI';
  if (path.startsWith('/lms/materi/')) return nyata.materi;
  if (path.startsWith('/lms/vidcon/')) return nyata.vidcon;
  // A real exam's comment group, its demo student's thread and a comment of it; the chat
  // stream (/lms/events/chat/) is aimed at no group, so it never opens.
  if (path.startsWith('/v2/chat/group/')) {
    if (nama === 'threadId') return nyata.thread;
    if (nama === 'idKomentar') return nyata.komentar;
    return nyata.groupChat;
  }
  if (path.startsWith('/lms/log_aktivitas/:jenis/')) {
    if (nama === 'jenis') return 'ujian';
    if (nama === 'id') return nyata.ujian;
  }
  if (nama === 'idPost') return nyata.postForum;
  // Not the forum's event stream: a stream that opens never ends its answer.
  if (path.startsWith('/lms/forum/')) return nyata.forum;
  // A meeting the demo lecturer teaches (nama 'idDosen' is theirs, above).
  if (path.startsWith('/lms/kehadiran_dosen/')) return nyata.pertemuan;
  if (path.startsWith('/lms/pertemuan/')) return nyata.pertemuan;
  if (path.startsWith('/v1/dosen/')) return nyata.dosen;
  if (path.startsWith('/v1/mahasiswa/')) return nyata.mahasiswa;
  return undefined;
}

function isiPath(call: CallDef, ganti?: { nama: string; nilai: string }) {
  return call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, nama: string) =>
    ganti && ganti.nama === nama
      ? ganti.nilai
      : (idNyata(call.path, nama, call.method) ?? UUID_KOSONG),
  );
}

export function varianUntuk(call: CallDef): Varian[] {
  const hasil: Varian[] = [];
  const dasar = isiPath(call);
  const json = (body: string, contentType = 'application/json'): RequestInit => ({
    method: call.method,
    body,
    headers: { 'content-type': contentType },
  });
  const tanpaBody: RequestInit = { method: call.method };

  for (const [, nama] of call.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    for (const nilai of NILAI_PATH) {
      hasil.push({
        nama: `path ${nama}=${nilai.slice(0, 20)}`,
        path: isiPath(call, { nama: nama as string, nilai }),
        init: tanpaBody,
      });
    }
  }
  if (call.method === 'GET' || call.query) {
    hasil.push({
      nama: 'query page/per_page huge',
      path: `${dasar}?page=9007199254740991&per_page=999999`,
      init: tanpaBody,
    });
    hasil.push({ nama: 'query NUL key', path: `${dasar}?a%00b=1`, init: tanpaBody });
    for (const kunci of kunciSkema(call.query)) {
      for (const nilai of NILAI_QUERY) {
        hasil.push({
          nama: `query ${kunci}=${nilai.slice(0, 20)}`,
          path: `${dasar}?${kunci}=${nilai}`,
          init: tanpaBody,
        });
      }
      hasil.push({
        nama: `query ${kunci}[] repeated`,
        path: `${dasar}?${kunci}=a&${kunci}=b&${kunci}[x]=c`,
        init: tanpaBody,
      });
    }
  }
  if (call.method !== 'GET') {
    for (const body of ['{', '[]', '"teks"', 'null', '123', '{"a":', '\u0000', '{"a":"\\u0000"}']) {
      hasil.push({ nama: `json ${JSON.stringify(body)}`, path: dasar, init: json(body) });
    }
    let dalam = '1';
    for (let i = 0; i < 2000; i++) dalam = `{"a":${dalam}}`;
    hasil.push({ nama: 'json nested 2000 deep', path: dasar, init: json(dalam) });
    hasil.push({
      nama: 'json too large',
      path: dasar,
      init: json(JSON.stringify({ a: 'x'.repeat(2_000_000) })),
    });
    hasil.push({ nama: 'text/plain', path: dasar, init: json('halo', 'text/plain') });
    hasil.push({
      nama: 'form NUL',
      path: dasar,
      init: json('a=%00', 'application/x-www-form-urlencoded'),
    });
    for (const kunci of kunciSkema(call.body)) {
      for (const nilai of NILAI_JSON) {
        hasil.push({
          nama: `body ${kunci}=${JSON.stringify(nilai)?.slice(0, 20)}`,
          path: dasar,
          init: json(JSON.stringify({ [kunci]: nilai })),
        });
      }
    }
    // Broken multipart: no boundary, a boundary the body does not use, a truncated body.
    const bagian =
      '--batas\r\nContent-Disposition: form-data; name="dir"\r\n\r\nmateri\r\n' +
      '--batas\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 isi';
    hasil.push({
      nama: 'multipart no boundary',
      path: dasar,
      init: json(bagian, 'multipart/form-data'),
    });
    hasil.push({
      nama: 'multipart wrong boundary',
      path: dasar,
      init: json(`${bagian}\r\n--batas--\r\n`, 'multipart/form-data; boundary=lain'),
    });
    hasil.push({
      nama: 'multipart truncated',
      path: dasar,
      init: json(bagian, 'multipart/form-data; boundary=batas'),
    });
    hasil.push({
      nama: 'multipart NUL field',
      path: dasar,
      init: json(
        '--batas\r\nContent-Disposition: form-data; name="judul"\r\n\r\na\u0000b\r\n--batas--\r\n',
        'multipart/form-data; boundary=batas',
      ),
    });
  }
  return hasil;
}

/**
 * An open group assignment whose group (led by the demo student, three members) handed in, and
 * a second assignment and group for the deleting calls, so malformed input reaches their rules.
 */
async function tugasNyata(s: TestServer, token: Record<Peran, string>) {
  const tugas = (judul: string) =>
    s.call('/lms/tugas', {
      method: 'POST',
      token: token.dosen,
      body: JSON.stringify({
        id_pertemuan: nyata.pertemuan,
        judul,
        deskripsi: 'x',
        jenis: 'kelompok',
        waktu_mulai: new Date(Date.now() - 600_000).toISOString(),
        waktu_selesai: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
  nyata.tugas = (await tugas('Tugas uji masukan rusak')).body.data.id;
  nyata.tugasHapus = (await tugas('Tugas uji masukan rusak (hapus)')).body.data.id;
  const ids = await s.ctx.database.db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim })
    .from(mahasiswa)
    .where(inArray(mahasiswa.nim, ['2401001', '2401002', '2401003', '2401004']));
  const idNim = (nim: string) => ids.find((m) => m.nim === nim)?.id as string;
  const kelompok = async (nama: string, anggota: string[]) =>
    (
      await s.call(`/lms/tugas/${nyata.tugas}/kelompok`, {
        method: 'POST',
        token: token.dosen,
        body: JSON.stringify({ nama, anggota: anggota.map(idNim) }),
      })
    ).body.data.id as string;
  nyata.kelompok = await kelompok('Kelompok uji', ['2401001', '2401002', '2401003']);
  nyata.kelompokHapus = await kelompok('Kelompok uji (hapus)', ['2401004']);
  nyata.anggota = idNim('2401003');
  const fd = new FormData();
  fd.append('teks', 'Jawaban kelompok');
  const kirim = await s.call(`/lms/tugas/${nyata.tugas}/pengumpulan`, {
    method: 'PUT',
    token: token.mahasiswa,
    body: fd,
  });
  nyata.pengumpulan = kirim.body.data.id;
}

/** A server of its own for the calling test file, with real rows to aim at and every role's token. */
export function serverMasukanRusak() {
  const u = {} as { s: TestServer; token: Record<Peran, string> };
  beforeAll(async () => {
    const s = await startTestServer();
    u.s = s;
    const token = await tokenSemua(s);
    u.token = token;
    const get = async (path: string, t = token.operator) => (await s.call(path, { token: t })).body;
    nyata.kelas = kelas('IF101');
    nyata.dosen = (await get('/v2/user_info', token.dosen)).data.dosen.id;
    nyata.mahasiswa = (await get('/v2/user_info', token.mahasiswa)).data.mahasiswa.id;
    const [saya] = await s.ctx.database.db
      .select({ id: mahasiswa.idPengguna })
      .from(mahasiswa)
      .where(inArray(mahasiswa.nim, ['2401001']));
    nyata.penggunaMahasiswa = saya?.id as string;
    const pertemuan = await get(`/lms/pertemuan?id_kelas_kuliah=${nyata.kelas}&per_page=20`);
    nyata.pertemuan = pertemuan.data.find((p: { nomor: number }) => p.nomor === 2).id;
    const materi = await s.call('/lms/materi', {
      method: 'POST',
      token: token.dosen,
      body: JSON.stringify({
        id_pertemuan: nyata.pertemuan,
        judul: 'Materi uji masukan rusak',
        deskripsi: 'x',
        tipe_file: 'url',
        jenis_materi: 'modul',
        tampil_sekarang: true,
        file_url: 'https://example.org/modul',
      }),
    });
    nyata.materi = materi.body.data.id;
    // A running vidcon, so malformed bodies reach its rules (the join is a real one).
    const vidcon = await s.call('/lms/vidcon', {
      method: 'POST',
      token: token.dosen,
      body: JSON.stringify({
        id_pertemuan: nyata.pertemuan,
        judul: 'Vidcon uji masukan rusak',
        aplikasi: 'zoom',
        link: 'https://zoom.us/j/1',
        waktu_mulai: new Date(Date.now() - 600_000).toISOString(),
        waktu_selesai: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
    nyata.vidcon = vidcon.body.data.id;
    // An open forum with a student's thread, so malformed bodies reach its rules.
    const forum = await s.call('/lms/forum', {
      method: 'POST',
      token: token.dosen,
      body: JSON.stringify({
        id_pertemuan: nyata.pertemuan,
        judul: 'Forum uji masukan rusak',
        deskripsi: 'Diskusi',
        waktu_mulai: new Date(Date.now() - 600_000).toISOString(),
        waktu_selesai: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
    nyata.forum = forum.body.data.id;
    const post = await s.call(`/lms/forum/${nyata.forum}/post`, {
      method: 'POST',
      token: token.mahasiswa,
      body: JSON.stringify({ isi: '<p>Topik uji</p>' }),
    });
    nyata.postForum = post.body.data.id;
    await tugasNyata(s, token);
    // A running exam with its comment group, the demo student's thread and one comment.
    const ujian = await s.call('/lms/ujian', {
      method: 'POST',
      token: token.dosen,
      body: JSON.stringify({
        id_pertemuan: nyata.pertemuan,
        judul: 'Kuis uji masukan rusak',
        deskripsi: 'Kerjakan sendiri',
        jenis: 'kuis',
        sifat: 'open',
        acak_soal: false,
        ditampilkan: true,
        gunakan_batas_waktu: false,
        durasi: null,
        tampilkan_kunci_jawaban: false,
        waktu_mulai: new Date(Date.now() - 600_000).toISOString(),
        waktu_selesai: new Date(Date.now() + 3_600_000).toISOString(),
        waktu_tampil_kunci: null,
        peserta_remedial: [],
      }),
    });
    nyata.ujian = ujian.body.data.id;
    const utas = idUtasKomentar({
      jenis: 'ujian',
      idKonten: nyata.ujian as string,
      idMahasiswa: nyata.mahasiswa,
    });
    nyata.groupChat = utas.idGroup;
    nyata.thread = utas.idThread;
    await s.call('/v2/chat/group', {
      method: 'POST',
      token: token.mahasiswa,
      body: JSON.stringify({
        id: utas.idGroup,
        name: 'Komentar uji masukan rusak',
        usage: 'lms',
        jenis: 'ujian',
        id_konten: nyata.ujian,
      }),
    });
    const komentar = await s.call(
      `/v2/chat/group/${utas.idGroup}/thread/${encodeURIComponent(utas.idThread)}`,
      { method: 'POST', token: token.mahasiswa, body: JSON.stringify({ isi: 'Komentar uji' }) },
    );
    nyata.komentar = komentar.body.data.id;
  });
  afterAll(() => u.s?.close());

  async function kirim(v: Varian, peran: Peran) {
    const headers = new Headers(v.init.headers);
    headers.set('college-id', 'kampus-demo');
    headers.set('authorization', `Bearer ${u.token[peran]}`);
    const res = await fetch(u.s.url + v.path, {
      ...v.init,
      headers,
      signal: AbortSignal.timeout(15_000),
    });
    const teks = await res.text();
    return { status: res.status, teks };
  }
  return Object.assign(u, { kirim });
}

// Logging out would end the session the other variants use; it has a test of its own.
const semua = Object.entries(calls).filter(([nama]) => nama !== 'logout') as [string, CallDef][];

/**
 * Every call of the contract, each with every malformed variant, as one role; `bagian` of `dari`
 * takes every `dari`-th call, so one role's calls spread over several files (one server each)
 * that the suite's workers run side by side.
 */
export function ujiSemuaCallSebagai(peran: Peran, { bagian = 0, dari = 1 } = {}) {
  const { kirim } = serverMasukanRusak();
  const milikBagian = semua.filter((_, i) => i % dari === bagian);
  describe(`malformed input as ${peran} (${bagian + 1}/${dari})`, () => {
    it.each(milikBagian)('%s never answers 5xx', async (_nama, call) => {
      const gagal: string[] = [];
      for (const v of varianUntuk(call)) {
        const { status, teks } = await kirim(v, peran);
        let pesan: unknown;
        try {
          pesan = JSON.parse(teks)?.status?.message;
        } catch {}
        // Every answer but a success is the envelope with a message; no 5xx, no stack trace.
        const amplop = status < 300 || (typeof pesan === 'string' && pesan.length > 0);
        if (status >= 500 || !amplop || /\bat \S+ \(|node_modules|Error:/.test(teks)) {
          gagal.push(`${v.nama}: ${status} ${teks.slice(0, 160)}`);
        }
      }
      expect(gagal).toEqual([]);
    });
  });
}
