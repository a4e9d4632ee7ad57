import {
  ApiProvider,
  createApiClient,
  createQueryClient,
  createSessionStore,
  type Tugas,
} from '@kampus/api';
import type { Role } from '@kampus/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import DaftarTugasHalaman from './DaftarTugasHalaman';

// /tugas wired to the API: the user's assignments across their classes (GET /lms/tugas with
// neither a meeting nor a class), each opening on /tugas/{id}; the type filter asks the server.

afterEach(cleanup);
// jsdom has no CSS.escape; React Aria's modal reads a meta element with it.
beforeAll(() => {
  if (typeof globalThis.CSS?.escape !== 'function') {
    vi.stubGlobal('CSS', { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') });
  }
});

const ID = '11111111-1111-4111-8111-111111111111';
const KELAS = '20251_K1_IF101_A';
const jam = (menit: number) => new Date(Date.now() + menit * 60_000).toISOString();
const TUGAS: Tugas = {
  id: ID,
  id_kelas_kuliah: KELAS,
  id_pertemuan: 'p1',
  pertemuan: { nomor: 3, judul: 'Sorting' },
  mata_kuliah: { kode: 'IF101', nama: 'Algoritma' },
  judul: 'Esai Sorting',
  deskripsi: '',
  jenis: 'kelompok',
  waktu_mulai: jam(-60),
  waktu_selesai: jam(60),
  terima_terlambat: false,
  jenis_file_diterima: ['.pdf'],
  batas_ukuran_mb: 5,
  lampiran: [],
  rekap: null,
  pengumpulan_saya: null,
  created_by: null,
  created_at: jam(-120),
};
function pasang(role: Role) {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const u = String(url);
    const ok = (data: unknown, meta?: unknown) =>
      Response.json({ status: { code: 200, message: 'OK' }, data, meta });
    if (u.startsWith('/v2/user_info')) return ok({ role, operator: null, dosen: null });
    if (u.startsWith('/lms/tugas?')) {
      return ok([TUGAS], { total_items: 1, page: 1, per_page: 10, total_pages: 1 });
    }
    return Response.json(
      { status: { code: 404, message: 'Tidak ada' }, data: null },
      { status: 404 },
    );
  });
  const session = createSessionStore('uji-daftar-tugas', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, role);
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <DaftarTugasHalaman />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return fetch;
}

const daftarDiminta = (fetch: ReturnType<typeof pasang>) =>
  fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/lms/tugas?'));

describe('DaftarTugasHalaman', () => {
  it("a student's assignments of every class open on /tugas/{id}", async () => {
    const fetch = pasang('mahasiswa');
    const kartu = await screen.findByRole('article', { name: 'Esai Sorting' });
    expect(within(kartu).getByRole('link', { name: 'Buka Tugas' }).getAttribute('href')).toBe(
      `/tugas/${ID}`,
    );
    expect(daftarDiminta(fetch)[0]).not.toMatch(/id_pertemuan|id_kelas_kuliah/);
  });

  it('the type filter asks the server for that type, from page 1', async () => {
    const fetch = pasang('dosen');
    await screen.findByRole('article', { name: 'Esai Sorting' });
    await userEvent.click(screen.getByRole('button', { name: /Jenis Tugas$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kelompok' }));
    await waitFor(() =>
      expect(daftarDiminta(fetch).some((u) => u.includes('jenis=kelompok'))).toBe(true),
    );
  });
});
