import { calls, type RekapNilaiKelas } from '@kampus/api/contract';
import { NILAI_KOSONG, PESAN_IZIN, PESAN_REKAP_NILAI } from '@kampus/domain';
import { eq, inArray, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denganHakOperator, kelas, panggilan, tokenUntuk } from '../../../test/harness';
import { mahasiswa, pengerjaan, pertemuan, tugas, ujian } from '../../db/schema';
import { DEMO_COLLEGE_ID } from '../../seed/demo';
import { simpanNilaiSikad } from './queries';
import { menit, siapkanUjiNilai, type UjiNilai, ubahPengaturan } from './uji-bersama';

// The grade recap (issue 26) with real graded work: a quiz, an assignment and a forum of
// meeting 12 of IF101 A (uji-bersama.ts), the SIKAD components, the spreadsheet, every role.

let u: UjiNilai;
beforeAll(async () => {
  u = await siapkanUjiNilai();
}, 120_000);
afterAll(() => u?.s.close());

const rekap = (token: string, id = u.idKelas) =>
  u.s.panggil(calls.rekapNilaiKelas, { params: { id }, token });

function nilaiDari(r: RekapNilaiKelas, nim: string, idAktivitas: string) {
  const m = r.nilai_mahasiswa.find((x) => x.mahasiswa.nim === nim);
  return m?.nilai_pertemuan.find((n) => n.aktivitas.id === idAktivitas)?.nilai;
}

