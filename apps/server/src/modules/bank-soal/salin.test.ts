import {
  BankSoalDetail,
  type CallQueryInput,
  calls,
  envelope,
  UjianDetail,
  UjianSumberBank,
} from '@kampus/api/contract';
import { PESAN_BANK_SOAL, PESAN_IZIN, PESAN_SOAL_BANK } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { soal } from '../../db/schema';
import { buatBankSoal } from './uji-bersama';

// Issue 14: duplicating banks, the 'Soal Mata Kuliah' list, copying questions into banks (from
// exams and from other banks) and from banks into exams, per rule and per role.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** dosen02 teaches IF201 A with dosen01; dosen03 teaches neither IF101 nor IF201. */
let dosen02: string;
let dosen03: string;
/** dosen01's shown and hidden banks of IF201, with their question ids. */
let tampil: { id: string; soal: string[] };
let sembunyi: { id: string; soal: string[] };
/** dosen01's exam of IF201 A and one of IF101 A; dosen03's exam of MN101 A. */
let ujianIf201: Ujian;
let ujianIf101: Ujian;
let ujianMn101: Ujian;

interface Ujian {
  id: string;
  idKelompok: string;
  soal: string[];
}

const PILIHAN = {
  jenis: 'pilihan',
  pertanyaan: 'Traversal yang mengunjungi akar lebih dulu?',
  pilihan: { pilihan: ['Preorder', 'Inorder', 'Postorder'], kunci: 0 },
};
const BENAR_SALAH = {
  jenis: 'benar_salah',
  pertanyaan: 'BST selalu seimbang.',
  benar_salah: { kunci: 'salah' },
};
const ESAI = {
  jenis: 'esay',
  pertanyaan: 'Jelaskan heap.',
  esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'Pohon biner lengkap' },
};

const buatBank = (
  ubah: Record<string, unknown> = {},
  daftarSoal: unknown[] = [],
  token = t.dosen,
) => buatBankSoal(s, token, { judul: 'Bank Salin', ditampilkan: false, ...ubah }, daftarSoal);

async function detailBank(id: string, token = t.dosen) {
  const res = await s.panggil(calls.bankSoal, { params: { id }, token });
  expect(res.status).toBe(200);
  return envelope(BankSoalDetail).parse(res.body).data;
}

async function buatUjian(mk: string, token: string, judul: string): Promise<Ujian> {
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas(mk), per_page: 20 },
    token,
  });
  const idPertemuan = daftar.body.data.find((p: { nomor: number }) => p.nomor === 12).id;
  const res = await s.panggil(calls.tambahUjian, {
    body: {
      id_pertemuan: idPertemuan,
      judul,
      deskripsi: 'Kerjakan',
      jenis: 'kuis',
      waktu_mulai: new Date(Date.now() + 86_400_000).toISOString(),
      waktu_selesai: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    },
    token,
  });
  expect(res.status).toBe(200);
  const id = res.data.id as string;
  const k = await s.panggil(calls.tambahKelompokSoal, {
    params: { id },
    body: {
      judul: 'Bagian A',
      aturan: 'semua',
    },
    token,
  });
  const idKelompok = k.data.id as string;
  const ids: string[] = [];
  for (const body of [PILIHAN, BENAR_SALAH, ESAI]) {
    const r = await s.panggil(calls.tambahSoal, {
      params: { id, idKelompok },
      badanMentah: {
        ...body,
        pertanyaan: `${judul}: ${body.pertanyaan}`,
      },
      token,
    });
    expect(r.status).toBe(200);
    ids.push(r.data.id);
  }
  return { id, idKelompok, soal: ids };
}

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [dosen02, dosen03] = await Promise.all([tokenUntuk(s, 'dosen02'), tokenUntuk(s, 'dosen03')]);
  tampil = await buatBank({ judul: 'Bank Bersama IF201', ditampilkan: true }, [
    PILIHAN,
    BENAR_SALAH,
  ]);
  sembunyi = await buatBank({ judul: 'Bank Rahasia IF201' }, [ESAI]);
  ujianIf201 = await buatUjian('IF201', t.dosen, 'Kuis Pohon');
  ujianIf101 = await buatUjian('IF101', t.dosen, 'Kuis Algoritma');
  ujianMn101 = await buatUjian('MN101', dosen03, 'Kuis Manajemen');
});
afterAll(() => s?.close());

