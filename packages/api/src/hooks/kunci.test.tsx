import { partialMatchKey, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { installFakeXhr } from '../test/fakeXhr';
import { authKeys } from './auth';
import { bapKeys } from './bap';
import { ApiProvider, createQueryClient } from './context';
import { kehadiranKeys } from './kehadiran';
import {
  kelasKeys,
  useUbahBanner,
  useUbahDataKelas,
  useUbahJabatanPengajar,
  useUbahKetuaKelas,
} from './kelas';
import {
  type FieldSimpanMateri,
  materiKeys,
  useHapusMateri,
  usePresensiMateri,
  useSalinMateri,
  useSimpanMateri,
} from './materi';
import {
  pertemuanKeys,
  ruanganKeys,
  sesiKuliahKeys,
  useStatusPertemuan,
  useUbahPertemuan,
  useUbahTeksPertemuan,
} from './pertemuan';
import { referensiKeys } from './referensi';
import { silabusKeys, useUbahSilabus } from './silabus';
import { sistemKeys } from './sistem';

const daftarMateri = (id: string) => ({
  data: [{ id, presensi: null }],
  meta: { total_items: 1, page: 1, per_page: 10, total_pages: 1 },
});

/** One cached query of every resource, each built by its factory. */
const cache = {
  daftarKelas: kelasKeys.daftar({ page: 1 }),
  kelasA: kelasKeys.detail('A'),
  pesertaA: kelasKeys.peserta('A'),
  daftarPertemuan: pertemuanKeys.daftar({ id_kelas_kuliah: 'A' }),
  pertemuanP1: pertemuanKeys.detail('P1'),
  sesiKuliah: sesiKuliahKeys.semua,
  ruangan: ruanganKeys.daftar({}),
  mataKuliahIF101: silabusKeys.mataKuliah('IF101'),
  mataKuliahIF202: silabusKeys.mataKuliah('IF202'),
  rencanaIF101: silabusKeys.rencanaPembelajaran('IF101'),
  referensi: referensiKeys.daftar('prodiRef'),
  bapA: bapKeys.laporan('A', {}),
  bapB: bapKeys.laporan('B', {}),
  materiP1: materiKeys.halaman('P1', 1),
  materiP2: materiKeys.halaman('P2', 1),
  materiSalin: materiKeys.salin({ page: 1 }),
  kehadiran: kehadiranKeys.semua,
  pengaturan: sistemKeys.pengaturan(),
  userInfo: authKeys.userInfo(),
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
    ['kelasKeys', kelasKeys.semua, [cache.daftarKelas, cache.kelasA, cache.pesertaA]],
    ['pertemuanKeys', pertemuanKeys.semua, [cache.daftarPertemuan, cache.pertemuanP1]],
    ['silabusKeys', silabusKeys.semua, [cache.mataKuliahIF101, cache.rencanaIF101]],
    ['bapKeys', bapKeys.semua, [cache.bapA, cache.bapB]],
    ['materiKeys', materiKeys.semua, [cache.materiP1, cache.materiSalin]],
  ] as const)('%s builds every key from its one root', (_nama, akar, keys) => {
    for (const key of keys) expect(partialMatchKey(key, akar)).toBe(true);
  });

  it('gives every resource its own root', () => {
    const akar = [
      authKeys.semua,
      sistemKeys.semua,
      kelasKeys.semua,
      pertemuanKeys.semua,
      sesiKuliahKeys.semua,
      ruanganKeys.semua,
      referensiKeys.semua,
      silabusKeys.semua,
      bapKeys.semua,
      materiKeys.semua,
      kehadiranKeys.semua,
    ].map((k) => k[0]);
    expect(new Set(akar).size).toBe(akar.length);
  });

  it("refreshes one meeting's materials without another meeting's", async () => {
    const { qc, basi } = siapkan();
    qc.setQueryData(materiKeys.halaman('P1', 2), daftarMateri('m2'));
    await qc.invalidateQueries({ queryKey: materiKeys.daftar('P1') });
    expect(basi()).toEqual(['materiP1']);
    expect(qc.getQueryState(materiKeys.halaman('P1', 2))?.isInvalidated).toBe(true);
  });

  it("refreshes one class's BAP without another class's", async () => {
    const { qc, basi } = siapkan();
    await qc.invalidateQueries({ queryKey: bapKeys.kelas('A') });
    expect(basi()).toEqual(['bapA']);
  });
});
