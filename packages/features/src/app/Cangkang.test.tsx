import {
  ApiProvider,
  createApiClient,
  createQueryClient,
  createSessionStore,
  setWaktuServer,
} from '@kampus/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import Cangkang from './Cangkang';

// Issue 23: the header's server clock ticks every second. It made the whole signed-in shell and
// the open page render again each second (a class table with its rows, on a cheap phone), and
// Lighthouse never saw the page's CPU go quiet. Only the header may render on a tick.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function pasang(halaman: () => ReactElement) {
  // Every call of the shell (user, logo, semester, the clock stream) waits: only the clock moves.
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  const session = createSessionStore('uji-cangkang', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  const { hook } = memoryLocation({ path: '/beranda' });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <Router hook={hook}>
          <Cangkang
            judulAplikasi="LMS Mahasiswa"
            api={{ client, session }}
            queryClient={createQueryClient(() => {})}
            menu={[]}
            halaman={[{ path: '/beranda', judul: 'Beranda', komponen: halaman }]}
          />
        </Router>
      </QueryClientProvider>
    </ApiProvider>,
  );
}

let jumlahRender = 0;
function Halaman() {
  jumlahRender++;
  return <p>Isi beranda</p>;
}

describe('the signed-in shell', () => {
  it('renders the open page once while the header clock ticks', async () => {
    act(() => setWaktuServer('2026-11-27T08:00:00Z', 'Asia/Jakarta'));
    pasang(Halaman);
    expect(screen.getByText('Isi beranda')).toBeTruthy();
    const jam = () => document.querySelector('time')?.textContent ?? document.body.textContent;
    const sebelum = jam();
    const renderAwal = jumlahRender;
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(jam()).not.toBe(sebelum);
    expect(jumlahRender).toBe(renderAwal);
  });
});
