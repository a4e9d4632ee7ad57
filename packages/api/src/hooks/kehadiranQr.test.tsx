import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import type { KodeQrPertemuan } from '../contract/kehadiranQr';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import { kehadiranKeys } from './kehadiran';
import { jedaKodeQrBerikut, kehadiranQrKeys, usePindaiQr } from './kehadiranQr';

const kode = (berganti: number): KodeQrPertemuan => ({
  token: 't',
  url: 'http://x/kehadiran/qr?token=t',
  berganti_pada: new Date(berganti).toISOString(),
  berlaku_sampai: new Date(berganti + 30_000).toISOString(),
  interval_detik: 30,
  pertemuan: {
    id: 'P1',
    id_kelas_kuliah: 'K1',
    nomor: 1,
    judul: 'Pertemuan 1',
    jenis: 'offline',
    waktu_mulai: '2026-01-01T00:00:00Z',
    waktu_selesai: '2026-01-01T02:00:00Z',
  },
});

describe('QR attendance hooks', () => {
  it('fetch the next code just after the one on screen changes', () => {
    const kini = 1_000_000;
    expect(jedaKodeQrBerikut(kode(kini + 12_000), kini)).toBe(12_500);
    // A code already past its change (a slow answer): the interval.
    expect(jedaKodeQrBerikut(kode(kini - 1_000), kini)).toBe(30_000);
    expect(jedaKodeQrBerikut(undefined, kini)).toBe(30_000);
    expect(kehadiranQrKeys.kode('P1').slice(0, 1)).toEqual([...kehadiranKeys.semua]);
  });

  it("the scan posts the token and reads the student's attendance again", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ status: { code: 200, message: 'OK' }, data: { hasil: 'tercatat' } }),
    );
    const session = createSessionStore('uji-kehadiran-qr', null);
    session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
    const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
    const qc = createQueryClient(vi.fn());
    qc.setQueryData([...kehadiranKeys.semua, 'me'], { ada: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>
        <ApiProvider api={{ client, session }}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => usePindaiQr(), { wrapper });
    await act(() => result.current.mutateAsync({ token: 'abc' }));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(`${init?.method} ${String(url)}`).toMatch(/^POST .*\/lms\/kehadiran_mahasiswa\/qr$/);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc' });
    expect(qc.getQueryState([...kehadiranKeys.semua, 'me'])?.isInvalidated).toBe(true);
  });
});
