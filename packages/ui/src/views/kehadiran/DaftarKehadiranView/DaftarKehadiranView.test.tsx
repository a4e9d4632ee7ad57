import { describe, expect, it, vi } from 'vitest';
import {
  DAFTAR_KEHADIRAN,
  RINGKASAN_BERLANGSUNG,
  RINGKASAN_OFFLINE,
} from '../../../test/daftarKehadiranFixtures';
import { render, screen, within } from '../../../test/render';
import {
  DaftarKehadiranView,
  type DaftarKehadiranViewProps,
  PESAN_CARI_KEHADIRAN_KOSONG,
  PESAN_DAFTAR_KEHADIRAN_KOSONG,
} from './DaftarKehadiranView';

const props = (ubah: Partial<DaftarKehadiranViewProps> = {}): DaftarKehadiranViewProps => ({
  data: DAFTAR_KEHADIRAN,
  page: 1,
  pageSize: 10,
  total: DAFTAR_KEHADIRAN.length,
  onPageChange: vi.fn(),
  filter: { status: null, jenis: null },
  onFilterChange: vi.fn(),
  onSearch: vi.fn(),
  hrefPertemuan: (b) => `/kehadiran/${b.kelas_kuliah.id}/${b.pertemuan.id}`,
  hrefRekap: (b) => `/kehadiran/${b.kelas_kuliah.id}`,
  timeZone: 'Asia/Jakarta',
  ...ubah,
});

const baris = (teks: string) => {
  const sel = screen.getByText(teks);
  const tr = sel.closest('tr');
  if (!tr) throw new Error(`no row with ${teks}`);
  return tr;
};

describe('DaftarKehadiranView', () => {
  it('shows each meeting with its time, method, status, attendees and average progress', () => {
    render(<DaftarKehadiranView {...props()} />);
    const r = baris(RINGKASAN_BERLANGSUNG.pertemuan.judul);
    expect(r).toHaveTextContent('Pertemuan 3');
    expect(r).toHaveTextContent('09:00 - 10:40');
    expect(r).toHaveTextContent('Online');
    expect(r).toHaveTextContent('Sedang Berlangsung');
    expect(r).toHaveTextContent('18/32');
    expect(r).toHaveTextContent('64.0%');
    // An offline meeting has no progress: '-'.
    const o = baris(RINGKASAN_OFFLINE.pertemuan.judul);
    expect(o).toHaveTextContent('Offline');
    expect(o).toHaveTextContent('25/28');
  });

  it("links 'Lihat' to the meeting's attendance and 'Rekap' to the class recap", () => {
    render(<DaftarKehadiranView {...props()} />);
    const r = baris(RINGKASAN_BERLANGSUNG.pertemuan.judul);
    expect(within(r).getByRole('link', { name: /^Lihat kehadiran/ })).toHaveAttribute(
      'href',
      `/kehadiran/kls-1/${RINGKASAN_BERLANGSUNG.pertemuan.id}`,
    );
    expect(within(r).getByRole('link', { name: /^Rekap kehadiran/ })).toHaveAttribute(
      'href',
      '/kehadiran/kls-1',
    );
  });

  it('Export Excel asks for the file, and is disabled on an empty list', async () => {
    const onEkspor = vi.fn();
    const { user, unmount } = render(<DaftarKehadiranView {...props({ onEkspor })} />);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(onEkspor).toHaveBeenCalledOnce();
    unmount();
    render(<DaftarKehadiranView {...props({ onEkspor, data: [], total: 0 })} />);
    expect(screen.getByRole('button', { name: 'Export Excel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says there is nothing yet, or nothing matching the filters', () => {
    const { unmount } = render(<DaftarKehadiranView {...props({ data: [], total: 0 })} />);
    expect(screen.getByText(PESAN_DAFTAR_KEHADIRAN_KOSONG)).toBeInTheDocument();
    unmount();
    render(
      <DaftarKehadiranView
        {...props({ data: [], total: 0, filter: { status: 'selesai', jenis: null } })}
      />,
    );
    expect(screen.getByText(PESAN_CARI_KEHADIRAN_KOSONG)).toBeInTheDocument();
  });

  it('a failed load shows NO DATA with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = render(<DaftarKehadiranView {...props({ isError: true, onRetry })} />);
    await user.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
