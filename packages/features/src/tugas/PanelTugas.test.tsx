import {
  ApiProvider,
  createApiClient,
  createQueryClient,
  createSessionStore,
  type Pertemuan,
  type Tugas,
} from '@kampus/api';
import type { Role } from '@kampus/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PanelTugas } from './PanelTugas';

// The meeting's assignment panel wired to the API: who sees which actions (domain IZIN
// kelolaTugas), where an assignment opens, and 'Hapus' deleting it (DELETE /lms/tugas/{id}).

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
const PERTEMUAN = {
  id: 'p1',
  id_kelas_kuliah: KELAS,
  nomor: 3,
  jenis: 'online',
  waktu_mulai: jam(-60),
  waktu_selesai: jam(60),
} as Pertemuan;

function pasang(role: Role, kelola: boolean) {
  let daftar = [TUGAS];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    const ok = (data: unknown, meta?: unknown) =>
      Response.json({ status: { code: 200, message: 'OK' }, data, meta });
    if (u.startsWith('/v2/user_info')) return ok({ role, operator: null, dosen: null });
    if (init?.method === 'DELETE' && u === `/lms/tugas/${ID}`) {
      daftar = [];
      return ok(null);
    }
    if (u.startsWith('/lms/tugas?')) {
      return ok(daftar, { total_items: daftar.length, page: 1, per_page: 50, total_pages: 1 });
    }
    return ok(null);
  });
  const session = createSessionStore('uji-tugas-panel', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, role);
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <PanelTugas pertemuan={PERTEMUAN} kelola={kelola} />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return fetch;
}

describe('PanelTugas', () => {
  it("a student opens the meeting's assignment inside its class; no lecturer's actions", async () => {
    const fetch = pasang('mahasiswa', false);
    const kartu = await screen.findByRole('article', { name: 'Esai Sorting' });
    expect(within(kartu).getByRole('link', { name: 'Buka Tugas' }).getAttribute('href')).toBe(
      `/kelas/${KELAS}/tugas/${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Tambah Tugas' })).toBeNull();
    expect(within(kartu).queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(
      fetch.mock.calls.some(
        ([u]) => String(u).startsWith('/lms/tugas?') && String(u).includes('id_pertemuan=p1'),
      ),
    ).toBe(true);
  });

  it('a lecturer of the class adds through the form and deletes after the confirmation', async () => {
    const fetch = pasang('dosen', true);
    const kartu = await screen.findByRole('article', { name: 'Esai Sorting' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Tugas' }));
    // The form (with the rich-text editor) is a chunk of its own.
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(kartu).getByRole('button', { name: 'Hapus' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }),
    );
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, i]) => i?.method === 'DELETE' && String(u) === `/lms/tugas/${ID}`,
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Belum ada tugas pada pertemuan ini.')).toBeTruthy();
  }, 20_000);

  it('a lecturer who does not manage the class only opens the assignments', async () => {
    pasang('dosen', false);
    const kartu = await screen.findByRole('article', { name: 'Esai Sorting' });
    expect(screen.queryByRole('button', { name: 'Tambah Tugas' })).toBeNull();
    expect(within(kartu).getByRole('link', { name: 'Lihat Pengumpulan' })).toBeTruthy();
  });
});
