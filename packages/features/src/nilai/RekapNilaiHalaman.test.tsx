import { ApiProvider, createApiClient, createQueryClient, createSessionStore } from '@kampus/api';
import { PESAN_BERHASIL_UPDATE_NILAI } from '@kampus/domain';
import { toastQueue } from '@kampus/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NilaiSayaHalaman from './NilaiSayaHalaman';
import RekapNilaiHalaman from './RekapNilaiHalaman';

// /nilai/{id} wired to the API: the recap's grades in the grid; a SIKAD component's header
// opens its settings with the linked activities; the grade-integration actor's 'Update Nilai'
// sends them (PUT .../komponen/{id}), anyone else only reads them.

beforeEach(() => {
  // jsdom has no CSS.escape; React Aria's modal reads a meta element with it.
  if (typeof globalThis.CSS?.escape !== 'function') {
    vi.stubGlobal('CSS', { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') });
  }
  // jsdom has no layout: the grid's scrolling region gets a height, so its rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('aria-label') === 'Rekap nilai kelas' ? 440 : 0;
  });
});

afterEach(() => {
  cleanup();
  toastQueue.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const TUGAS = { id: '0f8e1c9a-1111-4a2b-9c3d-000000000001', jenis: 'tugas', label: 'Laporan 1' };
const REKAP = {
  kelas: {
    id: 'IF101_A',
    periode: 20251,
    mata_kuliah: { kode: 'IF101', nama: 'Algoritma' },
    kelas: { nama: 'A', jenis: { nama: 'Reguler' } },
    kampus: { nama: 'Kampus 1' },
    mode: 'online',
  },
  header_aktivitas: [
    {
      label_pertemuan: 'Pertemuan 3',
      status_nilai: 'sudah_dinilai',
      status_perhitungan: 'COMPLETED',
      aktivitas: TUGAS,
    },
  ],
  header_rerata: [{ jenis: 'tugas', label: 'Tugas' }],
  header_sikad: [{ id: 'TGS', label: 'Tugas', jenis: 'tugas', bobot: 30, aktivitas: [TUGAS] }],
  nilai_mahasiswa: [
    {
      mahasiswa: { id_user: 'u1', nama: 'Ani Lestari', nim: '2401001' },
      nilai_pertemuan: [{ aktivitas: { id: TUGAS.id }, nilai: 87.5 }],
      rata_rata_lms: [{ jenis: 'tugas', rata_rata: 87.5 }],
      nilai_sikad: [
        {
          komponen: { id: 'TGS', bobot: 30 },
          nilai: 87.5,
          update_by_sikad: false,
          nilai_di_sikad: null,
        },
      ],
    },
  ],
};

function pasang(pelaku: boolean, halaman: 'staf' | 'mahasiswa' = 'staf') {
  const ok = (data: unknown) => Response.json({ status: { code: 200, message: 'OK' }, data });
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    if (u.startsWith('/v2/user_info')) return ok({ role: 'dosen', dosen: { id: 'd1' } });
    if (u === '/lms/pengaturan/me') return ok({ is_pelaku_integrasi_nilai: pelaku });
    if (init?.method === 'PUT' && u === '/lms/nilai/kelas_kuliah/IF101_A/komponen/TGS') {
      return ok({ ...REKAP.header_sikad[0], aktivitas: [TUGAS] });
    }
    if (u === '/lms/nilai/kelas_kuliah/IF101_A/aktivitas') return ok([TUGAS]);
    if (u === '/lms/nilai/kelas_kuliah/IF101_A/komponen/TGS') return ok(REKAP.header_sikad[0]);
    if (u === '/lms/nilai/kelas_kuliah/IF101_A') return ok(REKAP);
    if (u === '/lms/nilai/kelas_kuliah/IF101_A/me') return ok({ ...REKAP, header_sikad: [] });
    return ok(null);
  });
  const session = createSessionStore('uji-rekap-nilai', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  render(
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={createQueryClient(() => {})}>
        {halaman === 'staf' ? (
          <RekapNilaiHalaman params={{ id: 'IF101_A' }} />
        ) : (
          <NilaiSayaHalaman params={{ id: 'IF101_A' }} />
        )}
      </QueryClientProvider>
    </ApiProvider>,
  );
  const kiriman = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
  return { kiriman, user: userEvent.setup() };
}

describe('RekapNilaiHalaman', () => {
  it("shows the class's grades and lets the grade-integration actor update a component", async () => {
    const { kiriman, user } = pasang(true);
    const grid = await screen.findByRole('region', { name: 'Rekap nilai kelas' });
    expect(within(grid).getByText('Ani Lestari')).toBeTruthy();
    expect(within(grid).getAllByText('87.50').length).toBeGreaterThan(0);
    await user.click(within(grid).getByRole('button', { name: /Tugas\s*1 aktivitas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan Nilai Tugas SIKAD' });
    expect(await within(dialog).findByText('Laporan 1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Update Nilai' }));
    await waitFor(() => expect(kiriman()).toHaveLength(1));
    expect(kiriman()[0]).toEqual([
      '/lms/nilai/kelas_kuliah/IF101_A/komponen/TGS',
      { list_aktivitas: [TUGAS.id] },
    ]);
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.pesan)).toContain(
        PESAN_BERHASIL_UPDATE_NILAI,
      ),
    );
  });

  it('shows a component read-only to anyone but the grade-integration actor', async () => {
    const { kiriman, user } = pasang(false);
    const grid = await screen.findByRole('region', { name: 'Rekap nilai kelas' });
    await user.click(within(grid).getByRole('button', { name: /Tugas\s*1 aktivitas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan Nilai Tugas SIKAD' });
    expect(await within(dialog).findByText('Laporan 1')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Update Nilai' })).toBeNull();
    expect(kiriman()).toHaveLength(0);
  });

  it("shows a student their own grades of the class, without SIKAD's components", async () => {
    pasang(false, 'mahasiswa');
    const grid = await screen.findByRole('region', { name: 'Rekap nilai kelas' });
    expect(within(grid).getByText('Ani Lestari')).toBeTruthy();
    expect(within(grid).getAllByText('87.50').length).toBeGreaterThan(0);
    expect(within(grid).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mata Kuliah IF101 - Algoritma' })).toBeTruthy();
  });
});
