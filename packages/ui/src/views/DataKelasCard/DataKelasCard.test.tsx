import { describe, expect, it } from 'vitest';
import { KELAS_KULIAH } from '../../test/kelasKuliah';
import { render, screen } from '../../test/render';
import { DataKelasCard } from './DataKelasCard';

const nilai = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('DataKelasCard', () => {
  it('shows the class fields of spec section 2 with their formats', () => {
    render(<DataKelasCard kelas={KELAS_KULIAH} />);
    expect(screen.getByRole('region', { name: 'Data Kelas' })).toBeInTheDocument();
    expect(nilai('Periode')).toBe('2025/2026 Ganjil');
    expect(nilai('Mode Kuliah')).toBe('Campuran');
    expect(nilai('Prodi Matkul')).toBe('S1 Teknik Informatika');
    expect(nilai('Jadwal')).toBe('Selasa, 09:20 - 11:00');
  });

  it('lists the teachers with titles and positions', () => {
    render(<DataKelasCard kelas={KELAS_KULIAH} />);
    expect(screen.getByText('Data Pengajar (2)')).toBeInTheDocument();
    expect(screen.getByText('Dr. Budi Santoso, M.Kom.')).toBeInTheDocument();
    expect(screen.getByText('Siti Rahmawati, S.Kom., M.T.')).toBeInTheDocument();
  });

  it('announces loading', () => {
    render(<DataKelasCard kelas={null} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
