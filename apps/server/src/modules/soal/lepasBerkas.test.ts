import { calls, envelope, Soal } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPdf,
  contohPng,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
} from '../../../test/harness';
import { buatBankSoal } from '../bank-soal/uji-bersama';
import { berkasByStorageKey } from '../storager';
import { lepasBerkasSoal, storageKeysDalam } from './lepasBerkas';

// Stored files of questions leave storage once no question refers to them: a question or bank
// deleted, an attachment taken off, an exam deleted; never while a copy still uses them.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const PDF = contohPdf();
const kunciDari = (url: string) =>
  url.replace(/^.*\/v2\/storager\/berkas\//, '').split('?')[0] ?? '';
const tersimpan = async (k: string) =>
  (await s.ctx.storage.ukuran(k)) !== null &&
  (await berkasByStorageKey(s.ctx.database.db, k)) !== null;
/** The queue's job runs a moment after the change: wait until the file is gone. */
const hilang = (k: string) => expect.poll(() => tersimpan(k), { timeout: 20_000 }).toBe(false);

async function soalBankBerlampiran() {
  const bank = await buatBankSoal(s, t.dosen, { judul: 'Bank Lampiran' }, [
    {
      jenis: 'esay',
      pertanyaan: 'Gambarkan pohon AVL.',
      esay: { jenis_file_diterima: ['image'], kunci: 'Seimbang' },
    },
  ]);
  const idBank = bank.id;
  const idSoal = bank.soal[0] ?? '';
  const fd = new FormData();
  fd.append('files', new Blob([contohPng(800)]), 'pohon.png');
  fd.append('files', new Blob([PDF]), 'bacaan.pdf');
  fd.append('files_kunci', new Blob([PDF]), 'kunci.pdf');
  // A multipart upload: s.panggil sends JSON only (the answer is parsed as the call's response).
  const up = await s.call(`/lms/bank_soal/${idBank}/soal/${idSoal}/files`, {
    method: 'PUT',
    token: t.dosen,
    body: fd,
  });
  expect(up.status).toBe(200);
  const soal = envelope(Soal).parse(up.body).data;
  const [gambar, bacaan] = soal.soal_files.map((f) => kunciDari(f.url));
  const kunci = kunciDari(soal.esay?.kunci_files[0]?.url ?? '');
  for (const k of [gambar, bacaan, kunci]) expect(await tersimpan(k ?? '')).toBe(true);
  return { idBank, idSoal, soal, gambar: gambar ?? '', bacaan: bacaan ?? '', kunci };
}

describe('files of bank questions', () => {
  it('deleting a question removes its attachments and key files from storage', async () => {
    const q = await soalBankBerlampiran();
    const res = await s.panggil(calls.hapusSoalBank, {
      params: { id: q.idBank, idSoal: q.idSoal },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    for (const k of [q.gambar, q.bacaan, q.kunci]) await hilang(k);
  });

  it('taking an attachment off a question removes that file only', async () => {
    const q = await soalBankBerlampiran();
    const res = await s.panggil(calls.ubahSoalBank, {
      params: { id: q.idBank, idSoal: q.idSoal },
      body: {
        jenis: 'esay',
        pertanyaan: 'Gambarkan pohon AVL.',
        esay: {
          jenis_file_diterima: ['image'],
          kunci: 'Seimbang',
          kunci_files: q.soal.esay?.kunci_files,
        },
        soal_files: q.soal.soal_files.filter((f) => f.name === 'pohon.png'),
      },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    await hilang(q.bacaan);
    expect(await tersimpan(q.gambar)).toBe(true);
    expect(await tersimpan(q.kunci)).toBe(true);
  });

  it('deleting a bank removes the files of all its questions', async () => {
    const q = await soalBankBerlampiran();
    const res = await s.panggil(calls.hapusBankSoal, { params: { id: q.idBank }, token: t.dosen });
    expect(res.status).toBe(200);
    for (const k of [q.gambar, q.bacaan, q.kunci]) await hilang(k);
  });
});

describe('files shared by a copied exam', () => {
  async function ujianBerlampiran() {
    const daftar = await s.panggil(calls.daftarPertemuan, {
      query: { id_kelas_kuliah: kelas('IF201'), per_page: 20 },
      token: t.dosen,
    });
    const pertemuan = (n: number) => daftar.data.find((p) => p.nomor === n)!.id;
    const u = await s.panggil(calls.tambahUjian, {
      body: {
        id_pertemuan: pertemuan(12),
        judul: 'Kuis Berlampiran',
        deskripsi: 'Kerjakan',
        jenis: 'kuis',
        waktu_mulai: new Date(Date.now() + 86_400_000).toISOString(),
        waktu_selesai: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
      token: t.dosen,
    });
    const id = u.data.id;
    const k = await s.panggil(calls.tambahKelompokSoal, {
      params: { id },
      body: { judul: 'Bagian A', aturan: 'semua' },
      token: t.dosen,
    });
    const fd = new FormData();
    fd.append('dir', 'soal_ujian');
    fd.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bacaan.pdf');
    // A multipart upload: s.panggil sends JSON only.
    const up = await s.call('/v2/storager', { method: 'POST', token: t.dosen, body: fd });
    expect(up.status).toBe(200);
    const b = up.body.data as { url: string; nama: string; ukuran: number };
    const soal = await s.panggil(calls.tambahSoal, {
      params: { id, idKelompok: k.data.id },
      body: {
        jenis: 'benar_salah',
        pertanyaan: 'Bacaan terlampir benar.',
        benar_salah: { kunci: 'benar' },
        soal_files: [{ name: b.nama, content_length: b.ukuran, url: b.url, extension: 'pdf' }],
      },
      token: t.dosen,
    });
    expect(soal.status).toBe(200);
    const salinan = await s.panggil(calls.salinUjian, {
      body: { id_pertemuan: pertemuan(13), list_id: [id] },
      token: t.dosen,
    });
    expect(salinan.status).toBe(200);
    return { id, idSalinan: salinan.data[0]!.id, kunci: kunciDari(b.url) };
  }

  it('a file stays while the copy uses it, and goes with the last exam that does', async () => {
    const u = await ujianBerlampiran();
    expect(await tersimpan(u.kunci)).toBe(true);
    const hapus = await s.panggil(calls.hapusUjian, { params: { id: u.id }, token: t.dosen });
    expect(hapus.status).toBe(200);
    // What the queued job does, run here to its end: the copy still points to the file.
    await lepasBerkasSoal(s.ctx, [u.kunci]);
    expect(await tersimpan(u.kunci)).toBe(true);
    const hapusSalinan = await s.panggil(calls.hapusUjian, {
      params: { id: u.idSalinan },
      token: t.dosen,
    });
    expect(hapusSalinan.status).toBe(200);
    await hilang(u.kunci);
  });
});

describe('storageKeysDalam', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each([
    [
      'an attachment URL',
      `{"url":"/v2/storager/berkas/soal_ujian/${id}.pdf?exp=1"}`,
      [`soal_ujian/${id}.pdf`],
    ],
    [
      'an image in question HTML',
      `<img src="/v2/storager/berkas/soal_bank_soal/${id}.png">`,
      [`soal_bank_soal/${id}.png`],
    ],
    ['a bank key file', `"path":"kunci_bank_soal/${id}.docx"`, [`kunci_bank_soal/${id}.docx`]],
    ['an answer file', `jawaban_ujian/${id}.jpg`, [`jawaban_ujian/${id}.jpg`]],
    ['the same key twice', `soal_ujian/${id}.pdf soal_ujian/${id}.pdf`, [`soal_ujian/${id}.pdf`]],
    ['a material file (not a question kind)', `materi/${id}.pdf`, []],
    ['a link elsewhere', 'https://contoh.ac.id/soal_ujian/bukan-kunci.pdf', []],
  ])('finds the keys in %s', (_kasus, teks, kunci) => {
    expect(storageKeysDalam([teks])).toEqual(kunci);
  });
});
