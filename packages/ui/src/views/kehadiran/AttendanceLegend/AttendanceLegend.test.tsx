import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../test/render';
import { AttendanceLegend, RecapSymbol } from './AttendanceLegend';

describe('AttendanceLegend', () => {
  it('lists the five recap symbols', () => {
    render(<AttendanceLegend />);
    const list = screen.getByRole('list', { name: 'Keterangan:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Hadir Online',
      'Hadir Offline',
      'Tidak Hadir Online',
      'Tidak Hadir Offline',
      'Belum Ada Rekap',
    ]);
  });

  it('explains the progress colours with the minimum percent', () => {
    render(<AttendanceLegend variant="progres" minimalPersen={60} />);
    expect(screen.getByText('Progres mencapai minimal 60%')).toBeInTheDocument();
    expect(screen.getByText('Progres di bawah minimal 60%')).toBeInTheDocument();
    expect(screen.getByText('Kehadiran diubah manual')).toBeInTheDocument();
  });

  it('names a recap symbol by its label', () => {
    render(
      <RecapSymbol simbol={{ ikon: 'silang', warna: 'danger', label: 'Tidak Hadir Online' }} />,
    );
    expect(screen.getByRole('img', { name: 'Tidak Hadir Online' })).toBeInTheDocument();
  });
});
