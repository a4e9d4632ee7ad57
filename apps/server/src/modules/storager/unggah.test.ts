import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calls, type SimpanMateri } from '@kampus/api/contract';
import archiver from 'archiver';
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
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.operator,
  });
  idPertemuan = daftar.data.find((p) => p.nomor === 12)!.id;
  // A url material as JSON: the contract types this call's fields as multipart only, so the
  // body goes as it is, checked here against the save fields.
  const materiUrl: SimpanMateri = {
    id_pertemuan: idPertemuan,
    judul: 'Materi untuk diubah',
    deskripsi: 'x',
    tipe_file: 'url',
    jenis_materi: 'modul',
    tampil_sekarang: true,
    file_url: 'https://example.org/x',
  };
  const m = await s.panggil(calls.tambahMateri, { badanMentah: materiUrl, token: t.dosen });
  idMateri = m.data.id;
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

const PDF = contohPdf(3000);
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

/** A multipart upload: s.panggil sends JSON only. */
const unggah = (token: string, fd: FormData) =>
  s.call('/v2/storager', { method: 'POST', token, body: fd });

/**
 * Errors that escaped every handler while `jalan` ran (and just after): on a real server each
 * one is an uncaught exception that stops the process for everyone.
 */
async function galatLepas(jalan: () => Promise<void>) {
  const lepas: string[] = [];
  const tangkap = (error: Error) => lepas.push(error.message);
  process.on('uncaughtException', tangkap);
  try {
    await jalan();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    process.off('uncaughtException', tangkap);
  }
  return lepas;
}

/** A zip as `archiver` (and Office or LibreOffice) writes one: deflated, with data descriptors. */
async function buatZip(entri: readonly (readonly [string, string | Buffer])[]) {
  const arsip = archiver('zip', { zlib: { level: 9 } });
  const bagian: Buffer[] = [];
  arsip.on('data', (b: Buffer) => bagian.push(b));
  const selesai = new Promise((r) => arsip.on('end', r));
  for (const [nama, isi] of entri) arsip.append(isi, { name: nama });
  await arsip.finalize();
  await selesai;
  return Buffer.concat(bagian);
}

/**
 * An Office Open XML document (.docx/.xlsx/.pptx) laid out as Word, Excel and PowerPoint write
 * them, its main part larger than the sniffer's sample.
 */
function dokumenOoxml(jenis: 'docx' | 'xlsx' | 'pptx') {
  const utama = {
    docx: ['word/document.xml', 'wordprocessingml.document'],
    xlsx: ['xl/workbook.xml', 'spreadsheetml.sheet'],
    pptx: ['ppt/presentation.xml', 'presentationml.presentation'],
  }[jenis];
  return buatZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/${utama[0]}" ContentType="application/vnd.openxmlformats-officedocument.${utama[1]}.main+xml"/>` +
        '</Types>',
    ],
    ['_rels/.rels', '<Relationships/>'],
    [utama[0] as string, `<x>${randomBytes(9000).toString('base64')}</x>`],
    ['docProps/core.xml', '<cp:coreProperties/>'],
  ]);
}

/** The 512-byte header of a Compound File (the .doc/.xls/.ppt of Office 97-2003), then sectors. */
function dokumenCfb() {
  const b = Buffer.alloc(8192);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b);
  b.writeUInt16LE(0x3e, 24); // minor version
  b.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  b.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  b.writeUInt16LE(9, 30); // sector shift
  b.writeUInt16LE(6, 32); // mini sector shift
  return b;
}

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
      // A multipart upload: s.panggil sends JSON only.
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
    // A multipart upload: s.panggil sends JSON only.
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

