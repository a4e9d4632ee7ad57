import { describe, expect, it, vi } from 'vitest';
import { JUMLAH_PERTEMUAN_REKAP, REKAP_KEHADIRAN } from '../../../test/lmsFixtures';
import { render, screen, within } from '../../../test/render';
import { RecapGrid } from './RecapGrid';

const barisSiti = () => screen.getByRole('row', { name: /Siti Prasetyo/ });

describe('RecapGrid', () => {
  it('shows a row per student and a column per meeting 1..N', () => {
    render(<RecapGrid rekap={REKAP_KEHADIRAN} jumlahPertemuan={JUMLAH_PERTEMUAN_REKAP} />);
    const [header, ...rows] = screen.getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(header!).getAllByRole('columnheader')).toHaveLength(2 + JUMLAH_PERTEMUAN_REKAP);
    expect(screen.getByRole('columnheader', { name: 'Pertemuan 16' })).toBeInTheDocument();
    expect(within(barisSiti()).getByRole('rowheader')).toHaveTextContent('2023100001');
  });

  it('draws the legend symbol of each cell', () => {
    render(<RecapGrid rekap={REKAP_KEHADIRAN} jumlahPertemuan={JUMLAH_PERTEMUAN_REKAP} />);
    const row = within(barisSiti());
    expect(row.getByRole('img', { name: 'Pertemuan 1: Hadir Online' })).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Pertemuan 5: Tidak Hadir Online' })).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Pertemuan 4: Hadir Offline' })).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Pertemuan 16: Belum Ada Rekap' })).toBeInTheDocument();
  });

  it('opens the detail of an online cell by click and keyboard', async () => {
    const onSelect = vi.fn();
    const { user } = render(
      <RecapGrid
        rekap={REKAP_KEHADIRAN}
        jumlahPertemuan={JUMLAH_PERTEMUAN_REKAP}
        onSelect={onSelect}
      />,
    );
    const row = within(barisSiti());
    await user.click(row.getByRole('button', { name: 'Pertemuan 1: Hadir Online' }));
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ pertemuan: { nomor: 1, jenis: 'online' } }),
    );
    row.getByRole('button', { name: 'Pertemuan 2: Hadir Online' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ pertemuan: { nomor: 2, jenis: 'online' } }),
    );
  });

  it('does not make offline meetings or missing recaps clickable', async () => {
    const onSelect = vi.fn();
    const { user } = render(
      <RecapGrid
        rekap={REKAP_KEHADIRAN}
        jumlahPertemuan={JUMLAH_PERTEMUAN_REKAP}
        onSelect={onSelect}
      />,
    );
    const row = within(barisSiti());
    expect(row.queryByRole('button', { name: /^Pertemuan 4:/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Pertemuan 15:/ })).not.toBeInTheDocument();
    await user.click(row.getByRole('img', { name: 'Pertemuan 4: Hadir Offline' }));
    expect(onSelect).not.toHaveBeenCalled();
    // 16 meetings minus 3 offline and 2 without recap.
    expect(row.getAllByRole('button')).toHaveLength(11);
  });

  it('shows the legend under the grid', () => {
    render(<RecapGrid rekap={REKAP_KEHADIRAN} jumlahPertemuan={JUMLAH_PERTEMUAN_REKAP} />);
    expect(screen.getByRole('list', { name: 'Keterangan:' })).toBeInTheDocument();
  });

  it('says it is loading', () => {
    render(<RecapGrid rekap={[]} jumlahPertemuan={16} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat rekap kehadiran');
  });

  it("shows the empty state and 'NO DATA' with a retry", async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<RecapGrid rekap={[]} jumlahPertemuan={16} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    rerender(<RecapGrid rekap={[]} jumlahPertemuan={16} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
