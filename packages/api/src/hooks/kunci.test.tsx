import { partialMatchKey, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { installFakeXhr } from '../test/fakeXhr';
import { kunciAuth } from './auth';
import { kunciBap } from './bap';
import { ApiProvider, createQueryClient } from './context';
import { kunciKehadiran } from './kehadiran';
import {
  kunciKelas,
  useUbahBanner,
  useUbahDataKelas,
  useUbahJabatanPengajar,
  useUbahKetuaKelas,
} from './kelas';
import {
  type FieldSimpanMateri,
  kunciMateri,
  useHapusMateri,
  usePresensiMateri,
  useSalinMateri,
  useSimpanMateri,
} from './materi';
import {
  kunciPertemuan,
  kunciRuangan,
  kunciSesiKuliah,
  useStatusPertemuan,
  useUbahPertemuan,
  useUbahTeksPertemuan,
} from './pertemuan';
import { kunciReferensi } from './referensi';
import { kunciSilabus, useUbahSilabus } from './silabus';
import { kunciSistem } from './sistem';

const daftarMateri = (id: string) => ({
  data: [{ id, presensi: null }],
  meta: { total_items: 1, page: 1, per_page: 10, total_pages: 1 },
});

/** One cached query of every resource, each built by its factory. */
const cache = {
  daftarKelas: kunciKelas.daftar({ page: 1 }),
  kelasA: kunciKelas.detail('A'),
  pesertaA: kunciKelas.peserta('A'),
  daftarPertemuan: kunciPertemuan.daftar({ id_kelas_kuliah: 'A' }),
  pertemuanP1: kunciPertemuan.detail('P1'),
  sesiKuliah: kunciSesiKuliah.semua,
  ruangan: kunciRuangan.daftar({}),
  mataKuliahIF101: kunciSilabus.mataKuliah('IF101'),
  mataKuliahIF202: kunciSilabus.mataKuliah('IF202'),
  rencanaIF101: kunciSilabus.rencanaPembelajaran('IF101'),
  referensi: kunciReferensi.daftar('prodiRef'),
  bapA: kunciBap.laporan('A', {}),
  bapB: kunciBap.laporan('B', {}),
  materiP1: kunciMateri.halaman('P1', 1),
  materiP2: kunciMateri.halaman('P2', 1),
  materiSalin: kunciMateri.salin({ page: 1 }),
  kehadiran: kunciKehadiran.semua,
  pengaturan: kunciSistem.pengaturan(),
  userInfo: kunciAuth.userInfo(),
} satisfies Record<string, QueryKey>;
type NamaCache = keyof typeof cache;

function siapkan() {
  const fetch = vi.fn(async () =>
    Response.json({ status: { code: 200, message: 'OK' }, data: { statusUnduh: 'dibuka' } }),
  );
  installFakeXhr(() => ({ status: 200, body: { data: { id: 'm1' } } }));
  const session = createSessionStore('uji-kunci', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const qc = createQueryClient(vi.fn());
  for (const [nama, key] of Object.entries(cache)) {
    qc.setQueryData(key, nama.startsWith('materiP') ? daftarMateri('m1') : { nama });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const basi = () =>
    (Object.keys(cache) as NamaCache[]).filter((n) => qc.getQueryState(cache[n])?.isInvalidated);
  return { qc, wrapper, basi };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const field: FieldSimpanMateri = {
  id_pertemuan: 'P1',
  judul: 'Modul',
  deskripsi: 'x',
  tipe_file: 'url',
  jenis_materi: 'modul',
  tampil_sekarang: true,
  waktu_mulai_tampil: null,
  is_syarat_hadir: null,
  deadline: null,
  file_url: 'https://contoh.ac.id',
};

const KELAS_A: NamaCache[] = ['daftarKelas', 'kelasA', 'pesertaA', 'bapA'];
const PERTEMUAN: NamaCache[] = ['daftarPertemuan', 'pertemuanP1', 'bapA', 'bapB'];
const MATERI: NamaCache[] = [
  'daftarPertemuan',
  'pertemuanP1',
  'bapA',
  'bapB',
  'materiP1',
  'materiP2',
  'materiSalin',
];

// Each save marks stale exactly what it marked before the key factories (issue 11): a class's
// save its lists and its own BAP, a meeting's save every meeting and BAP, and so on.
const kasus: [string, () => (v: never) => Promise<unknown>, unknown, NamaCache[]][] = [
  ['useUbahDataKelas', () => useUbahDataKelas().mutateAsync, { id: 'A', body: {} }, KELAS_A],
  [
    'useUbahKetuaKelas',
    () => useUbahKetuaKelas().mutateAsync,
    { id: 'A', idMahasiswa: 'm' },
    KELAS_A,
  ],
  [
    'useUbahJabatanPengajar',
    () => useUbahJabatanPengajar().mutateAsync,
    { id: 'A', idDosen: 'd', jabatan: 'Dosen' },
    KELAS_A,
  ],
  [
    'useUbahBanner (colour)',
    () => useUbahBanner().mutateAsync,
    { id: 'A', bannerColorIdx: 2 },
    KELAS_A,
  ],
  ['useUbahPertemuan', () => useUbahPertemuan().mutateAsync, { id: 'P1', body: {} }, PERTEMUAN],
  [
    'useUbahTeksPertemuan',
    () => useUbahTeksPertemuan().mutateAsync,
    { id: 'P1', teks: 'x' },
    PERTEMUAN,
  ],
  [
    'useStatusPertemuan',
    () => useStatusPertemuan().mutateAsync,
    { id: 'P1', aksi: 'start' },
    PERTEMUAN,
  ],
  [
    'useUbahSilabus',
    () => useUbahSilabus().mutateAsync,
    { courseId: 'IF101', body: { teks: null, file: null } },
    ['mataKuliahIF101'],
  ],
  ['useSimpanMateri', () => useSimpanMateri().mutateAsync, { field, berkas: null }, MATERI],
  ['useHapusMateri', () => useHapusMateri().mutateAsync, 'm1', MATERI],
  [
    'useSalinMateri',
    () => useSalinMateri().mutateAsync,
    { id_pertemuan: 'P1', list_id: [] },
    MATERI,
  ],
  [
    'usePresensiMateri',
    () => usePresensiMateri().mutateAsync,
    { id: 'm1', body: { aksi: 'buka' } },
    ['materiP1', 'materiP2', 'kehadiran'],
  ],
];

describe('saves refresh what they change, through the key factories', () => {
  it.each(kasus)('%s', async (_nama, hook, variabel, harap) => {
    const { wrapper, basi } = siapkan();
    const { result } = renderHook(hook, { wrapper });
    await act(() => result.current(variabel as never));
    await waitFor(() => expect(basi().sort()).toEqual([...harap].sort()));
  });

  it("shows a material's new presence in the list that holds it at once", async () => {
    const { qc, wrapper } = siapkan();
    const { result } = renderHook(() => usePresensiMateri(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'm1', body: { aksi: 'buka' } }));
    expect(qc.getQueryData<{ data: unknown[] }>(cache.materiP1)?.data[0]).toEqual({
      id: 'm1',
      presensi: { statusUnduh: 'dibuka' },
    });
  });
});

describe('key factories', () => {
  it.each([
    ['kunciKelas', kunciKelas.semua, [cache.daftarKelas, cache.kelasA, cache.pesertaA]],
    ['kunciPertemuan', kunciPertemuan.semua, [cache.daftarPertemuan, cache.pertemuanP1]],
    ['kunciSilabus', kunciSilabus.semua, [cache.mataKuliahIF101, cache.rencanaIF101]],
    ['kunciBap', kunciBap.semua, [cache.bapA, cache.bapB]],
    ['kunciMateri', kunciMateri.semua, [cache.materiP1, cache.materiSalin]],
  ] as const)('%s builds every key from its one root', (_nama, akar, keys) => {
    for (const key of keys) expect(partialMatchKey(key, akar)).toBe(true);
  });

  it('gives every resource its own root', () => {
    const akar = [
      kunciAuth.semua,
      kunciSistem.semua,
      kunciKelas.semua,
      kunciPertemuan.semua,
      kunciSesiKuliah.semua,
      kunciRuangan.semua,
      kunciReferensi.semua,
      kunciSilabus.semua,
      kunciBap.semua,
      kunciMateri.semua,
      kunciKehadiran.semua,
    ].map((k) => k[0]);
    expect(new Set(akar).size).toBe(akar.length);
  });

  it("refreshes one meeting's materials without another meeting's", async () => {
    const { qc, basi } = siapkan();
    qc.setQueryData(kunciMateri.halaman('P1', 2), daftarMateri('m2'));
    await qc.invalidateQueries({ queryKey: kunciMateri.daftar('P1') });
    expect(basi()).toEqual(['materiP1']);
    expect(qc.getQueryState(kunciMateri.halaman('P1', 2))?.isInvalidated).toBe(true);
  });

  it("refreshes one class's BAP without another class's", async () => {
    const { qc, basi } = siapkan();
    await qc.invalidateQueries({ queryKey: kunciBap.kelas('A') });
    expect(basi()).toEqual(['bapA']);
  });
});
