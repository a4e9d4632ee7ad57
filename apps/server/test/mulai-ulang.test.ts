import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Anak, hentikanAnak, masuk, mulaiAnak, panggil } from './anak';
import { createPostgresDatabase, kelas } from './harness';

// Issue 13: "kill the server mid-exam and restart: every acknowledged answer is there and the
// auto-submit still happens". A real server process (test/server-anak.ts) is killed with SIGKILL
// (no shutdown, as in a crash) and started again on the same data.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';

function ujianBody(idPertemuan: string, selesai: Date) {
  return {
    id_pertemuan: idPertemuan,
    judul: 'Kuis saat server mati',
    deskripsi: 'Kuis',
    jenis: 'kuis',
    waktu_mulai: new Date(Date.now() - 10 * 60_000).toISOString(),
    waktu_selesai: selesai.toISOString(),
  };
}

const folder = mkdtempSync(path.join(tmpdir(), 'kampus-uji-mulai-ulang-'));
let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
const anak: Anak[] = [];
afterAll(async () => {
  for (const a of anak) await hentikanAnak(a, 'SIGKILL');
  await pgDb?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('an exam across a server crash', () => {
  it('keeps every acknowledged answer and still submits at the deadline', async () => {
    pgDb = postgres ? await createPostgresDatabase({ terisi: true }) : null;
    const env = {
      KAMPUS_DATA_DIR: path.join(folder, 'pglite'),
      KAMPUS_CETAKAN: postgres ? '' : inject('cetakanPglite'),
      DATABASE_URL: pgDb?.url ?? '',
      STORAGE_DIR: path.join(folder, 'berkas'),
    };
    const a = await mulaiAnak(env);
    anak.push(a);
    const [dosen, mhs] = await Promise.all([masuk(a.url, 'dosen'), masuk(a.url, 'mahasiswa')]);
    const pert = await panggil(
      a.url,
      `/lms/pertemuan?id_kelas_kuliah=${kelas('IF101')}&per_page=20`,
      {
        token: dosen,
      },
    );
    const idPertemuan = pert.body.data[0].id as string;
    const u = await panggil(a.url, '/lms/ujian', {
      method: 'POST',
      token: dosen,
      body: JSON.stringify(ujianBody(idPertemuan, new Date(Date.now() + 10 * 60_000))),
    });
    expect(u.status).toBe(200);
    const idUjian = u.body.data.id as string;
    const k = await panggil(a.url, `/lms/ujian/${idUjian}/kelompok_soal`, {
      method: 'POST',
      token: dosen,
      body: JSON.stringify({ aturan: 'semua' }),
    });
    const soalBaru = [
      { jenis: 'benar_salah', pertanyaan: 'Soal 1', benar_salah: { kunci: 'benar' } },
      { jenis: 'benar_salah', pertanyaan: 'Soal 2', benar_salah: { kunci: 'benar' } },
      { jenis: 'esay', pertanyaan: 'Soal 3', esay: { jenis_file_diterima: ['text'] } },
    ];
    const idSoal: string[] = [];
    for (const body of soalBaru) {
      const s = await panggil(a.url, `/lms/ujian/${idUjian}/kelompok_soal/${k.body.data.id}/soal`, {
        method: 'POST',
        token: dosen,
        body: JSON.stringify(body),
      });
      idSoal.push(s.body.data.id);
    }
    const p = await panggil(a.url, `/lms/ujian/${idUjian}/pengerjaan/start`, {
      method: 'POST',
      token: mhs,
    });
    expect(p.status).toBe(200);
    const isi = [
      { jenis: 'benar_salah', jawaban: 'benar' },
      { jenis: 'benar_salah', jawaban: 'salah' },
      { jenis: 'esay', teks: 'Jawaban esai sebelum server mati', files: [] },
    ];
    for (const [i, id] of idSoal.entries()) {
      const r = await panggil(a.url, `/lms/ujian/${idUjian}/pengerjaan/me/soal/${id}`, {
        method: 'PUT',
        token: mhs,
        body: JSON.stringify({ isi: isi[i], versi: 2 }),
      });
      expect(r.status).toBe(200);
    }
    // The lecturer moves the end to 5 s from now: the attempt's deadline follows and its
    // submission is queued. Then the server dies, and stays down past the deadline.
    const selesai = new Date(Date.now() + 5000);
    const ubah = await panggil(a.url, `/lms/ujian/${idUjian}`, {
      method: 'PUT',
      token: dosen,
      body: JSON.stringify(ujianBody(idPertemuan, selesai)),
    });
    expect(ubah.status).toBe(200);
    await hentikanAnak(a, 'SIGKILL');
    await new Promise((r) => setTimeout(r, Math.max(0, selesai.getTime() - Date.now()) + 1000));

    const b = await mulaiAnak(env);
    anak.push(b);
    // The exam list does not submit anything itself: an ungraded essay in a submitted attempt
    // shows as 'belum dinilai' once the queued job has run after the restart.
    const batas = Date.now() + 45_000;
    let belumDinilai = 0;
    while (belumDinilai === 0 && Date.now() < batas) {
      const d = await panggil(b.url, `/lms/ujian/${idUjian}`, { token: dosen });
      belumDinilai = d.body.data.jumlah_belum_dinilai;
      if (belumDinilai === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(belumDinilai).toBe(1);

    // The same token still works (same secret); every acknowledged answer is there.
    const soal = await panggil(b.url, `/lms/ujian/${idUjian}/pengerjaan/me/soal`, { token: mhs });
    expect(soal.status).toBe(200);
    expect(soal.body.data.pengerjaan).toMatchObject({
      dikumpulkan: true,
      dikumpulkan_oleh: 'sistem',
      waktu_selesai: soal.body.data.pengerjaan.batas,
    });
    const tersimpan = soal.body.data.kelompok_soal[0].soal.map(
      (s: { id: string; jawaban: { versi: number; isi: unknown } | null }) => [
        s.id,
        s.jawaban?.isi,
      ],
    );
    expect(Object.fromEntries(tersimpan)).toEqual(
      Object.fromEntries(idSoal.map((id, i) => [id, isi[i]])),
    );
  }, 120_000);
});