describe('POST /lms/bank_soal/{id}/duplikat', () => {
  it("copies the bank and its questions as '{judul} (Salinan)', the caller's hidden draft", async () => {
    const res = await s.panggil(calls.duplikatBankSoal, {
      params: { id: tampil.id },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    const salinan = envelope(BankSoalDetail).parse(res.body).data;
    const asal = await detailBank(tampil.id);
    expect(salinan).toMatchObject({
      judul: 'Bank Bersama IF201 (Salinan)',
      deskripsi: asal.deskripsi,
      mata_kuliah: { id: 'IF201' },
      dosen: { nama: 'Budi Santoso' },
      ditampilkan: false,
      boleh_ubah: true,
      jumlah_soal: 2,
    });
    expect(salinan.id).not.toBe(tampil.id);
    const inti = (x: typeof salinan.list_soal) =>
      x.map(({ id: _id, created_by: _c, ...isi }) => isi);
    expect(inti(salinan.list_soal)).toEqual(inti(asal.list_soal));
    expect(salinan.list_soal.map((x) => x.id)).not.toContain(asal.list_soal[0]?.id);
    expect((await detailBank(tampil.id)).jumlah_soal).toBe(2);
  });

  it('cuts a long title to 100 characters', async () => {
    const b = await buatBank({ judul: 'J'.repeat(100) });
    const res = await s.panggil(calls.duplikatBankSoal, { params: { id: b.id }, token: t.dosen });
    expect(res.data.judul).toHaveLength(100);
    expect(res.data.judul).toMatch(/J \(Salinan\)$/);
  });

  it('another teacher of the course copies a shown bank as their own, never a hidden one', async () => {
    const res = await s.panggil(calls.duplikatBankSoal, {
      params: { id: tampil.id },
      token: dosen02,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      dosen: { nama: 'Siti Rahmawati' },
      boleh_ubah: true,
      jumlah_soal: 2,
    });
    expect(
      (await s.panggil(calls.duplikatBankSoal, { params: { id: sembunyi.id }, token: dosen02 }))
        .status,
    ).toBe(404);
  });

  it('a lecturer of another course and a student never copy it', async () => {
    expect(
      (await s.panggil(calls.duplikatBankSoal, { params: { id: tampil.id }, token: dosen03 }))
        .status,
    ).toBe(404);
    const mhs = await s.panggil(calls.duplikatBankSoal, {
      params: { id: tampil.id },
      token: t.mahasiswa,
    });
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaBankSoal);
  });

  it('operators need write on bank_soal; the copy keeps the source lecturer', async () => {
    for (const hak of ['no_access', 'read'] as const) {
      await denganHakOperator(s, { bank_soal: hak }, async () => {
        const res = await s.panggil(calls.duplikatBankSoal, {
          params: { id: tampil.id },
          token: t.operator,
        });
        expect(res.status).toBe(403);
        expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahBankSoal);
      });
    }
    await denganHakOperator(s, { bank_soal: 'write' }, async () => {
      const res = await s.panggil(calls.duplikatBankSoal, {
        params: { id: sembunyi.id },
        token: t.operator,
      });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ dosen: { nama: 'Budi Santoso' }, jumlah_soal: 1 });
    });
  });
});

