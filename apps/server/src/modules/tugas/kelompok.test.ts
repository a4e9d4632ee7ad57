import { calls, type KelompokTugas, type Tugas } from '@kampus/api/contract';
import { PESAN_IZIN, PESAN_KELOMPOK, PESAN_PENGUMPULAN, PESAN_TUGAS_SERVER } from '@kampus/domain';
import { inArray } from 'drizzle-orm';
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
import { mahasiswa } from '../../db/schema';
import type { Aktor } from '../auth';
import { aksesUtasTugas } from '.';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let mhs2: string;
let mhs3: string;
let mhsLain: string;
let dosenLain: string;
let idPertemuan: string;
/** Student ids by NIM: 2401001..2401004 of IF101 A, 2401040 of IF101 B. */
const id: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [mhs2, mhs3, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401003'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  idPertemuan = res.data.find((p) => p.nomor === 9)!.id;
  const rows = await s.ctx.database.db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim })
    .from(mahasiswa)
    .where(inArray(mahasiswa.nim, ['2401001', '2401002', '2401003', '2401004', '2401040']));
  for (const r of rows) id[r.nim] = r.id;
});
afterAll(() => s?.close());

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function buatTugas(jenis: 'individu' | 'kelompok' = 'kelompok'): Promise<Tugas> {
  const res = await s.panggil(calls.tambahTugas, {
    body: {
      id_pertemuan: idPertemuan,
      judul: `Proyek ${jenis}`,
      deskripsi: '<p>Kerjakan bersama</p>',
      jenis,
      waktu_mulai: menit(-60),
      waktu_selesai: menit(60),
    },
    token: t.dosen,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

async function buatKelompok(idTugas: string, nama: string, nim: string[]) {
  const res = await s.panggil(calls.tambahKelompok, {
    params: { id: idTugas },
    body: { nama, anggota: nim.map((n) => id[n]!) },
    token: t.dosen,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

const nimAnggota = (k: KelompokTugas) => k.anggota.map((a) => `${a.mahasiswa.nim}:${a.jabatan}`);

function kirim(idTugas: string, token: string, teks: string) {
  const fd = new FormData();
  fd.append('teks', teks);
  return s.call(`/lms/tugas/${idTugas}/pengumpulan`, { method: 'PUT', token, body: fd });
}

describe('groups (kelompok tugas)', () => {
  it('creates a group whose first member leads; edits name and members', async () => {
    const tg = await buatTugas();
    const k = await buatKelompok(tg.id, 'Kelompok 1', ['2401001', '2401002']);
    expect(k).toMatchObject({ nama: 'Kelompok 1', sudah_mengumpulkan: false });
    expect(nimAnggota(k)).toEqual(['2401001:ketua', '2401002:anggota']);
    expect(k.anggota.every((a) => a.canDelete)).toBe(true);
    const ubah = await s.panggil(calls.ubahKelompok, {
      params: { id: tg.id, idKelompok: k.id },
      body: { nama: 'Kelompok Satu', anggota: [id['2401002']!, id['2401003']!] },
      token: t.dosen,
    });
    expect(ubah.status).toBe(200);
    // The leader left: the first remaining member leads; the newcomer joins as a member.
    expect(ubah.data.nama).toBe('Kelompok Satu');
    expect(nimAnggota(ubah.data)).toEqual(['2401002:ketua', '2401003:anggota']);
  });

  it.each([
    [{ nama: ' ', anggota: ['2401001'] }, PESAN_KELOMPOK.nama],
    [{ nama: 'K', anggota: [] }, PESAN_KELOMPOK.anggota],
    [{ nama: 'K', anggota: ['2401040'] }, PESAN_KELOMPOK.bukanPeserta],
  ])('%j: %s', async (isi, pesan) => {
    const tg = await buatTugas();
    const res = await s.panggil(calls.tambahKelompok, {
      params: { id: tg.id },
      body: { nama: isi.nama, anggota: isi.anggota.map((n) => id[n]!) },
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it('a student is in one group of an assignment; groups belong to group assignments', async () => {
    const tg = await buatTugas();
    await buatKelompok(tg.id, 'A', ['2401001']);
    const res = await s.panggil(calls.tambahKelompok, {
      params: { id: tg.id },
      body: { nama: 'B', anggota: [id['2401001']!] },
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_KELOMPOK.sudahBerkelompok);
    const individu = await buatTugas('individu');
    const r2 = await s.panggil(calls.tambahKelompok, {
      params: { id: individu.id },
      body: { nama: 'B', anggota: [id['2401001']!] },
      token: t.dosen,
    });
    expect(r2.status).toBe(422);
    expect(r2.body.status.message).toBe(PESAN_TUGAS_SERVER.bukanTugasKelompok);
  });

  it("'Jadikan Ketua Kelompok' and 'Hapus Anggota' (deleting the leader promotes the first left)", async () => {
    const tg = await buatTugas();
    const k = await buatKelompok(tg.id, 'K', ['2401001', '2401002', '2401003']);
    const ketua = await s.panggil(calls.jadikanKetuaKelompok, {
      params: { id: tg.id, idKelompok: k.id, idMahasiswa: id['2401003']! },
      token: t.dosen,
    });
    expect(nimAnggota(ketua.data)).toEqual(['2401003:ketua', '2401001:anggota', '2401002:anggota']);
    const hapus = await s.panggil(calls.hapusAnggotaKelompok, {
      params: { id: tg.id, idKelompok: k.id, idMahasiswa: id['2401003']! },
      token: t.dosen,
    });
    expect(nimAnggota(hapus.data)).toEqual(['2401001:ketua', '2401002:anggota']);
    const bukan = await s.panggil(calls.hapusAnggotaKelompok, {
      params: { id: tg.id, idKelompok: k.id, idMahasiswa: id['2401004']! },
      token: t.dosen,
    });
    expect(bukan.status).toBe(404);
    expect(bukan.body.status.message).toBe(PESAN_KELOMPOK.anggotaTidakAda);
  });

  it('deletes a group; a student sees only their own group', async () => {
    const tg = await buatTugas();
    const a = await buatKelompok(tg.id, 'A', ['2401001']);
    const b = await buatKelompok(tg.id, 'B', ['2401002']);
    const milik = await s.panggil(calls.daftarKelompok, {
      params: { id: tg.id },
      token: t.mahasiswa,
    });
    expect(milik.data.map((k) => k.nama)).toEqual(['A']);
    expect(
      (await s.panggil(calls.daftarKelompok, { params: { id: tg.id }, token: mhs3 })).data,
    ).toEqual([]);
    const semua = await s.panggil(calls.daftarKelompok, { params: { id: tg.id }, token: t.dosen });
    expect(semua.data.map((k) => k.nama)).toEqual(['A', 'B']);
    const res = await s.panggil(calls.hapusKelompok, {
      params: { id: tg.id, idKelompok: b.id },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    const sisa = await s.panggil(calls.daftarKelompok, { params: { id: tg.id }, token: t.dosen });
    expect(sisa.data.map((k) => k.id)).toEqual([a.id]);
  });
  it('turning a group assignment with nothing handed in into an individual one drops its groups', async () => {
    const tg = await buatTugas();
    await buatKelompok(tg.id, 'A', ['2401001']);
    const res = await s.panggil(calls.ubahTugas, {
      params: { id: tg.id },
      body: {
        id_pertemuan: idPertemuan,
        judul: tg.judul,
        deskripsi: tg.deskripsi,
        jenis: 'individu',
        waktu_mulai: tg.waktu_mulai,
        waktu_selesai: tg.waktu_selesai,
      },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.data.jenis).toBe('individu');
    const grup = await s.panggil(calls.daftarKelompok, { params: { id: tg.id }, token: t.dosen });
    expect(grup.data).toEqual([]);
  });
});

describe("a group's one submission", () => {
  it('the leader sends it, every member sees it, a member may not send', async () => {
    const tg = await buatTugas();
    const k = await buatKelompok(tg.id, 'K', ['2401001', '2401002']);
    const anggota = await kirim(tg.id, mhs2, 'dari anggota');
    expect(anggota.status).toBe(403);
    expect(anggota.body.status.message).toBe(PESAN_PENGUMPULAN.bukanKetua);
    const ketua = await kirim(tg.id, t.mahasiswa, 'dari ketua');
    expect(ketua.status).toBe(200);
    expect(ketua.body.data).toMatchObject({ kelompok: { id: k.id }, mahasiswa: null });
    const lihat = await s.panggil(calls.pengumpulanSaya, { params: { id: tg.id }, token: mhs2 });
    expect(lihat.data).toMatchObject({
      kelompok: { id: k.id },
      jabatan: 'anggota',
      boleh_kirim: false,
      pesan: PESAN_PENGUMPULAN.bukanKetua,
      pengumpulan: { teks: 'dari ketua' },
    });
    const tugasAnggota = await s.panggil(calls.tugas, { params: { id: tg.id }, token: mhs2 });
    expect(tugasAnggota.data.pengumpulan_saya).not.toBeNull();
    // Not in a group: nothing to see, nothing to send.
    const luar = await s.panggil(calls.pengumpulanSaya, { params: { id: tg.id }, token: mhs3 });
    expect(luar.data).toMatchObject({ kelompok: null, pengumpulan: null, boleh_kirim: false });
    const r = await kirim(tg.id, mhs3, 'x');
    expect(r.status).toBe(403);
    expect(r.body.status.message).toBe(PESAN_TUGAS_SERVER.bukanPesertaKelompok);
    const daftar = await s.panggil(calls.daftarPengumpulan, {
      params: { id: tg.id },
      token: t.dosen,
    });
    expect(daftar.data).toEqual([
      expect.objectContaining({ kelompok: { id: k.id, nama: 'K', jumlah_anggota: 2 } }),
    ]);
  });

  it('once graded, members cannot be deleted (canDelete false)', async () => {
    const tg = await buatTugas();
    const k = await buatKelompok(tg.id, 'K', ['2401001', '2401002']);
    const idP = (await kirim(tg.id, t.mahasiswa, 'jawaban')).body.data.id;
    await s.panggil(calls.nilaiPengumpulan, {
      params: { id: tg.id, idPengumpulan: idP },
      body: { nilai: 80 },
      token: t.dosen,
    });
    const daftar = await s.panggil(calls.daftarKelompok, { params: { id: tg.id }, token: t.dosen });
    expect(daftar.data[0]?.anggota.every((a) => !a.canDelete)).toBe(true);
    const res = await s.panggil(calls.hapusAnggotaKelompok, {
      params: { id: tg.id, idKelompok: k.id, idMahasiswa: id['2401002']! },
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_KELOMPOK.tidakDapatDihapus);
  });
});

describe('the comment thread of a submission (aksesUtasTugas)', () => {
  it('the student or group member, the class lecturers and operators; nobody else', async () => {
    const db = s.ctx.database.db;
    const aktor = async (token: string) => {
      // A test's own writes reach the read cache first, as s.call does.
      await s.ctx.siaran.sinkron();
      return (await s.ctx.hooks.authenticate(
        { headers: { authorization: `Bearer ${token}` } } as never,
        'kampus-demo',
      )) as Aktor;
    };
    const [a1, a2, a3, lain, dosen, dosenL, op] = await Promise.all(
      [t.mahasiswa, mhs2, mhs3, mhsLain, t.dosen, dosenLain, t.operator].map(aktor),
    );
    const individu = await buatTugas('individu');
    const sendiri = id['2401001']!;
    expect(await aksesUtasTugas(db, a1!, individu.id, sendiri)).toBe(true);
    expect(await aksesUtasTugas(db, a2!, individu.id, sendiri)).toBe(false);
    expect(await aksesUtasTugas(db, lain!, individu.id, sendiri)).toBe(false);
    expect(await aksesUtasTugas(db, dosen!, individu.id, sendiri)).toBe(true);
    expect(await aksesUtasTugas(db, op!, individu.id, sendiri)).toBe(true);
    expect(await aksesUtasTugas(db, dosenL!, individu.id, sendiri)).toBe(false);
    expect(await aksesUtasTugas(db, dosen!, individu.id, id['2401040']!)).toBe(false);
    const grup = await buatTugas();
    const k = await buatKelompok(grup.id, 'K', ['2401001', '2401002']);
    expect(await aksesUtasTugas(db, a2!, grup.id, k.id)).toBe(true);
    expect(await aksesUtasTugas(db, a3!, grup.id, k.id)).toBe(false);
    expect(await aksesUtasTugas(db, dosen!, grup.id, k.id)).toBe(true);
    expect(await aksesUtasTugas(db, dosenL!, grup.id, k.id)).toBe(false);
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      const opTanpa = await aktor(t.operator);
      expect(await aksesUtasTugas(db, opTanpa, grup.id, k.id)).toBe(false);
    });
  });
});

describe('forbidden access to groups', () => {
  let tg: Tugas;
  let k: KelompokTugas;
  beforeAll(async () => {
    tg = await buatTugas();
    k = await buatKelompok(tg.id, 'Terlarang', ['2401001', '2401002']);
  });
  const tulis = () => [
    panggilan(calls.tambahKelompok, {
      params: { id: tg.id },
      body: { nama: 'X', anggota: [id['2401003']!] },
    }),
    panggilan(calls.ubahKelompok, {
      params: { id: tg.id, idKelompok: k.id },
      body: { nama: 'X', anggota: [id['2401001']!] },
    }),
    panggilan(calls.hapusKelompok, { params: { id: tg.id, idKelompok: k.id } }),
    panggilan(calls.jadikanKetuaKelompok, {
      params: { id: tg.id, idKelompok: k.id, idMahasiswa: id['2401002']! },
    }),
    panggilan(calls.hapusAnggotaKelompok, {
      params: { id: tg.id, idKelompok: k.id, idMahasiswa: id['2401002']! },
    }),
  ];

  it('only group writers change groups: never a student, even the leader', async () => {
    for (const c of tulis()) {
      const res = await c.kirim(s, t.mahasiswa);
      expect(res.status, `${c.m} ${c.p}`).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.mahasiswaKelolaKelompok);
    }
  });

  it('a lecturer or student of another class, an operator without write: refused', async () => {
    const baca = panggilan(calls.daftarKelompok, { params: { id: tg.id } });
    expect((await baca.kirim(s, mhsLain)).status).toBe(403);
    expect((await baca.kirim(s, dosenLain)).status).toBe(403);
    for (const c of tulis())
      expect((await c.kirim(s, dosenLain)).status, `${c.m} ${c.p}`).toBe(403);
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      expect((await baca.kirim(s, t.operator)).status).toBe(200);
      for (const c of tulis()) {
        const res = await c.kirim(s, t.operator);
        expect(res.status, `${c.m} ${c.p}`).toBe(403);
        expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
      }
    });
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      expect((await baca.kirim(s, t.operator)).status).toBe(403);
    });
  });
});
