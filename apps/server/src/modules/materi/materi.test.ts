import { readdirSync } from 'node:fs';
import {
  type CallBodyInput,
  calls,
  envelope,
  Materi,
  type SimpanMateri,
} from '@kampus/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPng,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { berkas, materi, presensiMateri } from '../../db/schema';
import { bacaAktivitas } from '../../platform/aktivitas';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let mhs2: string;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  mhs2 = await tokenUntuk(s, '2401002');
});
afterAll(() => s?.close());

const berkasDiDisk = () =>
  readdirSync(s.ctx.config.storageDir, { recursive: true }).filter((f) => String(f).includes('.'))
    .length;

async function pertemuan(idKelas: string, nomor: number) {
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: idKelas, per_page: 20 },
    token: t.operator,
  });
  return res.data.find((p) => p.nomor === nomor)!;
}

/**
 * A material saved as JSON (a url material): the contract types this call's fields as multipart
 * only, so the JSON body goes as it is, checked here against the save fields.
 */
const tambahJson = (body: SimpanMateri, token = t.dosen) =>
  s.panggil(calls.tambahMateri, { badanMentah: body, token });

function formMateri(
  fields: Record<string, string>,
  file?: { nama: string; isi: Buffer; type: string },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', new Blob([file.isi], { type: file.type }), file.nama);
  return fd;
}

const pdf = (n = 5000) => {
  const b = Buffer.alloc(n, 0x20);
  Buffer.from('%PDF-1.4\n').copy(b);
  return b;
};
const besok = new Date(Date.now() + 86_400_000).toISOString();

let idPertemuanOnline: string;
let idPertemuanOffline: string;
beforeAll(async () => {
  // IF101 A is campuran: even meetings online, odd offline.
  idPertemuanOnline = (await pertemuan(kelas('IF101'), 12)).id;
  idPertemuanOffline = (await pertemuan(kelas('IF101'), 13)).id;
});

async function buatUrl(judul = 'Video referensi') {
  const res = await tambahJson({
    id_pertemuan: idPertemuanOnline,
    judul,
    deskripsi: encodeURIComponent('<p>Tonton <b>video</b> ini</p><script>x()</script>'),
    tipe_file: 'url',
    jenis_materi: 'audio_visual',
    tampil_sekarang: true,
    is_syarat_hadir: true,
    deadline: besok,
    file_url: 'https://example.org/video',
  });
  expect(res.status).toBe(200);
  return res.data;
}

/** A multipart upload: s.panggil sends JSON only. */
async function buatEbook(fields: Record<string, string> = {}, isi = pdf()) {
  return s.call('/lms/materi', {
    method: 'POST',
    token: t.dosen,
    body: formMateri(
      {
        id_pertemuan: idPertemuanOnline,
        judul: 'Modul Pencarian',
        deskripsi: encodeURIComponent('<p>Baca modul ini.</p>'),
        tipe_file: 'ebook',
        jenis_materi: 'modul',
        tampil_sekarang: 'true',
        is_syarat_hadir: 'true',
        deadline: besok,
        ...fields,
      },
      { nama: 'modul pencarian.pdf', isi, type: 'application/pdf' },
    ),
  });
}