describe('GET /lms/bank_soal/soal_mata_kuliah', () => {
  const daftar = async (query: CallQueryInput<typeof calls.soalMataKuliah>, token: string) => {
    const res = await s.panggil(calls.soalMataKuliah, { query, token });
    expect(res.status).toBe(200);
    return { data: res.data, meta: res.body.meta };
  };

  it("lists the course banks' questions the caller sees, with their bank and keys, 10 a page", async () => {
    const d = await daftar({ id_mata_kuliah: 'IF201', per_page: 100 }, dosen02);
    const dariTampil = d.data.filter((x) => x.bank_soal.id === tampil.id);
    expect(dariTampil.map((x) => x.id)).toEqual(tampil.soal);
    expect(dariTampil[0]).toMatchObject({
      bank_soal: { id: tampil.id, judul: 'Bank Bersama IF201' },
      pilihan: { kunci: 0 },
    });
    expect(d.data.some((x) => x.bank_soal.id === sembunyi.id)).toBe(false);
    expect((await daftar({ id_mata_kuliah: 'IF201' }, t.dosen)).meta.per_page).toBe(10);
  });

  it('its owner sees the hidden bank too; exclude and search narrow it', async () => {
    const semua = await daftar({ id_mata_kuliah: 'IF201', per_page: 100 }, t.dosen);
    expect(semua.data.some((x) => x.bank_soal.id === sembunyi.id)).toBe(true);
    const tanpa = await daftar(
      { id_mata_kuliah: 'IF201', per_page: 100, exclude_id_bank_soal: tampil.id },
      t.dosen,
    );
    expect(tanpa.data.some((x) => x.bank_soal.id === tampil.id)).toBe(false);
    const cari = await daftar({ id_mata_kuliah: 'IF201', per_page: 100, search: 'heap' }, t.dosen);
    expect(cari.data.length).toBeGreaterThan(0);
    expect(cari.data.every((x) => x.pertanyaan.includes('heap'))).toBe(true);
  });

  it('a lecturer of another course sees none; students never; operators need read', async () => {
    expect((await daftar({ id_mata_kuliah: 'IF201' }, dosen03)).data).toEqual([]);
    const mhs = await s.panggil(calls.soalMataKuliah, {
      query: { id_mata_kuliah: 'IF201' },
      token: t.mahasiswa,
    });
    expect(mhs.status).toBe(403);
    await denganHakOperator(s, { bank_soal: 'no_access' }, async () => {
      const res = await s.panggil(calls.soalMataKuliah, {
        query: { id_mata_kuliah: 'IF201' },
        token: t.operator,
      });
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakBacaBankSoal);
    });
    await denganHakOperator(s, { bank_soal: 'read' }, async () => {
      const d = await daftar({ id_mata_kuliah: 'IF201', per_page: 100 }, t.operator);
      expect(d.data.some((x) => x.bank_soal.id === sembunyi.id)).toBe(true);
    });
  });

  it('needs the course', async () => {
    const res = await s.panggil(calls.soalMataKuliah, { token: t.dosen });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain('Mata kuliah wajib diisi');
  });
});

