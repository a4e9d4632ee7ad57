import { describe, expect, it, vi } from 'vitest';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import { render, screen } from '../../../test/render';
import { DataKelasCard } from './DataKelasCard';

const nilai = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('DataKelasCard', () => {
  it('shows the class fields of spec section 2 with their formats', () => {
    render(<DataKelasCard kelas={KELAS_KULIAH} />);
    expect(screen.getByRole('region', { name: 'Data Kelas' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Periode',
      'SKS',
      'Nama Kelas',
      'Jenis Kelas',
      'Mode Kuliah',
      'Kode Matkul',
      'Mata Kuliah',
      'Prodi Matkul',
      'Prodi Kelas',
      'Lingkup Kelas',
      'Kapasitas',
      'Kampus',
      'Jadwal',
    ]);
    expect(nilai('Periode')).toBe('2025/2026 Ganjil');
    expect(nilai('Mode Kuliah')).toBe('Campuran');
    expect(nilai('Prodi Matkul')).toBe('S1 Teknik Informatika');
    expect(nilai('Jadwal')).toBe('Selasa, 09:20 - 11:00');
  });

  it('leaves the teachers to DataPengajarCard and shows no buttons unless given', () => {
    render(<DataKelasCard kelas={KELAS_KULIAH} />);
    expect(screen.queryByText(/Data Pengajar/)).toBeNull();
    expect(screen.queryByText('Dr. Budi Santoso, M.Kom.')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers 'Lihat Silabus, RPS, dan RE' and 'Ubah Kelas' when given", async () => {
    const onLihatSilabus = vi.fn();
    const onUbahKelas = vi.fn();
    const { user } = render(
      <DataKelasCard
        kelas={KELAS_KULIAH}
        onLihatSilabus={onLihatSilabus}
        onUbahKelas={onUbahKelas}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lihat Silabus, RPS, dan RE' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onLihatSilabus).toHaveBeenCalledTimes(1);
    expect(onUbahKelas).toHaveBeenCalledTimes(1);
  });

  it('shows only the buttons it is given', () => {
    render(<DataKelasCard kelas={KELAS_KULIAH} onUbahKelas={vi.fn()} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ubah Kelas']);
  });

  it('announces loading and shows NO DATA with a retry', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<DataKelasCard kelas={null} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<DataKelasCard kelas={null} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
