import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { calls } from '../contract';
import { createSessionStore } from '../stores/session';
import { installFakeXhr } from '../test/fakeXhr';
import { useUnduh, useUnggahBerkas } from './berkas';
import { ApiProvider, createQueryClient } from './context';
import { useUbahBanner } from './kelas';
import { type FieldSimpanMateri, useSimpanMateri } from './materi';

const ok = (data: unknown) => ({
  progress: [
    [1, 4],
    [2, 4],
    [4, 4],
  ] as [number, number][],
  status: 200,
  body: { status: { code: 200, message: 'OK' }, data },
});

function siapkan(fetch = vi.fn(async () => new Response(null))) {
  const sent = installFakeXhr(() => ok({ id: 'm1' }));
  const session = createSessionStore('uji-berkas', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient(vi.fn())}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { sent, wrapper, fetch };
}

const urlAsli = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = urlAsli.create;
  URL.revokeObjectURL = urlAsli.revoke;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdf = new File(['%PDF-1.4'], 'rekursi.pdf', { type: 'application/pdf' });
const field: FieldSimpanMateri = {
  id_pertemuan: '6c1f0a52-7a55-4c4f-9d0e-3f5e7d0c9a11',
  judul: 'Modul Rekursi',
  deskripsi: '<p>Bab 3</p>',
  tipe_file: 'ebook',
  jenis_materi: 'modul',
  tampil_sekarang: true,
  waktu_mulai_tampil: null,
  is_syarat_hadir: true,
  deadline: null,
};

describe('upload hooks send multipart through the contract and show progress', () => {
  it.each([
    ['adds a material', undefined, calls.tambahMateri, '/lms/materi'],
    ['changes a material', 'm1', calls.ubahMateri, '/lms/materi/m1'],
  ])('useSimpanMateri %s', async (_k, id, call, url) => {
    const { sent, wrapper } = siapkan();
    const { result } = renderHook(() => useSimpanMateri(), { wrapper });
    expect(result.current.persen).toBeNull();
    const onProgress = vi.fn();
    await act(() => result.current.mutateAsync({ id, field, berkas: pdf, onProgress }));
    expect(sent[0]?.method).toBe(call.method);
    expect(sent[0]?.url).toBe(url);
    expect(sent[0]?.form.get('judul')).toBe('Modul Rekursi');
    expect((sent[0]?.form.get(call.multipart.files[0]) as File | undefined)?.name).toBe(
      'rekursi.pdf',
    );
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([25, 50, 100]);
    expect(result.current.persen).toBe(100);
  });

  it('useUbahBanner uploads the image as file_banner to the class', async () => {
    const { sent, wrapper } = siapkan();
    const { result } = renderHook(() => useUbahBanner(), { wrapper });
    const png = new File(['png'], 'banner.png', { type: 'image/png' });
    await act(() => result.current.mutateAsync({ id: '20251_K1_IF101_A', file: png }));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe('/lms/kelas_kuliah/20251_K1_IF101_A');
    expect(sent[0]?.form.get('file_banner')).toBeInstanceOf(File);
    expect(result.current.persen).toBe(100);
  });

  it('useUnggahBerkas stores a file in its folder, fields before the file', async () => {
    const { sent, wrapper } = siapkan();
    const { result } = renderHook(() => useUnggahBerkas(), { wrapper });
    const onProgress = vi.fn();
    await act(() =>
      result.current.mutateAsync({ berkas: pdf, field: { dir: 'silabus' }, onProgress }),
    );
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/v2/storager');
    expect([...(sent[0]?.form.keys() ?? [])]).toEqual(['dir', 'file']);
    expect(sent[0]?.form.get('dir')).toBe('silabus');
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(result.current.persen).toBe(100);
  });
});

describe('useUnduh', () => {
  it('downloads a contract call and saves the blob under the server name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('PK', {
          headers: { 'content-disposition': 'attachment; filename="BAP - 2025-1.zip"' },
        }),
    );
    const { wrapper } = siapkan(fetch);
    URL.createObjectURL = vi.fn(() => 'blob:kampus/bap');
    URL.revokeObjectURL = vi.fn();
    const klik = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { result } = renderHook(() => useUnduh(), { wrapper });
    let nama = '';
    await act(async () => {
      nama = await result.current.mutateAsync({
        call: calls.unduhSemuaBap,
        query: { periode: 20251 },
        namaDefault: 'BAP.zip',
      });
    });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      '/lms/kelas_kuliah/bap/unduh?periode=20251',
    );
    expect(nama).toBe('BAP - 2025-1.zip');
    expect((klik.mock.contexts[0] as HTMLAnchorElement).download).toBe('BAP - 2025-1.zip');
  });
});
