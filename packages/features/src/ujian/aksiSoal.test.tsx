import { ApiProvider, createApiClient, createQueryClient, createSessionStore } from '@kampus/api';
import { toastQueue } from '@kampus/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAksiSoalUjian } from './aksiSoal';

// Issue 21: adding a group or a question in the exam editor showed no success toast (the bank
// editor does).

const ID_UJIAN = '0b5f6f0e-1111-4111-8111-000000000001';

function siapkan(status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          status: {
            code: status,
            message: status === 200 ? 'OK' : 'Kelompok soal tidak ditemukan',
          },
          data: status === 200 ? { id: 'x' } : null,
        }),
        { status, headers: { 'content-type': 'application/json' } },
      ),
  );
  const session = createSessionStore('uji-aksi-soal', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'c', tokens: session.tokens, fetch });
  const queryClient = createQueryClient(() => {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider api={{ client, session }}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiProvider>
  );
  const { result } = renderHook(() => useAksiSoalUjian(ID_UJIAN), { wrapper });
  return { aksi: () => result.current, fetch };
}

const hijau = () =>
  toastQueue.visibleToasts.filter((t) => t.content.jenis === 'success').map((t) => t.content.pesan);

afterEach(() => {
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
});

describe('the exam editor confirms what it saved', () => {
  const kelompok = { judul: 'Bagian A', aturan: 'semua' } as const;
  const soal = {
    jenis: 'benar_salah',
    pertanyaan: 'Benar?',
    benar_salah: { kunci: 'benar' },
  } as const;

  it.each([
    [
      'adding a group',
      'Kelompok soal berhasil ditambahkan',
      (a: Aksi) => a.onTambahKelompok(kelompok),
    ],
    [
      'editing a group',
      'Kelompok soal berhasil diubah',
      (a: Aksi) => a.onUbahKelompok('k1', kelompok),
    ],
    ['deleting a group', 'Kelompok soal berhasil dihapus', (a: Aksi) => a.onHapusKelompok('k1')],
    ['adding a question', 'Soal berhasil ditambahkan', (a: Aksi) => a.onTambahSoal('k1', soal)],
    ['editing a question', 'Soal berhasil diubah', (a: Aksi) => a.onUbahSoal('k1', 's1', soal)],
    ['deleting a question', 'Soal berhasil dihapus', (a: Aksi) => a.onHapusSoal('k1', 's1')],
  ])('%s shows a green toast', async (_k, pesan, jalankan) => {
    const { aksi, fetch } = siapkan();
    await act(() => jalankan(aksi()));
    expect(fetch).toHaveBeenCalledOnce();
    expect(hijau()).toEqual([pesan]);
  });

  it('shows no success toast when the save fails', async () => {
    const { aksi } = siapkan(404);
    await act(() => expect(aksi().onTambahSoal('k1', soal)).rejects.toThrow());
    expect(hijau()).toEqual([]);
  });
});

type Aksi = ReturnType<typeof useAksiSoalUjian>;
