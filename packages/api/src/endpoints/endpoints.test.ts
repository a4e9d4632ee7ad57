import { describe, expect, it } from 'vitest';
import { EventWaktu } from '../contract';
import { authCalls } from '../contract/auth';
import { bankSoalCalls } from '../contract/bankSoal';
import { bapCalls } from '../contract/bap';
import type { CallDef } from '../contract/call';
import { chatCalls } from '../contract/chat';
import { forumCalls } from '../contract/forum';
import { kehadiranDosenCalls } from '../contract/kehadiranDosen';
import { kehadiranMahasiswaCalls } from '../contract/kehadiranMahasiswa';
import { kehadiranQrCalls } from '../contract/kehadiranQr';
import { kelasCalls } from '../contract/kelas';
import { kelompokTugasCalls } from '../contract/kelompokTugas';
import { logAktivitasCalls } from '../contract/logAktivitas';
import { materiCalls } from '../contract/materi';
import { nilaiCalls } from '../contract/nilai';
import { pengumpulanTugasCalls } from '../contract/pengumpulanTugas';
import { pertemuanCalls } from '../contract/pertemuan';
import { referensiCalls } from '../contract/referensi';
import { silabusCalls } from '../contract/silabus';
import { sistemCalls } from '../contract/sistem';
import { tugasCalls } from '../contract/tugas';
import { ujianCalls } from '../contract/ujian';
import { vidconCalls } from '../contract/vidcon';
import { bacaEventWaktu } from '../hooks/sistem';
import {
  authEndpoints,
  bankSoalEndpoints,
  bapEndpoints,
  chatEndpoints,
  forumEndpoints,
  kehadiranDosenEndpoints,
  kehadiranMahasiswaEndpoints,
  kehadiranQrEndpoints,
  kelasEndpoints,
  kelompokTugasEndpoints,
  logAktivitasEndpoints,
  materiEndpoints,
  nilaiEndpoints,
  pengumpulanTugasEndpoints,
  pertemuanEndpoints,
  referensiEndpoints,
  silabusEndpoints,
  sistemEndpoints,
  tugasEndpoints,
  ujianEndpoints,
  vidconEndpoints,
} from '.';

/** What the client reads of a call: the endpoint must say the same. */
function tanpaSkema(call: CallDef) {
  const { method, path, auth, college, paged, produces, multipart } = call;
  return Object.fromEntries(
    Object.entries({
      method,
      path,
      auth,
      college,
      paged,
      produces,
      multipart: multipart && { files: multipart.files },
    }).filter(([, v]) => v !== undefined),
  );
}

describe('endpoints: the calls without their schemas', () => {
  it.each([
    ['auth', authCalls, authEndpoints],
    ['sistem', sistemCalls, sistemEndpoints],
    ['kelas', kelasCalls, kelasEndpoints],
    ['pertemuan', pertemuanCalls, pertemuanEndpoints],
    ['referensi', referensiCalls, referensiEndpoints],
    ['silabus', silabusCalls, silabusEndpoints],
    ['bap', bapCalls, bapEndpoints],
    ['materi', materiCalls, materiEndpoints],
    ['ujian', ujianCalls, ujianEndpoints],
    ['bankSoal', bankSoalCalls, bankSoalEndpoints],
    ['vidcon', vidconCalls, vidconEndpoints],
    ['chat', chatCalls, chatEndpoints],
    ['logAktivitas', logAktivitasCalls, logAktivitasEndpoints],
    ['forum', forumCalls, forumEndpoints],
    ['kehadiranMahasiswa', kehadiranMahasiswaCalls, kehadiranMahasiswaEndpoints],
    ['tugas', tugasCalls, tugasEndpoints],
    ['pengumpulanTugas', pengumpulanTugasCalls, pengumpulanTugasEndpoints],
    ['kelompokTugas', kelompokTugasCalls, kelompokTugasEndpoints],
    ['kehadiranDosen', kehadiranDosenCalls, kehadiranDosenEndpoints],
    ['kehadiranQr', kehadiranQrCalls, kehadiranQrEndpoints],
    ['nilai', nilaiCalls, nilaiEndpoints],
  ] as const)('%s: every call, with the same method, path and flags', (_, calls, endpoints) => {
    const harapan = Object.fromEntries(
      Object.entries(calls as Record<string, CallDef>).map(([k, c]) => [k, tanpaSkema(c)]),
    );
    expect(endpoints).toEqual(harapan);
  });
});

describe('bacaEventWaktu', () => {
  it.each([
    { waktu: '2025-09-01T09:00:00+07:00', time_zone: 'Asia/Jakarta' },
    { waktu: 'x', time_zone: 'y', lain: 1 },
    { waktu: 1, time_zone: 'Asia/Jakarta' },
    { waktu: '2025-09-01T09:00:00+07:00' },
    { time_zone: 'Asia/Jakarta' },
    ['2025-09-01', 'Asia/Jakarta'],
    null,
    'teks',
    42,
    {},
  ])('agrees with EventWaktu.safeParse: %j', (data) => {
    const zod = EventWaktu.safeParse(data);
    expect(bacaEventWaktu(data)).toEqual(zod.success ? zod.data : null);
  });
});
