import { describe, expect, it, vi } from 'vitest';
import {
  DAFTAR_PERTEMUAN,
  PERTEMUAN_JUDUL_PANJANG_STAF,
  pertemuanKe,
  TOTAL_PERTEMUAN,
} from '../../../test/kelasStafFixtures';
import { render, screen, within } from '../../../test/render';
import { TabelPertemuan, type TabelPertemuanProps } from './TabelPertemuan';

const props: TabelPertemuanProps = {
  data: DAFTAR_PERTEMUAN,
  page: 1,
  pageSize: 5,
  total: TOTAL_PERTEMUAN,
  onPageChange: vi.fn(),
};

const tabel = () => screen.getByRole('table', { name: 'Data Pertemuan' });
const baris = () => within(tabel()).getAllByRole('row').slice(1);
const sel = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('TabelPertemuan', () => {
  it('shows the columns of spec 2', () => {
    render(<TabelPertemuan {...props} />);
    expect(
      within(tabel())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'No',
      'Mata Kuliah',
      'Kelas',
      'Pertemuan',
      'Judul',
      'Jenis',
      'Metode',
      'Status',
      'Waktu',
      'Lihat',
    ]);
    expect(sel(baris()[0]!)).toEqual([
      '1',
      'Basis DataIF201',
      'A Reguler',
      '1',
      'Pengantar Basis Data',
      'Kuliah',
      'Online',
      'Telah Berakhir',
      '02 Sep 202509:20 - 11:00 WIB',
      'Lihat',
    ]);
    expect(sel(baris()[2]!)[7]).toBe('Sedang Berlangsung');
  });

  it('shows the category, the zone of the class and the link to the meeting', () => {
    render(
      <TabelPertemuan {...props} data={[pertemuanKe(8)]} total={1} timeZone="Asia/Makassar" />,
    );
    const [r] = baris();
    expect(sel(r!)[5]).toBe('UTS');
    expect(sel(r!)[8]).toBe('21 Okt 202509:00 - 11:00 WITA');
    expect(
      screen.getByRole('link', { name: 'Lihat Pertemuan 8 Basis Data A Reguler' }),
    ).toHaveAttribute('href', `/pertemuan/${pertemuanKe(8).id}`);
  });

  it('numbers across pages and resets to page 1 on a new size', async () => {
    const onPageChange = vi.fn();
    const { user } = render(<TabelPertemuan {...props} page={2} onPageChange={onPageChange} />);
    expect(baris().map((r) => sel(r)[0])).toEqual(['6', '7', '8', '9', '10']);
    await user.click(screen.getByRole('button', { name: /Jumlah data per halaman/ }));
    await user.click(await screen.findByRole('option', { name: '20 per halaman' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
  });

  it('shows a title-less meeting as "Pertemuan n" and long titles cut with a tooltip', () => {
    render(
      <TabelPertemuan
        {...props}
        data={[{ ...pertemuanKe(3), judul: '' }, PERTEMUAN_JUDUL_PANJANG_STAF]}
        total={2}
      />,
    );
    expect(sel(baris()[0]!)[4]).toBe('Pertemuan 3');
    expect(screen.getByText(PERTEMUAN_JUDUL_PANJANG_STAF.judul).parentElement).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('shows loading rows, the empty state and the load error', () => {
    const { rerender } = render(<TabelPertemuan {...props} data={[]} isLoading />);
    expect(tabel()).toHaveAttribute('aria-busy', 'true');
    rerender(<TabelPertemuan {...props} data={[]} total={0} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeVisible();
    rerender(<TabelPertemuan {...props} isError onRetry={vi.fn()} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
  });
});
