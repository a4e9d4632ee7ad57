import { calls } from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pertemuan } from '../../db/schema';
import type { Aktor } from '../auth';
import { kehadiranAktivitasBerubah } from './aktivitasBerubah';
import { hitungKehadiran } from './schema';
import { tuntasKehadiran } from './susulan';
import { buatForum, menit, siapkanUji, type UjiKehadiran } from './uji-bersama';

// An activity added to or removed from a started meeting, or changed in what counts of it,
// moves every student's stored progress there (1/1 becomes 1/2): the meeting is recalculated on
// the queue, as for its new criteria; where the activity does not count nothing is queued.

let u: UjiKehadiran;
/** Meeting 14 of IF101 A (online), the one the tests that queue nothing add to. */
let idLain: string;
beforeAll(async () => {
  u = await siapkanUji();
  const res = await u.s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: u.idKelas, per_page: 20 },
    token: u.t.dosen,
  });
  const p = res.data.find((x) => x.nomor === 14);
  if (!p) throw new Error('pertemuan 14 IF101 A tidak ada');
  idLain = p.id;
});
afterAll(() => u?.s.close());

const db = () => u.s.ctx.database.db;
const kriteria = (isi: Record<string, boolean>) => ({
  hadir_vidcon: false,
  kerjakan_kuis_ujian: false,
  kerjakan_tugas: false,
  posting_forum: false,
  unduh_materi: false,
  ...isi,
});

/** The jobs queued so far, to find the ones a request queues. */
async function jejak() {
  const semua = await db().select({ id: hitungKehadiran.id }).from(hitungKehadiran);
  return new Set(semua.map((j) => j.id));
}
const jobSesudah = async (lama: Set<string>) =>
  (await db().select().from(hitungKehadiran)).filter((j) => !lama.has(j.id));

/** Runs `aksi`, expects it to queue one job for the meeting, and waits for it to complete. */
async function denganHitung<T>(aksi: () => Promise<T>): Promise<T> {
  const t = await jejak();
  const hasil = await aksi();
  const jobs = await jobSesudah(t);
  expect(jobs.map((j) => j.idPertemuan)).toEqual([[u.idPertemuan]]);
  const id = jobs[0]?.id as string;
  let status = 'processing';
  const cek = async () => {
    const [j] = await db().select().from(hitungKehadiran).where(eq(hitungKehadiran.id, id));
    status = j?.status ?? 'hilang';
  };
  const batas = Date.now() + 30_000;
  while (status === 'processing' && Date.now() < batas) {
    await cek();
    if (status === 'processing') await new Promise((r) => setTimeout(r, 20));
  }
  expect(status).toBe('completed');
  return hasil;
}

async function tanpaHitung<T>(aksi: () => Promise<T>): Promise<T> {
  const t = await jejak();
  const hasil = await aksi();
  expect(await jobSesudah(t)).toEqual([]);
  return hasil;
}

