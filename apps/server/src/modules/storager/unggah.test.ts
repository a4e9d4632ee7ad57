import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPng,
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
} from '../../../test/harness';
import { berkas } from '../../db/schema';
import { PESAN_MULTIPART_RUSAK } from './multipart';

// Uploads are checked by content, stored as sent, accepted in any part order, written only by
// the roles of their folder, and a broken body is a 400 that keeps nothing (issue 10).

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let idPertemuan: string;
let idMateri: string;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  const daftar = await s.call(`/lms/pertemuan?id_kelas_kuliah=${kelas('IF101')}&per_page=20`, {
    token: t.operator,
  });
  idPertemuan = daftar.body.data.find((p: { nomor: number }) => p.nomor === 12).id;
  const m = await s.call('/lms/materi', {
    method: 'POST',
    token: t.dosen,
    body: JSON.stringify({
      id_pertemuan: idPertemuan,
      judul: 'Materi untuk diubah',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'modul',
      tampil_sekarang: true,
      file_url: 'https://example.org/x',
    }),
  });
  idMateri = m.body.data.id;
});
afterAll(() => s?.close());

/** Files on disk and rows of `berkas`: what a refused upload must leave unchanged. */
async function jejak() {
  const disk = readdirSync(s.ctx.config.storageDir, { recursive: true }).filter((f) =>
    String(f).includes('.'),
  ).length;
  const rows = await s.ctx.database.db.select({ id: berkas.id }).from(berkas);
  return { disk, rows: rows.length };
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(3000, 0x20)]);
const ISI_PALSU = {
  'halaman HTML': Buffer.from(
    '<!doctype html><html><script>alert(document.cookie)</script></html>',
  ),
  'program Windows': Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]),
  'program Linux': Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]),
    Buffer.alloc(500),
  ]),
  'berkas kosong': Buffer.alloc(0),
};

function formUnggah(
  urutan: 'folder-dulu' | 'berkas-dulu',
  dir: string,
  file: { nama: string; isi: Buffer; type?: string },
) {
  const fd = new FormData();
  const berkasPart = () =>
    fd.append(
      'file',
      new Blob([file.isi], { type: file.type ?? 'application/octet-stream' }),
      file.nama,
    );
  if (urutan === 'berkas-dulu') berkasPart();
  fd.append('service_id', 'lms');
  fd.append('dir', dir);
  if (urutan === 'folder-dulu') berkasPart();
  return fd;
}

const unggah = (token: string, fd: FormData) =>
  s.call('/v2/storager', { method: 'POST', token, body: fd });

