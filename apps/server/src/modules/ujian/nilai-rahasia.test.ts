import { calls, envelope, Pengerjaan, SoalPengerjaan } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kelas,
  panggilan,
  startTestServer,
  type TestServer,
  tokenSemua,
} from '../../../test/harness';
import { buatUjian, menit, payloadUjian } from './uji-bersama';

// Issue 21.1: a score is derived from the answer key. A student whose attempt is still open must
// never get one, from any attempt route, even once the lecturer has published the scores:
// trying each option and reading its score would reveal every choice and true/false key.

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

/** Every score-like field anywhere in an answer body, with its path. */
function nilaiDi(body: unknown, jalur = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((v, i) => nilaiDi(v, `${jalur}[${i}]`));
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) => {
    const di = `${jalur}.${k}`;
    const skor = ['nilai', 'nilai_akhir'].includes(k) && v !== null;
    const kunci = k === 'kunci' && v !== null && v !== undefined;
    return [...(skor || kunci ? [`${di}=${JSON.stringify(v)}`] : []), ...nilaiDi(v, di)];
  });
}

describe('scores of an open attempt never reach the student (issue 21.1)', () => {
  it('published scores stay hidden from every attempt route until the attempt is submitted', async () => {
    const u = await buatUjian(s, t.dosen, idPertemuan);
    const mulai = await s.panggil(calls.mulaiPengerjaan, {
      params: { id: u.id },
      token: t.mahasiswa,
    });
    expect(mulai.status).toBe(200);
    // The student answers the choice question right and the true/false one wrong ...
    for (const [idSoal, isi] of [
      [u.soal.pilihan, { jenis: 'pilihan', pilihan: 1 }],
      [u.soal.benarSalah, { jenis: 'benar_salah', jawaban: 'benar' }],
    ] as const) {
      const r = await s.panggil(calls.simpanJawaban, {
        params: { id: u.id, idSoal },
        body: {
          isi,
          versi: 1,
        },
        token: t.mahasiswa,
      });
      expect(r.status).toBe(200);
      expect(nilaiDi(r.data)).toEqual([]);
    }
    // ... while the lecturer publishes the scores of those who finished.
    const publish = await s.panggil(calls.publishNilai, {
      params: { id: u.id },
      body: {
        is_tampilkan_nilai: true,
      },
      token: t.dosen,
    });
    expect(publish.status).toBe(200);

    const rute = [
      panggilan(calls.mulaiPengerjaan, { params: { id: u.id } }),
      panggilan(calls.pengerjaanSaya, { params: { id: u.id } }),
      panggilan(calls.soalPengerjaanSaya, { params: { id: u.id } }),
      panggilan(calls.ujian, { params: { id: u.id } }),
      panggilan(calls.daftarUjian, { query: { id_pertemuan: idPertemuan } }),
    ];
    for (const { m, p, kirim } of rute) {
      const r = await kirim(s, t.mahasiswa);
      expect(r.status, `${m} ${p}`).toBe(200);
      expect(nilaiDi(r.data), `${m} ${p}`).toEqual([]);
    }
    const ulang = await s.panggil(calls.simpanJawaban, {
      params: { id: u.id, idSoal: u.soal.pilihan },
      body: { isi: { jenis: 'pilihan', pilihan: 0 }, versi: 2 },
      token: t.mahasiswa,
    });
    expect(nilaiDi(ulang.data)).toEqual([]);

    // Submitted: now the published scores show, on the attempt and on each answer.
    const selesai = await s.panggil(calls.kumpulkanPengerjaan, {
      params: { id: u.id },
      body: {
        jawaban: [],
      },
      token: t.mahasiswa,
    });
    expect(selesai.status).toBe(200);
    const soal = envelope(SoalPengerjaan).parse(
      (await s.panggil(calls.soalPengerjaanSaya, { params: { id: u.id }, token: t.mahasiswa }))
        .body,
    ).data;
    const dinilai = soal.kelompok_soal
      .flatMap((k) => k.soal)
      .filter((x) => x.jawaban?.nilai !== null && x.jawaban?.nilai !== undefined);
    expect(dinilai.map((x) => x.jawaban?.nilai).sort()).toEqual([0, 0]);
    // The essay waits for its grade, so there is no final score yet; the deduction shows.
    const p = envelope(Pengerjaan).parse(
      (await s.panggil(calls.pengerjaanSaya, { params: { id: u.id }, token: t.mahasiswa })).body,
    ).data;
    expect(p.dikumpulkan).toBe(true);
  });

  it('an attempt past its deadline (submitted by the server) shows published scores', async () => {
    const u = await buatUjian(s, t.dosen, idPertemuan);
    await s.panggil(calls.mulaiPengerjaan, { params: { id: u.id }, token: t.mahasiswa });
    await s.panggil(calls.simpanJawaban, {
      params: { id: u.id, idSoal: u.soal.pilihan },
      body: {
        isi: { jenis: 'pilihan', pilihan: 1 },
        versi: 1,
      },
      token: t.mahasiswa,
    });
    await s.panggil(calls.publishNilai, {
      params: { id: u.id },
      body: {
        is_tampilkan_nilai: true,
      },
      token: t.dosen,
    });
    const terbuka = await s.panggil(calls.soalPengerjaanSaya, {
      params: { id: u.id },
      token: t.mahasiswa,
    });
    expect(nilaiDi(terbuka.data)).toEqual([]);
    // The lecturer ends the exam: the open attempt is submitted at its new deadline.
    const akhir = await s.panggil(calls.ubahUjian, {
      params: { id: u.id },
      badanMentah: payloadUjian(idPertemuan, {
        waktu_mulai: menit(-10),
        waktu_selesai: new Date(Date.now() + 1500).toISOString(),
      }),
      token: t.dosen,
    });
    expect(akhir.status).toBe(200);
    await new Promise((r) => setTimeout(r, 2000));
    const soal = envelope(SoalPengerjaan).parse(
      (await s.panggil(calls.soalPengerjaanSaya, { params: { id: u.id }, token: t.mahasiswa }))
        .body,
    ).data;
    expect(soal.pengerjaan.dikumpulkan).toBe(true);
    const nilai = soal.kelompok_soal.flatMap((k) => k.soal).find((x) => x.id === u.soal.pilihan);
    expect(nilai?.jawaban?.nilai).toBe(100);
  });
});
