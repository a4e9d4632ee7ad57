import {
  ApiProvider,
  createApiClient,
  createQueryClient,
  createSessionStore,
  type PembatasanUjianKehadiran,
} from '@kampus/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForbiddenPertemuanHalaman from './ForbiddenPertemuanHalaman';

// /forbidden/{meetingId} wired to GET /lms/kehadiran_mahasiswa/pembatasan_ujian/{idPertemuan}
// (issue 25): the shortfall the server computed, and the way back to the meeting's class.

afterEach(cleanup);

const STATUS: PembatasanUjianKehadiran = {
  nama: 'Kehadiran Minimal Ujian',
  berlaku: true,
  memenuhi_syarat: false,
  kekurangan: [
    {
      keterangan: 'Kehadiran 42,8% dari minimal 75% (hadir 3 dari 7 pertemuan)',
      jumlah: null,
      jatuh_tempo: null,
    },
  ],
  persen_kehadiran: 42.8,
  persen_minimal: 75,
  hadir: 3,
  total: 7,
  pertemuan: { id: 'p8', nomor: 8, judul: 'UTS', kategori: 'uts', jenis_ujian: ['uts'] },
  kelas_kuliah: { id: '20251_K1_IF101_A' },
};

describe('ForbiddenPertemuanHalaman', () => {
  it("shows the meeting's shortfall and links back to its class", async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url) === '/lms/kehadiran_mahasiswa/pembatasan_ujian/p8'
        ? Response.json({ status: { code: 200, message: 'OK' }, data: STATUS })
        : Response.json({ status: { code: 404, message: 'x' }, data: null }, { status: 404 }),
    );
    const session = createSessionStore('uji-forbidden-pertemuan', null);
    session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
    const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
    render(
      <ApiProvider api={{ client, session }}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <ForbiddenPertemuanHalaman idPertemuan="p8" />
        </QueryClientProvider>
      </ApiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Akses Ujian Dibatasi' })).toBeTruthy();
    expect(
      screen.getByRole('row', { name: /Kehadiran 42,8% dari minimal 75% \(hadir 3 dari 7/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Kelas' }).getAttribute('href')).toBe(
      '/kelas/20251_K1_IF101_A',
    );
  });
});
