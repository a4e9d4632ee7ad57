import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { calls, type Pengumpulan, type SimpanTugas, type Tugas } from '@kampus/api/contract';
import {
  BYTE_PER_MB,
  PESAN_IZIN,
  PESAN_NILAI_TUGAS,
  PESAN_PENGUMPULAN,
  PESAN_TUGAS,
  PESAN_TUGAS_SERVER,
  periksaBerkas,
  VARIAN_PESAN_PENGUMPULAN,
} from '@kampus/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPdf,
  contohPng,
  denganHakOperator,
  kelas,
  panggilan,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { peristiwaAktivitas } from '../../platform/aktivitas';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** Another student of IF101 A, a student of IF101 B, a lecturer of another class. */
let mhs2: string;
let mhsLain: string;
let dosenLain: string;
let idPertemuan: string;

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [mhs2, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  idPertemuan = res.data.find((p) => p.nomor === 10)!.id;
});
afterAll(() => s?.close());

const detik = (n: number) => new Date(Date.now() + n * 1000).toISOString();
const menit = (n: number) => detik(n * 60);

const payload = (ubah: Record<string, unknown> = {}): SimpanTugas => ({
  id_pertemuan: idPertemuan,
  judul: 'Esai pengantar',
  deskripsi: '<p>Tulis esai</p>',
  jenis: 'individu',
  waktu_mulai: menit(-60),
  waktu_selesai: menit(60),
  terima_terlambat: false,
  ...ubah,
});

