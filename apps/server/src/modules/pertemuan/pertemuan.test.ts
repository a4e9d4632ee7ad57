import {
  type CallBodyInput,
  calls,
  type Pertemuan,
  type UbahPertemuan,
} from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { operator as operatorTabel } from '../../db/schema';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const lihat = (id: string, token: string) => s.panggil(calls.pertemuan, { params: { id }, token });
const ubah = (id: string, token: string, body: UbahPertemuan) =>
  s.panggil(calls.ubahPertemuan, { params: { id }, body, token });

async function pertemuanKe(idKelas: string, nomor: number) {
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: idKelas, per_page: 20 },
    token: t.operator,
  });
  const p = res.data.find((x) => x.nomor === nomor);
  if (!p) throw new Error(`pertemuan ${nomor} tidak ada`);
  return p;
}

const dasar = (p: Pertemuan) => ({ judul: p.judul, deskripsi: p.deskripsi });

describe('GET /lms/pertemuan', () => {
  it("lists a class's 16 meetings in order for its student", async () => {
    const res = await s.panggil(calls.daftarPertemuan, {
      query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
      token: t.mahasiswa,
    });
    expect(res.body.meta?.total_items).toBe(16);
    expect(res.data.map((p) => p.nomor)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(res.data[7]).toMatchObject({ kategori: 'uts', judul: 'Ujian Tengah Semester' });
    expect(res.data[0]).toMatchObject({
      status: 'selesai',
      jenis: 'offline',
      ruangan: { nama: 'Laboratorium Komputer 1' },
    });
  });

  it("searches titles across the caller's classes and pages the result", async () => {
    const res = await s.panggil(calls.daftarPertemuan, {
      query: { search: 'Ujian Tengah', per_page: 2, page: 1 },
      token: t.dosen,
    });
    expect(res.body.meta?.total_items).toBe(5);
    expect(res.data).toHaveLength(2);
  });

  it("refuses a student the meetings of a class they don't take", async () => {
    const res = await s.panggil(calls.daftarPertemuan, {
      query: { id_kelas_kuliah: kelas('MN101') },
      token: t.mahasiswa,
    });
    expect(res.status).toBe(403);
  });

  it('answers an unknown status with 422', async () => {
    const res = await s.panggil(calls.daftarPertemuan, {
      queryMentah: { status: 'libur' },
      token: t.operator,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Data tidak valid: Status pertemuan tidak dikenal');
  });
});

describe('GET /lms/pertemuan/{id}', () => {
  it('describes a meeting with its class, session, teachers and counts', async () => {
    const p = await pertemuanKe(kelas('IF201'), 3);
    const res = (await lihat(p.id, t.mahasiswa)).data;
    expect(res.kelas_kuliah.mata_kuliah.nama).toBe('Basis Data');
    expect(res.sesi?.nama).toBe('Sesi 2');
    expect(res.pengajar_kelas.map((g) => [g.nama, g.is_utama, g.is_pengajar])).toEqual([
      ['Budi Santoso', true, true],
      ['Siti Rahmawati', false, true],
    ]);
    expect(res.count_activity).toEqual({ materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0 });
    expect(res.jumlah_peserta).toBe(28);
  });

  it.each([
    ['a malformed id', 'bukan-uuid', 422],
    ['an unknown id', '00000000-0000-4000-8000-000000000000', 404],
  ])('answers %s with %s', async (_, id, status) => {
    expect((await lihat(id, t.dosen)).status).toBe(status);
  });

  it("refuses another class's student", async () => {
    const p = await pertemuanKe(kelas('MN101'), 1);
    expect((await lihat(p.id, t.mahasiswa)).status).toBe(403);
  });
});

describe('PUT /lms/pertemuan/{id}', () => {
  it('lets the lecturer change the title and description', async () => {
    const p = await pertemuanKe(kelas('IF101'), 12);
    const res = await ubah(p.id, t.dosen, {
      judul: 'Pencarian Biner',
      deskripsi: 'Binary search.',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ judul: 'Pencarian Biner', deskripsi: 'Binary search.' });
  });

  it.each([
    ['a student', 'mahasiswa', 'Mahasiswa tidak dapat mengubah pertemuan'],
    ['a lecturer of another class', 'dosen03', 'Anda tidak terdaftar pada kelas kuliah ini'],
  ])('refuses %s with 403', async (_, who, message) => {
    const p = await pertemuanKe(kelas('IF101'), 12);
    const token = who === 'mahasiswa' ? t.mahasiswa : await tokenUntuk(s, who);
    const res = await ubah(p.id, token, dasar(p));
    expect(res.status).toBe(403);
    expect(res.body.status.message).toBe(message);
  });

  it('refuses an operator without write on kelas_kuliah', async () => {
    const db = s.ctx.database.db;
    const [op] = await db.select().from(operatorTabel);
    await db
      .update(operatorTabel)
      .set({ hakAkses: { ...op!.hakAkses, kelas_kuliah: 'read' } })
      .where(eq(operatorTabel.id, op!.id));
    try {
      const p = await pertemuanKe(kelas('IF101'), 12);
      const res = await ubah(p.id, t.operator, dasar(p));
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe('Anda tidak memiliki hak ubah kelas kuliah');
    } finally {
      await db
        .update(operatorTabel)
        .set({ hakAkses: op!.hakAkses })
        .where(eq(operatorTabel.id, op!.id));
    }
  });

  it.each([
    [{ judul: '', deskripsi: 'x' }, 'Judul wajib diisi!'],
    [{ judul: 'x', deskripsi: 'a'.repeat(301) }, 'Deskripsi tidak boleh lebih dari 300 karakter'],
  ])('answers %j with 422 and the spec message', async (body, message) => {
    const p = await pertemuanKe(kelas('IF101'), 12);
    const res = await ubah(p.id, t.dosen, body);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it("applies the meeting-edit rules: an offline meeting needs a room ('id_ruangan wajib diisi!')", async () => {
    const p = await pertemuanKe(kelas('IF101'), 10);
    const res = await ubah(p.id, t.dosen, {
      ...dasar(p),
      jenis: 'offline',
      id_ruangan: null,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Pengisian Data Belum Lengkap!');
    expect(res.body.errors).toContainEqual({
      field: 'id_ruangan',
      message: 'id_ruangan wajib diisi!',
    });
  });

  it('refuses a start time outside the chosen session', async () => {
    const p = await pertemuanKe(kelas('IF101'), 10);
    const res = await ubah(p.id, t.dosen, {
      ...dasar(p),
      id_sesi: 'S1',
      waktu_mulai: '2025-11-03T10:00:00+07:00',
      waktu_selesai: '2025-11-03T11:00:00+07:00',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({
      field: 'jam_mulai',
      message: 'Waktu mulai harus berada di dalam sesi yang dipilih',
    });
  });

  it('normalises: empty type becomes online (room cleared), category lowercased', async () => {
    const p = await pertemuanKe(kelas('IF101'), 11);
    expect(p.jenis).toBe('offline');
    const res = await ubah(p.id, t.operator, {
      ...dasar(p),
      jenis: '',
      kategori: 'Kuliah',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ jenis: 'online', kategori: 'kuliah', id_ruangan: null });
    expect(res.data.parameter_kehadiran.unduh_materi).toBe(true);
  });

  it('blocks a schedule that takes a room already in use (409), and saves once fixed', async () => {
    const p = await pertemuanKe(kelas('IF101'), 14);
    const tabrak: UbahPertemuan = {
      ...dasar(p),
      jenis: 'offline',
      id_sesi: 'S2',
      // Tuesday 9 Dec 2025, the time of Basis Data's meeting 15 in Lab 2.
      waktu_mulai: '2025-12-09T09:20:00+07:00',
      waktu_selesai: '2025-12-09T11:00:00+07:00',
      id_ruangan: 'LAB2',
    };
    const ditolak = await ubah(p.id, t.dosen, tabrak);
    expect(ditolak.status).toBe(409);
    expect(ditolak.body.status.message).toBe(
      'Cek jadwal terlebih dahulu. Pastikan tidak ada jadwal yang bentrok',
    );
    const ok = await ubah(p.id, t.dosen, { ...tabrak, id_ruangan: 'LAB1' });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({
      id_ruangan: 'LAB1',
      waktu_mulai: '2025-12-09T02:20:00.000Z',
    });
  });

  it('lets only the main teacher change the teachers of a meeting', async () => {
    const p = await pertemuanKe(kelas('IF201'), 13);
    const dosen02 = await tokenUntuk(s, 'dosen02');
    const body: UbahPertemuan = {
      ...dasar(p),
      id_sesi: p.id_sesi,
      waktu_mulai: '2025-11-25T09:20:00+07:00',
      waktu_selesai: '2025-11-25T11:00:00+07:00',
      id_ruangan: p.id_ruangan,
      jenis: p.jenis,
      pengajar: [p.pengajar_kelas[0]!.id],
    };
    const bukanUtama = await ubah(p.id, dosen02, body);
    expect(bukanUtama.status).toBe(403);
    expect(bukanUtama.body.status.message).toBe(
      'Hanya dosen utama kelas yang dapat mengubah pengajar pertemuan',
    );
    const utama = await ubah(p.id, t.dosen, body);
    expect(utama.status).toBe(200);
    expect(utama.data.pengajar_kelas.map((g) => g.is_pengajar)).toEqual([true, false]);
  });
});

describe('PUT /lms/pertemuan/{id}/teks', () => {
  it('keeps formatting and embedded images but removes scripts', async () => {
    const p = await pertemuanKe(kelas('IF101'), 9);
    const teks =
      '<h2>Array</h2><p onclick="x()">Satu <strong>dimensi</strong></p><script>alert(1)</script>' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a"><a href="javascript:alert(1)">x</a>';
    const res = await s.panggil(calls.ubahTeksPertemuan, {
      params: { id: p.id },
      body: { teks },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    const html = res.data.teks;
    expect(html).toContain('<h2>Array</h2>');
    expect(html).toContain('<strong>dimensi</strong>');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it('refuses students', async () => {
    const p = await pertemuanKe(kelas('IF101'), 9);
    expect(
      (
        await s.panggil(calls.ubahTeksPertemuan, {
          params: { id: p.id },
          body: { teks: 'x' },
          token: t.mahasiswa,
        })
      ).status,
    ).toBe(403);
  });
});

describe('PUT /lms/pertemuan/{id}/start and /end', () => {
  it('moves a meeting belum_dimulai -> berlangsung -> selesai, once each', async () => {
    const p = await pertemuanKe(kelas('IF202'), 15);
    expect(p.status).toBe('belum_dimulai');
    expect(
      (await s.panggil(calls.akhiriPertemuan, { params: { id: p.id }, token: t.dosen })).body.status
        .message,
    ).toBe('Pertemuan belum dimulai');
    const mulai = await s.panggil(calls.mulaiPertemuan, { params: { id: p.id }, token: t.dosen });
    expect(mulai.status).toBe(200);
    expect(mulai.data.status).toBe('berlangsung');
    expect(mulai.data.mulai_kuliah).not.toBeNull();
    const lagi = await s.panggil(calls.mulaiPertemuan, { params: { id: p.id }, token: t.dosen });
    expect(lagi.status).toBe(409);
    expect(lagi.body.status.message).toBe('Pertemuan sudah dimulai');
    const akhir = await s.panggil(calls.akhiriPertemuan, { params: { id: p.id }, token: t.dosen });
    expect(akhir.data.status).toBe('selesai');
    // The student sees it too.
    const dilihat = await lihat(p.id, t.mahasiswa);
    expect(dilihat.data.status).toBe('selesai');
  });

  it('refuses a student', async () => {
    const p = await pertemuanKe(kelas('IF202'), 16);
    expect(
      (await s.panggil(calls.mulaiPertemuan, { params: { id: p.id }, token: t.mahasiswa })).status,
    ).toBe(403);
  });
});

describe('PUT /lms/pertemuan/cek_bentrok', () => {
  const cek = (body: CallBodyInput<typeof calls.cekBentrok>, token = t.dosen) =>
    s.panggil(calls.cekBentrok, { body, token });

  it('finds the class, room and teacher conflicts with the ignorable flags', async () => {
    const p = await pertemuanKe(kelas('IF101'), 13);
    const res = await cek({
      id: p.id,
      id_kelas_kuliah: kelas('IF101'),
      // Tuesday 11 Nov 2025 09:20: Basis Data (dosen01 + dosen02) in Lab 2.
      waktu_mulai: '2025-11-11T09:20:00+07:00',
      waktu_selesai: '2025-11-11T11:00:00+07:00',
      id_ruangan: 'LAB2',
      pengajar: [p.pengajar_kelas[0]!.id],
    });
    const hasil = res.data;
    expect(hasil.bentrok_kelas.data).toEqual([]);
    expect(hasil.bentrok_ruangan.data.map((b) => b.mata_kuliah.nama)).toEqual(['Basis Data']);
    // 32 + 28 students do not fit a room of 30.
    expect(hasil.bentrok_ruangan.ignorable).toBe(false);
    expect(hasil.bentrok_pengajar.data[0]?.pengajar).toContain('Dr. Budi Santoso, M.Kom.');
    // Siti Rahmawati also teaches that meeting, so the teacher clash may be ignored.
    expect(hasil.bentrok_pengajar.ignorable).toBe(true);
  });

  it("reports the class's own overlapping meeting", async () => {
    const p = await pertemuanKe(kelas('IF101'), 13);
    const satu = await pertemuanKe(kelas('IF101'), 1);
    const res = await cek({
      id: p.id,
      id_kelas_kuliah: kelas('IF101'),
      waktu_mulai: '2025-09-01T08:00:00+07:00',
      waktu_selesai: '2025-09-01T09:00:00+07:00',
      pengajar: [],
    });
    expect(res.data.bentrok_kelas.data.map((b) => b.id)).toEqual([satu.id]);
  });

  it('answers an end before the start with 422 and a student with 403', async () => {
    const body = {
      id_kelas_kuliah: kelas('IF101'),
      waktu_mulai: '2025-11-25T10:00:00+07:00',
      waktu_selesai: '2025-11-25T09:00:00+07:00',
    };
    const res = await cek(body);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Waktu selesai tidak boleh kurang dari waktu mulai');
    expect((await cek(body, t.mahasiswa)).status).toBe(403);
  });
});

describe('sessions and rooms', () => {
  it('GET /lms/sesi_kuliah lists the sessions by start time', async () => {
    const res = await s.panggil(calls.sesiKuliah, { token: t.mahasiswa });
    expect(res.data.map((x) => x.nama)).toEqual(['Sesi 1', 'Sesi 2', 'Sesi 3', 'Sesi 4', 'Sesi 5']);
  });

  it('GET /lms/ruangan marks rooms in use in a range as unavailable', async () => {
    const res = await s.panggil(calls.ruangan, {
      query: {
        // Tuesday 11 Nov 2025: Basis Data's meeting 11 is offline in Lab 2.
        availability_start: '2025-11-11T09:20:00+07:00',
        availability_end: '2025-11-11T11:00:00+07:00',
      },
      token: t.dosen,
    });
    const lab2 = res.data.find((r) => r.id === 'LAB2');
    const aula = res.data.find((r) => r.id === 'AULA');
    expect(lab2).toMatchObject({ is_available: false, kapasitas: 30 });
    expect(aula).toMatchObject({ is_available: true, kapasitas: 150 });
    expect((await s.panggil(calls.ruangan, { token: t.mahasiswa })).status).toBe(403);
  });
});