describe('POST /v2/storager part order (spec 7: file, service_id, dir)', () => {
  it.each(['folder-dulu', 'berkas-dulu'] as const)('stores a PDF sent %s', async (urutan) => {
    const res = await unggah(
      t.dosen,
      formUnggah(urutan, 'materi', { nama: 'modul.pdf', isi: PDF }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^\/v2\/storager\/berkas\/materi\/[0-9a-f-]{36}\.pdf\?exp=/);
    const berkasnya = await fetch(s.url + res.body.data.url);
    expect(Buffer.from(await berkasnya.arrayBuffer())).toEqual(PDF);
    expect(berkasnya.headers.get('content-type')).toBe('application/pdf');
  });

  it.each(['folder-dulu', 'berkas-dulu'] as const)(
    'refuses an unknown folder sent %s and keeps nothing',
    async (urutan) => {
      const sebelum = await jejak();
      const res = await unggah(t.dosen, formUnggah(urutan, 'rahasia', { nama: 'a.pdf', isi: PDF }));
      expect(res.status).toBe(422);
      expect(res.body.status.message).toBe("Folder unggahan 'rahasia' tidak dikenal");
      expect(await jejak()).toEqual(sebelum);
    },
  );

  it('refuses a type the folder does not take when the file came first', async () => {
    const sebelum = await jejak();
    const res = await unggah(
      t.dosen,
      formUnggah('berkas-dulu', 'silabus', {
        nama: 'gambar.png',
        isi: contohPng(),
        type: 'image/png',
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('File type .png is not allowed');
    expect(await jejak()).toEqual(sebelum);
  });
});

describe('who may write which folder', () => {
  it.each([
    ['mahasiswa', 'materi', 403],
    ['mahasiswa', 'soal_ujian', 403],
    ['mahasiswa', 'kunci_bank_soal', 403],
    ['mahasiswa', 'pengumpulan_tugas', 200],
    ['mahasiswa', 'jawaban_ujian', 200],
    ['dosen', 'materi', 200],
    ['dosen', 'soal_bank_soal', 200],
    ['dosen', 'pengumpulan_tugas', 403],
    ['operator', 'materi', 200],
    ['operator', 'jawaban_ujian', 403],
  ] as const)('%s into %s answers %i', async (peran, dir, status) => {
    for (const urutan of ['folder-dulu', 'berkas-dulu'] as const) {
      const sebelum = await jejak();
      const res = await unggah(t[peran], formUnggah(urutan, dir, { nama: 'kerja.pdf', isi: PDF }));
      expect(res.status).toBe(status);
      if (status === 403) {
        expect(res.body.status.message).toBe('Anda tidak dapat mengunggah berkas ke folder ini');
        expect(await jejak()).toEqual(sebelum);
      }
    }
  });

  it('needs write on kelas_kuliah or bank_soal for an operator', async () => {
    await denganHakOperator(s, { kelas_kuliah: 'read', bank_soal: 'write' }, async () => {
      const materi = await unggah(
        t.operator,
        formUnggah('folder-dulu', 'materi', { nama: 'a.pdf', isi: PDF }),
      );
      expect(materi.status).toBe(403);
      const bank = await unggah(
        t.operator,
        formUnggah('folder-dulu', 'soal_bank_soal', { nama: 'a.pdf', isi: PDF }),
      );
      expect(bank.status).toBe(200);
    });
  });
});

describe('the type is checked by content, not only by name', () => {
  it.each(Object.entries(ISI_PALSU))(
    'refuses a %s named .pdf in every upload, keeping nothing',
    async (_k, isi) => {
      const sebelum = await jejak();
      const umum = await unggah(
        t.dosen,
        formUnggah('berkas-dulu', 'materi', { nama: 'modul.pdf', isi }),
      );
      expect(umum.status).toBe(422);
      expect(umum.body.status.message).toBe('File type .pdf is not allowed');

      const fd = new FormData();
      for (const [k, v] of Object.entries({
        id_pertemuan: idPertemuan,
        judul: 'Modul palsu',
        deskripsi: 'x',
        tipe_file: 'ebook',
        jenis_materi: 'modul',
        tampil_sekarang: 'true',
      }))
        fd.append(k, v);
      fd.append('file', new Blob([isi], { type: 'application/pdf' }), 'modul.pdf');
      const materi = await s.call('/lms/materi', { method: 'POST', token: t.dosen, body: fd });
      expect(materi.status).toBe(422);
      expect(materi.body.status.message).toMatch(/^Jenis file yang didukung adalah \.pdf/);
      expect(await jejak()).toEqual(sebelum);
    },
  );

  it('refuses an SVG named .png, as a picture and as a class banner', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const sebelum = await jejak();
    const gambar = await unggah(
      t.dosen,
      formUnggah('folder-dulu', 'gambar', { nama: 'foto.png', isi: svg, type: 'image/png' }),
    );
    expect(gambar.status).toBe(422);
    expect(gambar.body.status.message).toBe('File type .png is not allowed');
    const fd = new FormData();
    fd.append('file_banner', new Blob([svg], { type: 'image/png' }), 'banner.png');
    const banner = await s.call(`/lms/kelas_kuliah/${kelas('IF101')}`, {
      method: 'PUT',
      token: t.dosen,
      body: fd,
    });
    expect(banner.status).toBe(422);
    expect(banner.body.status.message).toMatch(
      /^Jenis file yang didukung adalah \.png, \.jpg, \.jpeg/,
    );
    expect(await jejak()).toEqual(sebelum);
  });

  it('stores the content type it recognised, not the one the client claimed', async () => {
    const res = await unggah(
      t.dosen,
      formUnggah('folder-dulu', 'gambar', {
        nama: 'diagram.png',
        isi: contohPng(),
        type: 'text/html',
      }),
    );
    expect(res.status).toBe(200);
    const kunci = res.body.data.url.replace('/v2/storager/berkas/', '');
    const [row] = await s.ctx.database.db.select().from(berkas).where(eq(berkas.kunci, kunci));
    expect(row?.mime).toBe('image/png');
  });
});

describe('archives', () => {
  it('stores a zip exactly as sent and never unpacks it', async () => {
    // A real zip holding 'soal.html'; unpacking it anywhere would leave that file behind.
    const zip = Buffer.from(
      'UEsDBAoAAAAAAAAAIQCFEUoNDQAAAA0AAAAJAAAAc29hbC5odG1sPGI+c29hbDwvYj4KUEsBAhQACgAAAAAAAAAhAIURSg0NAAAADQAAAAkAAAAAAAAAAAAAAAAAAAAAAHNvYWwuaHRtbFBLBQYAAAAAAQABADcAAAA0AAAAAAA=',
      'base64',
    );
    const res = await unggah(
      t.dosen,
      formUnggah('berkas-dulu', 'materi', { nama: 'tugas.zip', isi: zip }),
    );
    expect(res.status).toBe(200);
    const unduh = await fetch(s.url + res.body.data.url);
    expect(Buffer.from(await unduh.arrayBuffer())).toEqual(zip);
    // Served for download, never shown inline.
    expect(unduh.headers.get('content-disposition')).toMatch(/^attachment;/);
    const semua = readdirSync(s.ctx.config.storageDir, { recursive: true }).map(String);
    expect(semua.some((f) => f.endsWith('soal.html'))).toBe(false);
    const kunci = res.body.data.url.split('?')[0].replace('/v2/storager/berkas/', '');
    expect(readFileSync(path.join(s.ctx.config.storageDir, kunci))).toEqual(zip);
  });
});

describe('a broken multipart body is a 400 that keeps nothing', () => {
  const field = (nama: string, nilai: string) =>
    `--batas\r\nContent-Disposition: form-data; name="${nama}"\r\n\r\n${nilai}\r\n`;
  // Every field a material needs, then the file under the name the route reads.
  const bagian = (namaBerkas: string) =>
    Buffer.concat([
      Buffer.from(
        field('dir', 'materi') +
          field('id_pertemuan', idPertemuan) +
          field('judul', 'Modul') +
          field('deskripsi', 'x') +
          field('tipe_file', 'ebook') +
          field('jenis_materi', 'modul') +
          `--batas\r\nContent-Disposition: form-data; name="${namaBerkas}"; ` +
          `filename="${namaBerkas === 'file' ? 'a.pdf' : 'a.png'}"\r\n\r\n`,
      ),
      // Content the type check accepts, so what fails is the body itself.
      namaBerkas === 'file' ? PDF : contohPng(),
    ]);
  const akhir = Buffer.from('\r\n--batas--\r\n');
  const rusak = {
    'with no boundary': ['multipart/form-data', (f: string) => Buffer.concat([bagian(f), akhir])],
    'with a wrong boundary': [
      'multipart/form-data; boundary=lain',
      (f: string) => Buffer.concat([bagian(f), akhir]),
    ],
    'cut off': [
      'multipart/form-data; boundary=batas',
      (f: string) => Buffer.concat([bagian(f), Buffer.alloc(5000, 0x78)]),
    ],
  } as const;
  const rute = (): [string, string][] => [
    ['POST', '/v2/storager'],
    ['POST', '/lms/materi'],
    ['PUT', `/lms/materi/${idMateri}`],
    ['PUT', `/lms/kelas_kuliah/${kelas('IF101')}`],
  ];

  it.each(Object.entries(rusak))('%s, on every upload call', async (_k, [contentType, body]) => {
    for (const [method, path] of rute()) {
      const sebelum = await jejak();
      const res = await s.call(path, {
        method,
        token: t.dosen,
        body: body(path.startsWith('/lms/kelas_kuliah') ? 'file_banner' : 'file'),
        headers: { 'content-type': contentType },
      });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body).toEqual({
        status: { code: 400, message: PESAN_MULTIPART_RUSAK },
        data: null,
      });
      expect(await jejak()).toEqual(sebelum);
    }
  });
});
