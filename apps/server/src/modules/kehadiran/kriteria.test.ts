import { calls } from '@kampus/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bukaSse, tungguSampai } from '../../../test/sse';
import { pertemuan, sesiKuliah } from '../../db/schema';
import { hitungKehadiran } from './schema';
import { tuntasKehadiran } from './susulan';
import { buatForum, siapkanUji, type UjiKehadiran } from './uji-bersama';

// Attendance criteria changed on a started meeting move every mark: the meeting is
// recalculated on the queue, as if 'Update Progres' had been pressed.

let u: UjiKehadiran;
beforeAll(async () => {
  u = await siapkanUji();
  // The shared setup moved the meeting an hour back, out of its session: yesterday in its
  // session (WIB) passes the schedule checks of the saves below; it stays started.
  const db = u.s.ctx.database.db;
  const [p] = await db
    .select({ mulai: sesiKuliah.jamMulai, selesai: sesiKuliah.jamSelesai })
    .from(pertemuan)
    .innerJoin(sesiKuliah, eq(sesiKuliah.id, pertemuan.idSesi))
    .where(eq(pertemuan.id, u.idPertemuan));
  if (!p) throw new Error('pertemuan uji tanpa sesi');
  const kemarin = new Date(Date.now() - 24 * 60 * 60_000 + 7 * 60 * 60_000)
    .toISOString()
    .slice(0, 10);
  await db
    .update(pertemuan)
    .set({
      waktuMulai: new Date(`${kemarin}T${p.mulai}+07:00`),
      waktuSelesai: new Date(`${kemarin}T${p.selesai}+07:00`),
    })
    .where(eq(pertemuan.id, u.idPertemuan));
});
afterAll(() => u?.s.close());

const baca = () =>
  u.s.panggil(calls.kehadiranPertemuan, { params: { id: u.idPertemuan }, token: u.t.dosen });

async function ubahKriteria(parameter_kehadiran: Record<string, boolean>, token = u.t.operator) {
  const p = await u.s.panggil(calls.pertemuan, { params: { id: u.idPertemuan }, token });
  return u.s.panggil(calls.ubahPertemuan, {
    params: { id: u.idPertemuan },
    badanMentah: { judul: p.data.judul, deskripsi: p.data.deskripsi, parameter_kehadiran },
    token,
  });
}

describe('new attendance criteria of a started meeting', () => {
  it('queue its recalculation: the marks follow the new criteria, the status streams', async () => {
    const forum = await buatForum(u);
    const kirim = await u.s.panggil(calls.tambahPostForum, {
      params: { id: forum.id },
      body: { isi: '<p>Rekursi</p>' },
      token: u.t.mahasiswa,
    });
    expect(kirim.status, JSON.stringify(kirim.body)).toBe(200);
    await tuntasKehadiran(u.s.ctx);
    const sebelum = await baca();
    const a = sebelum.data.peserta.find((p) => p.mahasiswa.nim === '2401001');
    expect(a?.progress.overall).toBe(1);

    const sse = await bukaSse(
      `${u.s.url}/lms/events/kehadiran_mahasiswa?id_kelas_kuliah=${u.idKelas}`,
      u.t.dosen,
    );
    try {
      // Vidcons count too now: the meeting has none, so posting is still everything there is.
      const res = await ubahKriteria({ posting_forum: true, hadir_vidcon: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await tungguSampai(
        () =>
          sse
            .lain()
            .some(
              (e) =>
                e.event === 'calc-percentage' &&
                (e.data as { id_pertemuan: string[]; status: string }).id_pertemuan.includes(
                  u.idPertemuan,
                ) &&
                (e.data as { status: string }).status === 'completed',
            ),
        30_000,
      );
    } finally {
      await sse.tutup();
    }
    const sesudah = await baca();
    expect(sesudah.data.status_hitung).toBe('completed');
    // Every participant has a computed mark now, the poster present, the others absent.
    expect(sesudah.data.peserta.every((p) => p.ada_presensi)).toBe(true);
    expect(sesudah.data.peserta.find((p) => p.mahasiswa.nim === '2401001')?.presensi).toBe('H');
    expect(sesudah.data.peserta.find((p) => p.mahasiswa.nim === '2401002')?.presensi).toBe('A');
  });

  it('a save that changes no criterion queues nothing', async () => {
    const jumlahHitung = async () =>
      (await u.s.ctx.database.db.select({ n: count() }).from(hitungKehadiran))[0]?.n;
    const sebelum = await jumlahHitung();
    const p = await u.s.panggil(calls.pertemuan, {
      params: { id: u.idPertemuan },
      token: u.t.dosen,
    });
    const res = await u.s.panggil(calls.ubahPertemuan, {
      params: { id: u.idPertemuan },
      badanMentah: { judul: `${p.data.judul} (revisi)`, deskripsi: p.data.deskripsi },
      token: u.t.dosen,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await jumlahHitung()).toBe(sebelum);
  });
});
