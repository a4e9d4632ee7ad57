import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import { DAFTAR_PENGUMPULAN, DAFTAR_PENGUMPULAN_KELOMPOK } from '../../../test/tugasFixtures';
import { DaftarPengumpulanView, type DaftarPengumpulanViewProps } from './DaftarPengumpulanView';

const props = (o: Partial<DaftarPengumpulanViewProps> = {}): DaftarPengumpulanViewProps => ({
  data: DAFTAR_PENGUMPULAN,
  page: 1,
  pageSize: 10,
  total: 4,
  onPageChange: vi.fn(),
  status: null,
  onStatusChange: vi.fn(),
  timeZone: 'Asia/Jakarta',
  ...o,
});

describe('DaftarPengumpulanView', () => {
  it('shows each student with status, time, files and grade', () => {
    render(<DaftarPengumpulanView {...props()} />);
    const tabel = screen.getByRole('table', { name: 'Pengumpulan tugas' });
    const baris = within(tabel).getAllByRole('row').slice(1);
    expect(baris).toHaveLength(4);
    expect(baris[0]).toHaveTextContent('Ayu Lestari2401001Tepat Waktu');
    expect(baris[0]).toHaveTextContent('87,5');
    expect(baris[1]).toHaveTextContent('TerlambatBelum Dinilai');
    expect(baris[3]).toHaveTextContent('Dimas Anggara2401004Belum Mengumpulkan-0-');
  });

  it('grades and opens the thread of a row, and offers no grading for who did not hand in', async () => {
    const onNilai = vi.fn();
    const onPercakapan = vi.fn();
    const { user } = render(<DaftarPengumpulanView {...props({ onNilai, onPercakapan })} />);
    await user.click(screen.getByRole('button', { name: 'Nilai Bagus Saputra' }));
    expect(onNilai).toHaveBeenCalledWith(DAFTAR_PENGUMPULAN[1]);
    await user.click(screen.getByRole('button', { name: 'Percakapan Citra Maharani' }));
    expect(onPercakapan).toHaveBeenCalledWith(DAFTAR_PENGUMPULAN[2]);
    expect(screen.queryByRole('button', { name: 'Nilai Dimas Anggara' })).toBeNull();
  });

  it('names groups for a group assignment', () => {
    render(<DaftarPengumpulanView {...props({ data: DAFTAR_PENGUMPULAN_KELOMPOK, total: 2 })} />);
    expect(screen.getByRole('columnheader', { name: 'Kelompok' })).toBeInTheDocument();
    expect(screen.getAllByText('3 anggota', { selector: 'span' })).toHaveLength(2);
  });

  it('filters by status and downloads every file as a ZIP', async () => {
    const onStatusChange = vi.fn();
    const onUnduhSemua = vi.fn();
    const { user } = render(<DaftarPengumpulanView {...props({ onStatusChange, onUnduhSemua })} />);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(screen.getByRole('option', { name: 'Belum Dinilai' }));
    expect(onStatusChange).toHaveBeenCalledWith('belum_dinilai');
    await user.click(screen.getByRole('button', { name: 'Unduh Semua (ZIP)' }));
    expect(onUnduhSemua).toHaveBeenCalledTimes(1);
  });
});
