import { readdirSync } from 'node:fs';
import { BankSoalDetail, calls, envelope, Soal, UjianDetail } from '@kampus/api/contract';
import { PESAN_BERKAS_SOAL, PESAN_IZIN } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPdf,
  contohPng,
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { berkas } from '../../db/schema';
import { buatBankSoal } from './uji-bersama';

// Issue 14: files of bank questions. Kept in the bank's own kinds (spec 3 soal_bank_soal,
// kunci_bank_soal), uploaded through the storager or onto a question (PUT .../files, checked
// like every upload), and copied with their questions under new keys.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let dosen02: string;
let dosen03: string;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [dosen02, dosen03] = await Promise.all([tokenUntuk(s, 'dosen02'), tokenUntuk(s, 'dosen03')]);
});
afterAll(() => s?.close());

const PDF = contohPdf();
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(2000),
]);

const buatBank = async (ubah: Record<string, unknown> = {}) =>
  (await buatBankSoal(s, t.dosen, { judul: 'Bank Berkas', ...ubah })).id;

async function tambahSoal(idBank: string, body: unknown) {
  const res = await s.panggil(calls.tambahSoalBank, {
    params: { id: idBank },
    badanMentah: body,
    token: t.dosen,
  });
  expect(res.status).toBe(200);
  return res.data.id as string;
}

const pilihan = {
  jenis: 'pilihan',
  pertanyaan: 'Gambar manakah pohon AVL?',
  pilihan: { pilihan: ['Kiri', 'Tengah', 'Kanan'], kunci: 2 },
};
const esai = {
  jenis: 'esay',
  pertanyaan: 'Gambarkan pohon AVL.',
  esay: { jenis_file_diterima: ['image'], kunci: 'Seimbang' },
};

type Bagian = [nama: 'files' | 'files_kunci' | string, berkas: string, isi: Buffer];

function unggahKeSoal(idBank: string, idSoal: string, bagian: Bagian[], token = t.dosen) {
  const fd = new FormData();
  for (const [nama, namaBerkas, isi] of bagian) fd.append(nama, new Blob([isi]), namaBerkas);
  // A multipart upload: s.panggil sends JSON only.
  return s.call(`/lms/bank_soal/${idBank}/soal/${idSoal}/files`, {
    method: 'PUT',
    token,
    body: fd,
  });
}

async function unggahStorager(dir: string, nama: string, isi: Buffer) {
  const fd = new FormData();
  fd.append('dir', dir);
  fd.append('file', new Blob([isi]), nama);
  // A multipart upload: s.panggil sends JSON only.
  const res = await s.call('/v2/storager', { method: 'POST', token: t.dosen, body: fd });
  expect(res.status).toBe(200);
  const url = res.body.data.url as string;
  return {
    name: nama,
    content_length: isi.length,
    url,
    extension: nama.split('.').pop(),
    path: url,
  };
}

/** Files on disk and rows of `berkas`: what a refused upload must leave unchanged. */
async function jejak() {
  const disk = readdirSync(s.ctx.config.storageDir, { recursive: true }).filter((f) =>
    String(f).includes('.'),
  ).length;
  const rows = await s.ctx.database.db.select({ id: berkas.id }).from(berkas);
  return { disk, rows: rows.length };
}

