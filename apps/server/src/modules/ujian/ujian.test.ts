import {
  calls,
  envelope,
  HasilSimpanJawaban,
  Pengerjaan,
  SoalPengerjaan,
  UjianDetail,
} from '@kampus/api/contract';
import { PESAN_IZIN, PESAN_PENGERJAAN, PESAN_UJIAN, PESAN_UJIAN_SERVER } from '@kampus/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  kelas,
  panggilan,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { bukaSse, tungguSampai } from '../../../test/sse';
import { jawaban, pengerjaan } from '../../db/schema';
import { bacaAktivitas } from '../../platform/aktivitas';
import { buatUjian as buatUjianBersama, menit, payloadUjian } from './uji-bersama';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** Students of IF101 A (2401001..2401032), one of IF101 B, a lecturer of another class. */
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
  idPertemuan = res.body.data.find((p: { nomor: number }) => p.nomor === 12).id;
});
afterAll(() => s?.close());

const payload = (ubah: Record<string, unknown> = {}) => payloadUjian(idPertemuan, ubah);
const buatUjian = (ubah: Record<string, unknown> = {}) =>
  buatUjianBersama(s, t.dosen, idPertemuan, ubah);

const simpan = (idUjian: string, idSoal: string, token: string, isi: unknown, versi: number) =>
  s.panggil(calls.simpanJawaban, {
    params: { id: idUjian, idSoal },
    badanMentah: { isi, versi },
    token,
  });

