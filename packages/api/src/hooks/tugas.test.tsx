import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { bapKeys } from './bap';
import { ApiProvider, createQueryClient } from './context';
import { pertemuanKeys } from './pertemuan';
import {
  formPengumpulan,
  jalurUnduhPengumpulan,
  tugasKeys,
  useDaftarPengumpulan,
  useHapusTugas,
  useKelolaKelompokTugas,
  useKirimPengumpulan,
  useNilaiPengumpulan,
  usePengumpulanSaya,
  useSimpanTugas,
  useUnduhPengumpulan,
} from './tugas';

// Each change of an assignment reads again what it changed: a save or a delete every list, the
// meetings and the BAP; a submission, a grade or a group that assignment and the lists.

function siapkan() {
  const session = createSessionStore('uji-tugas', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens });
  const panggilan: { path: string; params?: unknown; body?: unknown; query?: unknown }[] = [];
  client.call = vi.fn(
    async (def: { path: string }, o?: { params?: unknown; body?: unknown; query?: unknown }) => {
      panggilan.push({ path: def.path, params: o?.params, body: o?.body, query: o?.query });
      return null;
    },
  ) as unknown as typeof client.call;
  client.page = vi.fn(async (def: { path: string }, o?: { params?: unknown; query?: unknown }) => {
    panggilan.push({ path: def.path, params: o?.params, query: o?.query });
    return { data: [], meta: { total_items: 0, page: 1, per_page: 10, total_pages: 0 } };
  }) as unknown as typeof client.page;
  const unggahan: { path: string; params?: unknown; form: FormData }[] = [];
  client.unggah = vi.fn(
    async (
      def: { path: string },
      o: { params?: unknown; form: FormData; onProgress?: (p: number) => void },
    ) => {
      unggahan.push({ path: def.path, params: o.params, form: o.form });
      o.onProgress?.(40);
      o.onProgress?.(100);
      return null;
    },
  ) as unknown as typeof client.unggah;
  client.download = vi.fn(async () => ({
    blob: new Blob(['zip']),
    fileName: 'Tugas 1.zip',
  })) as unknown as typeof client.download;
  const qc = createQueryClient(vi.fn());
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const kunci = () => invalidate.mock.calls.map((c) => c[0]?.queryKey);
  return { client, wrapper, panggilan, unggahan, kunci };
}

describe('assignment queries', () => {
  it('reads my submission and the lecturer list under the assignment', async () => {
    const { wrapper, panggilan } = siapkan();
    renderHook(() => usePengumpulanSaya('t1'), { wrapper });
    renderHook(() => useDaftarPengumpulan('t1', { page: 2, status: 'belum_dinilai' }), {
      wrapper,
    });
    await waitFor(() => expect(panggilan).toHaveLength(2));
    expect(panggilan[0]).toMatchObject({
      path: '/lms/tugas/:id/pengumpulan/saya',
      params: { id: 't1' },
    });
    expect(panggilan[1]).toMatchObject({
      path: '/lms/tugas/:id/pengumpulan',
      query: { page: 2, per_page: 10, status: 'belum_dinilai' },
    });
    expect(tugasKeys.daftarPengumpulan('t1', { page: 1 }).slice(0, 3)).toEqual(
      tugasKeys.satu('t1'),
    );
  });

  it('asks nothing without an assignment', () => {
    const { wrapper, panggilan } = siapkan();
    renderHook(() => usePengumpulanSaya(null), { wrapper });
    expect(panggilan).toEqual([]);
  });
});

