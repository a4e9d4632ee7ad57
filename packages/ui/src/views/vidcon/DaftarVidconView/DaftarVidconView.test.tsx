import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  SEKARANG_VIDCON,
  VIDCON_BELUM_DIMULAI,
  VIDCON_BERLANGSUNG,
  VIDCON_BERLANGSUNG_MAHASISWA,
  VIDCON_SELESAI,
} from '../../../test/vidconFixtures';
import {
  DaftarVidconView,
  type DaftarVidconViewProps,
  PESAN_CARI_VIDCON_KOSONG,
  PESAN_DAFTAR_VIDCON_KOSONG,
} from './DaftarVidconView';

const props = (ubah: Partial<DaftarVidconViewProps> = {}): DaftarVidconViewProps => ({
  vidcon: [
    VIDCON_BELUM_DIMULAI,
    VIDCON_BERLANGSUNG_MAHASISWA,
    { ...VIDCON_SELESAI, join_data: [] },
  ],
  peran: 'mahasiswa',
  waktuServer: SEKARANG_VIDCON,
  page: 1,
  pageSize: 10,
  total: 3,
  onPageChange: vi.fn(),
  onSearch: vi.fn(),
  onStatusChange: vi.fn(),
  onGabung: vi.fn(),
  ...ubah,
});

const kartu = (judul: string) =>
  screen.getByRole('heading', { name: judul }).closest('li') as HTMLElement;

describe('DaftarVidconView', () => {
  it('shows each vidcon with its course, class and meeting, status and join button', () => {
    render(<DaftarVidconView {...props()} />);
    const kuliah = kartu(VIDCON_BERLANGSUNG.judul);
    expect(kuliah).toHaveTextContent('IF2110 Algoritma dan Struktur Data · Kelas A · Pertemuan 3');
    expect(within(kuliah).getByText('Sedang Berlangsung')).toBeInTheDocument();
    expect(within(kuliah).getByRole('button', { name: 'Gabung' })).toBeEnabled();
    expect(
      within(kartu('Konsultasi Tugas Besar')).getByRole('link', { name: 'Buka Link' }),
    ).toHaveAttribute('target', '_blank');
    expect(
      within(kartu('Pembahasan Kuis 1')).getByRole('button', { name: 'Gabung' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('joins a running vidcon in the app', async () => {
    const p = props();
    const { user } = render(<DaftarVidconView {...p} />);
    await user.click(
      within(kartu(VIDCON_BERLANGSUNG.judul)).getByRole('button', { name: 'Gabung' }),
    );
    expect(p.onGabung).toHaveBeenCalledWith(VIDCON_BERLANGSUNG_MAHASISWA);
    expect(await screen.findByRole('dialog', { name: VIDCON_BERLANGSUNG.judul })).toBeVisible();
  });

  it('filters by status', async () => {
    const p = props();
    const { user } = render(<DaftarVidconView {...p} />);
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(await screen.findByRole('option', { name: 'Sedang Berlangsung' }));
    expect(p.onStatusChange).toHaveBeenCalledWith('berlangsung');
  });

  it('a lecturer sees who joined, late or on time', () => {
    render(<DaftarVidconView {...props({ peran: 'staf', vidcon: [VIDCON_BERLANGSUNG] })} />);
    const kuliah = kartu(VIDCON_BERLANGSUNG.judul);
    expect(within(kuliah).getByText('Peserta Bergabung (5)')).toBeInTheDocument();
    expect(within(kuliah).getAllByText('Terlambat')).toHaveLength(2);
  });

  it('says why it is empty', () => {
    const { rerender } = render(<DaftarVidconView {...props({ vidcon: [], total: 0 })} />);
    expect(screen.getByText(PESAN_DAFTAR_VIDCON_KOSONG)).toBeInTheDocument();
    rerender(<DaftarVidconView {...props({ vidcon: [], total: 0, status: 'selesai' })} />);
    expect(screen.getByText(PESAN_CARI_VIDCON_KOSONG)).toBeInTheDocument();
  });
});
