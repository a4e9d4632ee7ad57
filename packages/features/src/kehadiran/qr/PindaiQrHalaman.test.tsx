import { ApiProvider, createApiClient, createQueryClient, createSessionStore } from '@kampus/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PindaiQrHalaman from './PindaiQrHalaman';

// /kehadiran/qr?token= wired to the API: the token is posted once (even under StrictMode's
// double effects) and the answer shown; a refusal shows the server's message.

afterEach(cleanup);

const HASIL = {
  hasil: 'tercatat',
  pesan: 'Kehadiran tercatat',
  presensi: 'H',
  updated_at: '2025-10-15T03:05:00Z',
  pertemuan: { id: 'p1', id_kelas_kuliah: 'K1', nomor: 12, judul: 'Pencarian' },
};

function pasang(jawab: () => Response) {
  window.history.replaceState(null, '', '/kehadiran/qr?token=abc.1.xyz');
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const u = String(url);
    if (u.startsWith('/v2/user_info')) {
      return Response.json({ status: { code: 200, message: 'OK' }, data: { role: 'mahasiswa' } });
    }
    return jawab();
  });
  const session = createSessionStore('uji-pindai-qr', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <StrictMode>
      <ApiProvider api={{ client, session }}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <PindaiQrHalaman />
        </QueryClientProvider>
      </ApiProvider>
    </StrictMode>,
  );
  return () =>
    fetch.mock.calls.filter(([u]) => String(u).startsWith('/lms/kehadiran_mahasiswa/qr'));
}

describe('PindaiQrHalaman', () => {
  it('posts the token once and shows the presence recorded', async () => {
    const kiriman = pasang(() =>
      Response.json({ status: { code: 200, message: 'OK' }, data: HASIL }),
    );
    await screen.findByRole('heading', { name: 'Kehadiran tercatat' });
    expect(screen.getByText('Pertemuan 12 · Pencarian')).toBeTruthy();
    expect(kiriman()).toHaveLength(1);
    expect(JSON.parse(String(kiriman()[0]?.[1]?.body))).toEqual({ token: 'abc.1.xyz' });
  });

  it("shows the server's reason when the code expired", async () => {
    const pesan = 'Kode QR sudah kedaluwarsa, pindai ulang kode di layar dosen';
    pasang(() =>
      Response.json({ status: { code: 410, message: pesan }, data: null }, { status: 410 }),
    );
    await screen.findByRole('heading', { name: 'Kehadiran tidak tercatat' });
    expect(screen.getByText(pesan)).toBeTruthy();
  });
});
