import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../../test/fakeTimers';
import { DOKUMEN_URL } from '../../../test/lmsFixtures';
import {
  MATERI_ARSIP,
  MATERI_AUDIO,
  MATERI_EBOOK,
  MATERI_EBOOK_TERPENUHI,
  MATERI_TEKS_PANJANG,
  MATERI_URL,
  MATERI_VIDEO,
  SEKARANG_MATERI_KARTU,
  SYARAT_MATERI,
} from '../../../test/materiFixtures';
import { act, fireEvent, render, screen, waitFor, within } from '../../../test/render';
import { formatSisaWaktu, MateriViewer, type MateriViewerProps } from './MateriViewer';

const props = (ubah: Partial<MateriViewerProps> = {}): MateriViewerProps => ({
  sekarang: SEKARANG_MATERI_KARTU,
  materi: MATERI_EBOOK,
  isOpen: true,
  onOpenChange: vi.fn(),
  mode: 'mahasiswa',
  syarat: SYARAT_MATERI,
  onPresensi: vi.fn(async () => ({})),
  onDownload: vi.fn(),
  viewerUrl: DOKUMEN_URL,
  ...ubah,
});

/** Plays the media element to `persen` of its 10 s (jsdom has no media playback). */
function putar(media: HTMLMediaElement, persen: number) {
  Object.defineProperty(media, 'duration', { configurable: true, value: 10 });
  Object.defineProperty(media, 'played', {
    configurable: true,
    value: { length: 1, start: () => 0, end: () => persen / 10 },
  });
  fireEvent.timeUpdate(media);
}

// Links would navigate jsdom (not implemented): keep the click, drop the navigation.
const cegahNavigasi = (e: MouseEvent) => {
  if ((e.target as Element).closest?.('a')) e.preventDefault();
};
beforeEach(() => window.addEventListener('click', cegahNavigasi));
afterEach(() => {
  window.removeEventListener('click', cegahNavigasi);
  stopFakeTimers();
});

