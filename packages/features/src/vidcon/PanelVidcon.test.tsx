import {
  ApiProvider,
  createApiClient,
  createQueryClient,
  createSessionStore,
  type Pertemuan,
  type Vidcon,
} from '@kampus/api';
import type { Role } from '@kampus/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PanelVidcon } from './PanelVidcon';

// The meeting's vidcon panel wired to the API: who sees which actions (domain IZIN kelolaVidcon,
// gabungVidcon), and 'Gabung' records the join (PUT /lms/vidcon/{id}/join).

afterEach(cleanup);
// jsdom has no CSS.escape; React Aria's modal reads a meta element with it.
beforeAll(() => {
  if (typeof globalThis.CSS?.escape !== 'function') {
    vi.stubGlobal('CSS', { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') });
  }
});

const mulai = new Date(Date.now() - 30 * 60_000).toISOString();
const selesai = new Date(Date.now() + 30 * 60_000).toISOString();
const VIDCON: Vidcon = {
  id: '7a2d3b51-0000-4000-8000-000000000001',
  id_kelas_kuliah: '20251_K1_IF101_A',
  id_pertemuan: 'p1',
  judul: 'Kuliah Daring',
  aplikasi: 'lainnya',
  link: 'https://vidcon.kampus.ac.id/ruang/1',
  catatan: '',
  status: 'berlangsung',
  waktu_mulai: mulai,
  waktu_selesai: selesai,
  jumlah_peserta: 0,
  join_data: [],
  kelas_kuliah: {
    id: '20251_K1_IF101_A',
    nama: 'A',
    mata_kuliah: { id: 'IF101', kode: 'IF101', nama: 'Algoritma' },
  },
  pertemuan: { nomor: 7 },
  created_by: null,
  created_at: mulai,
};
const PERTEMUAN = { id: 'p1', id_kelas_kuliah: '20251_K1_IF101_A' } as Pertemuan;

function pasang(role: Role, kelola: boolean) {
  // The server's vidcon: a join is recorded in it.
  let tersimpan = VIDCON;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    const ok = (data: unknown, meta?: unknown) =>
      Response.json({ status: { code: 200, message: 'OK' }, data, meta });
    if (u.startsWith('/v2/user_info')) return ok({ role, operator: null, dosen: null });
    if (u.startsWith('/lms/vidcon?')) {
      return ok([tersimpan], { total_items: 1, page: 1, per_page: 50, total_pages: 1 });
    }
    if (init?.method === 'PUT' && u.endsWith('/join')) {
      tersimpan = {
        ...VIDCON,
        jumlah_peserta: 1,
        join_data: [
          { username: '2401001', nama: 'Andi', role, waktu_join: selesai, terlambat: true },
        ],
      };
      return ok(tersimpan);
    }
    return ok(null);
  });
  const session = createSessionStore('uji-vidcon', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, role);
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <PanelVidcon pertemuan={PERTEMUAN} kelola={kelola} />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return fetch;
}

describe('PanelVidcon', () => {
  it("a student joins in the app, the join recorded and shown late; no lecturer's actions", async () => {
    const fetch = pasang('mahasiswa', false);
    const kartu = await screen.findByRole('article', { name: 'Kuliah Daring' });
    expect(screen.queryByRole('button', { name: 'Tambah Vidcon' })).toBeNull();
    expect(within(kartu).queryByRole('button', { name: 'Ubah' })).toBeNull();
    await userEvent.click(within(kartu).getByRole('button', { name: 'Gabung' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, i]) => i?.method === 'PUT' && String(u) === `/lms/vidcon/${VIDCON.id}/join`,
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('dialog', { name: 'Kuliah Daring' })).toBeTruthy();
    expect(await within(kartu).findByText('Terlambat')).toBeTruthy();
  });

  it('a lecturer of the class adds, edits and deletes, and sees who joined', async () => {
    pasang('dosen', true);
    const kartu = await screen.findByRole('article', { name: 'Kuliah Daring' });
    expect(await screen.findByRole('button', { name: 'Tambah Vidcon' })).toBeTruthy();
    expect(within(kartu).getByRole('button', { name: 'Ubah' })).toBeTruthy();
    expect(within(kartu).getByRole('button', { name: 'Hapus' })).toBeTruthy();
    expect(within(kartu).getByText('Peserta Bergabung (0)')).toBeTruthy();
  });

  it('a lecturer who does not manage the class only joins', async () => {
    pasang('dosen', false);
    const kartu = await screen.findByRole('article', { name: 'Kuliah Daring' });
    expect(screen.queryByRole('button', { name: 'Tambah Vidcon' })).toBeNull();
    expect(within(kartu).getByRole('button', { name: 'Gabung' })).toBeTruthy();
  });
});
