import { FILTER_TAMPILKAN_DEFAULT } from '@kampus/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REKAP_NILAI } from '../../../test/lmsFixtures';
import { KELAS_REKAP_NILAI } from '../../../test/nilaiFixtures';
import { render, screen } from '../../../test/render';
import { RekapNilaiView, type RekapNilaiViewProps } from './RekapNilaiView';

const REKAP_SELESAI = {
  ...REKAP_NILAI,
  header_aktivitas: REKAP_NILAI.header_aktivitas.map((h) => ({ ...h, status_perhitungan: 'DONE' })),
};

const View = (props: Partial<RekapNilaiViewProps>) => (
  <RekapNilaiView
    idKelas="K1"
    peran="dosen"
    kelas={KELAS_REKAP_NILAI}
    rekap={REKAP_SELESAI}
    onFilterChange={vi.fn()}
    {...props}
  />
);

describe('RekapNilaiView', () => {
  beforeEach(() => {
    // jsdom has no layout: give the grid's scrolling region a height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('composes the title, header box, filter, grid and legend', () => {
    render(<View onEkspor={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rekap Nilai Kelas' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Mata Kuliah IF201 - Struktur Data' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Tampilkan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rekap nilai kelas' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Keterangan' })).toBeInTheDocument();
    expect(screen.queryByText('Sedang proses perhitungan nilai')).not.toBeInTheDocument();
  });

  it('passes the filter to the grid and reports changes', async () => {
    const onFilterChange = vi.fn();
    const { user, rerender } = render(<View onFilterChange={onFilterChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Tugas' }));
    const baru = { ...FILTER_TAMPILKAN_DEFAULT, tugas: false, semua: false };
    expect(onFilterChange).toHaveBeenCalledWith(baru);
    rerender(<View onFilterChange={onFilterChange} filter={baru} />);
    expect(screen.queryByRole('link', { name: 'Tugas 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kuis 1' })).toBeInTheDocument();
  });

  it('warns while grades are recalculated', () => {
    const { rerender } = render(<View rekap={REKAP_NILAI} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sedang proses perhitungan nilai');
    rerender(<View sedangMenghitung />);
    expect(screen.getByRole('status')).toHaveTextContent('Sedang proses perhitungan nilai');
  });

  it('opens a SIKAD component and the preview through its callbacks', async () => {
    const onSelectKomponen = vi.fn();
    const onPratinjauSikad = vi.fn();
    const { user } = render(
      <View onSelectKomponen={onSelectKomponen} onPratinjauSikad={onPratinjauSikad} />,
    );
    await user.click(screen.getByRole('button', { name: /^UTS/ }));
    expect(onSelectKomponen).toHaveBeenCalledWith(expect.objectContaining({ id: 'k-uts' }));
    await user.click(screen.getByRole('button', { name: 'Pratinjau Kirim SIKAD' }));
    expect(onPratinjauSikad).toHaveBeenCalledTimes(1);
  });

  it("loading, 'NO DATA' and empty states", () => {
    const { rerender } = render(
      <View kelas={null} isKelasLoading rekap={null} isLoading onEkspor={vi.fn()} />,
    );
    expect(screen.getByRole('status', { name: 'Memuat kelas' })).toBeInTheDocument();
    expect(screen.getByText('Memuat rekap nilai')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tugas' })).toBeDisabled();
    rerender(<View rekap={null} isError errorMessage="Gateway Timeout" />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    rerender(
      <View
        rekap={{ ...REKAP_SELESAI, nilai_mahasiswa: [] }}
        onEkspor={vi.fn()}
        onPratinjauSikad={vi.fn()}
      />,
    );
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pratinjau Kirim SIKAD' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
