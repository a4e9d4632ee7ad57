import { describe, expect, it, vi } from 'vitest';
import { PESERTA_BANYAK, PESERTA_KELAS } from '../../../test/kelasFixtures';
import { render, screen, waitFor, within } from '../../../test/render';
import { DataPesertaCard } from './DataPesertaCard';

describe('DataPesertaCard', () => {
  it('lists participants with name, NIM and the class leader tag, under a count badge', () => {
    render(<DataPesertaCard peserta={PESERTA_KELAS} />);
    const card = screen.getByRole('region', { name: 'Data Peserta 8' });
    const baris = within(card).getAllByRole('listitem');
    expect(baris).toHaveLength(8);
    expect(baris[0]).toHaveTextContent('Siti PrasetyoNIM 2023100001');
    expect(within(baris[2] as HTMLElement).getByText('Ketua Kelas')).toBeInTheDocument();
    expect(within(card).getAllByText('Ketua Kelas')).toHaveLength(1);
    expect(within(card).queryByRole('navigation')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('opens the tooltip card on keyboard focus: name, NIM, programme, cohort, status', async () => {
    const { user } = render(<DataPesertaCard peserta={PESERTA_KELAS} />);
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(
      'Siti PrasetyoNIM 2023100001Prodi S1 Teknik InformatikaAngkatan 2023Status Aktif',
    );
    for (let i = 0; i < 7; i++) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Status Cuti');
  });

  it('opens the tooltip card on hover', async () => {
    const { user } = render(<DataPesertaCard peserta={PESERTA_KELAS} />);
    // Hover tooltips wait for pointer use (RAC hides them while keyboard focus is visible).
    await user.click(document.body);
    await user.hover(screen.getByText('Dewi Nurhaliza'));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/^Dewi Nurhaliza/));
  });

  it("shows 'Ubah Ketua Kelas' only when given", async () => {
    const onUbahKetua = vi.fn();
    const { user } = render(<DataPesertaCard peserta={PESERTA_KELAS} onUbahKetua={onUbahKetua} />);
    await user.click(screen.getByRole('button', { name: 'Ubah Ketua Kelas' }));
    expect(onUbahKetua).toHaveBeenCalledTimes(1);
  });

  it('pages a big class by 10 and keeps the count of everyone', async () => {
    const { user } = render(<DataPesertaCard peserta={PESERTA_BANYAK} />);
    expect(screen.getByRole('region', { name: 'Data Peserta 64' })).toBeInTheDocument();
    const daftar = () => screen.getByRole('list', { name: 'Peserta' });
    expect(within(daftar()).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Total 64 data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    const kedua = within(daftar()).getAllByRole('listitem');
    expect(kedua[0]).toHaveTextContent('2023100011');
    for (let i = 0; i < 5; i++) {
      await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    }
    const terakhir = within(daftar()).getAllByRole('listitem');
    expect(terakhir).toHaveLength(4);
    expect(terakhir[3]).toHaveTextContent('2023100064');
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  });

  it('shows the spec empty state', () => {
    render(<DataPesertaCard peserta={[]} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    expect(
      screen.getByText('Tidak ada mahasiswa yang tersedia pada kelas ini.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Data Peserta 0' })).toBeInTheDocument();
  });

  it('announces loading and shows NO DATA with a retry', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<DataPesertaCard peserta={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<DataPesertaCard peserta={[]} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