describe('exam save (spec 5 Quiz/exam save, in order)', () => {
  it.each([
    [{ id_pertemuan: null }, PESAN_UJIAN.pertemuan],
    [{ gunakan_batas_waktu: true, durasi: null }, PESAN_UJIAN.durasiWajib],
    [{ gunakan_batas_waktu: true, durasi: 4 }, PESAN_UJIAN.durasiMinimal],
    [{ waktu_mulai: null }, PESAN_UJIAN.mulaiWajib],
    [{ waktu_selesai: null }, PESAN_UJIAN.selesaiWajib],
    [{ waktu_mulai: menit(10), waktu_selesai: menit(13) }, PESAN_UJIAN.rentangMinimal],
    [
      { gunakan_batas_waktu: true, durasi: 30, waktu_mulai: menit(0), waktu_selesai: menit(20) },
      PESAN_UJIAN.rentangDurasi,
    ],
    [{ waktu_mulai: menit(30), waktu_selesai: menit(10) }, PESAN_UJIAN.selesaiSebelumMulai],
    [{ jenis: 'remedial', id_ujian_utama: null }, PESAN_UJIAN_SERVER.ujianUtamaWajib],
    [{ tampilkan_kunci_jawaban: true }, PESAN_UJIAN_SERVER.waktuKunciWajib],
  ])('%j: %s', async (ubah, pesan) => {
    const res = await s.panggil(calls.tambahUjian, { badanMentah: payload(ubah), token: t.dosen });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it('stores a sanitised description and answers the exam with its groups', async () => {
    const { id } = await buatUjian();
    const res = await s.panggil(calls.ujian, { params: { id }, token: t.dosen });
    const u = envelope(UjianDetail).parse(res.body).data;
    expect(u.deskripsi).toBe('<p>Kerjakan <b>sendiri</b></p>');
    expect(u.status).toBe('sedang_berlangsung');
    expect(u.kelompok_soal?.[0]?.soal.map((x) => x.jenis)).toEqual([
      'pilihan',
      'benar_salah',
      'esay',
    ]);
    expect(u.kelompok_soal?.[0]?.soal[0]?.pilihan?.kunci).toBe(1);
    expect(u.jumlah_soal).toBe(3);
  });

  it('a student sees the exam without its questions or keys', async () => {
    const { id } = await buatUjian();
    const res = await s.panggil(calls.ujian, { params: { id }, token: t.mahasiswa });
    expect(res.status).toBe(200);
    expect(res.data.kelompok_soal).toBeNull();
  });

  it('a hidden exam and a remedial exam one is not listed for do not exist for a student', async () => {
    const { id: tersembunyi } = await buatUjian({ ditampilkan: false });
    expect(
      (await s.panggil(calls.ujian, { params: { id: tersembunyi }, token: t.mahasiswa })).status,
    ).toBe(404);
    const { id: utama } = await buatUjian();
    const rem = await s.panggil(calls.tambahUjian, {
      badanMentah: payload({
        jenis: 'remedial',
        id_ujian_utama: utama,
        peserta_remedial: ['2401002'],
      }),
      token: t.dosen,
    });
    expect(rem.status).toBe(200);
    const idRem = rem.data.id;
    expect(
      (await s.panggil(calls.ujian, { params: { id: idRem }, token: t.mahasiswa })).status,
    ).toBe(404);
    expect((await s.panggil(calls.ujian, { params: { id: idRem }, token: mhs2 })).status).toBe(200);
    const detailUtama = await s.panggil(calls.ujian, { params: { id: utama }, token: t.dosen });
    expect(detailUtama.data.has_remedial).toBe(true);
    const bukanPeserta = await s.panggil(calls.tambahUjian, {
      badanMentah: payload({
        jenis: 'remedial',
        id_ujian_utama: utama,
        peserta_remedial: ['2401040'],
      }),
      token: t.dosen,
    });
    expect(bukanPeserta.status).toBe(422);
    expect(bukanPeserta.body.status.message).toContain(PESAN_UJIAN_SERVER.pesertaBukanKelas);
  });
});

describe('taking an exam', () => {
  it('50 parallel starts make exactly one attempt', async () => {
    const { id } = await buatUjian();
    const hasil = await Promise.all(
      Array.from({ length: 50 }, () =>
        s.panggil(calls.mulaiPengerjaan, { params: { id }, token: t.mahasiswa }),
      ),
    );
    expect(hasil.map((r) => r.status)).toEqual(Array(50).fill(200));
    const ids = new Set(hasil.map((r) => envelope(Pengerjaan).parse(r.body).data.id));
    expect(ids.size).toBe(1);
    const [n] = await s.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pengerjaan)
      .where(eq(pengerjaan.idUjian, id));
    expect(n?.n).toBe(1);
  });

  it('refuses a start before the exam begins and after it ends', async () => {
    const { id: nanti } = await buatUjian({ waktu_mulai: menit(30), waktu_selesai: menit(90) });
    const a = await s.panggil(calls.mulaiPengerjaan, { params: { id: nanti }, token: t.mahasiswa });
    expect(a.status).toBe(409);
    expect(a.body.status.message).toBe(PESAN_PENGERJAAN.belumDimulai);
    const { id: lalu } = await buatUjian({ waktu_mulai: menit(-90), waktu_selesai: menit(-30) });
    const b = await s.panggil(calls.mulaiPengerjaan, { params: { id: lalu }, token: t.mahasiswa });
    expect(b.status).toBe(409);
    expect(b.body.status.message).toBe(PESAN_PENGERJAAN.sudahBerakhir);
  });

  it('a retry or an older write never overwrites a newer answer', async () => {
    const u = await buatUjian();
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    const v2 = await simpan(u.id, u.soal.pilihan, t.mahasiswa, { jenis: 'pilihan', pilihan: 1 }, 2);
    expect(envelope(HasilSimpanJawaban).parse(v2.body).data.hasil).toBe('simpan');
    const lama = await simpan(
      u.id,
      u.soal.pilihan,
      t.mahasiswa,
      { jenis: 'pilihan', pilihan: 0 },
      1,
    );
    expect(lama.status).toBe(200);
    expect(lama.body.data).toMatchObject({ hasil: 'usang', versi: 2 });
    const ulang = await simpan(
      u.id,
      u.soal.pilihan,
      t.mahasiswa,
      { jenis: 'pilihan', pilihan: 1 },
      2,
    );
    expect(ulang.body.data).toMatchObject({ hasil: 'sudah_ada', versi: 2 });
    const soal = await s.panggil(calls.soalPengerjaanSaya, {
      params: { id: u.id },
      token: t.mahasiswa,
    });
    const data = envelope(SoalPengerjaan).parse(soal.body).data;
    const p = data.kelompok_soal[0]?.soal.find((x) => x.id === u.soal.pilihan);
    expect(p?.jawaban?.isi).toEqual({ jenis: 'pilihan', pilihan: 1 });
    expect(p?.pilihan?.kunci).toBeNull();
    // Not published: no grades for the student.
    expect(p?.jawaban?.nilai).toBeNull();
  });

  it('an answer 1 s before the deadline is stored, 1 s after is refused', async () => {
    const u = await buatUjian();
    const mulai = await s.panggil(calls.mulaiPengerjaan, {
      params: { id: u.id },
      token: t.mahasiswa,
    });
    const idP = mulai.data.id as string;
    const db = s.ctx.database.db;
    await db
      .update(pengerjaan)
      .set({ batas: new Date(Date.now() + 1000) })
      .where(eq(pengerjaan.id, idP));
    const sebelum = await simpan(
      u.id,
      u.soal.benarSalah,
      t.mahasiswa,
      { jenis: 'benar_salah', jawaban: 'salah' },
      1,
    );
    expect(sebelum.status).toBe(200);
    await db
      .update(pengerjaan)
      .set({ batas: new Date(Date.now() - 1000) })
      .where(eq(pengerjaan.id, idP));
    const sesudah = await simpan(
      u.id,
      u.soal.pilihan,
      t.mahasiswa,
      { jenis: 'pilihan', pilihan: 1 },
      1,
    );
    expect(sesudah.status).toBe(409);
    expect(sesudah.body.status.message).toBe(PESAN_PENGERJAAN.waktuHabis);
    const tersimpan = await db.select().from(jawaban).where(eq(jawaban.idPengerjaan, idP));
    expect(tersimpan.map((j) => j.idSoal)).toEqual([u.soal.benarSalah]);
  });

  it('rejects an answer of the wrong kind, an option that does not exist, a foreign file', async () => {
    const u = await buatUjian();
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    const salahJenis = await simpan(
      u.id,
      u.soal.pilihan,
      t.mahasiswa,
      { jenis: 'benar_salah', jawaban: 'benar' },
      1,
    );
    expect(salahJenis.status).toBe(422);
    expect(salahJenis.body.status.message).toBe(PESAN_UJIAN_SERVER.jenisJawaban);
    const tidakAda = await simpan(
      u.id,
      u.soal.pilihan,
      t.mahasiswa,
      { jenis: 'pilihan', pilihan: 5 },
      1,
    );
    expect(tidakAda.status).toBe(422);
    const tautan = await simpan(
      u.id,
      u.soal.esay,
      t.mahasiswa,
      {
        jenis: 'esay',
        teks: 'x',
        files: [{ name: 'a.pdf', content_length: 1, url: 'https://jahat.example/a.pdf' }],
      },
      1,
    );
    expect(tautan.status).toBe(422);
  });

  it("an essay attaches the student's own uploads, never another student's", async () => {
    const u = await buatUjian();
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    const unggah = async (token: string) => {
      const isi = Buffer.alloc(2000, 0x20);
      Buffer.from('%PDF-1.4\n').copy(isi);
      const fd = new FormData();
      fd.append('dir', 'jawaban_ujian');
      fd.append('file', new Blob([isi], { type: 'application/pdf' }), 'jawaban.pdf');
      // A multipart upload: s.panggil sends JSON only.
      const r = await s.call('/v2/storager', { method: 'POST', token, body: fd });
      expect(r.status).toBe(200);
      return r.body.data as { url: string; nama: string; ukuran: number };
    };
    const berkas = (b: { url: string; nama: string; ukuran: number }) => ({
      name: b.nama,
      content_length: b.ukuran,
      url: b.url,
      extension: 'pdf',
    });
    const sendiri = await unggah(t.mahasiswa);
    const milikLain = await unggah(mhs2);
    const ok = await simpan(
      u.id,
      u.soal.esay,
      t.mahasiswa,
      { jenis: 'esay', teks: 'Lihat lampiran', files: [berkas(sendiri)] },
      1,
    );
    expect(ok.status).toBe(200);
    const curang = await simpan(
      u.id,
      u.soal.esay,
      t.mahasiswa,
      { jenis: 'esay', teks: '', files: [berkas(milikLain)] },
      2,
    );
    expect(curang.status).toBe(422);
    expect(curang.body.status.message).toBe(PESAN_UJIAN_SERVER.berkasBukanMilik);
    // Stored as the path, answered signed again (the file opens for its reader).
    const soal = await s.panggil(calls.soalPengerjaanSaya, {
      params: { id: u.id },
      token: t.mahasiswa,
    });
    const esai = soal.body.data.kelompok_soal[0].soal.find(
      (x: { id: string }) => x.id === u.soal.esay,
    );
    const url = esai.jawaban.isi.files[0].url as string;
    expect(url.split('?')[0]).toBe(sendiri.url.split('?')[0]);
    expect(url).toMatch(/[?&]sig=/);
    expect((await fetch(s.url + url)).status).toBe(200);
    // Resetting the attempt removes its answers' files (the queue's job, a moment later).
    const kunci = sendiri.url.replace(/^.*\/v2\/storager\/berkas\//, '').split('?')[0] ?? '';
    expect(await s.ctx.storage.ukuran(kunci)).not.toBeNull();
    const me = await s.panggil(calls.pengerjaanSaya, { params: { id: u.id }, token: t.mahasiswa });
    const reset = await s.panggil(calls.resetPengerjaan, {
      params: { id: me.body.data.id },
      token: t.dosen,
    });
    expect(reset.status).toBe(200);
    await expect.poll(() => s.ctx.storage.ukuran(kunci), { timeout: 20_000 }).toBeNull();
  }, 45_000);

  it('submits only when the server holds every answer the device has, then refuses changes', async () => {
    const u = await buatUjian();
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    await simpan(u.id, u.soal.pilihan, t.mahasiswa, { jenis: 'pilihan', pilihan: 1 }, 1);
    const kurang = await s.panggil(calls.kumpulkanPengerjaan, {
      params: { id: u.id },
      body: {
        jawaban: [
          { id_soal: u.soal.pilihan, versi: 1 },
          { id_soal: u.soal.esay, versi: 3 },
        ],
      },
      token: t.mahasiswa,
    });
    expect(kurang.status).toBe(409);
    expect(kurang.body.status.message).toBe(PESAN_UJIAN_SERVER.belumTersimpan);
    await simpan(
      u.id,
      u.soal.esay,
      t.mahasiswa,
      { jenis: 'esay', teks: 'Memanggil diri sendiri' },
      3,
    );
    const selesai = await s.panggil(calls.kumpulkanPengerjaan, {
      params: { id: u.id },
      body: {
        jawaban: [
          { id_soal: u.soal.pilihan, versi: 1 },
          { id_soal: u.soal.esay, versi: 3 },
        ],
      },
      token: t.mahasiswa,
    });
    expect(selesai.status).toBe(200);
    const p = envelope(Pengerjaan).parse(selesai.body).data;
    expect(p).toMatchObject({
      dikumpulkan: true,
      dikumpulkan_oleh: 'mahasiswa',
      jumlah_soal_dijawab: 2,
    });
    const lagi = await simpan(
      u.id,
      u.soal.benarSalah,
      t.mahasiswa,
      { jenis: 'benar_salah', jawaban: 'salah' },
      1,
    );
    expect(lagi.status).toBe(409);
    expect(lagi.body.status.message).toBe(PESAN_PENGERJAAN.sudahDikumpulkan);
    // Announced once for attendance and grades, however often it is sent.
    const peristiwa = await bacaAktivitas(s.ctx.database.db, {
      jenis: 'ujian',
      idAktivitas: [u.id],
    });
    expect(peristiwa.map((e) => [e.aksi, e.role, e.data])).toEqual([
      ['kumpul', 'mahasiswa', { oleh: 'mahasiswa' }],
    ]);
  });

  it('changed times reach open exam pages, move the deadline, and the server submits at it', async () => {
    const u = await buatUjian();
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    await simpan(u.id, u.soal.pilihan, t.mahasiswa, { jenis: 'pilihan', pilihan: 1 }, 1);
    const sse = await bukaSse(`${s.url}/lms/events/ujian/${u.id}`, t.mahasiswa);
    try {
      const ubah = await s.panggil(calls.ubahUjian, {
        params: { id: u.id },
        badanMentah: payload({
          waktu_mulai: menit(-10),
          waktu_selesai: new Date(Date.now() + 2500).toISOString(),
        }),
        token: t.dosen,
      });
      expect(ubah.status).toBe(200);
      await tungguSampai(() => sse.lain().some((e) => e.event === 'time_changed'));
      expect(sse.lain()[0]?.data).toEqual({ id_ujian: u.id });
    } finally {
      await sse.tutup();
    }
    const me = await s.panggil(calls.pengerjaanSaya, { params: { id: u.id }, token: t.mahasiswa });
    expect(Date.parse(me.body.data.batas)).toBeLessThan(Date.now() + 3000);
    // The job at the deadline submits it (no request of the student's needed).
    const db = s.ctx.database.db;
    const dikumpulkan = async () =>
      (await db.select().from(pengerjaan).where(eq(pengerjaan.idUjian, u.id)))[0];
    const batas = Date.now() + 15_000;
    while (!(await dikumpulkan())?.waktuSelesai && Date.now() < batas) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await dikumpulkan()).toMatchObject({ dikumpulkanOleh: 'sistem' });
    const peristiwa = await bacaAktivitas(db, { jenis: 'ujian', idAktivitas: [u.id] });
    expect(peristiwa.map((e) => [e.aksi, e.data])).toEqual([['kumpul', { oleh: 'sistem' }]]);
  }, 30_000);
});

describe('results and grading', () => {
  it('the lecturer grades an essay, deducts, publishes; the student then sees the score', async () => {
    const u = await buatUjian();
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    await simpan(u.id, u.soal.pilihan, t.mahasiswa, { jenis: 'pilihan', pilihan: 1 }, 1);
    await simpan(
      u.id,
      u.soal.benarSalah,
      t.mahasiswa,
      { jenis: 'benar_salah', jawaban: 'benar' },
      1,
    );
    await simpan(u.id, u.soal.esay, t.mahasiswa, { jenis: 'esay', teks: '=HYPERLINK("x")' }, 1);
    const selesai = await s.panggil(calls.kumpulkanPengerjaan, {
      params: { id: u.id },
      body: {},
      token: t.mahasiswa,
    });
    const idP = selesai.data.id as string;

    const daftar = await s.panggil(calls.daftarPengerjaan, {
      params: { id: u.id },
      token: t.dosen,
    });
    expect(daftar.data[0]).toMatchObject({
      status_nilai: 'belum_dinilai',
      jumlah_belum_dinilai: 1,
    });
    const nilai = await s.panggil(calls.nilaiSoal, {
      params: { id: u.id, idPengerjaan: idP, idKelompok: u.idKelompok, idSoal: u.soal.esay },
      body: { nilai: 80 },
      token: t.dosen,
    });
    expect(nilai.status).toBe(200);
    // (100 + 0 + 80) / 3
    expect(nilai.data).toMatchObject({ status_nilai: 'sudah_dinilai', nilai_akhir: 60 });
    const pecahan = await s.panggil(calls.nilaiSoal, {
      params: { id: u.id, idPengerjaan: idP, idKelompok: u.idKelompok, idSoal: u.soal.esay },
      body: { nilai: 80.5 },
      token: t.dosen,
    });
    expect(pecahan.status).toBe(422);
    const kurang = await s.panggil(calls.penguranganNilai, {
      params: { id: idP },
      body: {
        nilai: 5.255,
      },
      token: t.dosen,
    });
    expect(kurang.data).toMatchObject({ pengurangan_nilai: 5.26, nilai_akhir: 54.74 });

    const sebelum = await s.panggil(calls.pengerjaanSaya, {
      params: { id: u.id },
      token: t.mahasiswa,
    });
    expect(sebelum.body.data.nilai_akhir).toBeNull();
    const publish = await s.panggil(calls.publishNilai, {
      params: { id: u.id },
      body: {
        is_tampilkan_nilai: true,
      },
      token: t.dosen,
    });
    expect(publish.status).toBe(200);
    const sesudah = await s.panggil(calls.pengerjaanSaya, {
      params: { id: u.id },
      token: t.mahasiswa,
    });
    expect(sesudah.body.data.nilai_akhir).toBe(54.74);

    const stats = await s.panggil(calls.statistikJawaban, { params: { id: u.id }, token: t.dosen });
    expect(stats.data.find((x: { id_soal: string }) => x.id_soal === u.soal.pilihan)).toMatchObject(
      {
        jumlah_menjawab: 1,
        jumlah_benar: 1,
        sebaran: [0, 1, 0],
      },
    );
    const tanpa = await s.panggil(calls.tanpaPengerjaan, {
      params: { id: u.id },
      query: { per_page: 100 },
      token: t.dosen,
    });
    expect(tanpa.body.meta.total_items).toBe(31);

    const xlsx = await fetch(`${s.url}/lms/ujian/${u.id}/pengerjaan/export_excel`, {
      headers: { authorization: `Bearer ${t.dosen}`, 'college-id': 'kampus-demo' },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const baris = wb.worksheets[0]?.getRow(4);
    expect(baris?.getCell(2).value).toBe('2401001');
    expect(baris?.getCell(9).value).toBe(54.74);
  });

  it('a changed key rescores the answers given (IN_PROGRESS until done)', async () => {
    const u = await buatUjian();
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    await simpan(u.id, u.soal.pilihan, t.mahasiswa, { jenis: 'pilihan', pilihan: 0 }, 1);
    await s.panggil(calls.kumpulkanPengerjaan, {
      params: { id: u.id },
      body: {},
      token: t.mahasiswa,
    });
    const ubah = await s.panggil(calls.ubahSoal, {
      params: { id: u.id, idKelompok: u.idKelompok, idSoal: u.soal.pilihan },
      body: {
        jenis: 'pilihan',
        pertanyaan: 'Kompleksitas binary search?',
        pilihan: { pilihan: ['O(log n)', 'O(n)', 'O(1)'], kunci: 0 },
      },
      token: t.dosen,
    });
    expect(ubah.status).toBe(200);
    const status = async () =>
      (await s.panggil(calls.perhitunganNilaiUjian, { params: { id: u.id }, token: t.dosen })).body
        .data.status;
    expect(await status()).toBe('IN_PROGRESS');
    const batas = Date.now() + 15_000;
    while ((await status()) !== 'COMPLETED' && Date.now() < batas)
      await new Promise((r) => setTimeout(r, 250));
    expect(await status()).toBe('COMPLETED');
    const [j] = await s.ctx.database.db
      .select()
      .from(jawaban)
      .where(eq(jawaban.idSoal, u.soal.pilihan));
    expect(j?.nilai).toBe(100);
  }, 30_000);

  it('reset removes the attempt so the student can start again', async () => {
    const u = await buatUjian();
    const a = await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: mhs2 });
    const reset = await s.panggil(calls.resetPengerjaan, {
      params: { id: a.data.id },
      token: t.dosen,
    });
    expect(reset.status).toBe(200);
    expect(
      (await s.panggil(calls.pengerjaanSaya, { params: { id: u.id }, token: mhs2 })).data,
    ).toBeNull();
    const b = await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: mhs2 });
    expect(b.data.id).not.toBe(a.data.id);
  });

  it('copies an exam with its questions into another class of the course', async () => {
    const u = await buatUjian({ judul: 'Kuis untuk disalin' });
    const pert = await s.panggil(calls.daftarPertemuan, {
      query: { id_kelas_kuliah: kelas('IF101', 'B', 'K2'), per_page: 20 },
      token: t.dosen,
    });
    const tujuan = pert.body.data[0].id as string;
    const daftar = await s.panggil(calls.daftarUjianSalin, {
      query: { exclude_id_kelas_kuliah: kelas('IF101', 'B', 'K2'), search: 'disalin' },
      token: t.dosen,
    });
    expect(daftar.data.map((x: { id: string }) => x.id)).toContain(u.id);
    const salin = await s.panggil(calls.salinUjian, {
      body: {
        id_pertemuan: tujuan,
        list_id: [u.id],
        waktu_mulai: menit(60),
        waktu_selesai: menit(120),
      },
      token: t.dosen,
    });
    expect(salin.status).toBe(200);
    const copy = salin.body.data[0];
    expect(copy.id_pertemuan).toBe(tujuan);
    expect(copy.kelompok_soal[0].soal).toHaveLength(3);
    const kosong = await s.panggil(calls.salinUjian, {
      body: {
        id_pertemuan: tujuan,
        list_id: [],
      },
      token: t.dosen,
    });
    expect(kosong.status).toBe(422);
    expect(kosong.body.status.message).toContain(PESAN_UJIAN.pilihUjian);
  });
});

