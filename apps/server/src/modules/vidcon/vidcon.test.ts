import { calls, type SimpanVidcon, type Vidcon } from '@kampus/api/contract';
import { PESAN_IZIN, PESAN_TAUTAN, PESAN_VIDCON, PESAN_VIDCON_SERVER } from '@kampus/domain';
import { eq } from 'drizzle-orm';
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
import { joinVidcon, pengaturan } from '../../db/schema';
import { bacaAktivitas } from '../../platform/aktivitas';

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
  idPertemuan = res.data.find((p) => p.nomor === 12)!.id;
});
afterAll(() => s?.close());

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** The form as the staff app sends it: a Zoom meeting an hour from now, for an hour. */
const payload = (ubah: Record<string, unknown> = {}): SimpanVidcon => ({
  id_pertemuan: idPertemuan,
  judul: 'Kuliah daring',
  aplikasi: 'zoom',
  link: 'https://zoom.us/j/123',
  catatan: 'Jangan bagikan tautan',
  waktu_mulai: menit(60),
  waktu_selesai: menit(120),
  ...ubah,
});

async function buat(ubah: Record<string, unknown> = {}, token = t.dosen): Promise<Vidcon> {
  const res = await s.panggil(calls.tambahVidcon, { badanMentah: payload(ubah), token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

const gabung = (id: string, token: string) =>
  s.panggil(calls.gabungVidcon, { params: { id }, token });
const ubah = (v: Vidcon, isi: Record<string, unknown>, token = t.dosen) =>
  s.panggil(calls.ubahVidcon, {
    params: { id: v.id },
    badanMentah: payload({ waktu_mulai: v.waktu_mulai, waktu_selesai: v.waktu_selesai, ...isi }),
    token,
  });

describe('saving a vidcon (spec 5 Vidcon form, in order)', () => {
  it.each([
    [{ id_pertemuan: null }, PESAN_VIDCON.pertemuan],
    [{ judul: '  ' }, PESAN_VIDCON.judul],
    [{ aplikasi: null }, PESAN_VIDCON.aplikasi],
    [{ link: '' }, PESAN_VIDCON.link],
    [{ waktu_mulai: null }, PESAN_VIDCON.mulai],
    [{ waktu_selesai: null }, PESAN_VIDCON.selesai],
    [{ waktu_mulai: menit(60), waktu_selesai: menit(30) }, PESAN_VIDCON.selesaiSebelumMulai],
    [{ judul: '', link: '' }, PESAN_VIDCON.judul],
  ])('%j: %s', async (isi, pesan) => {
    const res = await s.panggil(calls.tambahVidcon, { badanMentah: payload(isi), token: t.dosen });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it.each(['javascript:alert(1)', 'ftp://files.example.org/a', 'data:text/html,x'])(
    'refuses the link %s',
    async (link) => {
      const res = await s.panggil(calls.tambahVidcon, {
        badanMentah: payload({ link }),
        token: t.dosen,
      });
      expect(res.status).toBe(422);
      expect(res.body.status.message).toContain(PESAN_TAUTAN.tidakValid);
    },
  );

  it('saves it with http prepended to a link without a scheme, its status from the clock', async () => {
    const v = await buat({ link: 'zoom.us/j/987' });
    expect(v).toMatchObject({
      id_kelas_kuliah: kelas('IF101'),
      id_pertemuan: idPertemuan,
      judul: 'Kuliah daring',
      aplikasi: 'zoom',
      link: 'http://zoom.us/j/987',
      catatan: 'Jangan bagikan tautan',
      status: 'belum_dimulai',
      jumlah_peserta: 0,
      join_data: [],
      created_by: { username: 'dosen01' },
    });
    const berlangsung = await buat({ waktu_mulai: menit(-5), waktu_selesai: menit(55) });
    expect(berlangsung.status).toBe('berlangsung');
    const selesai = await buat({ waktu_mulai: menit(-120), waktu_selesai: menit(-60) });
    expect(selesai.status).toBe('selesai');
  });

  it('an operator creates one too', async () => {
    const v = await buat({ aplikasi: 'msteams' }, t.operator);
    expect(v.created_by?.username).toBe('operator');
  });

  it('edits title, app, link and times while nobody joined', async () => {
    const v = await buat();
    const res = await ubah(v, {
      judul: 'Kuliah daring (diundur)',
      aplikasi: 'gmeet',
      link: 'meet.google.com/abc',
      waktu_mulai: menit(180),
      waktu_selesai: menit(240),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      judul: 'Kuliah daring (diundur)',
      aplikasi: 'gmeet',
      link: 'http://meet.google.com/abc',
    });
    expect(Date.parse(res.data.waktu_mulai)).toBeGreaterThan(Date.parse(v.waktu_mulai));
  });

  it('the end may not move earlier once students joined', async () => {
    const v = await buat();
    expect((await gabung(v.id, t.mahasiswa)).status).toBe(200);
    const maju = await ubah(v, { waktu_selesai: menit(90) });
    expect(maju.status).toBe(422);
    expect(maju.body.status.message).toBe(PESAN_VIDCON.tidakDapatDimajukan);
    // Not started yet: the dates are not locked, so the end may move later.
    const mundur = await ubah(v, { waktu_selesai: menit(150) });
    expect(mundur.status).toBe(200);
  });

  it('locks date and times while running with participants, and once finished', async () => {
    const berjalan = await buat({ waktu_mulai: menit(-10), waktu_selesai: menit(50) });
    // Running without participants: still free.
    const bebas = await ubah(berjalan, { waktu_mulai: menit(-5) });
    expect(bebas.status).toBe(200);
    expect((await gabung(berjalan.id, t.mahasiswa)).status).toBe(200);
    const terkunci = await ubah(bebas.data, { waktu_mulai: menit(-3) });
    expect(terkunci.status).toBe(422);
    expect(terkunci.body.status.message).toBe(PESAN_VIDCON_SERVER.waktuTerkunci);
    const lebihLama = await ubah(bebas.data, { waktu_selesai: menit(80) });
    expect(lebihLama.body.status.message).toBe(PESAN_VIDCON_SERVER.waktuTerkunci);
    // The rest of the form stays editable.
    const judul = await ubah(bebas.data, { judul: 'Judul baru' });
    expect(judul.status).toBe(200);

    const selesai = await buat({ waktu_mulai: menit(-120), waktu_selesai: menit(-60) });
    const res = await ubah(selesai, { waktu_selesai: menit(-30) });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_VIDCON_SERVER.waktuTerkunci);
  });

  it('deletes it with its joins', async () => {
    const v = await buat({ waktu_mulai: menit(-10), waktu_selesai: menit(50) });
    await gabung(v.id, t.mahasiswa);
    const res = await s.panggil(calls.hapusVidcon, { params: { id: v.id }, token: t.dosen });
    expect(res.status).toBe(200);
    expect((await s.panggil(calls.vidcon, { params: { id: v.id }, token: t.dosen })).status).toBe(
      404,
    );
    const sisa = await s.ctx.database.db
      .select()
      .from(joinVidcon)
      .where(eq(joinVidcon.idVidcon, v.id));
    expect(sisa).toEqual([]);
  });
});

describe('reading vidcons', () => {
  it("lists a meeting's vidcons by start, paged, for its students and teachers", async () => {
    const daftar = (token: string, page = 1) =>
      s.panggil(calls.daftarVidconPertemuan, {
        query: { id_pertemuan: idPertemuan, page, per_page: 2 },
        token,
      });
    const res = await daftar(t.mahasiswa);
    expect(res.status).toBe(200);
    expect(res.body.meta.total_items).toBeGreaterThan(2);
    expect(res.data).toHaveLength(2);
    const mulai = res.data.map((v) => Date.parse(v.waktu_mulai));
    expect(mulai).toEqual([...mulai].sort((a, b) => a - b));
    expect((await daftar(t.dosen, 2)).data.length).toBeGreaterThan(0);
    expect((await daftar(t.operator)).status).toBe(200);
  });

  it("counts the meeting's vidcons in count_activity", async () => {
    const daftar = await s.panggil(calls.daftarVidconPertemuan, {
      query: { id_pertemuan: idPertemuan, per_page: 1 },
      token: t.dosen,
    });
    const p = await s.panggil(calls.pertemuan, { params: { id: idPertemuan }, token: t.dosen });
    expect(p.data.count_activity.vidcon).toBe(daftar.body.meta.total_items);
  });

  it('shows a student only their own joins, the teachers every join', async () => {
    const v = await buat({ waktu_mulai: menit(-5), waktu_selesai: menit(55) });
    await gabung(v.id, t.mahasiswa);
    await gabung(v.id, mhs2);
    const baca = (token: string) => s.panggil(calls.vidcon, { params: { id: v.id }, token });
    const dosen = await baca(t.dosen);
    expect(dosen.data.join_data.map((j) => j.username)).toEqual(['2401001', '2401002']);
    const saya = await baca(mhs2);
    expect(saya.data).toMatchObject({ jumlah_peserta: 2, link: 'https://zoom.us/j/123' });
    expect(saya.data.join_data.map((j) => j.username)).toEqual(['2401002']);
  });
});

describe('joining (PUT /lms/vidcon/{id}/join)', () => {
  it('records each join with the server time and role; a student counts once', async () => {
    const v = await buat({ waktu_mulai: menit(-5), waktu_selesai: menit(55) });
    const sebelum = Date.now();
    const satu = await gabung(v.id, t.mahasiswa);
    expect(satu.status).toBe(200);
    expect(satu.data.link).toBe('https://zoom.us/j/123');
    const dua = await gabung(v.id, t.mahasiswa);
    expect(dua.data.jumlah_peserta).toBe(1);
    expect(dua.data.join_data).toHaveLength(2);
    for (const j of dua.data.join_data) {
      expect(j).toMatchObject({ username: '2401001', role: 'mahasiswa' });
      expect(Date.parse(j.waktu_join)).toBeGreaterThanOrEqual(sebelum - 1000);
    }
    const dosen = await gabung(v.id, t.dosen);
    expect(dosen.data.jumlah_peserta).toBe(1);
    expect(dosen.data.join_data.map((j) => j.role)).toEqual(['mahasiswa', 'mahasiswa', 'dosen']);
    expect(dosen.data.join_data[2]?.terlambat).toBeNull();
  });

  it('a vidcon not started yet is joined through its link', async () => {
    const v = await buat();
    const res = await gabung(v.id, t.mahasiswa);
    expect(res.status).toBe(200);
    expect(res.data.join_data[0]?.terlambat).toBe(false);
  });

  it('refuses joining a finished vidcon', async () => {
    const v = await buat({ waktu_mulai: menit(-120), waktu_selesai: menit(-60) });
    const res = await gabung(v.id, t.mahasiswa);
    expect(res.status).toBe(409);
    expect(res.body.status.message).toBe(PESAN_VIDCON_SERVER.sudahSelesai);
  });

  it('marks a join late after start plus terlambat_vidcon_menit (15 in the demo)', async () => {
    const telat = await buat({ waktu_mulai: menit(-30), waktu_selesai: menit(30) });
    expect((await gabung(telat.id, t.mahasiswa)).data.join_data[0]?.terlambat).toBe(true);
    const tepat = await buat({ waktu_mulai: menit(-10), waktu_selesai: menit(50) });
    expect((await gabung(tepat.id, t.mahasiswa)).data.join_data[0]?.terlambat).toBe(false);
  });

  it('announces each join as an activity event (attendance reads joins from there)', async () => {
    const v = await buat({ waktu_mulai: menit(-30), waktu_selesai: menit(30) });
    await gabung(v.id, t.mahasiswa);
    await gabung(v.id, t.dosen);
    const peristiwa = await bacaAktivitas(s.ctx.database.db, {
      jenis: 'vidcon',
      idAktivitas: [v.id],
    });
    expect(peristiwa.map((p) => [p.aksi, p.role, p.idPertemuan, p.data])).toEqual([
      ['gabung', 'mahasiswa', idPertemuan, { terlambat: true }],
      ['gabung', 'dosen', idPertemuan, { terlambat: null }],
    ]);
    // A refused join (finished vidcon) announces nothing.
    const lalu = await buat({ waktu_mulai: menit(-120), waktu_selesai: menit(-60) });
    expect((await gabung(lalu.id, t.mahasiswa)).status).toBe(409);
    expect(
      await bacaAktivitas(s.ctx.database.db, { jenis: 'vidcon', idAktivitas: [lalu.id] }),
    ).toEqual([]);
  });

  it('leaves lateness unknown when the college sets no allowance', async () => {
    const db = s.ctx.database.db;
    const [awal] = await db.select().from(pengaturan);
    if (!awal) throw new Error('pengaturan demo tidak ada');
    const data = structuredClone(awal.data) as {
      pengaturan_kelas: { syarat_kehadiran_online_mahasiswa: { terlambat_vidcon_menit: null } };
    };
    data.pengaturan_kelas.syarat_kehadiran_online_mahasiswa.terlambat_vidcon_menit = null;
    await db
      .update(pengaturan)
      .set({ data })
      .where(eq(pengaturan.idPerguruanTinggi, awal.idPerguruanTinggi));
    try {
      const v = await buat({ waktu_mulai: menit(-30), waktu_selesai: menit(30) });
      const res = await gabung(v.id, t.mahasiswa);
      expect(res.status).toBe(200);
      expect(res.data.join_data[0]?.terlambat).toBeNull();
    } finally {
      await db
        .update(pengaturan)
        .set({ data: awal.data })
        .where(eq(pengaturan.idPerguruanTinggi, awal.idPerguruanTinggi));
    }
  });
});

describe('who may call what', () => {
  let v: Vidcon;
  beforeAll(async () => {
    v = await buat({ waktu_mulai: menit(-5), waktu_selesai: menit(55) });
  });

  const rute = () => [
    panggilan(calls.daftarVidconPertemuan, { query: { id_pertemuan: idPertemuan } }),
    panggilan(calls.vidcon, { params: { id: v.id } }),
    panggilan(calls.tambahVidcon, { badanMentah: payload() }),
    panggilan(calls.ubahVidcon, { params: { id: v.id }, badanMentah: payload() }),
    panggilan(calls.hapusVidcon, { params: { id: v.id } }),
    panggilan(calls.gabungVidcon, { params: { id: v.id } }),
  ];

  it('a student of the class reads and joins, but never creates, edits or deletes', async () => {
    const [daftar, satu, tambah, ubahR, hapus, join] = rute();
    for (const r of [daftar, satu, join]) {
      expect((await r!.kirim(s, t.mahasiswa)).status, `${r!.m} ${r!.p}`).toBe(200);
    }
    for (const r of [tambah, ubahR, hapus]) {
      const res = await r!.kirim(s, t.mahasiswa);
      expect(res.status, `${r!.m} ${r!.p}`).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.mahasiswaKelolaVidcon);
    }
  });

  it('a student of another class gets nothing', async () => {
    for (const { m, p, kirim } of rute()) {
      const res = await kirim(s, mhsLain);
      expect(res.status, `${m} ${p}`).toBe(403);
      expect(res.body.status.message).toEqual(expect.any(String));
    }
  });

  it('a lecturer not teaching the class cannot read, join or change its vidcons', async () => {
    for (const { m, p, kirim } of rute()) {
      const res = await kirim(s, dosenLain);
      expect(res.status, `${m} ${p}`).toBe(403);
      expect(res.body.status.message).toBe('Anda tidak terdaftar pada kelas kuliah ini');
    }
  });

  it('an operator needs read on kelas_kuliah to read, write to change', async () => {
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      for (const { m, p, kirim } of rute()) {
        expect((await kirim(s, t.operator)).status, `${m} ${p}`).toBe(403);
      }
    });
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      const [daftar, , tambah] = rute();
      expect((await daftar!.kirim(s, t.operator)).status).toBe(200);
      const res = await tambah!.kirim(s, t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
    });
  });
});