const folderDari = (url: string) => url.replace(/^\/v2\/storager\/berkas\//, '').split('/')[0];

describe('bank questions keep their files in the bank folders', () => {
  it('saves an attachment uploaded to soal_bank_soal, refuses one of an exam folder', async () => {
    const id = await buatBank();
    const lampiran = await unggahStorager('soal_bank_soal', 'pohon.png', contohPng(600));
    const ok = await s.panggil(calls.tambahSoalBank, {
      params: { id },
      badanMentah: {
        ...pilihan,
        soal_files: [lampiran],
      },
      token: t.dosen,
    });
    expect(ok.status).toBe(200);
    expect(folderDari(ok.body.data.soal_files[0].url)).toBe('soal_bank_soal');
    const kunci = await unggahStorager('kunci_bank_soal', 'kunci.pdf', PDF);
    const esaiOk = await s.panggil(calls.tambahSoalBank, {
      params: { id },
      badanMentah: {
        ...esai,
        esay: { ...esai.esay, kunci_files: [kunci] },
      },
      token: t.dosen,
    });
    expect(esaiOk.status).toBe(200);
    const dariUjian = await unggahStorager('soal_ujian', 'ujian.png', contohPng(600));
    const tolak = await s.panggil(calls.tambahSoalBank, {
      params: { id },
      badanMentah: {
        ...pilihan,
        soal_files: [dariUjian],
      },
      token: t.dosen,
    });
    expect(tolak.status).toBe(422);
    expect(tolak.body.status.message).toContain('Berkas tidak valid');
  });
});

describe('PUT /lms/bank_soal/{id}/soal/{idSoal}/files', () => {
  it('adds attachments and essay key files, checked and stored as the bank kinds, signed', async () => {
    const id = await buatBank();
    const idSoal = await tambahSoal(id, esai);
    const res = await unggahKeSoal(id, idSoal, [
      ['files', 'pohon.png', contohPng(800)],
      ['files', 'bacaan.pdf', PDF],
      ['files_kunci', 'kunci.pdf', PDF],
    ]);
    expect(res.status).toBe(200);
    const soal = envelope(Soal).parse(res.body).data;
    expect(soal.soal_files.map((f) => [f.name, f.extension, folderDari(f.url)])).toEqual([
      ['pohon.png', 'png', 'soal_bank_soal'],
      ['bacaan.pdf', 'pdf', 'soal_bank_soal'],
    ]);
    expect(soal.esay?.kunci_files.map((f) => [f.name, folderDari(f.url)])).toEqual([
      ['kunci.pdf', 'kunci_bank_soal'],
    ]);
    expect(soal.soal_files[0]?.url).toMatch(/\?exp=\d+&sig=/);
    const unduh = await fetch(s.url + (soal.soal_files[0]?.url ?? ''));
    expect(unduh.status).toBe(200);
    const rows = await s.ctx.database.db
      .select({ jenis: berkas.jenis })
      .from(berkas)
      .where(eq(berkas.namaAsli, 'kunci.pdf'));
    expect(rows.map((r) => r.jenis)).toContain('kunci_bank_soal');
    // Added to what is there.
    const lagi = await unggahKeSoal(id, idSoal, [['files', 'lagi.pdf', PDF]]);
    expect(lagi.body.data.soal_files.map((f: { name: string }) => f.name)).toEqual([
      'pohon.png',
      'bacaan.pdf',
      'lagi.pdf',
    ]);
  });

  it.each([
    [
      'key files on a choice question',
      'pilihan',
      [['files_kunci', 'kunci.pdf', PDF]],
      PESAN_BERKAS_SOAL.kunciBukanEsai,
    ],
    ['a video as a key file', 'esay', [['files_kunci', 'kunci.mp4', MP4]], 'is not allowed'],
    [
      'a program named .pdf',
      'pilihan',
      [['files', 'a.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)])]],
      'is not allowed',
    ],
    ['an extension of no kind', 'pilihan', [['files', 'skrip.exe', PDF]], 'is not allowed'],
  ] as [string, 'pilihan' | 'esay', Bagian[], string][])(
    'refuses %s and keeps nothing',
    async (_k, jenis, bagian, pesan) => {
      const id = await buatBank();
      const idSoal = await tambahSoal(id, jenis === 'esay' ? esai : pilihan);
      const sebelum = await jejak();
      // A good file first: a later refusal removes it too.
      const res = await unggahKeSoal(id, idSoal, [['files', 'baik.pdf', PDF], ...bagian]);
      expect(res.status).toBe(422);
      expect(res.body.status.message).toContain(pesan);
      expect(await jejak()).toEqual(sebelum);
    },
  );

  it('refuses a request without a file part', async () => {
    const id = await buatBank();
    const idSoal = await tambahSoal(id, pilihan);
    const res = await unggahKeSoal(id, idSoal, [['lain', 'a.pdf', PDF]]);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_BERKAS_SOAL.kosong);
  });

  it('holds at most 20 attachments on a question', async () => {
    const id = await buatBank();
    const idSoal = await tambahSoal(id, pilihan);
    const sembilanBelas = Array.from(
      { length: 19 },
      (_, i) => ['files', `b${i}.pdf`, PDF] as Bagian,
    );
    expect((await unggahKeSoal(id, idSoal, sembilanBelas)).status).toBe(200);
    const sebelum = await jejak();
    const res = await unggahKeSoal(id, idSoal, [
      ['files', 'ke20.pdf', PDF],
      ['files', 'ke21.pdf', PDF],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_BERKAS_SOAL.lampiranPenuh);
    expect(await jejak()).toEqual(sebelum);
  });

  it('two uploads onto one question at once both land, and together stay within 20', async () => {
    const id = await buatBank();
    const idSoal = await tambahSoal(id, pilihan);
    const [a, b] = await Promise.all([
      unggahKeSoal(id, idSoal, [['files', 'a.pdf', PDF]]),
      unggahKeSoal(id, idSoal, [['files', 'b.pdf', PDF]]),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const detail = await s.panggil(calls.bankSoal, { params: { id }, token: t.dosen });
    const soal = detail.body.data.list_soal.find((x: { id: string }) => x.id === idSoal);
    expect(soal.soal_files.map((f: { name: string }) => f.name).sort()).toEqual(['a.pdf', 'b.pdf']);

    // 18 more: two racing uploads of one file each find room for one only.
    const delapanBelas = Array.from(
      { length: 17 },
      (_, i) => ['files', `c${i}.pdf`, PDF] as Bagian,
    );
    expect((await unggahKeSoal(id, idSoal, delapanBelas)).status).toBe(200);
    const sebelum = await jejak();
    const balapan = await Promise.all([
      unggahKeSoal(id, idSoal, [['files', 'x.pdf', PDF]]),
      unggahKeSoal(id, idSoal, [['files', 'y.pdf', PDF]]),
    ]);
    expect(balapan.map((r) => r.status).sort()).toEqual([200, 409]);
    const gagal = balapan.find((r) => r.status === 409);
    expect(gagal?.body.status.message).toBe(PESAN_BERKAS_SOAL.lampiranPenuh);
    const akhir = await s.panggil(calls.bankSoal, { params: { id }, token: t.dosen });
    const penuh = akhir.body.data.list_soal.find((x: { id: string }) => x.id === idSoal);
    expect(penuh.soal_files).toHaveLength(20);
    // Only the accepted upload's file stays: the refused one's bytes and row are gone again.
    expect(await jejak()).toEqual({ disk: sebelum.disk + 1, rows: sebelum.rows + 1 });
  });

  it('JSON is not an upload', async () => {
    const id = await buatBank();
    const idSoal = await tambahSoal(id, pilihan);
    // A JSON body sent to the upload call on purpose: it must be refused as not multipart.
    const res = await s.panggil(calls.berkasSoalBank, {
      params: { id, idSoal },
      badanMentah: {},
      token: t.dosen,
    });
    expect(res.status).toBe(400);
    expect(res.body.status.message).toBe(PESAN_BERKAS_SOAL.bukanMultipart);
  });

  it("only the bank's lecturer and operators with write on bank_soal", async () => {
    const id = await buatBank({ ditampilkan: true });
    const idSoal = await tambahSoal(id, pilihan);
    const bagian: Bagian[] = [['files', 'a.pdf', PDF]];
    expect((await unggahKeSoal(id, idSoal, bagian, dosen02)).status).toBe(403);
    expect((await unggahKeSoal(id, idSoal, bagian, dosen03)).status).toBe(404);
    const mhs = await unggahKeSoal(id, idSoal, bagian, t.mahasiswa);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaBankSoal);
    await denganHakOperator(s, { bank_soal: 'read' }, async () => {
      const res = await unggahKeSoal(id, idSoal, bagian, t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahBankSoal);
    });
    await denganHakOperator(s, { bank_soal: 'write' }, async () => {
      expect((await unggahKeSoal(id, idSoal, bagian, t.operator)).status).toBe(200);
    });
    const lain = await buatBank();
    expect((await unggahKeSoal(lain, idSoal, bagian)).status).toBe(404);
  });
});

describe('copies carry copies of the files', () => {
  it('a duplicate, a copy into an exam and a copy from an exam get their own files in their owner folders', async () => {
    const id = await buatBank();
    const idSoal = await tambahSoal(id, esai);
    await unggahKeSoal(id, idSoal, [
      ['files', 'salin-pohon.png', contohPng(700)],
      ['files_kunci', 'kunci.pdf', PDF],
    ]);
    const asal = envelope(BankSoalDetail).parse(
      (await s.panggil(calls.bankSoal, { params: { id }, token: t.dosen })).body,
    ).data.list_soal[0];
    const kunciAsal = asal?.soal_files[0]?.url.split('?')[0];

    const dup = await s.panggil(calls.duplikatBankSoal, { params: { id }, token: t.dosen });
    const salinan = envelope(BankSoalDetail).parse(dup.body).data.list_soal[0];
    expect(salinan?.soal_files.map((f) => [f.name, folderDari(f.url)])).toEqual([
      ['salin-pohon.png', 'soal_bank_soal'],
    ]);
    expect(salinan?.soal_files[0]?.url.split('?')[0]).not.toBe(kunciAsal);
    expect(salinan?.esay?.kunci_files.map((f) => folderDari(f.url))).toEqual(['kunci_bank_soal']);
    const isi = await fetch(s.url + (salinan?.soal_files[0]?.url ?? ''));
    expect(Buffer.from(await isi.arrayBuffer())).toEqual(contohPng(700));

    // Into an exam: the exam's folders.
    const pertemuan = await s.panggil(calls.daftarPertemuan, {
      query: { id_kelas_kuliah: kelas('IF201'), per_page: 20 },
      token: t.dosen,
    });
    const u = await s.panggil(calls.tambahUjian, {
      body: {
        id_pertemuan: pertemuan.body.data.find((p: { nomor: number }) => p.nomor === 12).id,
        judul: 'Kuis Berkas',
        deskripsi: 'x',
        jenis: 'kuis',
        waktu_mulai: new Date(Date.now() + 86_400_000).toISOString(),
        waktu_selesai: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
      token: t.dosen,
    });
    const k = await s.panggil(calls.tambahKelompokSoal, {
      params: { id: u.data.id },
      body: {
        aturan: 'semua',
      },
      token: t.dosen,
    });
    const keUjian = await s.panggil(calls.salinSoalBankKeUjian, {
      params: { id: u.data.id, idKelompok: k.data.id },
      body: { list_id: [idSoal] },
      token: t.dosen,
    });
    expect(keUjian.status).toBe(200);
    const ujian = envelope(UjianDetail).parse(
      (await s.panggil(calls.ujian, { params: { id: u.data.id }, token: t.dosen })).body,
    ).data;
    const diUjian = ujian.kelompok_soal?.[0]?.soal[0];
    expect(diUjian?.soal_files.map((f) => folderDari(f.url))).toEqual(['soal_ujian']);
    expect(diUjian?.esay?.kunci_files.map((f) => folderDari(f.url))).toEqual(['kunci_ujian']);
    expect((await fetch(s.url + (diUjian?.soal_files[0]?.url ?? ''))).status).toBe(200);

    // And back from the exam into another bank: the bank's folders again.
    const lain = await buatBank();
    const kembali = await s.panggil(calls.salinSoalKeBank, {
      params: { id: lain },
      badanMentah: {
        sumber: 'ujian',
        list_id: [diUjian?.id],
      },
      token: t.dosen,
    });
    expect(kembali.status).toBe(200);
    const diBank = envelope(BankSoalDetail).parse(
      (await s.panggil(calls.bankSoal, { params: { id: lain }, token: t.dosen })).body,
    ).data.list_soal[0];
    expect(diBank?.soal_files.map((f) => folderDari(f.url))).toEqual(['soal_bank_soal']);
    expect(diBank?.esay?.kunci_files.map((f) => folderDari(f.url))).toEqual(['kunci_bank_soal']);
    // Every copy is a file of its own kind on record.
    const jenis = await s.ctx.database.db
      .select({ jenis: berkas.jenis })
      .from(berkas)
      .where(eq(berkas.namaAsli, 'salin-pohon.png'));
    expect(jenis.map((r) => r.jenis).sort()).toEqual([
      'soal_bank_soal',
      'soal_bank_soal',
      'soal_bank_soal',
      'soal_ujian',
    ]);
  });
});
