import { ApiProvider, createApiClient, createQueryClient, createSessionStore } from '@kampus/api';
import { PESAN_IZIN, PESAN_KELAYAKAN_UJIAN } from '@kampus/domain';
import { toastQueue } from '@kampus/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import KehadiranPesertaHalaman from './KehadiranPesertaHalaman';

// /kehadiran-peserta wired to the API: 'Pembatasan Ujian' shows the exam eligibility rule of
// GET /lms/pengaturan; an operator with write on konfigurasi saves it (PUT), another only reads it.

afterEach(() => {
  cleanup();
  toastQueue.clear();
});

const ATURAN = { aktif: true, persen_minimal: 75, jenis_ujian: ['uts', 'uas'] };
const hak = (konfigurasi: 'read' | 'write') => ({
  data_master: 'read',
  kelas_kuliah: 'read',
  bank_soal: 'no_access',
  data_sistem: 'no_access',
  konfigurasi,
  laporan: 'read',
});

function pasang(konfigurasi: 'read' | 'write') {
  const ok = (data: unknown, meta?: unknown) =>
    Response.json({ status: { code: 200, message: 'OK' }, data, ...(meta ? { meta } : {}) });
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    if (u.startsWith('/v2/user_info')) {
      return ok({ role: 'operator', operator: { hak_akses: hak(konfigurasi) }, dosen: null });
    }
    if (u === '/lms/pengaturan') return ok({ pembatasan_ujian_kehadiran: ATURAN });
    if (init?.method === 'PUT' && u === '/lms/pengaturan/pembatasan_ujian_kehadiran') {
      return ok(JSON.parse(String(init.body)));
    }
    if (u.startsWith('/lms/kehadiran_mahasiswa')) {
      return ok([], { total_items: 0, page: 1, per_page: 10, total_pages: 0 });
    }
    return ok(null);
  });
  const session = createSessionStore('uji-kehadiran-peserta', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'operator');
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <KehadiranPesertaHalaman />
      </QueryClientProvider>
    </ApiProvider>,
  );
  const kiriman = () =>
    fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => init?.body);
  return { kiriman, user: userEvent.setup() };
}

const bukaPembatasan = async (user: ReturnType<typeof userEvent.setup>) => {
  const tombol = await screen.findByRole('button', { name: 'Pembatasan Ujian' });
  expect(tombol.getAttribute('aria-expanded')).toBe('false');
  await user.click(tombol);
  expect(tombol.getAttribute('aria-expanded')).toBe('true');
  return (await screen.findByRole('switch', { name: 'Aktifkan pembatasan' })) as HTMLInputElement;
};

describe('KehadiranPesertaHalaman: Pembatasan Ujian', () => {
  it('lets an operator with write on konfigurasi save the rule', async () => {
    const { kiriman, user } = pasang('write');
    expect((await bukaPembatasan(user)).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Kuis' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(kiriman()).toHaveLength(1));
    expect(JSON.parse(String(kiriman()[0]))).toEqual({
      aktif: true,
      persen_minimal: 75,
      jenis_ujian: ['kuis', 'uts', 'uas'],
    });
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.pesan)).toContain(
        PESAN_KELAYAKAN_UJIAN.berhasil,
      ),
    );
  });

  it('shows the rule read-only to an operator who may only read konfigurasi', async () => {
    const { kiriman, user } = pasang('read');
    const kotak = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    const aktif = await bukaPembatasan(user);
    await waitFor(() => expect(kotak('UTS').checked).toBe(true));
    expect(aktif.disabled).toBe(true);
    expect(kotak('UTS').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.getByText(PESAN_IZIN.ubahPengaturan)).toBeTruthy();
    expect(kiriman()).toHaveLength(0);
  });
});