describe('assignment mutations', () => {
  it('saving sends the description URI-encoded and refreshes lists, meetings and the BAP', async () => {
    const { wrapper, panggilan, kunci } = siapkan();
    const { result } = renderHook(() => useSimpanTugas(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ body: { judul: 'Esai', deskripsi: '<p>a & b</p>' } }),
    );
    await act(() => result.current.mutateAsync({ id: 't1', body: { judul: 'Esai 2' } }));
    expect(panggilan.map((p) => p.path)).toEqual(['/lms/tugas', '/lms/tugas/:id']);
    expect(panggilan[0]?.body).toMatchObject({ deskripsi: '%3Cp%3Ea%20%26%20b%3C%2Fp%3E' });
    await waitFor(() => expect(kunci()).toContainEqual(bapKeys.semua));
    expect(kunci()).toContainEqual(tugasKeys.semua);
    expect(kunci()).toContainEqual(pertemuanKeys.semua);
  });

  it('deleting refreshes every list, the meetings and the BAP', async () => {
    const { wrapper, kunci } = siapkan();
    const { result } = renderHook(() => useHapusTugas(), { wrapper });
    await act(() => result.current.mutateAsync('t1'));
    expect(kunci()).toEqual([tugasKeys.semua, pertemuanKeys.semua, bapKeys.semua]);
  });

  it('a submission goes multipart (teks first, then files) with its progress', async () => {
    const { wrapper, unggahan, kunci } = siapkan();
    const { result } = renderHook(() => useKirimPengumpulan('t1'), { wrapper });
    const dilihat: number[] = [];
    const berkas = [new File(['a'], 'a.pdf'), new File(['b'], 'b.docx')];
    await act(() =>
      result.current.mutateAsync({
        teks: '<p>Jawab</p>',
        berkas,
        onProgress: (p) => dilihat.push(p),
      }),
    );
    expect(unggahan[0]?.path).toBe('/lms/tugas/:id/pengumpulan');
    expect(unggahan[0]?.params).toEqual({ id: 't1' });
    const form = unggahan[0]?.form as FormData;
    expect([...form.keys()]).toEqual(['teks', 'files', 'files']);
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.docx']);
    expect(dilihat).toEqual([40, 100]);
    await waitFor(() => expect(result.current.persen).toBe(100));
    expect(kunci()).toEqual([tugasKeys.satu('t1'), tugasKeys.daftarSemua(), bapKeys.semua]);
  });

  it('formPengumpulan sends an empty text too', () => {
    const form = formPengumpulan('', []);
    expect([...form.entries()]).toEqual([['teks', '']]);
  });

  it('grading sends score and feedback and refreshes the assignment and the BAP', async () => {
    const { wrapper, panggilan, kunci } = siapkan();
    const { result } = renderHook(() => useNilaiPengumpulan('t1'), { wrapper });
    await act(() =>
      result.current.mutateAsync({ idPengumpulan: 'p1', body: { nilai: 85, umpan_balik: 'Baik' } }),
    );
    expect(panggilan[0]).toEqual({
      path: '/lms/tugas/:id/pengumpulan/:idPengumpulan/nilai',
      params: { id: 't1', idPengumpulan: 'p1' },
      body: { nilai: 85, umpan_balik: 'Baik' },
      query: undefined,
    });
    expect(kunci()).toEqual([tugasKeys.satu('t1'), tugasKeys.daftarSemua(), bapKeys.semua]);
  });

  it('the ZIP is downloaded through the client and saved under its name', async () => {
    const { wrapper, client } = siapkan();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const klik = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { result } = renderHook(() => useUnduhPengumpulan(), { wrapper });
    await act(async () => {
      expect(await result.current.mutateAsync({ id: 't1' })).toBe('Tugas 1.zip');
    });
    expect(client.download).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/lms/tugas/:id/pengumpulan/unduh' }),
      { params: { id: 't1' } },
      'pengumpulan-tugas.zip',
    );
    expect(klik).toHaveBeenCalledOnce();
    expect(jalurUnduhPengumpulan('t 1')).toBe('/lms/tugas/t%201/pengumpulan/unduh');
  });

  it('group changes call their paths and refresh that assignment', async () => {
    const { wrapper, panggilan, kunci } = siapkan();
    const { result } = renderHook(() => useKelolaKelompokTugas('t1'), { wrapper });
    const k = result.current;
    await act(() => k.tambah.mutateAsync({ nama: 'Kelompok 1', anggota: ['m1'] }));
    await act(() => k.ubah.mutateAsync({ idKelompok: 'k1', body: { nama: 'K', anggota: [] } }));
    await act(() => k.jadikanKetua.mutateAsync({ idKelompok: 'k1', idMahasiswa: 'm2' }));
    await act(() => k.hapusAnggota.mutateAsync({ idKelompok: 'k1', idMahasiswa: 'm2' }));
    await act(() => k.hapus.mutateAsync('k1'));
    expect(panggilan.map((p) => p.path)).toEqual([
      '/lms/tugas/:id/kelompok',
      '/lms/tugas/:id/kelompok/:idKelompok',
      '/lms/tugas/:id/kelompok/:idKelompok/anggota/:idMahasiswa/ketua',
      '/lms/tugas/:id/kelompok/:idKelompok/anggota/:idMahasiswa',
      '/lms/tugas/:id/kelompok/:idKelompok',
    ]);
    expect(panggilan[2]?.params).toEqual({ id: 't1', idKelompok: 'k1', idMahasiswa: 'm2' });
    expect(kunci()).toHaveLength(10);
    expect(new Set(kunci().map((k) => JSON.stringify(k)))).toEqual(
      new Set([JSON.stringify(tugasKeys.satu('t1')), JSON.stringify(tugasKeys.daftarSemua())]),
    );
  });
});