describe('MateriViewer', () => {
  it('shows title, jenis and format, the sanitised description and the document', () => {
    render(<MateriViewer {...props({ materi: MATERI_TEKS_PANJANG, mode: 'pengajar' })} />);
    const dialog = screen.getByRole('dialog', { name: MATERI_TEKS_PANJANG.judul });
    expect(dialog).toHaveTextContent('Petunjuk Praktikum · E-Book');
    const deskripsi = within(dialog).getByRole('region', { name: 'Deskripsi' });
    expect(within(deskripsi).getByRole('heading', { name: 'Petunjuk' })).toBeInTheDocument();
    expect(deskripsi.querySelector('script')).toBeNull();
    expect(within(dialog).getByTitle(MATERI_TEKS_PANJANG.file!.nama)).toHaveAttribute(
      'src',
      DOKUMEN_URL,
    );
  });

  it('lecturer: no countdown and nothing recorded; Unduh downloads the file', async () => {
    const p = props({ mode: 'pengajar' });
    const { user } = render(<MateriViewer {...p} />);
    expect(screen.queryByText(/Sisa waktu membaca/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sudah Baca' })).not.toBeInTheDocument();
    const unduh = screen.getByRole('link', { name: 'Unduh' });
    expect(unduh).toHaveAttribute('href', DOKUMEN_URL);
    expect(unduh).toHaveAttribute('download', 'Modul-1-Pengantar-Basis-Data.pdf');
    await user.click(unduh);
    expect(p.onDownload).toHaveBeenCalledOnce();
    expect(p.onPresensi).not.toHaveBeenCalled();
  });

  it("student e-book: 'buka' once, a countdown, then 'Sudah Baca' records 'baca'", async () => {
    startFakeTimers();
    let selesai: () => void = () => {};
    const onPresensi = vi.fn(({ aksi }: { aksi: string }) =>
      aksi === 'baca'
        ? new Promise((resolve) => {
            selesai = () => resolve({});
          })
        : Promise.resolve({}),
    );
    const { user } = render(<MateriViewer {...props({ onPresensi })} />, {
      userOptions: fakeTimerUserOptions,
    });
    expect(onPresensi).toHaveBeenCalledExactlyOnceWith({ aksi: 'buka' });
    expect(screen.getByText('Belum Terpenuhi')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(screen.getByText(/Sisa waktu membaca/)).toHaveTextContent('Sisa waktu membaca 1:00');
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:45');
    expect(screen.queryByRole('button', { name: 'Sudah Baca' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    const tombol = screen.getByRole('button', { name: 'Sudah Baca' });
    await user.click(tombol);
    expect(onPresensi).toHaveBeenLastCalledWith({ aksi: 'baca' });
    expect(tombol).toHaveAttribute('data-pending', 'true');
    await act(async () => selesai());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Materi sudah dibaca');
    expect(screen.getByRole('button', { name: 'Sudah Baca' })).toBeDisabled();
    expect(screen.getByText('Terpenuhi')).toBeInTheDocument();
    expect(onPresensi).toHaveBeenCalledTimes(2);
  });

  it('resumes the countdown from the first open recorded by the server', () => {
    startFakeTimers();
    const bukaTadi = new Date(Date.now() - 40_000).toISOString();
    render(
      <MateriViewer
        {...props({
          materi: {
            ...MATERI_EBOOK,
            presensi: {
              ...(MATERI_EBOOK.presensi as NonNullable<typeof MATERI_EBOOK.presensi>),
              waktuBuka: bukaTadi,
            },
          },
        })}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('0:20');
  });

  it('uses the class countdown; 0 s shows Sudah Baca at once', () => {
    startFakeTimers();
    const { rerender } = render(
      <MateriViewer {...props({ syarat: { ...SYARAT_MATERI, ebook_detik: 90 } })} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');
    rerender(<MateriViewer {...props({ isOpen: false })} />);
    rerender(<MateriViewer {...props({ syarat: { ...SYARAT_MATERI, ebook_detik: 0 } })} />);
    expect(screen.getByRole('button', { name: 'Sudah Baca' })).toBeEnabled();
  });

  it("keeps 'Sudah Baca' when recording fails", async () => {
    const onPresensi = vi.fn(async ({ aksi }: { aksi: string }) => {
      if (aksi === 'baca') throw new Error('Gagal');
      return {};
    });
    const { user } = render(
      <MateriViewer {...props({ onPresensi, syarat: { ...SYARAT_MATERI, ebook_detik: 0 } })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Sudah Baca' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sudah Baca' })).toBeEnabled());
    expect(screen.queryByText('Materi sudah dibaca')).not.toBeInTheDocument();
    expect(screen.getByText('Belum Terpenuhi')).toBeInTheDocument();
  });

  it('a met e-book: no countdown, nothing recorded on open', () => {
    const p = props({ materi: MATERI_EBOOK_TERPENUHI });
    render(<MateriViewer {...p} />);
    expect(p.onPresensi).not.toHaveBeenCalled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sudah Baca' })).not.toBeInTheDocument();
    expect(screen.getByText('Materi sudah dibaca')).toBeInTheDocument();
    expect(screen.getByText('Terpenuhi')).toBeInTheDocument();
  });

  it("student video: 'putar' when the played share first reaches the threshold and at 100", async () => {
    const p = props({ materi: MATERI_VIDEO, syarat: { ...SYARAT_MATERI, video_persen: 60 } });
    const { container } = render(<MateriViewer {...p} />);
    const video = screen.getByRole('dialog').querySelector('video') as HTMLVideoElement;
    expect(container.ownerDocument.body).toHaveTextContent('Putar minimal 60% atau unduh');
    putar(video, 30);
    expect(p.onPresensi).not.toHaveBeenCalled();
    putar(video, 65);
    putar(video, 80);
    expect(p.onPresensi).toHaveBeenCalledExactlyOnceWith({ aksi: 'putar', persen: 65 });
    await waitFor(() => expect(screen.getByText('Terpenuhi')).toBeInTheDocument());
    putar(video, 100);
    putar(video, 100);
    expect(p.onPresensi).toHaveBeenCalledTimes(2);
    expect(p.onPresensi).toHaveBeenLastCalledWith({ aksi: 'putar', persen: 100 });
  });

  it("student audio: downloading records 'unduh'", async () => {
    const p = props({ materi: MATERI_AUDIO });
    const { user } = render(<MateriViewer {...p} />);
    expect(screen.getByRole('dialog').querySelector('audio')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Unduh' }));
    expect(p.onPresensi).toHaveBeenCalledWith({ aksi: 'unduh' });
    expect(p.onDownload).toHaveBeenCalledOnce();
  });

  it("student link: 'Buka Link' opens a new tab with http added and records 'buka'", async () => {
    const p = props({ materi: MATERI_URL });
    const { user } = render(<MateriViewer {...p} />);
    expect(p.onPresensi).not.toHaveBeenCalled();
    const buka = screen.getByRole('link', { name: 'Buka Link' });
    expect(buka).toHaveAttribute('href', 'http://www.postgresql.org/docs/current/tutorial.html');
    expect(buka).toHaveAttribute('target', '_blank');
    expect(buka).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Unduh' })).not.toBeInTheDocument();
    buka.focus();
    await user.keyboard('{Enter}');
    expect(p.onPresensi).toHaveBeenCalledExactlyOnceWith({ aksi: 'buka' });
    await waitFor(() => expect(screen.getByText('Terpenuhi')).toBeInTheDocument());
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>x()</script>'])(
    'never makes a link of a stored %j',
    (file_url) => {
      render(<MateriViewer {...props({ materi: { ...MATERI_URL, file_url } })} />);
      expect(screen.queryByRole('link', { name: 'Buka Link' })).not.toBeInTheDocument();
      expect(screen.getByText(file_url)).toBeInTheDocument();
    },
  );

  it("student archive: 'Unduh' is a download link that records 'unduh'", async () => {
    const p = props({ materi: { ...MATERI_ARSIP, presensi: null } });
    const { user } = render(<MateriViewer {...p} />);
    expect(screen.getByText('Belum Terpenuhi')).toBeInTheDocument();
    const unduh = screen.getByRole('link', { name: 'Unduh' });
    expect(unduh).toHaveAttribute('download', 'praktikum-sql.zip');
    expect(screen.getByText('praktikum-sql.zip')).toBeInTheDocument();
    expect(screen.getByText('9.99 MB')).toBeInTheDocument();
    await user.click(unduh);
    expect(p.onPresensi).toHaveBeenCalledExactlyOnceWith({ aksi: 'unduh' });
    await waitFor(() => expect(screen.getByText('Terpenuhi')).toBeInTheDocument());
  });

  it('lecturer video: the player without presence status, nothing recorded', () => {
    const p = props({ materi: MATERI_VIDEO, mode: 'pengajar' });
    render(<MateriViewer {...p} />);
    const video = screen.getByRole('dialog').querySelector('video') as HTMLVideoElement;
    putar(video, 100);
    expect(p.onPresensi).not.toHaveBeenCalled();
    expect(screen.queryByText(/Syarat kehadiran/)).not.toBeInTheDocument();
  });

  it("closes with 'Tutup' and Escape; nothing without a material", async () => {
    const p = props({ mode: 'pengajar' });
    const { user, rerender } = render(<MateriViewer {...p} />);
    // The header's close button is 'Tutup' too; the footer's is the last one.
    await user.click(screen.getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    expect(p.onOpenChange).toHaveBeenLastCalledWith(false);
    rerender(<MateriViewer {...p} materi={MATERI_URL} />);
    await user.keyboard('{Escape}');
    expect(p.onOpenChange).toHaveBeenCalledTimes(2);
    rerender(<MateriViewer {...p} materi={null} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('formatSisaWaktu', () => {
  it('reads m:ss', () => {
    expect(formatSisaWaktu(60)).toBe('1:00');
    expect(formatSisaWaktu(9)).toBe('0:09');
    expect(formatSisaWaktu(0)).toBe('0:00');
    expect(formatSisaWaktu(125)).toBe('2:05');
  });
});