describe('creating materials', () => {
  it('saves a url material with the description decoded and sanitised', async () => {
    const m = await buatUrl();
    expect(m).toMatchObject({
      tipe_file: 'url',
      file_url: 'https://example.org/video',
      is_syarat_hadir: true,
      tampil: true,
    });
    expect(m.deskripsi).toBe('<p>Tonton <b>video</b> ini</p>');
  });

  it('stores an uploaded e-book and serves it', async () => {
    const res = await buatEbook();
    expect(res.status).toBe(200);
    const m = envelope(Materi).parse(res.body).data;
    expect(m.file).toMatchObject({
      nama: 'modul pencarian.pdf',
      ukuran: 5000,
      mime: 'application/pdf',
    });
    const file = await fetch(s.url + m.file!.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(m.file_url).toBe(m.file!.url);
  });

  it('serves a material file only through the signed address the API handed out', async () => {
    const m = envelope(Materi).parse((await buatEbook()).body).data;
    const url = new URL(m.file!.url, s.url);
    expect(url.searchParams.get('sig')).toBeTruthy();
    const polos = `${s.url}${url.pathname}`;
    const tanpaTanda = await fetch(polos);
    expect(tanpaTanda.status).toBe(403);
    expect(((await tanpaTanda.json()) as { status: { message: string } }).status.message).toBe(
      'Tautan berkas tidak valid atau sudah kedaluwarsa. Buka kembali dari LMS.',
    );
    const diubah = `${polos}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    expect((await fetch(diubah)).status).toBe(403);
    const lewat = `${polos}?exp=${Math.floor(Date.now() / 1000) - 60}&sig=${url.searchParams.get('sig')}`;
    expect((await fetch(lewat)).status).toBe(403);
    // Range requests (video seeking) work on the signed address.
    const sebagian = await fetch(url, { headers: { range: 'bytes=0-7' } });
    expect(sebagian.status).toBe(206);
    expect(Buffer.from(await sebagian.arrayBuffer()).toString()).toBe('%PDF-1.4');
  });

  it.each([
    [
      'a type the e-book does not accept',
      { nama: 'virus.exe', isi: Buffer.from('MZ'), type: 'application/octet-stream' },
      422,
      'Jenis file yang didukung adalah .pdf, .doc, .docx, .xlx, .xlsx, .ppt, .pptx, dengan maksimal ukuran sebesar 10 MB',
    ],
  ])('refuses %s and keeps nothing', async (_, file, status, message) => {
    const before = berkasDiDisk();
    // A multipart upload: s.panggil sends JSON only.
    const res = await s.call('/lms/materi', {
      method: 'POST',
      token: t.dosen,
      body: formMateri(
        {
          id_pertemuan: idPertemuanOnline,
          judul: 'x',
          deskripsi: 'x',
          tipe_file: 'ebook',
          jenis_materi: 'modul',
        },
        file,
      ),
    });
    expect(res.status).toBe(status);
    expect(res.body.status.message).toBe(message);
    expect(berkasDiDisk()).toBe(before);
  });

  it('refuses a file over the per-type limit from the settings, leaving nothing half-written', async () => {
    const db = s.ctx.database.db;
    await db.execute(
      sql`update pengaturan set data = jsonb_set(data, '{pengaturan_kelas,batas_ukuran_unggah_mb,ebook}', '0.01')`,
    );
    try {
      const before = berkasDiDisk();
      const [{ n: barisSebelum }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(berkas)) as [{ n: number }];
      const res = await buatEbook({}, pdf(20_000));
      expect(res.status).toBe(413);
      expect(res.body.status.message).toBe('Ukuran file melebihi batas maksimal');
      expect(berkasDiDisk()).toBe(before);
      const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(berkas)) as [
        { n: number },
      ];
      expect(n).toBe(barisSebelum);
    } finally {
      await db.execute(
        sql`update pengaturan set data = jsonb_set(data, '{pengaturan_kelas,batas_ukuran_unggah_mb,ebook}', '10')`,
      );
    }
  });

  it.each([
    [{ judul: '' }, 'judul', 'Judul wajib diisi!'],
    [
      { tampil_sekarang: false, waktu_mulai_tampil: null },
      'waktu_mulai_tampil',
      'Tanggal & Jam Mulai Tampil wajib dipilih!',
    ],
    [{ file_url: '' }, 'file_url', 'Link wajib diisi!'],
    [
      { file_url: 'bukan link' },
      'file_url',
      'Link harus berupa alamat web yang diawali http:// atau https://',
    ],
  ])('answers %j with 422', async (ubah, field, message) => {
    const res = await tambahJson({
      id_pertemuan: idPertemuanOnline,
      judul: 'Link',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'modul',
      file_url: 'https://example.org',
      ...ubah,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('forces no attendance requirement on an offline meeting', async () => {
    const res = await tambahJson({
      id_pertemuan: idPertemuanOffline,
      judul: 'Slide praktikum',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'petunjuk_praktikum',
      is_syarat_hadir: true,
      deadline: besok,
      file_url: 'https://example.org/slide',
    });
    expect(res.data).toMatchObject({ is_syarat_hadir: null, deadline: null });
  });

  it('refuses students creating, editing and deleting', async () => {
    const m = await buatUrl('Untuk diuji');
    const tambah = await s.panggil(calls.tambahMateri, {
      badanMentah: { id_pertemuan: idPertemuanOnline },
      token: t.mahasiswa,
    });
    expect(tambah.status).toBe(403);
    const isi: SimpanMateri = {
      id_pertemuan: idPertemuanOnline,
      judul: 'x',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'modul',
      file_url: 'https://x.org',
    };
    const ubah = await s.panggil(calls.ubahMateri, {
      params: { id: m.id },
      badanMentah: isi,
      token: t.mahasiswa,
    });
    expect(ubah.status).toBe(403);
    expect(
      (await s.panggil(calls.hapusMateri, { params: { id: m.id }, token: t.mahasiswa })).status,
    ).toBe(403);
  });
});

describe('showing later', () => {
  it('hides a material from students until its display time', async () => {
    const nanti = new Date(Date.now() + 3_600_000).toISOString();
    const res = await tambahJson({
      id_pertemuan: idPertemuanOnline,
      judul: 'Kunci jawaban latihan',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'modul',
      tampil_sekarang: false,
      waktu_mulai_tampil: nanti,
      file_url: 'https://example.org/kunci',
    });
    expect(res.data.tampil).toBe(false);
    const daftar = (token: string) =>
      s.panggil(calls.daftarMateriPertemuan, {
        query: { id_pertemuan: idPertemuanOnline, per_page: 50 },
        token,
      });
    const mhs = await daftar(t.mahasiswa);
    expect(mhs.data.map((m) => m.judul)).not.toContain('Kunci jawaban latihan');
    expect(
      (await s.panggil(calls.materi, { params: { id: res.data.id }, token: t.mahasiswa })).status,
    ).toBe(404);
    const dsn = await daftar(t.dosen);
    expect(dsn.data.map((m) => m.judul)).toContain('Kunci jawaban latihan');
  });

  it('refuses a display time in the past', async () => {
    const res = await tambahJson({
      id_pertemuan: idPertemuanOnline,
      judul: 'x',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'modul',
      tampil_sekarang: false,
      waktu_mulai_tampil: '2020-01-01T00:00:00+07:00',
      file_url: 'https://x.org',
    });
    expect(res.status).toBe(422);
  });
});

describe('presence', () => {
  const presensi = (
    id: string,
    body: CallBodyInput<typeof calls.presensiMateri>,
    token = t.mahasiswa,
  ) => s.panggil(calls.presensiMateri, { params: { id }, body, token });
  const lihat = (id: string, token: string) => s.panggil(calls.materi, { params: { id }, token });

  it('meets a url material when opened, once, per student', async () => {
    const m = await buatUrl('Tautan presensi');
    const a = await presensi(m.id, { aksi: 'buka' });
    expect(a.data.statusUnduh).toBe('terpenuhi');
    const b = await presensi(m.id, { aksi: 'buka' });
    expect(b.data).toEqual(a.data);
    const lain = await lihat(m.id, mhs2);
    expect(lain.data.presensi?.statusUnduh).toBe('belum_terpenuhi');
    const dosen = await lihat(m.id, t.dosen);
    expect(dosen.data.jumlah_terpenuhi).toBe(1);
  });

  it("meets an e-book only after the read countdown ('Sudah Baca')", async () => {
    const m = envelope(Materi).parse((await buatEbook({ judul: 'Modul hitung mundur' })).body).data;
    await presensi(m.id, { aksi: 'buka' });
    const terlalu = await presensi(m.id, { aksi: 'baca' });
    expect(terlalu.status).toBe(422);
    expect(terlalu.body.status.message).toBe('Baca materi selama 60 detik terlebih dahulu');
    // Sixty-one seconds later.
    await s.ctx.database.db
      .update(presensiMateri)
      .set({ waktuBuka: new Date(Date.now() - 61_000) })
      .where(eq(presensiMateri.idMateri, m.id));
    const ok = await presensi(m.id, { aksi: 'baca' });
    expect(ok.data.statusUnduh).toBe('terpenuhi');
  });

  it('meets a video at the watch threshold of the settings (50%)', async () => {
    const res = await tambahJson({
      id_pertemuan: idPertemuanOnline,
      judul: 'Video',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'audio_visual',
      file_url: 'https://x.org/v',
    });
    // A url material cannot be played; record a real video row instead.
    const db = s.ctx.database.db;
    await db.update(materi).set({ tipeFile: 'video' }).where(eq(materi.id, res.data.id));
    expect((await presensi(res.data.id, { aksi: 'putar', persen: 30 })).data).toMatchObject({
      statusUnduh: 'belum_terpenuhi',
      persen: 30,
    });
    expect((await presensi(res.data.id, { aksi: 'putar', persen: 10 })).data.persen).toBe(30);
    expect((await presensi(res.data.id, { aksi: 'putar', persen: 55 })).data.statusUnduh).toBe(
      'terpenuhi',
    );
    await presensi(res.data.id, { aksi: 'putar', persen: 90 });
    // Announced once, when met (not for the 30% before, nor the 90% after).
    const peristiwa = await bacaAktivitas(db, { jenis: 'materi', idAktivitas: [res.data.id] });
    expect(peristiwa.map((e) => [e.aksi, e.role, e.idPertemuan, e.data])).toEqual([
      ['hadir', 'mahasiswa', idPertemuanOnline, { aksi: 'putar' }],
    ]);
  });

  it('refuses lecturers and unknown actions', async () => {
    const m = await buatUrl('Presensi dosen');
    expect((await presensi(m.id, { aksi: 'buka' }, t.dosen)).status).toBe(403);
    const lompat = await s.panggil(calls.presensiMateri, {
      params: { id: m.id },
      badanMentah: { aksi: 'lompat' },
      token: t.mahasiswa,
    });
    expect(lompat.status).toBe(422);
  });
});

describe('copying and deleting', () => {
  it('copies a material into another class of the same course; the file stays while a copy uses it', async () => {
    const asli = envelope(Materi).parse(
      (await buatEbook({ judul: 'Modul untuk disalin' })).body,
    ).data;
    const tujuan = await pertemuan(kelas('IF101', 'B', 'K2'), 12);
    const daftar = await s.panggil(calls.daftarMateriSalin, {
      query: {
        id_mata_kuliah: 'IF101',
        exclude_id_kelas_kuliah: kelas('IF101', 'B', 'K2'),
        search: 'disalin',
      },
      token: t.dosen,
    });
    expect(daftar.data.map((m) => m.id)).toEqual([asli.id]);
    const salin = await s.panggil(calls.salinMateri, {
      body: {
        id_pertemuan: tujuan.id,
        list_id: [asli.id],
        is_syarat_hadir: false,
        tampil_sekarang: true,
        waktu_mulai_tampil: null,
        deadline: null,
        type: 'salin',
      },
      token: t.dosen,
    });
    expect(salin.status).toBe(200);
    const copy = salin.data[0]!;
    expect(copy).toMatchObject({
      judul: 'Modul untuk disalin',
      id_pertemuan: tujuan.id,
      // The same stored file; its signature may be issued in another second.
      file: { url: expect.stringMatching(`^${asli.file!.url.split('?')[0]}\\?exp=`) },
    });

    const hapus = (id: string) => s.panggil(calls.hapusMateri, { params: { id }, token: t.dosen });
    expect((await hapus(asli.id)).status).toBe(200);
    expect((await fetch(s.url + asli.file!.url)).status).toBe(200);
    expect((await hapus(copy.id)).status).toBe(200);
    expect((await fetch(s.url + asli.file!.url)).status).toBe(404);
  });

  it('refuses copying from another course and copying nothing', async () => {
    const m = await buatUrl('Dari IF101');
    const lain = await pertemuan(kelas('IF201'), 12);
    const salin = (list_id: string[]) =>
      s.panggil(calls.salinMateri, {
        body: {
          id_pertemuan: lain.id,
          list_id,
          is_syarat_hadir: false,
          tampil_sekarang: true,
          waktu_mulai_tampil: null,
          deadline: null,
        },
        token: t.dosen,
      });
    const res = await salin([m.id]);
    expect(res.status).toBe(403);
    const kosong = await salin([]);
    expect(kosong.status).toBe(422);
    expect(kosong.body.status.message).toBe('Data tidak valid: Materi wajib dipilih!');
  });

  it('counts materials on the meeting', async () => {
    const p = await s.panggil(calls.pertemuan, {
      params: { id: idPertemuanOnline },
      token: t.mahasiswa,
    });
    const n = await s.ctx.database.db
      .select()
      .from(materi)
      .where(and(eq(materi.idPertemuan, idPertemuanOnline)));
    expect(p.data.count_activity.materi).toBe(n.length);
    expect(n.length).toBeGreaterThan(3);
  });
});

describe('POST and DELETE /v2/storager', () => {
  const unggah = (token: string, dir: string, nama: string) => {
    const fd = new FormData();
    fd.append('service_id', 'lms');
    fd.append('dir', dir);
    fd.append('file', new Blob([contohPng()], { type: 'image/png' }), nama);
    // A multipart upload: s.panggil sends JSON only.
    return s.call('/v2/storager', { method: 'POST', token, body: fd });
  };

  it('stores a file and lets only its uploader delete it', async () => {
    const res = await unggah(t.dosen, 'gambar', 'diagram.png');
    expect(res.status).toBe(200);
    // Pictures stay open: their address carries no signature.
    expect(res.body.data.url).toMatch(/^\/v2\/storager\/berkas\/gambar\/[0-9a-f-]{36}\.png$/);
    expect((await fetch(s.url + res.body.data.url)).status).toBe(200);
    const hapus = (token: string) =>
      s.panggil(calls.hapusBerkas, { query: { url: res.body.data.url }, token });
    expect((await hapus(t.mahasiswa)).status).toBe(403);
    expect((await hapus(t.dosen)).status).toBe(200);
    expect((await fetch(s.url + res.body.data.url)).status).toBe(404);
  });

  it('refuses an unknown folder and a wrong type', async () => {
    expect((await unggah(t.dosen, 'rahasia', 'a.png')).status).toBe(422);
    const salah = await unggah(t.dosen, 'gambar', 'a.svg');
    expect(salah.status).toBe(422);
    expect(salah.body.status.message).toBe('File type .svg is not allowed');
  });
});