const baris = async (nim: string) => {
  const res = await u.s.panggil(calls.kehadiranPertemuan, {
    params: { id: u.idPertemuan },
    token: u.t.dosen,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.peserta.find((p) => p.mahasiswa.nim === nim);
};

const forumBaru = (idPertemuan: string, judul: string) =>
  u.s.panggil(calls.tambahForum, {
    badanMentah: {
      id_pertemuan: idPertemuan,
      judul,
      deskripsi: encodeURIComponent('<p>Bahas</p>'),
      waktu_mulai: menit(-5),
      waktu_selesai: menit(7 * 24 * 60),
      penilaian_keaktifan: false,
      minimal_post: 1,
    },
    token: u.t.dosen,
  });

const materiUrl = (idPertemuan: string, isi: Record<string, unknown> = {}) => ({
  id_pertemuan: idPertemuan,
  judul: 'Bacaan pekan ini',
  deskripsi: encodeURIComponent('<p>Baca</p>'),
  tipe_file: 'url',
  jenis_materi: 'audio_visual',
  tampil_sekarang: true,
  is_syarat_hadir: true,
  deadline: menit(24 * 60),
  file_url: 'https://example.org/bacaan',
  ...isi,
});

describe('an activity added to a started meeting whose criterion counts it', () => {
  it('a second forum: the poster goes from 1/1 (H) to 1/2 (A); deleting it brings 1/1 back', async () => {
    const f1 = await denganHitung(() => buatForum(u));
    const kirim = await u.s.panggil(calls.tambahPostForum, {
      params: { id: f1.id },
      body: { isi: '<p>Rekursi</p>' },
      token: u.t.mahasiswa,
    });
    expect(kirim.status, JSON.stringify(kirim.body)).toBe(200);
    // Counted once the post has committed (susulan.ts).
    await tuntasKehadiran(u.s.ctx);
    expect(await baris('2401001')).toMatchObject({
      presensi: 'H',
      progress: { overall: 1, fraction: '1/1' },
    });

    const f2 = await denganHitung(async () => {
      const res = await forumBaru(u.idPertemuan, 'Diskusi lanjutan');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data;
    });
    // Half of 100% is below the default 60% minimum.
    expect(await baris('2401001')).toMatchObject({
      presensi: 'A',
      progress: { overall: 0.5, fraction: '1/2' },
    });
    expect(await baris('2401002')).toMatchObject({ presensi: 'A', progress: { overall: 0 } });

    await denganHitung(async () => {
      const res = await u.s.panggil(calls.hapusForum, {
        params: { id: f2.id },
        token: u.t.dosen,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(await baris('2401001')).toMatchObject({
      presensi: 'H',
      progress: { overall: 1, fraction: '1/1' },
    });
  });

  it('a required material counts; lifting its requirement recalculates too', async () => {
    // Materials count now as well (set directly: the meeting's own save would queue a job).
    await db()
      .update(pertemuan)
      .set({ parameterKehadiran: kriteria({ posting_forum: true, unduh_materi: true }) })
      .where(eq(pertemuan.id, u.idPertemuan));
    const m = await denganHitung(async () => {
      const res = await u.s.panggil(calls.tambahMateri, {
        badanMentah: materiUrl(u.idPertemuan),
        token: u.t.dosen,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data;
    });
    // Two criteria, each half: the forum done, the material not.
    expect(await baris('2401001')).toMatchObject({
      presensi: 'A',
      progress: { overall: 0.5, fraction: '1/2' },
    });

    await denganHitung(async () => {
      const res = await u.s.panggil(calls.ubahMateri, {
        params: { id: m.id },
        badanMentah: materiUrl(u.idPertemuan, { is_syarat_hadir: false, deadline: null }),
        token: u.t.dosen,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(await baris('2401001')).toMatchObject({
      presensi: 'H',
      progress: { overall: 1, fraction: '1/1' },
    });

    // A material without the requirement never counts: removing it queues nothing.
    await tanpaHitung(async () => {
      const res = await u.s.panggil(calls.hapusMateri, { params: { id: m.id }, token: u.t.dosen });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  });
});

describe('an activity moved to another meeting', () => {
  it('recalculates the meeting it left (the other one, not started, is left alone)', async () => {
    await db()
      .update(pertemuan)
      .set({ parameterKehadiran: kriteria({ posting_forum: true, kerjakan_tugas: true }) })
      .where(eq(pertemuan.id, u.idPertemuan));
    await db()
      .update(pertemuan)
      .set({
        jenis: 'online',
        status: 'belum_dimulai',
        parameterKehadiran: kriteria({ kerjakan_tugas: true }),
      })
      .where(eq(pertemuan.id, idLain));
    const isi = {
      id_pertemuan: u.idPertemuan,
      judul: 'Tugas pekan ini',
      deskripsi: 'x',
      jenis: 'individu',
      waktu_mulai: menit(-10),
      waktu_selesai: menit(24 * 60),
    };
    const t = await denganHitung(async () => {
      const res = await u.s.panggil(calls.tambahTugas, { badanMentah: isi, token: u.t.dosen });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data;
    });
    // The forum done, the assignment not: half.
    expect(await baris('2401001')).toMatchObject({
      presensi: 'A',
      progress: { overall: 0.5, fraction: '1/2' },
    });
    await denganHitung(async () => {
      const res = await u.s.panggil(calls.ubahTugas, {
        params: { id: t.id },
        badanMentah: { ...isi, id_pertemuan: idLain },
        token: u.t.dosen,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(await baris('2401001')).toMatchObject({
      presensi: 'H',
      progress: { overall: 1, fraction: '1/1' },
    });
  });
});

describe('an activity that moves no stored progress queues nothing', () => {
  it('on a meeting not started yet', async () => {
    await db()
      .update(pertemuan)
      .set({
        jenis: 'online',
        status: 'belum_dimulai',
        parameterKehadiran: kriteria({ posting_forum: true }),
      })
      .where(eq(pertemuan.id, idLain));
    await tanpaHitung(async () => {
      const res = await forumBaru(idLain, 'Diskusi pekan depan');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  });

  it('on a started meeting whose criterion for that kind is off', async () => {
    await db()
      .update(pertemuan)
      .set({ status: 'berlangsung', parameterKehadiran: kriteria({ unduh_materi: true }) })
      .where(eq(pertemuan.id, idLain));
    await tanpaHitung(async () => {
      const res = await forumBaru(idLain, 'Diskusi tanpa syarat');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    // A required material there does count: one job (the control of the case above).
    const t = await jejak();
    const res = await u.s.panggil(calls.tambahMateri, {
      badanMentah: materiUrl(idLain),
      token: u.t.dosen,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await jobSesudah(t)).map((j) => j.idPertemuan)).toEqual([[idLain]]);
  });
});

describe('a queue that cannot take the job', () => {
  it('does not fail the request that changed the activity: it is only logged', async () => {
    const rusak = new Proxy(
      {},
      {
        get() {
          throw new Error('basis data terputus');
        },
      },
    );
    const ctx = { ...u.s.ctx, database: { ...u.s.ctx.database, db: rusak } } as typeof u.s.ctx;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(
        kehadiranAktivitasBerubah(
          ctx,
          { idPerguruanTinggi: 'x' } as Aktor,
          [u.idPertemuan],
          'forum',
        ),
      ).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('belum diantrekan'));
    } finally {
      warn.mockRestore();
    }
  });
});
