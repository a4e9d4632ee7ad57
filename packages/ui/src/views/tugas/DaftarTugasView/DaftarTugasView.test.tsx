import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  SEKARANG_TUGAS,
  TUGAS_DINILAI,
  TUGAS_MAHASISWA,
  TUGAS_STAF,
  TUGAS_STAF_SEMUA,
  TUGAS_TERKUMPUL,
} from '../../../test/tugasFormFixtures';
import {
  DaftarTugasView,
  type DaftarTugasViewProps,
  PESAN_CARI_TUGAS_KOSONG,
  PESAN_DAFTAR_TUGAS_KOSONG,
} from './DaftarTugasView';

const props = (ubah: Partial<DaftarTugasViewProps> = {}): DaftarTugasViewProps => ({
  tugas: TUGAS_MAHASISWA,
  peran: 'mahasiswa',
  waktuServer: SEKARANG_TUGAS,
  page: 1,
  pageSize: 10,
  total: TUGAS_MAHASISWA.length,
  onPageChange: vi.fn(),
  onSearch: vi.fn(),
  onJenisChange: vi.fn(),
  ...ubah,
});

const kartu = (judul: string) => screen.getByRole('article', { name: judul });

describe('DaftarTugasView', () => {
  it('labels each assignment with its course and meeting, its status and the way in', () => {
    render(<DaftarTugasView {...props()} />);
    const k = kartu(TUGAS_DINILAI.judul);
    expect(k).toHaveTextContent('IF201 Struktur Data · Pertemuan 2: Array dan Pointer');
    expect(within(k).getByText('Sudah Dinilai')).toBeInTheDocument();
    expect(
      within(kartu(TUGAS_TERKUMPUL.judul)).getByRole('link', { name: 'Buka Tugas' }),
    ).toHaveAttribute('href', `/tugas/${TUGAS_TERKUMPUL.id}`);
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
  });

  it('filters by type and by class', async () => {
    const p = props({
      opsiKelas: [{ id: 'kls-2', label: 'IF305 Basis Data (B)' }],
      onKelasChange: vi.fn(),
    });
    const { user } = render(<DaftarTugasView {...p} />);
    await user.click(screen.getByRole('button', { name: /Jenis Tugas$/ }));
    await user.click(await screen.findByRole('option', { name: 'Kelompok' }));
    expect(p.onJenisChange).toHaveBeenCalledWith('kelompok');
    await user.click(screen.getByRole('button', { name: /Kelas$/ }));
    await user.click(await screen.findByRole('option', { name: 'IF305 Basis Data (B)' }));
    expect(p.onKelasChange).toHaveBeenCalledWith('kls-2');
  });

  it('staff see the monitoring status and open the submissions in place', async () => {
    const onBuka = vi.fn();
    const { user } = render(
      <DaftarTugasView {...props({ peran: 'staf', tugas: TUGAS_STAF_SEMUA, onBuka })} />,
    );
    const k = kartu(TUGAS_STAF.judul);
    expect(within(k).getByText('Belum Dinilai')).toBeInTheDocument();
    await user.click(within(k).getByRole('button', { name: 'Lihat Pengumpulan' }));
    expect(onBuka).toHaveBeenCalledWith(TUGAS_STAF);
  });

  it('says why it is empty', () => {
    const { rerender } = render(<DaftarTugasView {...props({ tugas: [], total: 0 })} />);
    expect(screen.getByText(PESAN_DAFTAR_TUGAS_KOSONG)).toBeInTheDocument();
    rerender(<DaftarTugasView {...props({ tugas: [], total: 0, jenis: 'individu' })} />);
    expect(screen.getByText(PESAN_CARI_TUGAS_KOSONG)).toBeInTheDocument();
  });
});
