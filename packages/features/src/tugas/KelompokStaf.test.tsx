import {
  ApiProvider,
  createApiClient,
  createQueryClient,
  createSessionStore,
  type KelompokTugas,
  type Tugas,
} from '@kampus/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KelompokStaf } from './KelompokStaf';

// The groups of a group assignment for a lecturer: 'Tambah Kelompok' offers the class's
// students (GET .../peserta/nim_nama) and saves the leader first (POST /lms/tugas/{id}/kelompok);
// a group's 'Ubah' opens the same form with its members (PUT .../kelompok/{idKelompok}).

afterEach(cleanup);
// jsdom has no CSS.escape; React Aria's modal reads a meta element with it.
beforeAll(() => {
  if (typeof globalThis.CSS?.escape !== 'function') {
    vi.stubGlobal('CSS', { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') });
  }
});

const ID = '11111111-1111-4111-8111-111111111111';
const KELAS = '20251_K1_IF101_A';
const ANDI = '22222222-2222-4222-8222-222222222201';
const BUDI = '22222222-2222-4222-8222-222222222202';
const CITRA = '22222222-2222-4222-8222-222222222203';
const ID_K = '55555555-5555-4555-8555-555555555555';
const jam = (menit: number) => new Date(Date.now() + menit * 60_000).toISOString();
const TUGAS = {
  id: ID,
  id_kelas_kuliah: KELAS,
  id_pertemuan: 'p1',
  judul: 'Proyek Sorting',
  jenis: 'kelompok',
  waktu_mulai: jam(-60),
  waktu_selesai: jam(60),
} as Tugas;
const peserta = (id: string, nim: string, nama: string) => ({
  id,
  nim,
  nama,
  prodi: { jenjang: 'S1', nama: 'Informatika' },
  angkatan: 2024,
  jabatan: 'Peserta',
  status: 'aktif',
  avatar_url: null,
});
const mhs = (id: string, nim: string, nama: string) => ({ id, nim, nama, avatar_url: null });
const KELOMPOK: KelompokTugas = {
  id: ID_K,
  id_tugas: ID,
  nama: 'Kelompok 1',
  anggota: [{ jabatan: 'ketua', mahasiswa: mhs(CITRA, '2401003', 'Citra'), canDelete: true }],
  sudah_mengumpulkan: false,
};

function pasang() {
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const u = String(url);
    const ok = (data: unknown) => Response.json({ status: { code: 200, message: 'OK' }, data });
    if (u.startsWith('/v2/user_info')) return ok({ role: 'dosen', operator: null, dosen: null });
    if (u === `/v2/lms/kelas_kuliah/${KELAS}/peserta/nim_nama`) {
      return ok([
        peserta(ANDI, '2401001', 'Andi'),
        peserta(BUDI, '2401002', 'Budi'),
        peserta(CITRA, '2401003', 'Citra'),
      ]);
    }
    if (u === `/lms/tugas/${ID}/kelompok`) return ok([KELOMPOK]);
    return ok(KELOMPOK);
  });
  const session = createSessionStore('uji-kelompok-staf', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <KelompokStaf tugas={TUGAS} />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return fetch;
}

const badan = (fetch: ReturnType<typeof pasang>, metode: string, akhir: string) => {
  const panggilan = fetch.mock.calls.find(
    ([u, i]) => i?.method === metode && String(u).endsWith(akhir),
  );
  return panggilan ? JSON.parse(String(panggilan[1]?.body)) : null;
};

describe('KelompokStaf', () => {
  it("adds a group of the class's students, the chosen leader first", async () => {
    const fetch = pasang();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Kelompok' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama Kelompok' }), 'K2');
    const pilihan = within(dialog).getByRole('group', { name: 'Pilih Anggota' });
    // Citra is in Kelompok 1 already: not offered.
    await waitFor(() => expect(within(pilihan).getAllByRole('checkbox')).toHaveLength(2));
    await userEvent.click(within(pilihan).getByRole('checkbox', { name: /Andi/ }));
    await userEvent.click(within(pilihan).getByRole('checkbox', { name: /Budi/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() =>
      expect(badan(fetch, 'POST', `/lms/tugas/${ID}/kelompok`)).toEqual({
        nama: 'K2',
        anggota: [ANDI, BUDI],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it("edits a group from its card's 'Ubah'", async () => {
    const fetch = pasang();
    const kartu = await screen.findByRole('region', { name: 'Kelompok 1' });
    await userEvent.click(within(kartu).getByRole('button', { name: 'Ubah Kelompok 1' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const nama = within(dialog).getByRole('textbox', { name: 'Nama Kelompok' });
    await userEvent.clear(nama);
    await userEvent.type(nama, 'Kelompok Satu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(badan(fetch, 'PUT', `/lms/tugas/${ID}/kelompok/${ID_K}`)).toEqual({
        nama: 'Kelompok Satu',
        anggota: [CITRA],
      }),
    );
  }, 20_000);
});