describe('real documents pass the content check', () => {
  /** Uploads into a folder that takes every office type and returns what was recorded. */
  async function simpan(nama: string, isi: Buffer) {
    const res = await unggah(t.dosen, formUnggah('folder-dulu', 'lampiran_tugas', { nama, isi }));
    expect({ nama, status: res.status, pesan: res.body.status.message }).toEqual({
      nama,
      status: 200,
      pesan: 'OK',
    });
    const kunci = res.body.data.url.split('?')[0].replace('/v2/storager/berkas/', '');
    expect(readFileSync(path.join(s.ctx.config.storageDir, kunci))).toEqual(isi);
    const [row] = await s.ctx.database.db.select().from(berkas).where(eq(berkas.kunci, kunci));
    return row?.mime;
  }

  it.each(['docx', 'xlsx', 'pptx'] as const)('a .%s as Office writes it', async (jenis) => {
    const mime = await simpan(`laporan.${jenis}`, await dokumenOoxml(jenis));
    expect(mime).toMatch(/^application\/(vnd\.openxmlformats-officedocument\.|zip$)/);
  });

  it.each(['doc', 'xls', 'ppt'] as const)('a .%s of Office 97-2003', async (jenis) => {
    expect(await simpan(`laporan.${jenis}`, dokumenCfb())).toBe('application/x-cfb');
  });

  it('an RTF document saved under .doc, as word processors do', async () => {
    const rtf = Buffer.from(
      '{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\\f0 Laporan praktikum\\par}',
    );
    expect(await simpan('laporan.doc', rtf)).toBe('application/rtf');
  });

  it('a .docx as the material form sends it', async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      id_pertemuan: idPertemuan,
      judul: 'Modul Word',
      deskripsi: 'x',
      tipe_file: 'ebook',
      jenis_materi: 'modul',
      tampil_sekarang: 'true',
    }))
      fd.append(k, v);
    fd.append('file', new Blob([await dokumenOoxml('docx')]), 'modul.docx');
    // A multipart upload: s.panggil sends JSON only.
    const res = await s.call('/lms/materi', { method: 'POST', token: t.dosen, body: fd });
    expect(res.status).toBe(200);
    expect(res.body.data.file.nama).toBe('modul.docx');
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

  // An archive is kept and downloaded, never opened here: whatever a zip holds first (a Java
  // manifest, an Android build, an OpenDocument or a macro workbook's parts), it is a .zip.
  it.each([
    ['a Java project', [['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\n']]],
    ['an Android build', [['classes.dex', randomBytes(64)]]],
    ['an OpenDocument drawing', [['mimetype', 'application/vnd.oasis.opendocument.graphics']]],
    [
      'a macro workbook',
      [
        [
          '[Content_Types].xml',
          '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>',
        ],
        ['xl/workbook.xml', '<workbook/>'],
      ],
    ],
  ] as const)('takes a zip holding %s', async (_k, entri) => {
    const zip = await buatZip([...entri, ['catatan.txt', 'tugas']]);
    const res = await unggah(
      t.mahasiswa,
      formUnggah('folder-dulu', 'pengumpulan_tugas', { nama: 'tugas.zip', isi: zip }),
    );
    expect({ status: res.status, pesan: res.body.status.message }).toEqual({
      status: 200,
      pesan: 'OK',
    });
  });
});