describe('POST /lms/bank_soal/{id}/soal/salin', () => {
  const salin = (idBank: string, token: string, body: unknown) =>
    s.panggil(calls.salinSoalKeBank, { params: { id: idBank }, badanMentah: body, token });

  it("refuses an empty choice with the spec's message", async () => {
    const b = await buatBank();
    for (const body of [{ sumber: 'ujian', list_id: [] }, { sumber: 'bank_soal' }]) {
      const res = await salin(b.id, t.dosen, body);
      expect(res.status).toBe(400);
      expect(res.body.status.message).toBe(PESAN_BANK_SOAL.tidakAdaDipilih);
    }
    expect((await salin(b.id, t.dosen, { sumber: 'kelas', list_id: [] })).status).toBe(422);
  });

  it("copies an exam's questions (text, options, keys, essay types) in the order chosen", async () => {
    const b = await buatBank({}, [PILIHAN]);
    const [pilihan, benarSalah, esai] = ujianIf201.soal as [string, string, string];
    const res = await salin(b.id, t.dosen, { sumber: 'ujian', list_id: [esai, pilihan] });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ jumlah: 2 });
    const d = await detailBank(b.id);
    expect(d.list_soal.map((x) => x.nomor)).toEqual([1, 2, 3]);
    expect(d.list_soal.map((x) => x.pertanyaan)).toEqual([
      PILIHAN.pertanyaan,
      `Kuis Pohon: ${ESAI.pertanyaan}`,
      `Kuis Pohon: ${PILIHAN.pertanyaan}`,
    ]);
    expect(d.list_soal[1]?.esay).toMatchObject({
      jenis_file_diterima: ['text', 'pdf'],
      kunci: 'Pohon biner lengkap',
    });
    expect(d.list_soal[2]?.pilihan).toMatchObject({ pilihan: PILIHAN.pilihan.pilihan, kunci: 0 });
    // The exam keeps its own questions.
    const u = await s.panggil(calls.ujian, { params: { id: ujianIf201.id }, token: t.dosen });
    expect(u.body.data.kelompok_soal[0].soal.map((x: { id: string }) => x.id)).toContain(
      benarSalah,
    );
  });

  it('copies questions of banks the caller sees, never of a hidden bank of someone else', async () => {
    const milik02 = await buatBank({ judul: 'Bank dosen02' }, [], dosen02);
    const ok = await salin(milik02.id, dosen02, { sumber: 'bank_soal', list_id: tampil.soal });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ jumlah: 2 });
    expect((await detailBank(milik02.id, dosen02)).list_soal.map((x) => x.jenis)).toEqual([
      'pilihan',
      'benar_salah',
    ]);
    const tersembunyi = await salin(milik02.id, dosen02, {
      sumber: 'bank_soal',
      list_id: [...tampil.soal, ...sembunyi.soal],
    });
    expect(tersembunyi.status).toBe(404);
    expect(tersembunyi.body.status.message).toBe(PESAN_SOAL_BANK.sumberTidakAda);
    expect((await detailBank(milik02.id, dosen02)).jumlah_soal).toBe(2);
  });

  it("never copies questions of exams the caller does not manage, nor into another's bank", async () => {
    const milik03 = await buatBank({ id_mata_kuliah: 'MN101' }, [], dosen03);
    const asing = await salin(milik03.id, dosen03, { sumber: 'ujian', list_id: ujianIf201.soal });
    expect(asing.status).toBe(404);
    expect(asing.body.status.message).toBe(PESAN_SOAL_BANK.sumberTidakAda);
    const sendiri = await salin(milik03.id, dosen03, {
      sumber: 'ujian',
      list_id: ujianMn101.soal,
    });
    expect(sendiri.status).toBe(200);
    // dosen02 sees dosen01's shown bank but may not change it; dosen03 does not see it.
    const body = { sumber: 'bank_soal', list_id: tampil.soal };
    expect((await salin(tampil.id, dosen02, body)).status).toBe(403);
    expect((await salin(tampil.id, dosen03, body)).status).toBe(404);
    const mhs = await salin(tampil.id, t.mahasiswa, body);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaBankSoal);
  });

  it("copies only within the bank's course: an exam or bank of another course is not found", async () => {
    // dosen01 manages the IF101 exam and leads an IF101 bank, but the target bank is IF201's.
    const sebelum = (await detailBank(tampil.id)).list_soal.length;
    const dariUjian = await salin(tampil.id, t.dosen, {
      sumber: 'ujian',
      list_id: ujianIf101.soal,
    });
    expect(dariUjian.status).toBe(404);
    expect(dariUjian.body.status.message).toBe(PESAN_SOAL_BANK.sumberTidakAda);
    const bankIf101 = await buatBank({ id_mata_kuliah: 'IF101' }, [PILIHAN]);
    const dariBank = await salin(tampil.id, t.dosen, {
      sumber: 'bank_soal',
      list_id: bankIf101.soal,
    });
    expect(dariBank.status).toBe(404);
    // Into an exam: the IF101 bank's question does not go into the IF201 exam, it does into IF101's.
    const keUjian = (u: Ujian) =>
      s.panggil(calls.salinSoalBankKeUjian, {
        params: { id: u.id, idKelompok: u.idKelompok },
        body: {
          list_id: bankIf101.soal,
        },
        token: t.dosen,
      });
    expect((await keUjian(ujianIf201)).status).toBe(404);
    expect((await keUjian(ujianIf101)).status).toBe(200);
    expect((await detailBank(tampil.id)).list_soal).toHaveLength(sebelum);
  });

  it('refuses, whole, what would pass 100 questions in the bank', async () => {
    const b = await buatBank();
    await s.ctx.database.db.insert(soal).values(
      Array.from({ length: 99 }, (_, i) => ({
        idBankSoal: b.id,
        nomor: i + 1,
        jenis: 'benar_salah' as const,
        pertanyaan: `Soal ${i + 1}`,
        data: {
          jenis: 'benar_salah' as const,
          pilihan: { benar: 'Benar', salah: 'Salah' },
          kunci: 'benar' as const,
        },
      })),
    );
    const res = await salin(b.id, t.dosen, { sumber: 'ujian', list_id: ujianIf201.soal });
    expect(res.status).toBe(409);
    expect(res.body.status.message).toBe(PESAN_SOAL_BANK.melebihi(99, 3, 'disalin'));
    expect((await detailBank(b.id)).jumlah_soal).toBe(99);
    const satu = await salin(b.id, t.dosen, { sumber: 'ujian', list_id: [ujianIf201.soal[0]] });
    expect(satu.status).toBe(200);
    expect((await detailBank(b.id)).jumlah_soal).toBe(100);
  });

  it('operators copy from an exam only with write on kelas_kuliah besides write on bank_soal', async () => {
    const b = await buatBank();
    const body = { sumber: 'ujian', list_id: [ujianIf201.soal[0]] };
    await denganHakOperator(s, { bank_soal: 'read', kelas_kuliah: 'write' }, async () => {
      const res = await salin(b.id, t.operator, body);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahBankSoal);
    });
    await denganHakOperator(s, { bank_soal: 'write', kelas_kuliah: 'read' }, async () => {
      const res = await salin(b.id, t.operator, body);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
      // From another bank write on bank_soal is enough.
      const dariBank = await salin(b.id, t.operator, {
        sumber: 'bank_soal',
        list_id: sembunyi.soal,
      });
      expect(dariBank.status).toBe(200);
    });
    await denganHakOperator(s, { bank_soal: 'write', kelas_kuliah: 'write' }, async () => {
      expect((await salin(b.id, t.operator, body)).status).toBe(200);
    });
    expect((await detailBank(b.id)).jumlah_soal).toBe(2);
  });
});

