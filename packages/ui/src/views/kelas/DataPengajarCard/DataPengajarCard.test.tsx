import { describe, expect, it, vi } from 'vitest';
import { KELAS_KULIAH, PENGAJAR_BANYAK } from '../../../test/kelasFixtures';
import { render, screen, within } from '../../../test/render';
import { DataPengajarCard } from './DataPengajarCard';

describe('DataPengajarCard', () => {
  it('lists teachers with titles, position and programme under a count', () => {
    render(<DataPengajarCard pengajar={KELAS_KULIAH.pengajar} />);
    const card = screen.getByRole('region', { name: 'Data Pengajar 2' });
    const baris = within(card).getAllByRole('listitem');
    expect(baris).toHaveLength(2);
    expect(baris[0]).toHaveTextContent(
      'Dr. Budi Santoso, M.Kom.Prodi S1 Teknik InformatikaDosen Koordinator',
    );
    expect(baris[1]).toHaveTextContent(
      'Siti Rahmawati, S.Kom., M.T.Prodi S1 Sistem InformasiDosen',
    );
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("shows each position and '-' without a programme", () => {
    render(<DataPengajarCard pengajar={PENGAJAR_BANYAK} />);
    expect(screen.getByRole('region', { name: 'Data Pengajar 5' })).toBeInTheDocument();
    expect(screen.getAllByText('Asisten')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('Dewi Lestari, S.T., M.T.Prodi -');
  });

  it("shows 'Ubah Jabatan' only when given", async () => {
    const onUbahJabatan = vi.fn();
    const { user } = render(
      <DataPengajarCard pengajar={KELAS_KULIAH.pengajar} onUbahJabatan={onUbahJabatan} />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onUbahJabatan).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Ubah Jabatan' })).toHaveFocus();
  });

  it('shows empty, loading and error states', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<DataPengajarCard pengajar={[]} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    rerender(<DataPengajarCard pengajar={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<DataPengajarCard pengajar={[]} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