describe('a broken multipart body is a 400 that keeps nothing', () => {
  const field = (nama: string, nilai: string) =>
    `--batas\r\nContent-Disposition: form-data; name="${nama}"\r\n\r\n${nilai}\r\n`;
  // Every field a material needs.
  const isian = () =>
    field('dir', 'materi') +
    field('id_pertemuan', idPertemuan) +
    field('judul', 'Modul') +
    field('deskripsi', 'x') +
    field('tipe_file', 'ebook') +
    field('jenis_materi', 'modul');
  // The file under the name the route reads.
  const kepalaBerkas = (namaBerkas: string) =>
    `--batas\r\nContent-Disposition: form-data; name="${namaBerkas}"; ` +
    `filename="${namaBerkas === 'file' ? 'a.pdf' : 'a.png'}"\r\n\r\n`;
  // Content the type check accepts, so what fails is the body itself.
  const isiBerkas = (namaBerkas: string) => (namaBerkas === 'file' ? PDF : contohPng());
  const bagian = (namaBerkas: string) =>
    Buffer.concat([Buffer.from(isian() + kepalaBerkas(namaBerkas)), isiBerkas(namaBerkas)]);
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
    'cut off in a small file': ['multipart/form-data; boundary=batas', (f: string) => bagian(f)],
    'cut off before the file': [
      'multipart/form-data; boundary=batas',
      () => Buffer.from(isian().slice(0, 150)),
    ],
    "cut off in the file's headers": [
      'multipart/form-data; boundary=batas',
      (f: string) => Buffer.from(isian() + kepalaBerkas(f).slice(0, 40)),
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
      let res: Awaited<ReturnType<TestServer['call']>> | undefined;
      const lepas = await galatLepas(async () => {
        // A broken multipart body on the wire, on purpose.
        res = await s.call(path, {
          method,
          token: t.dosen,
          body: body(path.startsWith('/lms/kelas_kuliah') ? 'file_banner' : 'file'),
          headers: { 'content-type': contentType },
        });
      });
      expect({ path, status: res?.status, lepas }).toEqual({ path, status: 400, lepas: [] });
      expect(res?.body).toEqual({
        status: { code: 400, message: PESAN_MULTIPART_RUSAK },
        data: null,
      });
      expect(await jejak()).toEqual(sebelum);
    }
  });

  it('cut off while the file waits for its folder (file first)', async () => {
    const sebelum = await jejak();
    let res: Awaited<ReturnType<TestServer['call']>> | undefined;
    const lepas = await galatLepas(async () => {
      // A broken multipart body on the wire, on purpose.
      res = await s.call('/v2/storager', {
        method: 'POST',
        token: t.dosen,
        body: Buffer.concat([Buffer.from(kepalaBerkas('file')), PDF, Buffer.alloc(5000, 0x78)]),
        headers: { 'content-type': 'multipart/form-data; boundary=batas' },
      });
    });
    expect({ status: res?.status, lepas }).toEqual({ status: 400, lepas: [] });
    expect(res?.body.status.message).toBe(PESAN_MULTIPART_RUSAK);
    expect(await jejak()).toEqual(sebelum);
  });
});

describe('a form over the parser limits is a 413 that keeps nothing', () => {
  const formMateri = () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      service_id: 'lms',
      dir: 'materi',
      id_pertemuan: idPertemuan,
      judul: 'Modul',
      deskripsi: 'x',
      tipe_file: 'ebook',
      jenis_materi: 'modul',
      tampil_sekarang: 'true',
    }))
      fd.append(k, v);
    return fd;
  };
  const berlebih = {
    // One file per request (app.ts limits).
    'two files': [
      () => {
        const fd = formMateri();
        fd.append('file', new Blob([PDF]), 'a.pdf');
        fd.append('file', new Blob([PDF]), 'b.pdf');
        return fd;
      },
      'Hanya satu berkas yang dapat diunggah dalam satu permintaan',
    ],
    'too many fields': [
      () => {
        const fd = formMateri();
        for (let i = 0; i < 20; i++) fd.append(`tambahan_${i}`, 'x');
        fd.append('file', new Blob([PDF]), 'a.pdf');
        return fd;
      },
      'Isian formulir unggahan terlalu banyak',
    ],
  } as const;
  // The class banner takes the first file part and parses no further: what follows is ignored.
  const rute = (): [string, string][] => [
    ['POST', '/v2/storager'],
    ['POST', '/lms/materi'],
    ['PUT', `/lms/materi/${idMateri}`],
  ];

  it.each(Object.entries(berlebih))('%s, on every upload call', async (_k, [form, pesan]) => {
    for (const [method, path] of rute()) {
      const sebelum = await jejak();
      // A multipart form over the parser limits, on purpose.
      const res = await s.call(path, { method, token: t.dosen, body: form() });
      expect({ path, status: res.status }).toEqual({ path, status: 413 });
      expect(res.body).toEqual({ status: { code: 413, message: pesan }, data: null });
      expect(await jejak()).toEqual(sebelum);
    }
  });
});
