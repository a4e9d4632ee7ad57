import { describe, expect, it, vi } from 'vitest';
import { KELAS_JADWAL, KELAS_JADWAL_MINGGU } from '../../../test/kelasFixtures';
import { render, screen, within } from '../../../test/render';
import { JadwalMingguan } from './JadwalMingguan';

const hari = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('JadwalMingguan', () => {
  it('lays out Senin to Sabtu, each day in time order', () => {
    render(<JadwalMingguan kelas={KELAS_JADWAL} />);
    expect(hari()).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']);
    const senin = screen.getByRole('region', { name: 'Senin' });
    expect(
      within(senin)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      '07:30 - 09:10 WIBAlgoritma dan Struktur DataIF2110 · Kelas A RegulerRuangan Ruang 301',
      '09:20 - 11:00 WIBJaringan KomputerIF3130 · Kelas C RegulerRuangan Lab Jaringan',
      '13:00 - 14:40 WIBStatistika dan ProbabilitasMA2181 · Kelas A RegulerRuangan Ruang 204',
    ]);
    expect(within(screen.getByRole('region', { name: 'Sabtu' })).getByText('Tidak ada kelas'));
    expect(
      within(screen.getByRole('region', { name: 'Jumat' })).getByRole('link'),
    ).toHaveTextContent('Ruangan -');
  });

  it('adds Minggu only when used, and labels the zone', () => {
    render(<JadwalMingguan kelas={KELAS_JADWAL_MINGGU} timeZone="Asia/Jayapura" />);
    expect(hari()).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(
      within(screen.getByRole('region', { name: 'Minggu' })).getByRole('link'),
    ).toHaveTextContent(/^08:00 - 10:30 WITBahasa Inggris Akademik/);
  });

  it('links each slot to its class', async () => {
    const { user, navigate } = render(<JadwalMingguan kelas={KELAS_JADWAL} />);
    const selasa = within(screen.getByRole('region', { name: 'Selasa' })).getByRole('link');
    expect(selasa).toHaveAttribute('href', '/kelas/20251_K1_IF201_A');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/kelas/20251_K1_IF2110_A', undefined);
  });

  it('shows an empty state without slots, and loading and error states', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(
      <JadwalMingguan kelas={KELAS_JADWAL.map((k) => ({ ...k, jadwal: [] }))} />,
    );
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    expect(screen.getByText('Belum ada jadwal kuliah.')).toBeInTheDocument();
    rerender(<JadwalMingguan kelas={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<JadwalMingguan kelas={[]} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
