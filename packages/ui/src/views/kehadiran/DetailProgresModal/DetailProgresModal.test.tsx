import { describe, expect, it } from 'vitest';
import { DETAIL_PROGRES } from '../../../test/kehadiranPertemuanFixtures';
import { render, screen, within } from '../../../test/render';
import { DetailProgresModal } from './DetailProgresModal';

describe('DetailProgresModal', () => {
  it('shows overall progress against the minimum and each activity with its reason', () => {
    render(<DetailProgresModal isOpen data={DETAIL_PROGRES} minimalPersen={60} />);
    expect(screen.getByRole('progressbar', { name: 'Progres aktivitas' })).toHaveAttribute(
      'aria-valuetext',
      '50.0%',
    );
    expect(screen.getByText('Progres di bawah minimal 60%')).toBeInTheDocument();
    expect(screen.getByText('2/4 aktivitas')).toBeInTheDocument();
    const tabel = screen.getByRole('table', { name: 'Detail aktivitas' });
    const vidcon = within(tabel).getByRole('row', { name: /Kuliah Daring/ });
    expect(vidcon).toHaveTextContent('Vidcon');
    expect(vidcon).toHaveTextContent('Tidak bergabung ke vidcon');
    expect(vidcon).toHaveTextContent('Belum Terpenuhi');
    const materi = within(tabel).getByRole('row', { name: /Pengantar/ });
    expect(within(materi).getByText('Terpenuhi')).toBeInTheDocument();
  });

  it('a manual update reads grey', () => {
    render(
      <DetailProgresModal
        isOpen
        data={{ ...DETAIL_PROGRES, updated_by: { username: 'dosen1', name: 'Budi' } }}
        minimalPersen={60}
      />,
    );
    expect(screen.getByText('Kehadiran diubah manual')).toBeInTheDocument();
  });

  it('has no submit, only Tutup', () => {
    render(<DetailProgresModal isOpen data={DETAIL_PROGRES} minimalPersen={60} />);
    expect(screen.getAllByRole('button', { name: 'Tutup' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
  });
});
