import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../test/render';
import {
  BARIS_PENGERJAAN,
  STATISTIK_JAWABAN,
  TANPA_PENGERJAAN,
  TOTAL_PENGERJAAN,
  TOTAL_TANPA_PENGERJAAN,
  ZONA_UJIAN,
} from '../../../test/ujianStafFixtures';
import { HasilUjianView, type HasilUjianViewProps } from './HasilUjianView';

const daftar = <T,>(data: readonly T[], total: number, page = 1) => ({
  data,
  total,
  page,
  pageSize: 5,
  onPageChange: vi.fn(),
  onSearch: vi.fn(),
});

function Hasil(props: Partial<HasilUjianViewProps>) {
  return (
    <HasilUjianView
      pengerjaan={daftar(BARIS_PENGERJAAN, TOTAL_PENGERJAAN)}
      belumMengerjakan={daftar(TANPA_PENGERJAAN, TOTAL_TANPA_PENGERJAAN)}
      statistik={{ data: STATISTIK_JAWABAN }}
      isTampilkanNilai={false}
      onPublish={vi.fn()}
      onEkspor={vi.fn()}
      perhitungan="COMPLETED"
      hrefDetail={(b) => `/ujian/u1/pengerjaan/${b.id}`}
      onReset={vi.fn(async () => undefined)}
      timeZone={ZONA_UJIAN}
      {...props}
    />
  );
}

const barisTabel = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row');

describe('HasilUjianView', () => {
  it('lists the work with row numbers across pages, times, answered, score and status', () => {
    render(<Hasil pengerjaan={daftar(BARIS_PENGERJAAN, TOTAL_PENGERJAAN, 2)} />);
    const [kepala, ...baris] = barisTabel('Pengerjaan');
    expect(
      within(kepala!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'No',
      'NIM',
      'Nama',
      'Waktu Mulai',
      'Waktu Selesai',
      'Dijawab',
      'Nilai',
      'Status',
      'Aksi',
    ]);
    const sel = (i: number) =>
      within(baris[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Page 2 of 5 per page: rows 6 to 10 (spec 9).
    expect(sel(0).slice(0, 8)).toEqual([
      '6',
      '2401001',
      'Andi Pratama',
      '23 Sep 2025, 09:25',
      '23 Sep 2025, 10:15',
      '6/6',
      '85.83',
      'Sudah Dinilai',
    ]);
    expect(sel(1)[6]).toBe('-');
    expect(sel(1)[7]).toBe('Belum Dinilai');
    expect(sel(2)[4]).toBe('23 Sep 2025, 10:25Dikumpulkan oleh sistem');
    expect(sel(3)[4]).toBe('-');
    expect(sel(3)[7]).toBe('Belum Berakhir');
    expect(
      within(baris[0]!).getByRole('link', { name: 'Lihat pengerjaan Andi Pratama' }),
    ).toHaveAttribute('href', `/ujian/u1/pengerjaan/${BARIS_PENGERJAAN[0]!.id}`);
  });

  it("asks 'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?' with Tidak/Ya", async () => {
    const onReset = vi.fn(async () => undefined);
    const { user } = render(<Hasil onReset={onReset} />);
    await user.click(screen.getByRole('button', { name: 'Reset pengerjaan Bunga Maharani' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    expect(onReset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset pengerjaan Bunga Maharani' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya' }),
    );
    expect(onReset).toHaveBeenCalledWith(BARIS_PENGERJAAN[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('publishes the scores, downloads Excel and shows the calculation warning', async () => {
    const onPublish = vi.fn();
    const onEkspor = vi.fn();
    const { user, rerender } = render(<Hasil onPublish={onPublish} onEkspor={onEkspor} />);
    expect(screen.queryByText('Sedang proses perhitungan nilai')).not.toBeInTheDocument();
    const tampil = screen.getByRole('switch', { name: 'Tampilkan Nilai' });
    expect(tampil).not.toBeChecked();
    await user.click(tampil);
    expect(onPublish).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    expect(onEkspor).toHaveBeenCalled();
    rerender(<Hasil perhitungan="IN_PROGRESS" isTampilkanNilai onPublish={onPublish} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sedang proses perhitungan nilai');
    await user.click(screen.getByRole('switch', { name: 'Tampilkan Nilai' }));
    expect(onPublish).toHaveBeenLastCalledWith(false);
  });

  it('lists the students without work and searches them', async () => {
    const belum = daftar(TANPA_PENGERJAAN, TOTAL_TANPA_PENGERJAAN);
    const { user } = render(<Hasil belumMengerjakan={belum} />);
    await user.click(screen.getByRole('tab', { name: 'Belum Mengerjakan' }));
    const [, pertama] = barisTabel('Belum Mengerjakan');
    expect(
      within(pertama!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '2401006', 'Fajar Nugroho']);
    expect(screen.getByText('Total 7 data')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Cari NIM atau nama' }), 'fajar{Enter}');
    expect(belum.onSearch).toHaveBeenLastCalledWith('fajar');
  });

  it('shows the answer statistics with the option spread', async () => {
    const { user } = render(<Hasil />);
    await user.click(screen.getByRole('tab', { name: 'Statistik Jawaban' }));
    const [, s1, s2, s3] = barisTabel('Statistik Jawaban');
    const sel = (b: HTMLElement) =>
      within(b)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(sel(s1!)[1]).toBe(
      'Operasi aljabar relasional yang memilih baris berdasarkan kondisi adalah ...',
    );
    expect(sel(s1!)[3]).toBe('12');
    expect(sel(s1!)[4]).toBe('8');
    expect(sel(s1!)[6]).toBe('66.67');
    const sebaran = within(s1!).getByRole('list', { name: 'Sebaran jawaban soal 1' });
    expect(
      within(sebaran)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'A2 mahasiswa memilih A',
      'B8 mahasiswa memilih B',
      'C1 mahasiswa memilih C',
      'D1 mahasiswa memilih D',
    ]);
    expect(within(s2!).getByRole('list', { name: 'Sebaran jawaban soal 2' })).toHaveTextContent(
      'Benar2 mahasiswa memilih BenarSalah9 mahasiswa memilih Salah',
    );
    expect(sel(s3!).slice(4)).toEqual(['-', '-', '-']);
  });

  it('shows the empty, loading and error states of the work list', () => {
    const { rerender } = render(<Hasil pengerjaan={daftar([], 0)} />);
    expect(screen.getByText('Belum ada mahasiswa yang mengerjakan kuis/ujian ini.')).toBeVisible();
    rerender(<Hasil pengerjaan={{ ...daftar([], 0), isLoading: true }} />);
    expect(screen.getByRole('table', { name: 'Pengerjaan' })).toHaveAttribute('aria-busy', 'true');
    rerender(<Hasil pengerjaan={{ ...daftar([], 0), isError: true, onRetry: vi.fn() }} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
  });

  it('hides reset and locks publishing without the write right', () => {
    render(<Hasil bolehUbah={false} />);
    expect(screen.queryByRole('button', { name: /^Reset pengerjaan/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Tampilkan Nilai' })).toBeDisabled();
  });
});
