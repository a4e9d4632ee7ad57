import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  DAFTAR_UJIAN,
  SEKARANG_UJIAN,
  TOTAL_DAFTAR_UJIAN,
  UJIAN_SEDANG_DIKERJAKAN,
} from '../../../test/ujianMahasiswaFixtures';
import { DaftarUjianView, type DaftarUjianViewProps } from './DaftarUjianView';

const props = (ubah: Partial<DaftarUjianViewProps> = {}): DaftarUjianViewProps => ({
  ujian: DAFTAR_UJIAN,
  waktuServer: SEKARANG_UJIAN,
  page: 1,
  pageSize: 5,
  total: TOTAL_DAFTAR_UJIAN,
  onPageChange: vi.fn(),
  onSearch: vi.fn(),
  ...ubah,
});

const kartu = (judul: string) =>
  screen.getByRole('link', { name: judul }).closest('li') as HTMLElement;

describe('DaftarUjianView', () => {
  it('shows each exam with its course, class, meeting, statuses, times and link', () => {
    render(<DaftarUjianView {...props()} />);
    expect(screen.getByRole('heading', { name: /Daftar Kuis\/Ujian/ })).toHaveTextContent(
      '12 kuis/ujian',
    );
    const kuis = kartu('Kuis 1: Struktur Data Linear');
    expect(kuis).toHaveTextContent('IF2110 Algoritma dan Struktur Data · Kelas A · Pertemuan 3');
    expect(within(kuis).getByText('Sedang Berlangsung')).toBeInTheDocument();
    expect(within(kuis).getByText('Sedang Dikerjakan')).toBeInTheDocument();
    expect(kuis).toHaveTextContent('01 Sep 2025, 08:00 - 10:00 WIB');
    expect(kuis).toHaveTextContent('Durasi: 30 menit');
    expect(screen.getByRole('link', { name: 'Kuis 1: Struktur Data Linear' })).toHaveAttribute(
      'href',
      `/ujian/${UJIAN_SEDANG_DIKERJAKAN.id}`,
    );
  });

  it('derives the own attempt from the server clock: done, missed, not taken', () => {
    render(<DaftarUjianView {...props()} />);
    expect(within(kartu('Kuis Pengantar Algoritma')).getByText('Sudah Dikerjakan')).toBeVisible();
    expect(within(kartu('Kuis Rekursi')).getByText('Tidak Dikerjakan')).toBeVisible();
    const uts = kartu('Ujian Tengah Semester');
    expect(within(uts).getByText('Belum Dimulai')).toBeVisible();
    expect(within(uts).getByText('Belum Dikerjakan')).toBeVisible();
  });

  it("'Cari judul' searches on Enter and the pager asks for another page", async () => {
    const p = props();
    const { user } = render(<DaftarUjianView {...p} />);
    await user.type(screen.getByRole('searchbox', { name: 'Cari judul' }), 'rekursi{Enter}');
    expect(p.onSearch).toHaveBeenLastCalledWith('rekursi');
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(p.onPageChange).toHaveBeenCalledWith({ page: 3, pageSize: 5 });
  });

  it('says whether nothing exists or the search found nothing', () => {
    const { unmount } = render(<DaftarUjianView {...props({ ujian: [], total: 0 })} />);
    expect(screen.getByText('Belum ada kuis/ujian untuk Anda.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    render(<DaftarUjianView {...props({ ujian: [], total: 0, defaultSearch: 'basis data' })} />);
    expect(screen.getByText('Tidak ada kuis/ujian dengan judul tersebut.')).toBeInTheDocument();
  });

  it('loading and load error', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<DaftarUjianView {...props({ isLoading: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat kuis/ujian');
    rerender(<DaftarUjianView {...props({ isError: true, onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
