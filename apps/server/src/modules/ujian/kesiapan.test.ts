import { calls, envelope, SoalPengerjaan, Ujian } from '@kampus/api/contract';
import { PESAN_KESIAPAN_SOAL, PESAN_PENGERJAAN } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../../test/harness';
import { buatUjianKosong } from './uji-bersama';

// Issue 21.2: an attempt draws its questions once, at its start. An exam whose groups cannot
// give their questions (none yet, an empty group, a draw of more than a group holds) must not be
// started: the attempt would run its timer over no questions and never get the ones added later.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let idPertemuan: string;

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  idPertemuan = res.body.data.find((p: { nomor: number }) => p.nomor === 12).id;
});
afterAll(() => s?.close());

const mulai = (id: string) =>
  s.panggil(calls.mulaiPengerjaan, { params: { id }, token: t.mahasiswa });
const baca = async (id: string, token: string) =>
  envelope(Ujian).parse((await s.panggil(calls.ujian, { params: { id }, token })).body).data;
const kelompok = async (id: string, body: Record<string, unknown>) => {
  const r = await s.panggil(calls.tambahKelompokSoal, {
    params: { id },
    badanMentah: body,
    token: t.dosen,
  });
  expect(r.status).toBe(200);
  return r.data.id as string;
};
const soal = async (id: string, idK: string, pertanyaan: string) => {
  const r = await s.panggil(calls.tambahSoal, {
    params: { id, idKelompok: idK },
    body: {
      jenis: 'benar_salah',
      pertanyaan,
      benar_salah: { kunci: 'benar' },
    },
    token: t.dosen,
  });
  expect(r.status).toBe(200);
};

describe('an exam is started only once its groups can give their questions (issue 21.2)', () => {
  it('a quiz saved with the defaults and no questions is refused, then taken once they come', async () => {
    const u = await buatUjianKosong(s, t.dosen, idPertemuan);
    // The lecturer and the student both learn it is not ready; only staff read why.
    expect(await baca(u.id, t.dosen)).toMatchObject({
      soal_siap: false,
      masalah_soal: [PESAN_KESIAPAN_SOAL.tanpaKelompok],
    });
    expect(await baca(u.id, t.mahasiswa)).toMatchObject({ soal_siap: false, masalah_soal: [] });

    const ditolak = await mulai(u.id);
    expect(ditolak.status).toBe(409);
    expect(ditolak.body.status.message).toBe(PESAN_PENGERJAAN.belumSiap);
    const me = await s.panggil(calls.pengerjaanSaya, { params: { id: u.id }, token: t.mahasiswa });
    expect(me.data).toBeNull();

    const idK = await kelompok(u.id, { judul: 'Bagian A', aturan: 'semua' });
    expect((await mulai(u.id)).status).toBe(409);
    await soal(u.id, idK, 'Satu');
    await soal(u.id, idK, 'Dua');
    expect(await baca(u.id, t.mahasiswa)).toMatchObject({ soal_siap: true, jumlah_soal: 2 });

    const r = await mulai(u.id);
    expect(r.status).toBe(200);
    const data = envelope(SoalPengerjaan).parse(
      (await s.panggil(calls.soalPengerjaanSaya, { params: { id: u.id }, token: t.mahasiswa }))
        .body,
    ).data;
    expect(data.kelompok_soal.flatMap((k) => k.soal)).toHaveLength(2);
  });

  it('a group without questions or a draw larger than its group keeps the exam from starting', async () => {
    const u = await buatUjianKosong(s, t.dosen, idPertemuan);
    const idA = await kelompok(u.id, { judul: 'Pilihan', aturan: 'semua' });
    await soal(u.id, idA, 'Satu');
    const idB = await kelompok(u.id, { judul: 'Acak', aturan: 'random', jumlah_wajib_dijawab: 3 });
    expect((await baca(u.id, t.dosen)).masalah_soal).toEqual([
      PESAN_KESIAPAN_SOAL.kelompokKosong('Kelompok 2 (Acak)'),
    ]);
    await soal(u.id, idB, 'Dua');
    expect((await baca(u.id, t.dosen)).masalah_soal).toEqual([
      PESAN_KESIAPAN_SOAL.kelompokKurang('Kelompok 2 (Acak)', 3, 1),
    ]);
    // The meeting's list says it too, for the lecturer's warning.
    const daftar = await s.panggil(calls.daftarUjian, {
      query: { id_pertemuan: idPertemuan, per_page: 50 },
      token: t.dosen,
    });
    const diDaftar = daftar.data.find((x: { id: string }) => x.id === u.id);
    expect(diDaftar).toMatchObject({ soal_siap: false });
    expect((await mulai(u.id)).body.status.message).toBe(PESAN_PENGERJAAN.belumSiap);

    await soal(u.id, idB, 'Tiga');
    await soal(u.id, idB, 'Empat');
    expect(await baca(u.id, t.dosen)).toMatchObject({ soal_siap: true, masalah_soal: [] });
    expect((await mulai(u.id)).status).toBe(200);
  });
});