describe('GET /lms/nilai/kelas_kuliah/{id}', () => {
  it('builds the recap from the graded quiz, assignment and forum', async () => {
    const res = await rekap(u.t.dosen);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.data;
    expect(r.kelas).toMatchObject({
      id: u.idKelas,
      mata_kuliah: { kode: expect.any(String) },
      kelas: { nama: 'A', jenis: { nama: expect.any(String) } },
      kampus: { nama: expect.any(String) },
    });
    const kepala = (id: string) => r.header_aktivitas.find((h) => h.aktivitas.id === id);
    expect(kepala(u.idUjian)).toEqual({
      label_pertemuan: 'Pertemuan 12',
      status_nilai: 'sudah_dinilai',
      status_perhitungan: 'COMPLETED',
      aktivitas: { id: u.idUjian, jenis: 'kuis', label: 'Kuis Rekursi' },
    });
    expect(kepala(u.idTugas)).toMatchObject({
      status_nilai: 'belum_dinilai',
      aktivitas: { jenis: 'tugas', label: 'Esai Rekursi' },
    });
    expect(kepala(u.idForum)).toMatchObject({
      status_nilai: 'belum_berakhir',
      aktivitas: { jenis: 'forum', label: 'Diskusi Rekursi' },
    });
    // Grouped by meeting: the headers come in meeting order.
    const nomor = r.header_aktivitas.map((h) => Number(h.label_pertemuan.split(' ')[1]));
    expect(nomor).toEqual([...nomor].sort((a, b) => a - b));
    expect(r.header_rerata.map((h) => h.label)).toEqual(['Tugas', 'Kuis', 'Forum', 'UTS', 'UAS']);

    expect(nilaiDari(r, '2401001', u.idUjian)).toBe(100);
    expect(nilaiDari(r, '2401002', u.idUjian)).toBe(0);
    expect(nilaiDari(r, '2401001', u.idTugas)).toBe(85.5);
    expect(nilaiDari(r, '2401002', u.idTugas)).toBe(NILAI_KOSONG);
    expect(nilaiDari(r, '2401001', u.idForum)).toBe(100);
    expect(nilaiDari(r, '2401002', u.idForum)).toBe(50);
    const lain = r.nilai_mahasiswa.find((m) => !['2401001', '2401002'].includes(m.mahasiswa.nim));
    expect(lain?.nilai_pertemuan.find((n) => n.aktivitas.id === u.idUjian)?.nilai).toBe(
      NILAI_KOSONG,
    );
    // Every student has a cell per activity and an average per type.
    for (const m of r.nilai_mahasiswa) {
      expect(m.nilai_pertemuan.map((n) => n.aktivitas.id)).toEqual(
        r.header_aktivitas.map((h) => h.aktivitas.id),
      );
      expect(m.rata_rata_lms.map((x) => x.jenis)).toEqual(['tugas', 'kuis', 'forum', 'uts', 'uas']);
    }
    // The evaluation plan's components, none linked yet.
    expect(r.header_sikad.map((k) => [k.id, k.label, k.jenis, k.bobot])).toEqual([
      ['KUIS', 'Kuis', 'kuis', 10],
      ['TGS', 'Tugas', 'tugas', 20],
      ['UAS', 'UAS', 'uas', 40],
      ['UTS', 'UTS', 'uts', 30],
    ]);
    expect(r.nilai_mahasiswa[0]?.nilai_sikad[0]).toEqual({
      komponen: { id: 'KUIS', bobot: 10 },
      nilai: NILAI_KOSONG,
      update_by_sikad: false,
      nilai_di_sikad: null,
    });
  });

  it("a group submission's grade is every member's, and the type average follows", async () => {
    const db = u.s.ctx.database.db;
    const anggota = await db
      .select({ id: mahasiswa.id, nim: mahasiswa.nim })
      .from(mahasiswa)
      .where(inArray(mahasiswa.nim, ['2401003', '2401004']));
    const tg = await u.s.panggil(calls.tambahTugas, {
      body: {
        id_pertemuan: u.idPertemuan,
        judul: 'Proyek Kelompok',
        deskripsi: '<p>Kerjakan bersama</p>',
        jenis: 'kelompok',
        waktu_mulai: menit(-60),
        waktu_selesai: menit(60),
      },
      token: u.t.dosen,
    });
    expect(tg.status).toBe(200);
    const k = await u.s.panggil(calls.tambahKelompok, {
      params: { id: tg.data.id },
      body: { nama: 'Kelompok 1', anggota: anggota.map((a) => a.id) },
      token: u.t.dosen,
    });
    expect(k.status, JSON.stringify(k.body)).toBe(200);
    const fd = new FormData();
    fd.append('teks', '<p>Proyek kami</p>');
    const ketua = await tokenUntuk(u.s, '2401003');
    const kirim = await u.s.call(`/lms/tugas/${tg.data.id}/pengumpulan`, {
      method: 'PUT',
      token: ketua,
      body: fd,
    });
    expect(kirim.status, JSON.stringify(kirim.body)).toBe(200);
    const nilai = await u.s.panggil(calls.nilaiPengumpulan, {
      params: { id: tg.data.id, idPengumpulan: kirim.body.data.id },
      body: { nilai: '77', umpan_balik: '' },
      token: u.t.dosen,
    });
    expect(nilai.status, JSON.stringify(nilai.body)).toBe(200);

    const r = (await rekap(u.t.dosen)).data;
    expect(nilaiDari(r, '2401003', tg.data.id)).toBe(77);
    expect(nilaiDari(r, '2401004', tg.data.id)).toBe(77);
    expect(nilaiDari(r, '2401001', tg.data.id)).toBe(NILAI_KOSONG);
    // The assignment average is over 2401003's graded assignments of the class.
    const rata = r.nilai_mahasiswa
      .find((m) => m.mahasiswa.nim === '2401003')
      ?.rata_rata_lms.find((x) => x.jenis === 'tugas')?.rata_rata;
    const miliknya = r.header_aktivitas
      .filter((h) => h.aktivitas.jenis === 'tugas')
      .map((h) => nilaiDari(r, '2401003', h.aktivitas.id))
      .filter((n): n is number => n !== undefined && n !== NILAI_KOSONG);
    expect(rata).toBe(
      Math.round((miliknya.reduce((a, b) => a + b, 0) / miliknya.length) * 100) / 100,
    );
    await db.delete(tugas).where(eq(tugas.id, tg.data.id));
  });

  it('an operator with read on laporan reads it, even without read on kelas_kuliah', async () => {
    await denganHakOperator(u.s, { laporan: 'read', kelas_kuliah: 'no_access' }, async () => {
      const res = await rekap(u.t.operator);
      expect(res.status).toBe(200);
      expect(res.data.nilai_mahasiswa.length).toBeGreaterThan(1);
    });
  });

  it('an attempt whose time is up but not yet submitted by the server waits for its grade', async () => {
    const db = u.s.ctx.database.db;
    const [m] = await db.select().from(mahasiswa).where(eq(mahasiswa.nim, '2401005'));
    const [p] = await db
      .insert(pengerjaan)
      .values({
        idUjian: u.idUjian,
        idMahasiswa: m?.id ?? '',
        waktuMulai: new Date(Date.now() - 30 * 60_000),
        batas: new Date(Date.now() - 60_000),
      })
      .returning({ id: pengerjaan.id });
    try {
      const r = (await rekap(u.t.dosen)).data;
      const h = r.header_aktivitas.find((x) => x.aktivitas.id === u.idUjian);
      expect(h?.status_nilai).toBe('belum_dinilai');
      expect(nilaiDari(r, '2401005', u.idUjian)).toBe(NILAI_KOSONG);
    } finally {
      await db.delete(pengerjaan).where(eq(pengerjaan.id, p?.id ?? ''));
    }
  });

  it('shows IN_PROGRESS while the quiz is recalculated', async () => {
    const db = u.s.ctx.database.db;
    await db.update(ujian).set({ perhitunganSejak: new Date() }).where(eq(ujian.id, u.idUjian));
    try {
      const r = (await rekap(u.t.dosen)).data;
      const h = r.header_aktivitas.find((x) => x.aktivitas.id === u.idUjian);
      expect(h?.status_perhitungan).toBe('IN_PROGRESS');
    } finally {
      await db.update(ujian).set({ perhitunganSejak: null }).where(eq(ujian.id, u.idUjian));
    }
  });

  it.each([
    ['a student', () => u.t.mahasiswa, 403, PESAN_IZIN.rekapNilaiStaf],
    ['a lecturer of another class', () => u.dosenLain, 403, PESAN_REKAP_NILAI.bukanPengajar],
  ])('%s is refused', async (_k, token, status, pesan) => {
    const res = await rekap(token());
    expect(res.status).toBe(status);
    expect(res.body.status.message).toBe(pesan);
  });

  it('an operator without read on laporan is refused on every call', async () => {
    await denganHakOperator(u.s, { laporan: 'no_access', kelas_kuliah: 'write' }, async () => {
      for (const { m, p, kirim } of [
        panggilan(calls.rekapNilaiKelas, { params: { id: u.idKelas } }),
        panggilan(calls.eksporRekapNilai, { params: { id: u.idKelas } }),
        panggilan(calls.aktivitasNilaiKelas, { params: { id: u.idKelas } }),
        panggilan(calls.komponenNilaiKelas, { params: { id: u.idKelas, idKomponen: 'TGS' } }),
        panggilan(calls.ubahKomponenNilaiKelas, {
          params: { id: u.idKelas, idKomponen: 'TGS' },
          body: { list_aktivitas: [] },
        }),
      ]) {
        const res = await kirim(u.s, u.t.operator);
        expect(res.status, `${m} ${p}`).toBe(403);
        expect(res.body.status.message).toBe(
          m === 'PUT' ? PESAN_IZIN.ubahLap : PESAN_IZIN.hakLaporan,
        );
      }
    });
  });

  it('an unknown class is 404, a malformed id 422', async () => {
    const tidakAda = await rekap(u.t.operator, kelas('XX999'));
    expect(tidakAda.status).toBe(404);
    expect(tidakAda.body.status.message).toBe(PESAN_REKAP_NILAI.kelasTidakAda);
    const rusak = await u.s.call('/lms/nilai/kelas_kuliah/a%20b', { token: u.t.operator });
    expect(rusak.status).toBe(422);
    expect(rusak.body.status.message).toContain('Kelas kuliah tidak valid');
  });
});

