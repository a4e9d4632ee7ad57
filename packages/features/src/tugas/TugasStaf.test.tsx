import {
  ApiProvider,
  createApiClient,
  createQueryClient,
  createSessionStore,
  type Pertemuan,
  type Tugas,
} from '@kampus/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TugasStaf } from './TugasStaf';

// The staff's part of an assignment: the monitoring card's edit opens the assignment form with
// the assignment and its meeting (GET /lms/pertemuan/{id}) and saves it (PUT /lms/tugas/{id}).

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});
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
const PERTEMUAN = {
  id: 'p1',
  id_kelas_kuliah: KELAS,
  nomor: 3,
  jenis: 'online',
  waktu_mulai: jam(-60),
  waktu_selesai: jam(60),
} as Pertemuan;

function pasang() {
  window.history.replaceState(null, '', `/kelas/${KELAS}/tugas/${ID}`);
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    const ok = (data: unknown) => Response.json({ status: { code: 200, message: 'OK' }, data });
    if (u.startsWith('/v2/user_info')) return ok({ role: 'dosen', operator: null, dosen: null });
    if (u === '/lms/pertemuan/p1') return ok(PERTEMUAN);
    if (u === `/lms/tugas/${ID}/kelompok`) return ok([]);
    if (init?.method === 'PUT' && u === `/lms/tugas/${ID}`) return ok(TUGAS);
    return ok(null);
  });
  const session = createSessionStore('uji-tugas-staf', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <TugasStaf tugas={{ ...TUGAS, deskripsi: '<p>Urutkan data</p>' }} tab="detail" />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return fetch;
}

describe('TugasStaf', () => {
  it("the monitoring card's edit opens the assignment's form and saves it", async () => {
    const fetch = pasang();
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah Esai Sorting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Data' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('textbox', { name: /^Judul/ })).toHaveProperty(
      'value',
      'Esai Sorting',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([u, i]) => i?.method === 'PUT' && String(u) === `/lms/tugas/${ID}`),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});
