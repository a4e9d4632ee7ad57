import { describe, expect, it, vi } from 'vitest';
import {
  FORUM_BELUM_DIMULAI,
  FORUM_BERLANGSUNG,
  FORUM_PERTEMUAN,
  FORUM_SELESAI_MAHASISWA,
  FORUM_STAF,
  FORUM_STAF_BELUM,
  FORUM_STAF_SELESAI,
} from '../../../test/forumFixtures';
import { render, screen, within } from '../../../test/render';
import {
  ForumPanel,
  type ForumPanelProps,
  PESAN_FORUM_KOSONG,
  PESAN_FORUM_KOSONG_SEMUA,
  TEKS_KONFIRMASI_HAPUS_FORUM,
} from './ForumPanel';

const props = (ubah: Partial<ForumPanelProps> = {}): ForumPanelProps => ({
  forum: FORUM_PERTEMUAN,
  peran: 'mahasiswa',
  ...ubah,
});

const item = (judul: string) =>
  screen.getByRole('heading', { name: judul }).closest('li') as HTMLElement;

describe('ForumPanel, student', () => {
  it('shows title, meeting number, status, times, unread badge and last activity', () => {
    render(<ForumPanel {...props()} />);
    const f = item(FORUM_BERLANGSUNG.judul);
    for (const teks of ['Pertemuan 3', 'Sedang Berlangsung', '5 belum dibaca']) {
      expect(within(f).getByText(teks)).toBeInTheDocument();
    }
    expect(f).toHaveTextContent('01 Sep 2025, 08:00 - 03 Sep 2025, 23:59 WIB');
    expect(f).toHaveTextContent('Aktivitas terakhir: 01 Sep 2025, 08:55 WIB');
    expect(f).toHaveTextContent('Postingan Anda: 1 (minimal 2)');
    expect(within(f).getByRole('link', { name: 'Buka Forum' })).toHaveAttribute(
      'href',
      FORUM_BERLANGSUNG.link,
    );
  });

  it('ticks a forum the student completed and has no manage buttons', () => {
    render(<ForumPanel {...props({ onUbah: vi.fn(), onHapus: vi.fn() })} />);
    const f = item(FORUM_SELESAI_MAHASISWA.judul);
    expect(within(f).getByText('Sudah memenuhi minimal post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  });

  it('collapses and disables a forum that has not started (spec 2)', () => {
    render(<ForumPanel {...props()} />);
    const trigger = screen.getByRole('button', { name: FORUM_BELUM_DIMULAI.judul });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(item(FORUM_BELUM_DIMULAI.judul)).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: FORUM_BERLANGSUNG.judul })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('the /forum list shows each course and class', () => {
    render(<ForumPanel {...props({ varian: 'semua' })} />);
    expect(screen.getByRole('heading', { name: 'Forum Diskusi' })).toBeInTheDocument();
    expect(item(FORUM_BERLANGSUNG.judul)).toHaveTextContent('Struktur Data (A)');
  });
});

describe('ForumPanel, staff', () => {
  const staf = (ubah: Partial<ForumPanelProps> = {}) =>
    props({
      peran: 'staf',
      forum: [FORUM_STAF, FORUM_STAF_BELUM, FORUM_STAF_SELESAI],
      onTambah: vi.fn(),
      onUbah: vi.fn(),
      onHapus: vi.fn(),
      ...ubah,
    });

  it('edit and delete show only on editable and open forums (spec 2)', async () => {
    const p = staf();
    const { user } = render(<ForumPanel {...p} />);
    expect(
      within(item(FORUM_STAF_SELESAI.judul)).queryByRole('button', { name: 'Ubah' }),
    ).toBeNull();
    const buka = item(FORUM_STAF.judul);
    expect(buka).toHaveTextContent('Peserta: 12/40');
    await user.click(within(buka).getByRole('button', { name: 'Ubah' }));
    expect(p.onUbah).toHaveBeenCalledWith(FORUM_STAF);
    expect(
      within(item(FORUM_STAF_BELUM.judul)).getByRole('button', { name: 'Ubah' }),
    ).toBeVisible();
    // A lecturer opens a forum before its start.
    expect(screen.getByRole('button', { name: FORUM_STAF_BELUM.judul })).not.toBeDisabled();
  });

  it("'Hapus' asks first, then deletes that forum", async () => {
    const p = staf();
    const { user } = render(<ForumPanel {...p} />);
    await user.click(within(item(FORUM_STAF.judul)).getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(TEKS_KONFIRMASI_HAPUS_FORUM);
    expect(p.onHapus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(p.onHapus).toHaveBeenCalledWith(FORUM_STAF);
  });

  it("'Tambah Forum' for staff only", async () => {
    const p = staf();
    const { user } = render(<ForumPanel {...p} />);
    await user.click(screen.getByRole('button', { name: 'Tambah Forum' }));
    expect(p.onTambah).toHaveBeenCalled();
  });
});

describe('ForumPanel states', () => {
  it('empty, per meeting and on /forum', () => {
    const { unmount } = render(<ForumPanel {...props({ forum: [] })} />);
    expect(screen.getByText(PESAN_FORUM_KOSONG)).toBeInTheDocument();
    unmount();
    render(<ForumPanel {...props({ forum: [], varian: 'semua' })} />);
    expect(screen.getByText(PESAN_FORUM_KOSONG_SEMUA)).toBeInTheDocument();
  });

  it('loading and error with retry', async () => {
    const { unmount } = render(<ForumPanel {...props({ isLoading: true })} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    unmount();
    const onRetry = vi.fn();
    const { user } = render(<ForumPanel {...props({ isError: true, onRetry })} />);
    await user.click(screen.getByRole('button', { name: /coba lagi|muat ulang/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});