describe('GET /lms/nilai/kelas_kuliah/{id}/me', () => {
  const saya = (token: string) =>
    u.s.panggil(calls.nilaiSayaKelas, { params: { id: u.idKelas }, token });

  it("a student reads only their own row; a quiz's score once it is published", async () => {
    const res = await saya(u.t.mahasiswa);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.nilai_mahasiswa.map((m) => m.mahasiswa.nim)).toEqual(['2401001']);
    expect(res.data.header_sikad).toEqual([]);
    expect(res.data.nilai_mahasiswa[0]?.nilai_sikad).toEqual([]);
    expect(nilaiDari(res.data, '2401001', u.idUjian)).toBe(NILAI_KOSONG);
    expect(nilaiDari(res.data, '2401001', u.idTugas)).toBe(85.5);
    expect(nilaiDari(res.data, '2401001', u.idForum)).toBe(100);

    const publish = await u.s.panggil(calls.publishNilai, {
      params: { id: u.idUjian },
      body: { is_tampilkan_nilai: true },
      token: u.t.dosen,
    });
    expect(publish.status).toBe(200);
    try {
      expect(nilaiDari((await saya(u.t.mahasiswa)).data, '2401001', u.idUjian)).toBe(100);
      expect(nilaiDari((await saya(u.mhs2)).data, '2401002', u.idUjian)).toBe(0);
    } finally {
      await u.s.panggil(calls.publishNilai, {
        params: { id: u.idUjian },
        body: { is_tampilkan_nilai: false },
        token: u.t.dosen,
      });
    }
  });

  it.each([
    ['a student of another class', () => u.mhsLain, PESAN_REKAP_NILAI.bukanPeserta],
    ['a lecturer', () => u.t.dosen, PESAN_IZIN.nilaiSaya],
    ['an operator', () => u.t.operator, PESAN_IZIN.nilaiSaya],
  ])('%s is refused', async (_k, token, pesan) => {
    const res = await saya(token());
    expect(res.status).toBe(403);
    expect(res.body.status.message).toBe(pesan);
  });
});