describe("'Salin dari Kuis/Ujian': GET /lms/bank_soal/{id}/ujian_sumber[/{idUjian}/soal]", () => {
  const Daftar = envelope(z.array(UjianSumberBank));

  it("lists the exams of the bank's course in the caller's classes, with their question count", async () => {
    const res = await s.panggil(calls.ujianSumberBank, {
      params: { id: tampil.id },
      query: { per_page: 100 },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    const d = Daftar.parse(res.body).data;
    expect(d.find((u) => u.id === ujianIf201.id)).toEqual({
      id: ujianIf201.id,
      judul: 'Kuis Pohon',
      jenis: 'kuis',
      kelas: { id: kelas('IF201'), nama: 'A' },
      jumlah_soal: 3,
    });
    expect(d.some((u) => u.id === ujianIf101.id || u.id === ujianMn101.id)).toBe(false);
    const cari = await s.panggil(calls.ujianSumberBank, {
      params: { id: tampil.id },
      query: { search: 'tidak-ada' },
      token: t.dosen,
    });
    expect(cari.data).toEqual([]);
  });

  it("answers an exam's questions with their keys; an exam of another course does not exist here", async () => {
    const res = await s.panggil(calls.soalUjianSumber, {
      params: { id: tampil.id, idUjian: ujianIf201.id },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.data.map((x: { id: string }) => x.id)).toEqual(ujianIf201.soal);
    expect(res.body.data[0].pilihan.kunci).toBe(0);
    const lain = await s.panggil(calls.soalUjianSumber, {
      params: { id: tampil.id, idUjian: ujianIf101.id },
      token: t.dosen,
    });
    expect(lain.status).toBe(404);
  });

  it('is for who may copy into the bank: not another teacher, a student, or an operator without kelas_kuliah write', async () => {
    const daftar = (token: string, per_page?: number) =>
      s.panggil(calls.ujianSumberBank, {
        params: { id: tampil.id },
        query: per_page === undefined ? undefined : { per_page },
        token,
      });
    expect((await daftar(dosen02)).status).toBe(403);
    expect((await daftar(dosen03)).status).toBe(404);
    expect((await daftar(t.mahasiswa)).status).toBe(403);
    await denganHakOperator(s, { bank_soal: 'write', kelas_kuliah: 'read' }, async () => {
      const res = await daftar(t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
    });
    await denganHakOperator(s, { bank_soal: 'write', kelas_kuliah: 'write' }, async () => {
      const res = await daftar(t.operator, 100);
      expect(res.status).toBe(200);
      expect(res.data.some((u) => u.id === ujianIf201.id)).toBe(true);
      const soalnya = await s.panggil(calls.soalUjianSumber, {
        params: { id: tampil.id, idUjian: ujianIf201.id },
        token: t.operator,
      });
      expect(soalnya.status).toBe(200);
    });
  });
});

describe('POST /lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/salin_bank', () => {
  const salin = (u: Ujian, token: string, listId: string[]) =>
    s.panggil(calls.salinSoalBankKeUjian, {
      params: { id: u.id, idKelompok: u.idKelompok },
      body: {
        list_id: listId,
      },
      token,
    });
  const soalUjian = async (u: Ujian) => {
    const res = await s.panggil(calls.ujian, { params: { id: u.id }, token: t.operator });
    return envelope(UjianDetail).parse(res.body).data.kelompok_soal?.[0]?.soal ?? [];
  };

  it("copies bank questions after the group's last", async () => {
    const u = await buatUjian('IF201', t.dosen, 'Kuis Salinan');
    const res = await salin(u, t.dosen, [tampil.soal[1] as string, ...sembunyi.soal]);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ jumlah: 2 });
    const daftar = await soalUjian(u);
    expect(daftar.map((x) => x.nomor)).toEqual([1, 2, 3, 4, 5]);
    expect(daftar.slice(3).map((x) => [x.jenis, x.pertanyaan])).toEqual([
      ['benar_salah', BENAR_SALAH.pertanyaan],
      ['esay', ESAI.pertanyaan],
    ]);
    expect(daftar[3]?.benar_salah?.kunci).toBe('salah');
  });

  it("refuses an empty choice, another lecturer's hidden bank, an exam the caller does not manage", async () => {
    const kosong = await salin(ujianIf201, t.dosen, []);
    expect(kosong.status).toBe(400);
    expect(kosong.body.status.message).toBe(PESAN_BANK_SOAL.tidakAdaDipilih);
    // dosen02 teaches IF201 A: dosen01's shown bank yes, the hidden one no.
    expect((await salin(ujianIf201, dosen02, [tampil.soal[0] as string])).status).toBe(200);
    const rahasia = await salin(ujianIf201, dosen02, sembunyi.soal);
    expect(rahasia.status).toBe(404);
    expect(rahasia.body.status.message).toBe(PESAN_SOAL_BANK.sumberTidakAda);
    expect((await salin(ujianMn101, dosen03, tampil.soal)).status).toBe(404);
    expect((await salin(ujianIf201, dosen03, [])).status).toBe(403);
    const mhs = await salin(ujianIf201, t.mahasiswa, tampil.soal);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaKelolaUjian);
    const kelompokLain = await s.panggil(calls.salinSoalBankKeUjian, {
      params: { id: ujianIf201.id, idKelompok: ujianIf101.idKelompok },
      body: { list_id: tampil.soal },
      token: t.dosen,
    });
    expect(kelompokLain.status).toBe(404);
  });

  it('operators need write on kelas_kuliah and read on bank_soal', async () => {
    const u = await buatUjian('IF201', t.dosen, 'Kuis Operator');
    await denganHakOperator(s, { kelas_kuliah: 'write', bank_soal: 'no_access' }, async () => {
      const res = await salin(u, t.operator, sembunyi.soal);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakBacaBankSoal);
    });
    await denganHakOperator(s, { kelas_kuliah: 'read', bank_soal: 'write' }, async () => {
      const res = await salin(u, t.operator, sembunyi.soal);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
    });
    await denganHakOperator(s, { kelas_kuliah: 'write', bank_soal: 'read' }, async () => {
      expect((await salin(u, t.operator, sembunyi.soal)).status).toBe(200);
    });
    expect(await soalUjian(u)).toHaveLength(4);
  });
});
