import { BankSoalDetail, calls, envelope } from '@kampus/api/contract';
import { PESAN_BANK, PESAN_IZIN, PESAN_SOAL_BANK } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  panggilan,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { soal } from '../../db/schema';
import { buatBankSoal } from './uji-bersama';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** dosen02 teaches IF201 with dosen01; dosen03 teaches neither IF101 nor IF201. */
let dosen02: string;
let dosen03: string;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [dosen02, dosen03] = await Promise.all([tokenUntuk(s, 'dosen02'), tokenUntuk(s, 'dosen03')]);
});
afterAll(() => s?.close());

async function buatBank(ubah: Record<string, unknown> = {}, token = t.dosen) {
  const b = await buatBankSoal(s, token, {
    judul: 'Bank Soal Struktur Data',
    deskripsi: 'Soal latihan <b>pohon</b> dan graf<script>x()</script>',
    ditampilkan: false,
    ...ubah,
  });
  return b.detail;
}

describe('question banks', () => {
  it('a lecturer creates a bank of a course they teach; it is theirs', async () => {
    const b = await buatBank();
    expect(b).toMatchObject({
      judul: 'Bank Soal Struktur Data',
      deskripsi: 'Soal latihan <b>pohon</b> dan graf',
      mata_kuliah: { id: 'IF201' },
      jumlah_soal: 0,
      ditampilkan: false,
      boleh_ubah: true,
      list_soal: [],
    });
    expect(b.dosen?.nama).toBeTruthy();
  });

  it.each([
    [{ judul: '' }, 'Judul wajib diisi!'],
    [{ judul: 'x'.repeat(101) }, 'Judul tidak boleh lebih dari 100 karakter'],
    [{ deskripsi: '' }, 'Deskripsi wajib diisi!'],
    [{ deskripsi: 'x'.repeat(301) }, 'Deskripsi tidak boleh lebih dari 300 karakter'],
    [{ id_mata_kuliah: 'TIDAKADA' }, PESAN_BANK.mataKuliahTidakAda],
  ])('refuses %j: %s', async (ubah, pesan) => {
    const res = await s.panggil(calls.tambahBankSoal, {
      body: {
        judul: 'Bank',
        deskripsi: 'Deskripsi',
        id_mata_kuliah: 'IF201',
        ...ubah,
      },
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain(pesan);
  });

  it('refuses a bank of a course the lecturer does not teach', async () => {
    const res = await s.panggil(calls.tambahBankSoal, {
      body: {
        judul: 'Bank',
        deskripsi: 'Deskripsi',
        id_mata_kuliah: 'IF201',
      },
      token: dosen03,
    });
    expect(res.status).toBe(403);
    expect(res.body.status.message).toBe(PESAN_BANK.bukanMataKuliah);
  });

  it('Disembunyikan: only its lecturer; Ditampilkan: the course teachers see it, others never', async () => {
    const b = await buatBank({ judul: 'Bank tersembunyi' });
    const lihat = async (token: string) =>
      (await s.panggil(calls.bankSoal, { params: { id: b.id }, token })).status;
    const diDaftar = async (token: string) =>
      (await s.panggil(calls.daftarBankSoal, { query: { per_page: 100 }, token })).data.some(
        (x: { id: string }) => x.id === b.id,
      );
    expect(await lihat(t.dosen)).toBe(200);
    expect(await lihat(dosen02)).toBe(404);
    expect(await diDaftar(dosen02)).toBe(false);
    const ubah = await s.panggil(calls.ubahBankSoal, {
      params: { id: b.id },
      body: {
        judul: 'Bank ditampilkan',
        deskripsi: 'Deskripsi',
        id_mata_kuliah: 'IF201',
        ditampilkan: true,
      },
      token: t.dosen,
    });
    expect(ubah.status).toBe(200);
    expect(await lihat(dosen02)).toBe(200);
    expect(await diDaftar(dosen02)).toBe(true);
    expect(await lihat(dosen03)).toBe(404);
    expect(await diDaftar(dosen03)).toBe(false);
    // Seeing is not changing: another teacher of the course cannot edit or delete it.
    const ubah02 = await s.panggil(calls.ubahBankSoal, {
      params: { id: b.id },
      body: {
        judul: 'Diambil alih',
        deskripsi: 'Deskripsi',
        id_mata_kuliah: 'IF201',
      },
      token: dosen02,
    });
    expect(ubah02.status).toBe(403);
    expect(
      (await s.panggil(calls.hapusBankSoal, { params: { id: b.id }, token: dosen02 })).status,
    ).toBe(403);
    expect(
      (await s.panggil(calls.bankSoal, { params: { id: b.id }, token: dosen02 })).data.boleh_ubah,
    ).toBe(false);
  });

  it('searches by title or lecturer, filters by course', async () => {
    await buatBank({ judul: 'Bank Graf Berarah' });
    const cari = await s.panggil(calls.daftarBankSoal, {
      query: { search: 'graf berarah' },
      token: t.dosen,
    });
    expect(cari.data.map((x: { judul: string }) => x.judul)).toEqual(['Bank Graf Berarah']);
    const mk = await s.panggil(calls.daftarBankSoal, {
      query: { id_mata_kuliah: 'IF101', per_page: 100 },
      token: t.dosen,
    });
    expect(
      mk.data.every((x: { mata_kuliah: { id: string } }) => x.mata_kuliah.id === 'IF101'),
    ).toBe(true);
  });

  it('deletes a bank', async () => {
    const b = await buatBank({ judul: 'Bank dihapus' });
    expect(
      (await s.panggil(calls.hapusBankSoal, { params: { id: b.id }, token: t.dosen })).status,
    ).toBe(200);
    expect((await s.panggil(calls.bankSoal, { params: { id: b.id }, token: t.dosen })).status).toBe(
      404,
    );
  });

  it('students never reach a bank', async () => {
    const b = await buatBank({ ditampilkan: true });
    for (const { kirim } of [
      panggilan(calls.daftarBankSoal),
      panggilan(calls.bankSoal, { params: { id: b.id } }),
      panggilan(calls.hapusBankSoal, { params: { id: b.id } }),
    ]) {
      const res = await kirim(s, t.mahasiswa);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.mahasiswaBankSoal);
    }
  });

  it('operators need read on bank_soal to see the banks, write to change them (any lecturer)', async () => {
    const b = await buatBank({ judul: 'Bank untuk operator' });
    await denganHakOperator(s, { bank_soal: 'no_access' }, async () => {
      const res = await s.panggil(calls.daftarBankSoal, { token: t.operator });
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakBacaBankSoal);
    });
    await denganHakOperator(s, { bank_soal: 'read' }, async () => {
      expect(
        (await s.panggil(calls.bankSoal, { params: { id: b.id }, token: t.operator })).status,
      ).toBe(200);
      const ubah = await s.panggil(calls.hapusBankSoal, {
        params: { id: b.id },
        token: t.operator,
      });
      expect(ubah.status).toBe(403);
      expect(ubah.body.status.message).toBe(PESAN_IZIN.hakUbahBankSoal);
    });
    await denganHakOperator(s, { bank_soal: 'write' }, async () => {
      const baru = await s.panggil(calls.tambahBankSoal, {
        body: {
          judul: 'Bank prodi',
          deskripsi: 'Tanpa dosen',
          id_mata_kuliah: 'IF101',
        },
        token: t.operator,
      });
      expect(baru.status).toBe(200);
      expect(baru.data.dosen).toBeNull();
      expect(
        (await s.panggil(calls.hapusBankSoal, { params: { id: b.id }, token: t.operator })).status,
      ).toBe(200);
    });
  });

  describe('questions of a bank', () => {
    const pilihan = {
      jenis: 'pilihan',
      pertanyaan: 'Traversal yang mengunjungi akar lebih dulu?',
      pilihan: { pilihan: ['Preorder', 'Inorder', 'Postorder'], kunci: 0 },
    };
    it('writes the three kinds; the detail lists them with their keys', async () => {
      const b = await buatBank({ judul: 'Bank tiga jenis' });
      for (const body of [
        pilihan,
        {
          jenis: 'benar_salah',
          pertanyaan: 'BST selalu seimbang.',
          benar_salah: { kunci: 'salah' },
        },
        {
          jenis: 'esay',
          pertanyaan: 'Jelaskan heap.',
          esay: { jenis_file_diterima: ['text'], kunci: 'Pohon biner lengkap' },
        },
      ]) {
        expect(
          (
            await s.panggil(calls.tambahSoalBank, {
              params: { id: b.id },
              badanMentah: body,
              token: t.dosen,
            })
          ).status,
        ).toBe(200);
      }
      const d = envelope(BankSoalDetail).parse(
        (await s.panggil(calls.bankSoal, { params: { id: b.id }, token: t.dosen })).body,
      ).data;
      expect(d.jumlah_soal).toBe(3);
      expect(d.list_soal.map((x) => x.jenis)).toEqual(['pilihan', 'benar_salah', 'esay']);
      expect(d.list_soal[0]?.pilihan?.kunci).toBe(0);
      expect(d.list_soal[2]?.esay?.kunci).toBe('Pohon biner lengkap');
    });

    it.each([
      [
        { ...pilihan, pilihan: { pilihan: ['A', '', 'C'], kunci: 0 } },
        'Pilihan jawaban wajib diisi',
      ],
      [{ ...pilihan, pilihan: { pilihan: ['A', 'B'], kunci: 0 } }, 'Pilihan jawaban minimal 3'],
      [
        { ...pilihan, pilihan: { pilihan: ['A', 'B', 'C'], kunci: 5 } },
        'Kunci jawaban wajib dipilih',
      ],
      [
        { jenis: 'esay', pertanyaan: 'x', esay: { jenis_file_diterima: [] } },
        'Jenis jawaban wajib dipilih',
      ],
    ])('refuses %j', async (body, pesan) => {
      const b = await buatBank({ judul: 'Bank aturan' });
      const res = await s.panggil(calls.tambahSoalBank, {
        params: { id: b.id },
        badanMentah: body,
        token: t.dosen,
      });
      expect(res.status).toBe(422);
      expect(res.body.status.message).toContain(pesan);
    });

    it('holds at most 100 questions', async () => {
      const b = await buatBank({ judul: 'Bank penuh' });
      await s.ctx.database.db.insert(soal).values(
        Array.from({ length: 100 }, (_, i) => ({
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
      const res = await s.panggil(calls.tambahSoalBank, {
        params: { id: b.id },
        badanMentah: pilihan,
        token: t.dosen,
      });
      expect(res.status).toBe(409);
      expect(res.body.status.message).toBe(PESAN_SOAL_BANK.penuh);
    });

    it("another teacher of the course sees a shown bank's questions but cannot change them", async () => {
      const b = await buatBank({ judul: 'Bank bersama', ditampilkan: true });
      const a = await s.panggil(calls.tambahSoalBank, {
        params: { id: b.id },
        badanMentah: pilihan,
        token: t.dosen,
      });
      const idSoal = a.data.id as string;
      expect(
        (await s.panggil(calls.bankSoal, { params: { id: b.id }, token: dosen02 })).data.list_soal,
      ).toHaveLength(1);
      expect(
        (
          await s.panggil(calls.tambahSoalBank, {
            params: { id: b.id },
            badanMentah: pilihan,
            token: dosen02,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await s.panggil(calls.ubahSoalBank, {
            params: { id: b.id, idSoal },
            badanMentah: pilihan,
            token: dosen02,
          })
        ).status,
      ).toBe(403);
      expect(
        (await s.panggil(calls.hapusSoalBank, { params: { id: b.id, idSoal }, token: dosen02 }))
          .status,
      ).toBe(403);
      expect(
        (await s.panggil(calls.hapusSoalBank, { params: { id: b.id, idSoal }, token: dosen03 }))
          .status,
      ).toBe(404);
      expect(
        (
          await s.panggil(calls.tambahSoalBank, {
            params: { id: b.id },
            badanMentah: pilihan,
            token: t.mahasiswa,
          })
        ).status,
      ).toBe(403);
      const hapus = await s.panggil(calls.hapusSoalBank, {
        params: { id: b.id, idSoal },
        token: t.dosen,
      });
      expect(hapus.status).toBe(200);
      expect(
        (await s.panggil(calls.bankSoal, { params: { id: b.id }, token: t.dosen })).data.list_soal,
      ).toEqual([]);
    });
  });
});