async function buat(ubah: Record<string, unknown> = {}): Promise<Tugas> {
  const res = await s.panggil(calls.tambahTugas, { badanMentah: payload(ubah), token: t.dosen });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

type Berkas = { nama: string; isi: Buffer };

/** A multipart submission: s.panggil sends JSON only. */
function kirim(id: string, token: string, isi: { teks?: string; files?: Berkas[] }) {
  const fd = new FormData();
  if (isi.teks !== undefined) fd.append('teks', isi.teks);
  for (const f of isi.files ?? []) fd.append('files', new Blob([f.isi]), f.nama);
  return s.call(`/lms/tugas/${id}/pengumpulan`, { method: 'PUT', token, body: fd });
}

const saya = (id: string, token: string) =>
  s.panggil(calls.pengumpulanSaya, { params: { id }, token });

describe('sending a submission', () => {
  it('files and text on time; the student reads it back; an activity event is announced', async () => {
    const tg = await buat();
    const res = await kirim(tg.id, t.mahasiswa, {
      teks: '<p>Jawaban saya</p><img src=x onerror=alert(1)>',
      files: [
        { nama: 'esai.pdf', isi: contohPdf(3000) },
        { nama: 'foto.png', isi: contohPng(500) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data as Pengumpulan;
    expect(p).toMatchObject({
      mahasiswa: { nim: '2401001' },
      kelompok: null,
      terlambat: false,
      nilai: null,
      dikirim_oleh: { username: '2401001' },
    });
    expect(p.teks).not.toContain('onerror');
    expect(p.berkas.map((b) => b.name)).toEqual(['esai.pdf', 'foto.png']);
    const baca = await saya(tg.id, t.mahasiswa);
    expect(baca.data).toMatchObject({ boleh_kirim: true, pesan: null, pengumpulan: { id: p.id } });
    const lain = await saya(tg.id, mhs2);
    expect(lain.data.pengumpulan).toBeNull();
    // The /tugas list shows each student their own hand-in in short.
    const daftar = (token: string) =>
      s.panggil(calls.tugas, { params: { id: tg.id }, token }).then((r) => r.data);
    expect((await daftar(t.mahasiswa)).pengumpulan_saya).toMatchObject({
      terlambat: false,
      nilai: null,
    });
    expect((await daftar(mhs2)).pengumpulan_saya).toBeNull();
    expect((await daftar(t.dosen)).pengumpulan_saya).toBeNull();
    const peristiwa = await s.ctx.database.db
      .select()
      .from(peristiwaAktivitas)
      .where(and(eq(peristiwaAktivitas.idAktivitas, tg.id), eq(peristiwaAktivitas.aksi, 'kumpul')));
    expect(peristiwa).toHaveLength(1);
    expect(peristiwa[0]).toMatchObject({ jenis: 'tugas', idPertemuan, role: 'mahasiswa' });
  });

  it('replaces it before the deadline: the new files and text only', async () => {
    const tg = await buat();
    const pertama = await kirim(tg.id, t.mahasiswa, {
      files: [{ nama: 'v1.pdf', isi: contohPdf() }],
    });
    const urlLama = pertama.body.data.berkas[0].url;
    const kedua = await kirim(tg.id, t.mahasiswa, {
      teks: 'Versi perbaikan',
      files: [{ nama: 'v2.pdf', isi: contohPdf(4000) }],
    });
    expect(kedua.status).toBe(200);
    expect(kedua.body.data.id).toBe(pertama.body.data.id);
    expect(kedua.body.data.berkas.map((b: { name: string }) => b.name)).toEqual(['v2.pdf']);
    expect(kedua.body.data.teks).toBe('Versi perbaikan');
    // The replaced file is gone from the storage.
    expect((await s.call(urlLama, { token: t.mahasiswa })).status).toBe(404);
  });

  it('two sends at once by the same student keep one submission', async () => {
    const tg = await buat();
    const [a, b] = await Promise.all([
      kirim(tg.id, t.mahasiswa, { teks: 'satu' }),
      kirim(tg.id, t.mahasiswa, { teks: 'dua' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const daftar = await s.panggil(calls.daftarPengumpulan, {
      params: { id: tg.id },
      query: { status: 'belum_dinilai' },
      token: t.dosen,
    });
    expect(daftar.data).toHaveLength(1);
  });

  it.each([
    ['nothing', {}, PESAN_PENGUMPULAN.kosong],
    ['only empty markup', { teks: '<p> </p>' }, PESAN_PENGUMPULAN.kosong],
  ])('refuses %s', async (_n, isi, pesan) => {
    const tg = await buat();
    const res = await kirim(tg.id, t.mahasiswa, isi);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it('checks files by content, accepted type and size on the server', async () => {
    const tg = await buat({ jenis_file_diterima: ['.pdf'], batas_ukuran_mb: 0.005 });
    // The student's panel checks the same files with the same rules and wording.
    const diPanel = (name: string, size: number) => {
      const cek = periksaBerkas(
        { name, size },
        { accept: tg.jenis_file_diterima, maksByte: tg.batas_ukuran_mb * BYTE_PER_MB },
        VARIAN_PESAN_PENGUMPULAN,
      );
      return cek.ok ? null : cek.pesan;
    };
    const palsu = await kirim(tg.id, t.mahasiswa, {
      files: [{ nama: 'esai.pdf', isi: Buffer.from('<html>bukan pdf</html>') }],
    });
    expect(palsu.status).toBe(422);
    // A file whose content is not its extension's: the panel cannot see it, the type hint is sent.
    expect(palsu.body.status.message).toBe(diPanel('esai.png', 0));
    const jenis = await kirim(tg.id, t.mahasiswa, {
      files: [{ nama: 'foto.png', isi: contohPng() }],
    });
    expect(jenis.status).toBe(422);
    expect(jenis.body.status.message).toBe(diPanel('foto.png', contohPng().length));
    expect(jenis.body.status.message).toMatch(
      /^Jenis file yang didukung adalah \.pdf, dengan maksimal ukuran sebesar .+ MB$/,
    );
    const besar = await kirim(tg.id, t.mahasiswa, {
      files: [{ nama: 'esai.pdf', isi: contohPdf(6000) }],
    });
    expect(besar.status).toBe(413);
    expect(besar.body.status.message).toBe(diPanel('esai.pdf', 6000));
    expect(besar.body.status.message).toMatch(/^Ukuran file tidak boleh lebih dari .+MB\.$/);
    expect((await saya(tg.id, t.mahasiswa)).data.pengumpulan).toBeNull();
    const json = await s.json('PUT', `/lms/tugas/${tg.id}/pengumpulan`, t.mahasiswa, {});
    expect(json.status).toBe(400);
    expect(json.body.status.message).toBe(PESAN_TUGAS_SERVER.bukanMultipart);
  });

  it('refuses before the start and after the deadline; late work marked when allowed', async () => {
    const belum = await buat({ waktu_mulai: menit(30), waktu_selesai: menit(60) });
    const r1 = await kirim(belum.id, t.mahasiswa, { teks: 'x' });
    expect(r1.status).toBe(409);
    expect(r1.body.status.message).toBe(PESAN_PENGUMPULAN.belum_dibuka);
    const lewat = await buat({ waktu_mulai: menit(-60), waktu_selesai: menit(-1) });
    const r2 = await kirim(lewat.id, t.mahasiswa, { teks: 'x' });
    expect(r2.status).toBe(409);
    expect(r2.body.status.message).toBe(PESAN_PENGUMPULAN.ditolak);
    expect((await saya(lewat.id, t.mahasiswa)).data).toMatchObject({
      boleh_kirim: false,
      pesan: PESAN_PENGUMPULAN.ditolak,
    });
    const terlambat = await buat({
      waktu_mulai: menit(-60),
      waktu_selesai: menit(-1),
      terima_terlambat: true,
    });
    const r3 = await kirim(terlambat.id, t.mahasiswa, { teks: 'maaf terlambat' });
    expect(r3.status).toBe(200);
    expect(r3.body.data.terlambat).toBe(true);
  });

  it('judges by when the upload started: a body that finishes after the deadline is on time', async () => {
    const tg = await buat({ waktu_mulai: menit(-10), waktu_selesai: detik(2) });
    const batas = 'batasUjiLambat';
    const awal = Buffer.from(
      `--${batas}\r\nContent-Disposition: form-data; name="teks"\r\n\r\nJawaban lambat\r\n` +
        `--${batas}\r\nContent-Disposition: form-data; name="files"; filename="lambat.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const isi = contohPdf(8000);
    const akhir = Buffer.from(`\r\n--${batas}--\r\n`);
    // The first bytes now, the rest once the deadline has passed: a slow connection.
    const badan = new ReadableStream<Uint8Array>({
      async start(c) {
        c.enqueue(new Uint8Array(Buffer.concat([awal, isi.subarray(0, 100)])));
        await new Promise((r) => setTimeout(r, 3500));
        c.enqueue(new Uint8Array(Buffer.concat([isi.subarray(100), akhir])));
        c.close();
      },
    });
    const res = await fetch(`${s.url}/lms/tugas/${tg.id}/pengumpulan`, {
      method: 'PUT',
      headers: {
        'college-id': 'kampus-demo',
        authorization: `Bearer ${t.mahasiswa}`,
        'content-type': `multipart/form-data; boundary=${batas}`,
      },
      body: badan,
      duplex: 'half',
    } as RequestInit);
    const body = (await res.json()) as { data: Pengumpulan };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const p = body.data;
    expect(p.terlambat).toBe(false);
    expect(Date.parse(p.waktu_mulai_unggah)).toBeLessThan(Date.parse(tg.waktu_selesai));
    expect(Date.parse(p.waktu_kirim)).toBeGreaterThan(Date.parse(tg.waktu_selesai));
    expect(p.berkas[0]).toMatchObject({ name: 'lambat.pdf', content_length: isi.length });
    // Starting after it, the same student is refused.
    const lagi = await kirim(tg.id, t.mahasiswa, { teks: 'ganti' });
    expect(lagi.status).toBe(409);
    expect(lagi.body.status.message).toBe(PESAN_PENGUMPULAN.ditolak);
  });

  it('locks the type of an assignment once something was handed in', async () => {
    const tg = await buat();
    await kirim(tg.id, t.mahasiswa, { teks: 'x' });
    const res = await s.panggil(calls.ubahTugas, {
      params: { id: tg.id },
      badanMentah: payload({ jenis: 'kelompok' }),
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_TUGAS.jenisTerkunci);
  });
});

describe('grading and monitoring', () => {
  it('grades with a score and feedback; the counts and statuses follow', async () => {
    const tg = await buat();
    const id = (await kirim(tg.id, t.mahasiswa, { teks: 'a' })).body.data.id;
    await kirim(tg.id, mhs2, { teks: 'b' });
    const detail = () => s.panggil(calls.tugas, { params: { id: tg.id }, token: t.dosen });
    expect((await detail()).data.rekap).toMatchObject({
      status: 'Belum Dinilai',
      jumlah_pengumpulan: 2,
      jumlah_dinilai: 0,
    });
    const res = await s.panggil(calls.nilaiPengumpulan, {
      params: { id: tg.id, idPengumpulan: id },
      body: { nilai: '85,5', umpan_balik: 'Bagus, rapikan daftar pustaka' },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      nilai: 85.5,
      umpan_balik: 'Bagus, rapikan daftar pustaka',
      dinilai_oleh: { username: 'dosen01' },
    });
    expect((await detail()).data.rekap).toMatchObject({
      status: 'Belum Dinilai',
      jumlah_dinilai: 1,
      total_nilai: 85.5,
    });
    // A graded submission stays.
    const ganti = await kirim(tg.id, t.mahasiswa, { teks: 'ganti' });
    expect(ganti.status).toBe(409);
    expect(ganti.body.status.message).toBe(PESAN_PENGUMPULAN.sudahDinilai);
    const daftar = await s.panggil(calls.daftarPengumpulan, {
      params: { id: tg.id },
      query: { per_page: 50 },
      token: t.dosen,
    });
    expect(daftar.data.length).toBe(daftar.body.meta.total_items);
    expect(daftar.data.filter((r) => r.pengumpulan).map((r) => r.mahasiswa?.nim)).toEqual([
      '2401001',
      '2401002',
    ]);
    const belum = await s.panggil(calls.daftarPengumpulan, {
      params: { id: tg.id },
      query: { status: 'belum_dinilai' },
      token: t.dosen,
    });
    expect(belum.data.map((r) => r.mahasiswa?.nim)).toEqual(['2401002']);
    const id2 = belum.data[0]!.pengumpulan!.id;
    await s.panggil(calls.nilaiPengumpulan, {
      params: { id: tg.id, idPengumpulan: id2 },
      body: { nilai: 70 },
      token: t.operator,
    });
    expect((await detail()).data.rekap).toMatchObject({
      status: 'Sudah Dinilai',
      total_nilai: 155.5,
      rata_rata_nilai: 77.75,
    });
  });

  it.each([
    [null, PESAN_NILAI_TUGAS.kosong],
    ['', PESAN_NILAI_TUGAS.kosong],
    [101, PESAN_NILAI_TUGAS.rentang],
    [-1, PESAN_NILAI_TUGAS.rentang],
    ['sembilan', PESAN_NILAI_TUGAS.rentang],
  ])('refuses the grade %j: %s', async (nilai, pesan) => {
    const tg = await buat();
    const id = (await kirim(tg.id, t.mahasiswa, { teks: 'a' })).body.data.id;
    const res = await s.panggil(calls.nilaiPengumpulan, {
      params: { id: tg.id, idPengumpulan: id },
      badanMentah: { nilai },
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });
});

/** The entries of a ZIP (central directory), inflated: enough to check what the server wrote. */
function bacaZip(zip: Buffer) {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const jumlah = zip.readUInt16LE(eocd + 10);
  let pos = zip.readUInt32LE(eocd + 16);
  const hasil = new Map<string, Buffer>();
  for (let i = 0; i < jumlah; i++) {
    const metode = zip.readUInt16LE(pos + 10);
    const ukuranZip = zip.readUInt32LE(pos + 20);
    const panjangNama = zip.readUInt16LE(pos + 28);
    const panjangEkstra = zip.readUInt16LE(pos + 30);
    const panjangKomentar = zip.readUInt16LE(pos + 32);
    const lokal = zip.readUInt32LE(pos + 42);
    const nama = zip.subarray(pos + 46, pos + 46 + panjangNama).toString('utf8');
    const awalData = lokal + 30 + zip.readUInt16LE(lokal + 26) + zip.readUInt16LE(lokal + 28);
    const data = zip.subarray(awalData, awalData + ukuranZip);
    hasil.set(nama, metode === 8 ? inflateRawSync(data) : Buffer.from(data));
    pos += 46 + panjangNama + panjangEkstra + panjangKomentar;
  }
  return hasil;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the ZIP of every submission', () => {
  it('streams a folder per student with their files and written answer', async () => {
    const tg = await buat({ judul: 'Tugas arsip' });
    const a = contohPdf(5000);
    const b = contohPng(20_000);
    await kirim(tg.id, t.mahasiswa, {
      teks: '<p>Jawaban A</p>',
      files: [
        { nama: 'laporan.pdf', isi: a },
        { nama: 'laporan.pdf', isi: contohPdf(100) },
      ],
    });
    await kirim(tg.id, mhs2, { files: [{ nama: 'gambar.png', isi: b }] });
    const res = await fetch(`${s.url}/lms/tugas/${tg.id}/pengumpulan/unduh`, {
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${t.dosen}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(res.headers.get('content-disposition')).toContain('Pengumpulan - Tugas arsip.zip');
    const isi = bacaZip(Buffer.from(await res.arrayBuffer()));
    const nama = [...isi.keys()].sort();
    expect(nama).toHaveLength(4);
    const folderA = nama.find((n) => n.startsWith('2401001 - '))!.split('/')[0];
    expect(sha(isi.get(`${folderA}/laporan.pdf`)!)).toBe(sha(a));
    expect(isi.get(`${folderA}/laporan (2).pdf`)?.length).toBe(contohPdf(100).length);
    expect(isi.get(`${folderA}/jawaban.html`)?.toString()).toBe('<p>Jawaban A</p>');
    const folderB = nama.find((n) => n.startsWith('2401002 - '))!.split('/')[0];
    expect(sha(isi.get(`${folderB}/gambar.png`)!)).toBe(sha(b));
  });

  it('answers 404 when nothing was handed in', async () => {
    const tg = await buat();
    const res = await s.call(`/lms/tugas/${tg.id}/pengumpulan/unduh`, { token: t.dosen });
    expect(res.status).toBe(404);
    expect(res.body.status.message).toBe(PESAN_TUGAS_SERVER.belumAdaPengumpulan);
  });
});

describe('forbidden access to submissions', () => {
  let tg: Tugas;
  let idPengumpulan: string;
  beforeAll(async () => {
    tg = await buat({ judul: 'Tugas terlarang' });
    idPengumpulan = (await kirim(tg.id, t.mahasiswa, { teks: 'rahasia' })).body.data.id;
  });
  const staf = () => [
    panggilan(calls.daftarPengumpulan, { params: { id: tg.id } }),
    panggilan(calls.unduhPengumpulan, { params: { id: tg.id } }),
  ];
  const nilai = () =>
    panggilan(calls.nilaiPengumpulan, {
      params: { id: tg.id, idPengumpulan },
      body: { nilai: 90 },
    });

  it("a student never reads another's submission nor grades", async () => {
    for (const c of staf()) {
      const res = await c.kirim(s, mhs2);
      expect(res.status, `${c.m} ${c.p}`).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.mahasiswaPengumpulanLain);
    }
    expect((await nilai().kirim(s, t.mahasiswa)).body.status.message).toBe(
      PESAN_IZIN.mahasiswaNilaiTugas,
    );
    // Their own view holds only their own.
    expect((await saya(tg.id, mhs2)).data.pengumpulan).toBeNull();
  });

  it('a student of another class neither reads nor sends', async () => {
    expect((await saya(tg.id, mhsLain)).status).toBe(403);
    expect((await kirim(tg.id, mhsLain, { teks: 'x' })).status).toBe(403);
  });

  it('staff never send a submission of their own', async () => {
    for (const token of [t.dosen, t.operator]) {
      const res = await kirim(tg.id, token, { teks: 'x' });
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.kumpulTugas);
      expect((await saya(tg.id, token)).status).toBe(403);
    }
  });

  it('a lecturer of another class neither reads nor grades', async () => {
    for (const c of [...staf(), nilai()]) {
      expect((await c.kirim(s, dosenLain)).status, `${c.m} ${c.p}`).toBe(403);
    }
  });

  it('an operator without rights reads nothing; with read only, reads but never grades', async () => {
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      for (const c of [...staf(), nilai()]) {
        expect((await c.kirim(s, t.operator)).status, `${c.m} ${c.p}`).toBe(403);
      }
    });
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      expect((await staf()[0]!.kirim(s, t.operator)).status).toBe(200);
      const res = await nilai().kirim(s, t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
    });
  });
});
