import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../../test/render';
import {
  createToastQueue,
  TOAST_TIMEOUT_MS,
  ToastRegion,
  tampilkanToast,
  toastQueue,
} from './Toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a queued message in the notification region and closes it after 5000 ms', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      tampilkanToast({ pesan: 'Berhasil update kehadiran', jenis: 'success' }, queue);
    });
    expect(screen.getByRole('region', { name: 'Notifikasi' })).toHaveTextContent(
      'Berhasil update kehadiran',
    );
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
    });
    expect(screen.getByText('Berhasil update kehadiran')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Berhasil update kehadiran')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const queue = createToastQueue();
    const { user } = render(<ToastRegion queue={queue} />);
    act(() => {
      tampilkanToast({ pesan: 'Terjadi kesalahan', jenis: 'danger', timeout: null }, queue);
    });
    await user.click(screen.getByRole('button', { name: 'Tutup notifikasi' }));
    expect(screen.queryByText('Terjadi kesalahan')).not.toBeInTheDocument();
  });

  it('offers an action beside the message, kept until used', async () => {
    const queue = createToastQueue();
    const muatUlang = vi.fn();
    const { user } = render(<ToastRegion queue={queue} />);
    act(() => {
      tampilkanToast(
        {
          pesan: 'Versi baru tersedia',
          timeout: null,
          aksi: { label: 'Muat ulang', onPress: muatUlang },
        },
        queue,
      );
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2);
    });
    expect(screen.getByText('Versi baru tersedia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(muatUlang).toHaveBeenCalledOnce();
  });

  it('uses the shared queue by default', () => {
    render(<ToastRegion />);
    act(() => {
      tampilkanToast({ pesan: 'Berhasil Copy ID' });
    });
    expect(screen.getByText('Berhasil Copy ID')).toBeInTheDocument();
    act(() => {
      toastQueue.clear();
    });
  });
});
