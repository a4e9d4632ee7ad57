import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../../test/fakeTimers';
import { DAFTAR_PERTEMUAN, pertemuanKe, TOTAL_PERTEMUAN } from '../../../test/kelasStafFixtures';
import { act, render, screen, within } from '../../../test/render';
import { DataPertemuanList, type DataPertemuanListProps } from './DataPertemuanList';

const props: DataPertemuanListProps = {
  pertemuan: DAFTAR_PERTEMUAN,
  page: 1,
  pageSize: 5,
  total: TOTAL_PERTEMUAN,
  onPageChange: vi.fn(),
  onSearch: vi.fn(),
};

const kartu = () =>
  within(screen.getByRole('list', { name: 'Daftar pertemuan' })).getAllByRole('listitem');

describe('DataPertemuanList', () => {
  afterEach(stopFakeTimers);

  it("shows 'Data Pertemuan' with the total and a card per meeting", () => {
    render(<DataPertemuanList {...props} />);
    const judul = screen.getByRole('heading', { name: 'Data Pertemuan 16 pertemuan' });
    expect(judul).toBeVisible();
    expect(kartu()).toHaveLength(5);
    const [pertama] = kartu();
    expect(pertama).toHaveTextContent('1Pertemuan 1Pengantar Basis Data');
    expect(pertama).toHaveTextContent('02 Sep 2025, 09:20 - 11:00 WIB');
    expect(within(pertama!).getByText('Online')).toBeVisible();
    expect(within(pertama!).getByText('Kuliah')).toBeVisible();
    expect(within(pertama!).getByText('Telah Berakhir')).toBeVisible();
    expect(within(pertama!).getByRole('link', { name: 'Pengantar Basis Data' })).toHaveAttribute(
      'href',
      `/pertemuan/${DAFTAR_PERTEMUAN[0]!.id}`,
    );
  });

  it('numbers the cards across pages: (page-1)*perPage+index+1', () => {
    render(
      <DataPertemuanList
        {...props}
        page={3}
        pageSize={5}
        pertemuan={[11, 12, 13].map(pertemuanKe)}
      />,
    );
    expect(screen.getByRole('list', { name: 'Daftar pertemuan' })).toHaveAttribute('start', '11');
    expect(kartu().map((k) => k.firstElementChild?.textContent)).toEqual(['11', '12', '13']);
  });

  it("searches 'Cari judul pertemuan' 500 ms after typing stops", async () => {
    startFakeTimers();
    const onSearch = vi.fn();
    const { user } = render(<DataPertemuanList {...props} onSearch={onSearch} />, {
      userOptions: fakeTimerUserOptions,
    });
    await user.type(screen.getByRole('searchbox', { name: 'Cari judul pertemuan' }), 'sql');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledWith('sql');
  });

  it('goes back to page 1 on a new page size', async () => {
    const onPageChange = vi.fn();
    const { user } = render(<DataPertemuanList {...props} page={2} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: /Jumlah data per halaman/ }));
    await user.click(await screen.findByRole('option', { name: '10 per halaman' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
  });

  it('uses the given link and the class time zone', () => {
    render(
      <DataPertemuanList
        {...props}
        pertemuan={[pertemuanKe(8)]}
        total={1}
        timeZone="Asia/Jayapura"
        hrefPertemuan={(p) => `/kelas/K1/${p.id}`}
      />,
    );
    expect(kartu()[0]).toHaveTextContent('21 Okt 2025, 10:00 - 12:00 WIT');
    expect(screen.getByRole('link', { name: 'Ujian Tengah Semester' })).toHaveAttribute(
      'href',
      `/kelas/K1/${pertemuanKe(8).id}`,
    );
  });

  it('shows loading, empty and error states', () => {
    const { rerender } = render(<DataPertemuanList {...props} pertemuan={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat data pertemuan');
    rerender(<DataPertemuanList {...props} pertemuan={[]} total={0} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Data Pertemuan 0 pertemuan' })).toBeVisible();
    rerender(<DataPertemuanList {...props} isError onRetry={vi.fn()} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
