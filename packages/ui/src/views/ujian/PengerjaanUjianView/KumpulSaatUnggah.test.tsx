import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../../test/render';
import { BERKAS_JAWABAN, idSoalKe, SOAL_PENGERJAAN } from '../../../test/ujianMahasiswaFixtures';
import { PengerjaanUjianView } from './PengerjaanUjianView';
import { PESAN_UNGGAHAN_GAGAL_SAAT_KUMPUL, teksUnggahanSaatKumpul } from './teks';
import type { PengerjaanUjianViewProps } from './types';

// Issue 21.3: 'Kumpulkan' pressed while an essay attachment is still uploading must not submit
// the answer without it.

/** An upload the test finishes (or fails) when it wants. */
function unggahTertahan() {
  const kendali = {
    selesai: (_b: typeof BERKAS_JAWABAN) => {},
    gagal: (_e: Error) => {},
  };
  const fn = vi.fn(
    (_id: string, _f: File, onProgress: (p: number) => void) =>
      new Promise<typeof BERKAS_JAWABAN>((resolve, reject) => {
        onProgress(30);
        kendali.selesai = resolve;
        kendali.gagal = reject;
      }),
  );
  return { fn, kendali };
}

function tampilkan(ubah: Partial<PengerjaanUjianViewProps>) {
  const urutan: string[] = [];
  const p: PengerjaanUjianViewProps = {
    data: SOAL_PENGERJAAN,
    jawabanLokal: {},
    onJawab: vi.fn(() => {
      urutan.push('jawab');
    }),
    sisaDetik: 600,
    koneksi: 'online',
    penyimpanan: 'tersimpan',
    onKumpulkan: vi.fn(() => {
      urutan.push('kumpulkan');
    }),
    onUnggahLampiran: vi.fn(async () => BERKAS_JAWABAN),
    defaultSoalAktif: idSoalKe(8),
    ...ubah,
  };
  const r = render(<PengerjaanUjianView {...p} />);
  const input = r.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('tidak ada input berkas');
  return { ...r, p, urutan, input };
}

async function kumpulkan(user: ReturnType<typeof render>['user']) {
  await user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Kumpulkan Jawaban' });
  expect(dialog).toHaveTextContent(teksUnggahanSaatKumpul(1));
  await user.click(screen.getByRole('button', { name: 'Ya' }));
}

describe('PengerjaanUjianView: Kumpulkan during an upload', () => {
  it('the bar counts the upload, and the submit waits for the file to join the answer', async () => {
    const { fn, kendali } = unggahTertahan();
    const { user, p, urutan, input } = tampilkan({ onUnggahLampiran: fn });
    await user.upload(input, new File(['isi'], 'jawaban.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Mengunggah 1 lampiran…')).toBeVisible();
    expect(screen.queryByText('Semua jawaban tersimpan')).toBeNull();

    await kumpulkan(user);
    expect(p.onKumpulkan).not.toHaveBeenCalled();
    expect(screen.getByText(/Menunggu 1 lampiran selesai diunggah/)).toBeVisible();

    kendali.selesai(BERKAS_JAWABAN);
    await waitFor(() => expect(p.onKumpulkan).toHaveBeenCalledOnce());
    expect(p.onJawab).toHaveBeenCalledWith(idSoalKe(8), {
      jenis: 'esay',
      teks: '',
      files: [BERKAS_JAWABAN],
    });
    expect(urutan).toEqual(['jawab', 'kumpulkan']);
  });

  it('a failed upload stops the submit and says so; the student may cancel the wait too', async () => {
    const { fn, kendali } = unggahTertahan();
    const { user, p, input } = tampilkan({ onUnggahLampiran: fn });
    await user.upload(input, new File(['isi'], 'jawaban.pdf', { type: 'application/pdf' }));
    await kumpulkan(user);
    kendali.gagal(new Error('Koneksi terputus'));
    expect(await screen.findByText(PESAN_UNGGAHAN_GAGAL_SAAT_KUMPUL)).toBeVisible();
    expect(p.onKumpulkan).not.toHaveBeenCalled();

    // Another upload, and this time the student cancels the wait.
    await user.upload(input, new File(['isi'], 'lagi.pdf', { type: 'application/pdf' }));
    await kumpulkan(user);
    await user.click(screen.getByRole('button', { name: 'Batal Kumpulkan' }));
    kendali.selesai(BERKAS_JAWABAN);
    await waitFor(() => expect(p.onJawab).toHaveBeenCalled());
    expect(p.onKumpulkan).not.toHaveBeenCalled();
  });
});