describe('SIKAD components', () => {
  const ubah = (token: string, list_aktivitas: unknown, idKomponen = 'TGS') =>
    u.s.panggil(calls.ubahKomponenNilaiKelas, {
      params: { id: u.idKelas, idKomponen },
      badanMentah: { list_aktivitas },
      token,
    });

  it('/aktivitas lists the gradable activities to choose from', async () => {
    const res = await u.s.panggil(calls.aktivitasNilaiKelas, {
      params: { id: u.idKelas },
      token: u.t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(
      expect.arrayContaining([
        { id: u.idUjian, jenis: 'kuis', label: 'Kuis Rekursi' },
        { id: u.idTugas, jenis: 'tugas', label: 'Esai Rekursi' },
        { id: u.idForum, jenis: 'forum', label: 'Diskusi Rekursi' },
      ]),
    );
  });

  it('the grade-integration actor links activities; the recap averages them per student', async () => {
    const res = await ubah(u.t.dosen, [u.idTugas, u.idUjian]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toEqual({
      id: 'TGS',
      label: 'Tugas',
      jenis: 'tugas',
      bobot: 20,
      aktivitas: [
        { id: u.idTugas, jenis: 'tugas', label: 'Esai Rekursi' },
        { id: u.idUjian, jenis: 'kuis', label: 'Kuis Rekursi' },
      ],
    });
    const satu = await u.s.panggil(calls.komponenNilaiKelas, {
      params: { id: u.idKelas, idKomponen: 'TGS' },
      token: u.t.dosen,
    });
    expect(satu.data).toEqual(res.data);

    // A score SIKAD changed, as the integration stores it, shows as update_by_sikad; a second
    // store replaces the first; a student of no class of it is skipped.
    const db = u.s.ctx.database.db;
    await simpanNilaiSikad(db, u.idKelas, [
      { nim: '2401002', komponen: 'TGS', nilai: 10, update_by_sikad: false },
    ]);
    const disimpan = await simpanNilaiSikad(db, u.idKelas, [
      { nim: '2401002', komponen: 'TGS', nilai: 70, update_by_sikad: true },
      { nim: '9999999', komponen: 'TGS', nilai: 50, update_by_sikad: true },
    ]);
    expect(disimpan).toBe(1);
    const r = (await rekap(u.t.dosen)).data;
    const sikad = (nim: string) =>
      r.nilai_mahasiswa
        .find((m) => m.mahasiswa.nim === nim)
        ?.nilai_sikad.find((n) => n.komponen.id === 'TGS');
    // (85.5 + 100) / 2 and (0 alone: the assignment is not graded yet).
    expect(sikad('2401001')).toEqual({
      komponen: { id: 'TGS', bobot: 20 },
      nilai: 92.75,
      update_by_sikad: false,
      nilai_di_sikad: null,
    });
    expect(sikad('2401002')).toEqual({
      komponen: { id: 'TGS', bobot: 20 },
      nilai: 0,
      update_by_sikad: true,
      nilai_di_sikad: 70,
    });
    expect(r.header_sikad.find((k) => k.id === 'TGS')?.aktivitas).toHaveLength(2);

    // Removing one returns it to the dropdown; an empty list clears the component.
    const kurang = await ubah(u.t.dosen, [u.idUjian]);
    expect(kurang.data.aktivitas.map((a) => a.id)).toEqual([u.idUjian]);
    const kosong = await ubah(u.t.dosen, []);
    expect(kosong.data.aktivitas).toEqual([]);
  });

  it('updates sent at once all succeed, and one of them wins whole', async () => {
    const daftar = [
      [u.idTugas, u.idUjian],
      [u.idUjian, u.idForum],
      [u.idForum],
      [u.idTugas, u.idForum, u.idUjian],
    ];
    const hasil = await Promise.all([...daftar, ...daftar].map((list) => ubah(u.t.dosen, list)));
    expect(hasil.map((r) => r.status)).toEqual(Array(8).fill(200));
    const satu = await u.s.panggil(calls.komponenNilaiKelas, {
      params: { id: u.idKelas, idKomponen: 'TGS' },
      token: u.t.dosen,
    });
    expect(daftar).toContainEqual(satu.data.aktivitas.map((a) => a.id));
  });

  it.each([
    ['a repeated activity', () => [u.idUjian, u.idUjian], 422, PESAN_REKAP_NILAI.aktivitasDuplikat],
    [
      'an activity of no class of it',
      () => ['00000000-0000-4000-8000-000000000000'],
      422,
      PESAN_REKAP_NILAI.bukanAktivitasKelas('00000000-0000-4000-8000-000000000000'),
    ],
    ['an id that is not an id', () => ['bukan-id'], 422, PESAN_REKAP_NILAI.aktivitasTidakValid],
    ['no list', () => undefined, 422, PESAN_REKAP_NILAI.daftarAktivitas],
    ['a list that is not a list', () => 'x', 422, PESAN_REKAP_NILAI.daftarAktivitas],
  ])('%s is refused in Indonesian and changes nothing', async (_k, list, status, pesan) => {
    await ubah(u.t.dosen, [u.idForum]);
    const res = await ubah(u.t.dosen, list());
    expect(res.status).toBe(status);
    expect(res.body.status.message).toContain(pesan);
    const satu = await u.s.panggil(calls.komponenNilaiKelas, {
      params: { id: u.idKelas, idKomponen: 'TGS' },
      token: u.t.dosen,
    });
    expect(satu.data.aktivitas.map((a) => a.id)).toEqual([u.idForum]);
  });

  it('an activity of another class is refused', async () => {
    const db = u.s.ctx.database.db;
    const [lain] = await db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .where(ne(pertemuan.idKelasKuliah, u.idKelas))
      .limit(1);
    const [asing] = await db
      .insert(tugas)
      .values({
        idPertemuan: lain?.id ?? '',
        judul: 'Tugas kelas lain',
        deskripsi: '',
        jenis: 'individu',
        waktuMulai: new Date(Date.now() - 3_600_000),
        waktuSelesai: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: tugas.id });
    const res = await ubah(u.t.dosen, [asing?.id]);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_REKAP_NILAI.bukanAktivitasKelas(asing?.id ?? ''));
  });

  it('an unknown component is 404', async () => {
    const res = await ubah(u.t.dosen, [], 'SIKAP');
    expect(res.status).toBe(404);
    expect(res.body.status.message).toBe(PESAN_REKAP_NILAI.komponenTidakAda);
  });

  it('only the designated actor with write changes a component', async () => {
    // The demo college designates lecturers: the operator (write on laporan) is refused...
    const op = await ubah(u.t.operator, []);
    expect(op.status).toBe(403);
    expect(op.body.status.message).toBe(PESAN_REKAP_NILAI.bukanPelakuIntegrasi);
    // ... a student and another class's lecturer too.
    const mhs = await ubah(u.t.mahasiswa, []);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.rekapNilaiStaf);
    const dosenLain = await ubah(u.dosenLain, []);
    expect(dosenLain.status).toBe(403);
    expect(dosenLain.body.status.message).toBe(PESAN_REKAP_NILAI.bukanPengajar);

    // Designating operators turns it round; an operator with read only is still refused.
    await ubahPengaturan(u.s, (p) => {
      p.pelaku_integrasi_nilai = { dosen: false, operator: true };
    });
    try {
      const dosen = await ubah(u.t.dosen, []);
      expect(dosen.status).toBe(403);
      expect(dosen.body.status.message).toBe(PESAN_REKAP_NILAI.bukanPelakuIntegrasi);
      expect((await ubah(u.t.operator, [u.idTugas])).status).toBe(200);
      await denganHakOperator(u.s, { laporan: 'read' }, async () => {
        const baca = await ubah(u.t.operator, []);
        expect(baca.status).toBe(403);
        expect(baca.body.status.message).toBe(PESAN_IZIN.ubahLap);
      });
    } finally {
      await ubahPengaturan(u.s, (p) => {
        p.pelaku_integrasi_nilai = { dosen: true, operator: false };
      });
    }
  });
});

describe('GET /lms/nilai/kelas_kuliah/{id}/export_excel', () => {
  /** The workbook's rows as plain values. */
  async function unduh(query: Record<string, string> = {}, token = u.t.dosen) {
    const q = new URLSearchParams(query).toString();
    const res = await fetch(
      `${u.s.url}/lms/nilai/kelas_kuliah/${u.idKelas}/export_excel${q ? `?${q}` : ''}`,
      { headers: { authorization: `Bearer ${token}`, 'college-id': DEMO_COLLEGE_ID } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('Rekap%20Nilai');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet('Rekap Nilai');
    const rows: unknown[][] = [];
    ws?.eachRow((r) => {
      rows.push((r.values as unknown[]).slice(1));
    });
    return rows;
  }
  const kepala = (rows: unknown[][]) => rows.find((r) => r[0] === 'No') ?? [];
  const labelKe = (rows: unknown[][]) => rows[rows.indexOf(kepala(rows)) + 1] ?? [];

  it("writes the columns 'Tampilkan' shows, grades as numbers, '-' for none, names escaped", async () => {
    const db = u.s.ctx.database.db;
    const [m] = await db.select().from(mahasiswa).where(eq(mahasiswa.nim, '2401001'));
    const namaAsli = m?.nama ?? '';
    await db.update(mahasiswa).set({ nama: '=HYPERLINK("x")' }).where(eq(mahasiswa.nim, '2401001'));
    try {
      const semua = await unduh();
      const label = labelKe(semua).map(String);
      expect(label.some((l) => l.startsWith('Kuis Rekursi'))).toBe(true);
      expect(label.some((l) => l.startsWith('Diskusi Rekursi'))).toBe(true);
      expect(label.some((l) => l.startsWith('UAS 40%'))).toBe(true);
      const kolom = label.findIndex((l) => l.startsWith('Kuis Rekursi'));
      const tugas = label.findIndex((l) => l.startsWith('Esai Rekursi'));
      const b1 = semua.find((r) => r[1] === '2401001') ?? [];
      const b2 = semua.find((r) => r[1] === '2401002') ?? [];
      expect(b1[2]).toBe(`'=HYPERLINK("x")`);
      expect(b1[kolom]).toBe(100);
      expect(b2[kolom]).toBe(0);
      expect(b2[tugas]).toBe('-');

      // Forum off, zero-weight components on: no forum column, no forum average.
      const tanpaForum = labelKe(await unduh({ forum: 'false', sikad_sama_0: 'true' })).map(String);
      expect(tanpaForum.some((l) => l.startsWith('Diskusi Rekursi'))).toBe(false);
      expect(tanpaForum).not.toContain('Forum');
      // Components > 0% off: no SIKAD column (every demo component weighs more than 0).
      const tanpaSikad = labelKe(await unduh({ sikad_lebih_0: 'false' })).map(String);
      expect(tanpaSikad.some((l) => l.startsWith('UAS 40%'))).toBe(false);
    } finally {
      await db.update(mahasiswa).set({ nama: namaAsli }).where(eq(mahasiswa.nim, '2401001'));
    }
  });

  it('refuses a flag that is not true or false, and a student', async () => {
    const res = await u.s.call(`/lms/nilai/kelas_kuliah/${u.idKelas}/export_excel?forum=mungkin`, {
      token: u.t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain('Nilai harus true atau false');
    const mhs = await u.s.call(`/lms/nilai/kelas_kuliah/${u.idKelas}/export_excel`, {
      token: u.t.mahasiswa,
    });
    expect(mhs.status).toBe(403);
  });
});
