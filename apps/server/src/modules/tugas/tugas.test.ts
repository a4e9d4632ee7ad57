import { calls, type SimpanTugas, type Tugas } from '@kampus/api/contract';
import { PESAN_IZIN, PESAN_TUGAS, PESAN_TUGAS_SERVER } from '@kampus/domain';
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

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** A student of IF101 B, a lecturer of another class. */
let mhsLain: string;
let dosenLain: string;
let idPertemuan: string;

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [mhsLain, dosenLain] = await Promise.all([tokenUntuk(s, '2401040'), tokenUntuk(s, 'dosen03')]);
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  idPertemuan = res.data.find((p) => p.nomor === 11)!.id;
});
afterAll(() => s?.close());

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** The form as the staff app sends it: an individual assignment open for a week. */
const payload = (ubah: Record<string, unknown> = {}): SimpanTugas => ({
  id_pertemuan: idPertemuan,
  judul: 'Laporan praktikum 1',
  deskripsi: encodeURIComponent('<p>Kerjakan <b>soal</b> berikut</p><script>alert(1)</script>'),
  jenis: 'individu',
  waktu_mulai: menit(-60),
  waktu_selesai: menit(7 * 24 * 60),
  terima_terlambat: false,
  ...ubah,
});

async function buat(ubah: Record<string, unknown> = {}, token = t.dosen): Promise<Tugas> {
  const res = await s.panggil(calls.tambahTugas, { badanMentah: payload(ubah), token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

/** A multipart upload of attachments: s.panggil sends JSON only. */
function unggahLampiran(id: string, files: { nama: string; isi: Buffer }[], token = t.dosen) {
  const fd = new FormData();
  for (const f of files) fd.append('files', new Blob([f.isi]), f.nama);
  return s.call(`/lms/tugas/${id}/lampiran`, { method: 'POST', token, body: fd });
}

describe('saving an assignment (form rules in order)', () => {
  it.each([
    [{ id_pertemuan: null }, PESAN_TUGAS.pertemuan],
    [{ judul: '  ' }, PESAN_TUGAS.judul],
    [{ deskripsi: '' }, PESAN_TUGAS.deskripsi],
    [{ deskripsi: encodeURIComponent('<p><script>x()</script></p>') }, PESAN_TUGAS.deskripsi],
    [{ jenis: null }, PESAN_TUGAS.jenis],
    [{ waktu_mulai: null }, PESAN_TUGAS.mulai],
    [{ waktu_selesai: null }, PESAN_TUGAS.selesai],
    [{ waktu_mulai: menit(60), waktu_selesai: menit(30) }, PESAN_TUGAS.selesaiSebelumMulai],
    [{ judul: '', deskripsi: '' }, PESAN_TUGAS.judul],
  ])('%j: %s', async (isi, pesan) => {
    const res = await s.panggil(calls.tambahTugas, { badanMentah: payload(isi), token: t.dosen });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it.each([
    [{ jenis_file_diterima: ['.exe'] }, PESAN_TUGAS_SERVER.jenisFile],
    [{ batas_ukuran_mb: 0 }, PESAN_TUGAS_SERVER.batasUkuran],
  ])('%j: %s', async (isi, pesan) => {
    const res = await s.panggil(calls.tambahTugas, { badanMentah: payload(isi), token: t.dosen });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain(pesan);
  });

  it('saves it with a sanitised description, the settings limit and every type by default', async () => {
    const tg = await buat();
    expect(tg).toMatchObject({
      id_kelas_kuliah: kelas('IF101'),
      id_pertemuan: idPertemuan,
      pertemuan: { nomor: 11 },
      judul: 'Laporan praktikum 1',
      deskripsi: '<p>Kerjakan <b>soal</b> berikut</p>',
      jenis: 'individu',
      terima_terlambat: false,
      lampiran: [],
      created_by: { username: 'dosen01' },
      rekap: {
        status: 'Belum Ada Pengumpulan',
        jumlah_pengumpulan: 0,
        jumlah_dinilai: 0,
        total_nilai: 0,
      },
    });
    expect(tg.jenis_file_diterima).toContain('.pdf');
    expect(tg.batas_ukuran_mb).toBeGreaterThan(0);
    expect(tg.rekap?.jumlah_target).toBeGreaterThan(0);
    const nanti = await buat({
      waktu_mulai: menit(60),
      batas_ukuran_mb: 2,
      jenis_file_diterima: ['.pdf'],
    });
    expect(nanti.rekap?.status).toBe('Belum Dimulai');
    expect(nanti).toMatchObject({ batas_ukuran_mb: 2, jenis_file_diterima: ['.pdf'] });
  });

  it('an operator with write on kelas_kuliah creates one too; a group one', async () => {
    const tg = await buat({ jenis: 'kelompok' }, t.operator);
    expect(tg).toMatchObject({ jenis: 'kelompok', created_by: { username: 'operator' } });
  });

  it('edits it; the type stays once something was handed in (tested with submissions)', async () => {
    const tg = await buat();
    const res = await s.panggil(calls.ubahTugas, {
      params: { id: tg.id },
      badanMentah: payload({ judul: 'Laporan praktikum 1 (revisi)', terima_terlambat: true }),
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      judul: 'Laporan praktikum 1 (revisi)',
      terima_terlambat: true,
    });
  });

  it('deletes it with its attachments', async () => {
    const tg = await buat();
    expect((await unggahLampiran(tg.id, [{ nama: 'soal.pdf', isi: contohPdf() }])).status).toBe(
      200,
    );
    const res = await s.panggil(calls.hapusTugas, { params: { id: tg.id }, token: t.dosen });
    expect(res.status).toBe(200);
    expect((await s.panggil(calls.tugas, { params: { id: tg.id }, token: t.dosen })).status).toBe(
      404,
    );
  });
});

describe('attachments (lampiran_tugas)', () => {
  it('stores files checked by content; removes one by its address', async () => {
    const tg = await buat();
    const res = await unggahLampiran(tg.id, [
      { nama: 'soal.pdf', isi: contohPdf() },
      { nama: 'gambar.png', isi: contohPng(300) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lampiran = res.body.data.lampiran as Tugas['lampiran'];
    expect(lampiran.map((l) => l.name).sort()).toEqual(['gambar.png', 'soal.pdf']);
    const berkas = await s.call(lampiran[0]!.url, { token: t.mahasiswa });
    expect(berkas.status).toBe(200);
    const hapus = await s.panggil(calls.hapusLampiranTugas, {
      params: { id: tg.id },
      query: { url: lampiran[0]!.url },
      token: t.dosen,
    });
    expect(hapus.status).toBe(200);
    expect(hapus.data.lampiran).toHaveLength(1);
    const lagi = await s.panggil(calls.hapusLampiranTugas, {
      params: { id: tg.id },
      query: { url: lampiran[0]!.url },
      token: t.dosen,
    });
    expect(lagi.status).toBe(404);
    expect(lagi.body.status.message).toBe(PESAN_TUGAS_SERVER.lampiranTidakAda);
  });

  it('refuses a file whose content is not its extension, and an empty upload', async () => {
    const tg = await buat();
    const palsu = await unggahLampiran(tg.id, [
      { nama: 'soal.pdf', isi: Buffer.from('MZ bukan pdf') },
    ]);
    expect(palsu.status).toBe(422);
    const kosong = await unggahLampiran(tg.id, []);
    expect([400, 422]).toContain(kosong.status);
    const fd = new FormData();
    fd.append('lain', 'x');
    const tanpa = await s.call(`/lms/tugas/${tg.id}/lampiran`, {
      method: 'POST',
      token: t.dosen,
      body: fd,
    });
    expect(tanpa.status).toBe(422);
    expect(tanpa.body.status.message).toBe(PESAN_TUGAS_SERVER.berkasKosong);
    const json = await s.json('POST', `/lms/tugas/${tg.id}/lampiran`, t.dosen, {});
    expect(json.status).toBe(400);
    expect(json.body.status.message).toBe(PESAN_TUGAS_SERVER.bukanMultipart);
  });
});

describe('reading assignments', () => {
  it("lists a meeting's assignments, paged, without the counts for a student", async () => {
    await buat({ judul: 'Tugas daftar A' });
    await buat({ judul: 'Tugas daftar B' });
    const daftar = (token: string) =>
      s.panggil(calls.daftarTugas, { query: { id_pertemuan: idPertemuan, per_page: 2 }, token });
    const res = await daftar(t.mahasiswa);
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(2);
    expect(res.body.meta.total_items).toBeGreaterThan(2);
    expect(res.data.every((x) => x.rekap === null)).toBe(true);
    expect((await daftar(t.dosen)).data.every((x) => x.rekap !== null)).toBe(true);
  });

  it("lists the user's classes' assignments for /tugas, filtered by type and title", async () => {
    await buat({ judul: 'Makalah kelompok unik', jenis: 'kelompok' });
    const res = await s.panggil(calls.daftarTugas, {
      query: { jenis: 'kelompok', search: 'unik' },
      token: t.mahasiswa,
    });
    expect(res.data.map((x) => x.judul)).toEqual(['Makalah kelompok unik']);
    expect(res.data[0]?.mata_kuliah.kode).toBe('IF101');
    // Not a class of theirs: nothing of IF101 A.
    const lain = await s.panggil(calls.daftarTugas, { query: { search: 'unik' }, token: mhsLain });
    expect(lain.data).toEqual([]);
    const dosen = await s.panggil(calls.daftarTugas, {
      query: { search: 'unik' },
      token: dosenLain,
    });
    expect(dosen.data).toEqual([]);
  });

  it("counts the meeting's assignments in count_activity", async () => {
    const daftar = await s.panggil(calls.daftarTugas, {
      query: { id_pertemuan: idPertemuan, per_page: 1 },
      token: t.dosen,
    });
    const p = await s.panggil(calls.pertemuan, { params: { id: idPertemuan }, token: t.dosen });
    expect(p.data.count_activity.tugas).toBe(daftar.body.meta.total_items);
  });
});

describe('forbidden access', () => {
  let tg: Tugas;
  beforeAll(async () => {
    tg = await buat({ judul: 'Tugas rahasia kelas A' });
  });
  const tulis = () => [
    panggilan(calls.tambahTugas, { badanMentah: payload() }),
    panggilan(calls.ubahTugas, { params: { id: tg.id }, badanMentah: payload() }),
    panggilan(calls.hapusTugas, { params: { id: tg.id } }),
    panggilan(calls.hapusLampiranTugas, { params: { id: tg.id }, query: { url: '/x' } }),
  ];
  const baca = () => [
    panggilan(calls.tugas, { params: { id: tg.id } }),
    panggilan(calls.daftarTugas, { query: { id_pertemuan: idPertemuan } }),
  ];

  it('a student never changes an assignment', async () => {
    for (const c of tulis()) {
      const res = await c.kirim(s, t.mahasiswa);
      expect(res.status, `${c.m} ${c.p}`).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.mahasiswaKelolaTugas);
    }
    expect(
      (await unggahLampiran(tg.id, [{ nama: 'a.pdf', isi: contohPdf() }], t.mahasiswa)).status,
    ).toBe(403);
  });

  it("a student or lecturer of another class neither reads nor changes the class's", async () => {
    for (const c of baca()) {
      expect((await c.kirim(s, mhsLain)).status, `${c.m} ${c.p}`).toBe(403);
      expect((await c.kirim(s, dosenLain)).status, `${c.m} ${c.p}`).toBe(403);
    }
    for (const c of tulis())
      expect((await c.kirim(s, dosenLain)).status, `${c.m} ${c.p}`).toBe(403);
    expect(
      (await unggahLampiran(tg.id, [{ nama: 'a.pdf', isi: contohPdf() }], dosenLain)).status,
    ).toBe(403);
  });

  it('an operator without rights on kelas_kuliah neither reads nor changes; read only reads', async () => {
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      for (const c of [...baca(), ...tulis()]) {
        expect((await c.kirim(s, t.operator)).status, `${c.m} ${c.p}`).toBe(403);
      }
    });
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      for (const c of baca()) expect((await c.kirim(s, t.operator)).status).toBe(200);
      for (const c of tulis()) {
        const res = await c.kirim(s, t.operator);
        expect(res.status, `${c.m} ${c.p}`).toBe(403);
        expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
      }
    });
  });
});
