import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import type { AturanKehadiranUjian, Pengaturan } from '../contract/sistem';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import { kehadiranKeys } from './kehadiranKunci';
import { sistemKeys, useUbahAturanKehadiranUjian } from './sistem';

const ATURAN: AturanKehadiranUjian = {
  aktif: true,
  persen_minimal: 80,
  jenis_ujian: ['uts', 'uas'],
};

// Only the part of the settings the save touches matters here.
const PENGATURAN = {
  pelaku_integrasi_nilai: { dosen: true, operator: false },
  pembatasan_ujian_kehadiran: { aktif: false, persen_minimal: 75, jenis_ujian: ['uts'] },
} as unknown as Pengaturan;

function siapkan(jawab: () => Response) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => jawab());
  const session = createSessionStore('uji-sistem', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'operator');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const galat = vi.fn();
  const qc = createQueryClient(galat);
  qc.setQueryData(sistemKeys.pengaturan(), PENGATURAN);
  qc.setQueryData(sistemKeys.pengaturanSaya(), { role: 'operator' });
  qc.setQueryData(kehadiranKeys.pembatasanUjian('P1'), { memenuhi_syarat: true });
  qc.setQueryData(kehadiranKeys.pertemuan('P1'), { peserta: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const basi = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated === true;
  return { fetch, qc, galat, wrapper, basi };
}

describe('useUbahAturanKehadiranUjian', () => {
  it('PUTs the rule, puts the saved rule into the settings and reads the settings again', async () => {
    const { fetch, qc, wrapper, basi } = siapkan(() =>
      Response.json({ status: { code: 200, message: 'OK' }, data: ATURAN }),
    );
    const { result } = renderHook(() => useUbahAturanKehadiranUjian(), { wrapper });
    await act(() => result.current.mutateAsync(ATURAN));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(`${init?.method} ${String(url)}`).toBe('PUT /lms/pengaturan/pembatasan_ujian_kehadiran');
    expect(JSON.parse(String(init?.body))).toEqual(ATURAN);
    expect(
      qc.getQueryData<Pengaturan>(sistemKeys.pengaturan())?.pembatasan_ujian_kehadiran,
    ).toEqual(ATURAN);
    await waitFor(() => expect(basi(sistemKeys.pengaturan())).toBe(true));
    expect(basi(kehadiranKeys.pembatasanUjian('P1'))).toBe(true);
    // The user's own settings and the attendance itself do not depend on the rule.
    expect(basi(sistemKeys.pengaturanSaya())).toBe(false);
    expect(basi(kehadiranKeys.pertemuan('P1'))).toBe(false);
  });

  it("keeps the cached rule on a refusal and reports the server's message", async () => {
    const pesan = 'Hanya operator dengan hak ubah konfigurasi yang dapat mengubah pengaturan';
    const { qc, galat, wrapper } = siapkan(() =>
      Response.json({ status: { code: 403, message: pesan }, data: null }, { status: 403 }),
    );
    const { result } = renderHook(() => useUbahAturanKehadiranUjian(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(ATURAN).catch(() => {});
    });
    expect(result.current.error?.message).toBe(pesan);
    expect(galat).toHaveBeenCalledTimes(1);
    expect(
      qc.getQueryData<Pengaturan>(sistemKeys.pengaturan())?.pembatasan_ujian_kehadiran,
    ).toEqual(PENGATURAN.pembatasan_ujian_kehadiran);
  });
});