describe('who may call what (IDOR matrix)', () => {
  let u: Awaited<ReturnType<typeof buatUjian>>;
  let idP: string;
  beforeAll(async () => {
    u = await buatUjian();
    const a = await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    idP = a.data.id;
    await s.panggil(calls.kumpulkanPengerjaan, {
      params: { id: u.id },
      body: {},
      token: t.mahasiswa,
    });
  });

  const soalBaru = {
    jenis: 'benar_salah',
    pertanyaan: 'x',
    benar_salah: { kunci: 'benar' },
  } as const;
  const rute = () => {
    const id = u.id;
    const idKelompok = u.idKelompok;
    return [
      panggilan(calls.ujian, { params: { id } }),
      panggilan(calls.ubahUjian, { params: { id }, badanMentah: payload() }),
      panggilan(calls.hapusUjian, { params: { id } }),
      panggilan(calls.tambahKelompokSoal, { params: { id }, body: { aturan: 'semua' } }),
      panggilan(calls.ubahKelompokSoal, {
        params: { id, idKelompok },
        body: { aturan: 'semua' },
      }),
      panggilan(calls.tambahSoal, { params: { id, idKelompok }, body: soalBaru }),
      panggilan(calls.ubahSoal, {
        params: { id, idKelompok, idSoal: u.soal.benarSalah },
        body: soalBaru,
      }),
      panggilan(calls.mulaiPengerjaan, { params: { id } }),
      panggilan(calls.soalPengerjaanSaya, { params: { id } }),
      panggilan(calls.simpanJawaban, {
        params: { id, idSoal: u.soal.pilihan },
        body: { isi: { jenis: 'pilihan', pilihan: 1 }, versi: 9 },
      }),
      panggilan(calls.daftarPengerjaan, { params: { id } }),
      panggilan(calls.tanpaPengerjaan, { params: { id } }),
      panggilan(calls.statistikJawaban, { params: { id } }),
      panggilan(calls.detailPengerjaan, { params: { id, idPengerjaan: idP } }),
      panggilan(calls.eksporPengerjaan, { params: { id } }),
      panggilan(calls.publishNilai, { params: { id }, body: { is_tampilkan_nilai: true } }),
      panggilan(calls.nilaiSoal, {
        params: { id, idPengerjaan: idP, idKelompok, idSoal: u.soal.esay },
        body: { nilai: 10 },
      }),
      panggilan(calls.penguranganNilai, { params: { id: idP }, body: { nilai: 1 } }),
      panggilan(calls.resetPengerjaan, { params: { id: idP } }),
      panggilan(calls.perhitunganNilaiUjian, { params: { id } }),
      panggilan(calls.perhitunganNilaiPengerjaan, { params: { id, idPengerjaan: idP } }),
      panggilan(calls.tambahUjian, { badanMentah: payload() }),
      panggilan(calls.salinUjian, { body: { id_pertemuan: idPertemuan, list_id: [id] } }),
      panggilan(calls.hapusSoal, { params: { id, idKelompok, idSoal: u.soal.pilihan } }),
      panggilan(calls.hapusKelompokSoal, { params: { id, idKelompok } }),
      panggilan(calls.pengerjaanSaya, { params: { id } }),
      panggilan(calls.kumpulkanPengerjaan, { params: { id }, body: {} }),
    ];
  };

  /** Students of the class may read the exam and take it; nothing of the lecturer's side. */
  const mahasiswaBoleh = new Set([
    'GET /lms/ujian/:u',
    'POST /lms/ujian/:u/pengerjaan/start',
    'GET /lms/ujian/:u/pengerjaan/me/soal',
    'GET /lms/ujian/:u/pengerjaan/me',
    'POST /lms/ujian/:u/pengerjaan/me/selesai',
  ]);
  const kunci = (m: string, p: string) => `${m} ${p.replace(u.id, ':u')}`;

  it('a student of the class: only their own exam side, never the work list or grading', async () => {
    for (const { m, p, kirim } of rute()) {
      const res = await kirim(s, t.mahasiswa);
      if (mahasiswaBoleh.has(kunci(m, p))) expect([200, 409], `${m} ${p}`).toContain(res.status);
      else expect([403, 404, 409], `${m} ${p}`).toContain(res.status);
    }
  });

  it('a student of another class gets nothing', async () => {
    for (const { m, p, kirim } of rute()) {
      const res = await kirim(s, mhsLain);
      expect([403, 404], `${m} ${p}`).toContain(res.status);
    }
  });

  it("a lecturer of another class cannot read or change this class's exam", async () => {
    for (const { m, p, kirim } of rute()) {
      const res = await kirim(s, dosenLain);
      expect(res.status, `${m} ${p}`).toBe(403);
    }
  });

  it("the exam's event stream and the copy listing: only those who may read them", async () => {
    const sse = (token: string) => s.panggil(calls.eventsUjian, { params: { id: u.id }, token });
    expect((await sse(mhsLain)).status).toBe(403);
    expect((await sse(dosenLain)).status).toBe(403);
    const salin = await s.panggil(calls.daftarUjianSalin, { token: t.mahasiswa });
    expect(salin.status).toBe(403);
    expect(salin.body.status.message).toBe(PESAN_IZIN.mahasiswaSalinUjian);
    // Another course's lecturer lists nothing of this course.
    const lain = await s.panggil(calls.daftarUjianSalin, {
      query: { per_page: 100 },
      token: dosenLain,
    });
    expect(lain.data.some((x: { id: string }) => x.id === u.id)).toBe(false);
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      expect((await sse(t.operator)).status).toBe(403);
      expect((await s.panggil(calls.daftarUjianSalin, { token: t.operator })).status).toBe(403);
    });
  });

  it('lecturers and operators cannot take an exam', async () => {
    const res = await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.dosen });
    expect(res.status).toBe(403);
    expect(res.body.status.message).toBe(PESAN_IZIN.kerjakanUjian);
  });

  it('an operator needs read on kelas_kuliah to read results, write to grade', async () => {
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      expect(
        (await s.panggil(calls.daftarPengerjaan, { params: { id: u.id }, token: t.operator }))
          .status,
      ).toBe(200);
      const nilai = await s.panggil(calls.penguranganNilai, {
        params: { id: idP },
        body: {
          nilai: 1,
        },
        token: t.operator,
      });
      expect(nilai.status).toBe(403);
    });
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      expect(
        (await s.panggil(calls.ujian, { params: { id: u.id }, token: t.operator })).status,
      ).toBe(403);
    });
  });
});
