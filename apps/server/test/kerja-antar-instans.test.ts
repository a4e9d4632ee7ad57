import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pengerjaan } from '../src/db/schema';
import { type Anak, hentikanAnak, masuk, mulaiAnak, panggil } from './anak';
import { createPostgresDatabase, kelas } from './harness';
import { type Instans, mulaiInstans } from './instans';

// Issue 21 item 6: the instance that queued an attempt's submission dies before the deadline;
// another, started while no exam was open, submits it on time. Instance A is a real process
// killed with SIGKILL; instance B runs here.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';

describe.skipIf(!postgres)('a deadline queued by an instance that died', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: Anak | undefined;
  let b: Instans;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase({ terisi: true });
    // B starts first, with no exam open in the database.
    b = await mulaiInstans(pgDb.url);
    a = await mulaiAnak({ DATABASE_URL: pgDb.url, STORAGE_DIR: '' });
  });
  afterAll(async () => {
    if (a) await hentikanAnak(a, 'SIGKILL');
    await b?.tutup();
    await pgDb?.drop();
  });

  it('is submitted at the deadline by another instance', async () => {
    const url = (a as Anak).url;
    const [dosen, mhs] = await Promise.all([masuk(url, 'dosen'), masuk(url, 'mahasiswa')]);
    const pert = await panggil(url, `/lms/pertemuan?id_kelas_kuliah=${kelas('IF101')}&per_page=5`, {
      token: dosen,
    });
    const batas = new Date(Date.now() + 6000);
    const u = await panggil(url, '/lms/ujian', {
      method: 'POST',
      token: dosen,
      body: JSON.stringify({
        id_pertemuan: pert.body.data[0].id,
        judul: 'Kuis yang instansnya mati',
        deskripsi: 'Kuis',
        jenis: 'kuis',
        waktu_mulai: new Date(Date.now() - 10 * 60_000).toISOString(),
        waktu_selesai: batas.toISOString(),
      }),
    });
    expect(u.status).toBe(200);
    const idUjian = u.body.data.id as string;
    const k = await panggil(url, `/lms/ujian/${idUjian}/kelompok_soal`, {
      method: 'POST',
      token: dosen,
      body: JSON.stringify({ aturan: 'semua' }),
    });
    await panggil(url, `/lms/ujian/${idUjian}/kelompok_soal/${k.body.data.id}/soal`, {
      method: 'POST',
      token: dosen,
      body: JSON.stringify({
        jenis: 'benar_salah',
        pertanyaan: 'Soal 1',
        benar_salah: { kunci: 'benar' },
      }),
    });
    const p = await panggil(url, `/lms/ujian/${idUjian}/pengerjaan/start`, {
      method: 'POST',
      token: mhs,
    });
    expect(p.status).toBe(200);
    // A queued the submission at the deadline, and dies.
    await hentikanAnak(a as Anak, 'SIGKILL');

    // Nobody reads the attempt (a read would submit it itself): the job must run on B.
    const baris = async () => {
      const [r] = await b.database.db
        .select({ waktuSelesai: pengerjaan.waktuSelesai, oleh: pengerjaan.dikumpulkanOleh })
        .from(pengerjaan)
        .where(eq(pengerjaan.idUjian, idUjian));
      return r;
    };
    expect((await baris())?.waktuSelesai).toBeNull();
    await expect
      .poll(async () => (await baris())?.oleh, {
        timeout: Math.max(0, batas.getTime() - Date.now()) + 8000,
        interval: 250,
      })
      .toBe('sistem');
    expect((await baris())?.waktuSelesai?.getTime()).toBe(batas.getTime());
  }, 60_000);
});
