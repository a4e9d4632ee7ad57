import type { KeadaanHalaman } from '@kampus/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../../test/fakeTimers';
import {
  DAFTAR_KELAS,
  KELAS_NAMA_PANJANG,
  OPSI_FILTER_KELAS,
  TOTAL_KELAS,
} from '../../../test/kelasStafFixtures';
import { act, render, screen, within } from '../../../test/render';
import { FILTER_KELAS_KOSONG, TabelKelas, type TabelKelasProps } from './TabelKelas';

function Terkendali(props: Partial<TabelKelasProps>) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({ page: 1, pageSize: 5 });
  return (
    <TabelKelas
      data={DAFTAR_KELAS}
      total={TOTAL_KELAS}
      filter={FILTER_KELAS_KOSONG}
      onFilterChange={vi.fn()}
      opsiFilter={OPSI_FILTER_KELAS}
      onSearch={vi.fn()}
      {...props}
      page={props.page ?? halaman.page}
      pageSize={props.pageSize ?? halaman.pageSize}
      onPageChange={(k) => {
        setHalaman(k);
        props.onPageChange?.(k);
      }}
    />
  );
}

const tabel = () => screen.getByRole('table', { name: 'Data Kelas Kuliah' });
const baris = () => within(tabel()).getAllByRole('row').slice(1);
const sel = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('TabelKelas', () => {
  afterEach(stopFakeTimers);

  it('shows the columns of spec 2 and one row per class', () => {
    render(<Terkendali />);
    const kepala = within(tabel())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(kepala).toEqual([
      'No',
      'Periode',
      'Mata Kuliah',
      'Kelas',
      'Pengajar',
      'SKS',
      'Peserta',
      'Pertemuan',
      'Prodi Matkul',
      'Prodi Kelas',
      'Aksi',
    ]);
    expect(baris()).toHaveLength(5);
    expect(sel(baris()[0]!)).toEqual([
      '1',
      '2025/2026 Ganjil',
      'Basis DataIF201',
      'A Reguler',
      'Dr. Budi Santoso, M.Kom.Siti Rahmawati, S.Kom., M.T.',
      '3',
      '20',
      '14',
      'S1 Teknik Informatika',
      'S1 Teknik InformatikaS1 Sistem Informasi',
      'Lihat',
    ]);
  });

  it('numbers rows across pages', () => {
    render(<Terkendali page={3} pageSize={5} />);
    expect(baris().map((r) => sel(r)[0])).toEqual(['11', '12', '13', '14', '15']);
  });

  it('pages by 5, 10, 15 or 20 and goes back to page 1 on a new size', async () => {
    const onPageChange = vi.fn();
    const { user } = render(<Terkendali onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 5 });
    await user.click(screen.getByRole('button', { name: /Jumlah data per halaman/ }));
    const opsi = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opsi.map((o) => o.textContent)).toEqual([
      '5 per halaman',
      '10 per halaman',
      '15 per halaman',
      '20 per halaman',
    ]);
    await user.click(screen.getByRole('option', { name: '15 per halaman' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 15 });
  });

  it("'Unduh BAP' calls back with the class; 'Lihat' links to it", async () => {
    const onUnduhBap = vi.fn();
    const { user, navigate } = render(<Terkendali onUnduhBap={onUnduhBap} />);
    await user.click(screen.getByRole('button', { name: 'Unduh BAP Struktur Data A Reguler' }));
    expect(onUnduhBap).toHaveBeenCalledWith(DAFTAR_KELAS[1]);
    const lihat = screen.getByRole('link', { name: 'Lihat Basis Data A Reguler' });
    expect(lihat).toHaveAttribute('href', '/kelas/20251_K1_IF201_A');
    await user.click(lihat);
    expect(navigate).toHaveBeenCalledWith('/kelas/20251_K1_IF201_A', undefined);
  });

  it("'Unduh Semua BAP' needs a period", async () => {
    const onUnduhSemuaBap = vi.fn();
    const { user, rerender } = render(<Terkendali onUnduhSemuaBap={onUnduhSemuaBap} />);
    const tombol = () => screen.getByRole('button', { name: 'Unduh Semua BAP' });
    expect(tombol()).toHaveAttribute('aria-disabled', 'true');
    await user.click(tombol());
    expect(onUnduhSemuaBap).not.toHaveBeenCalled();
    rerender(
      <Terkendali
        onUnduhSemuaBap={onUnduhSemuaBap}
        filter={{ ...FILTER_KELAS_KOSONG, periode: 20251 }}
      />,
    );
    await user.click(tombol());
    expect(onUnduhSemuaBap).toHaveBeenCalledTimes(1);
  });

  it("applies the filter fields with 'Terapkan' and clears them with 'Reset'", async () => {
    const onFilterChange = vi.fn();
    const { user } = render(<Terkendali onFilterChange={onFilterChange} />);
    // Phones (jsdom has no width): the 'Filter' button opens the panel as a sheet.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(sheet).getByRole('button', { name: /Periode$/ }));
    await user.click(await screen.findByRole('option', { name: '2025/2026 Genap' }));
    await user.click(within(sheet).getByRole('button', { name: /Mode Kuliah$/ }));
    await user.click(await screen.findByRole('option', { name: 'Campuran' }));
    await user.click(within(sheet).getByRole('button', { name: /Jenis Kelas$/ }));
    await user.click(await screen.findByRole('option', { name: 'Karyawan' }));
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({
      ...FILTER_KELAS_KOSONG,
      periode: 20252,
      mode_kuliah: 'campuran',
      id_jenis_kelas: 'KRY',
    });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(onFilterChange).toHaveBeenLastCalledWith(FILTER_KELAS_KOSONG);
  });

  it('shows the active filter count on the phone button', () => {
    render(<Terkendali filter={{ ...FILTER_KELAS_KOSONG, periode: 20251, id_prodi: 'TI' }} />);
    expect(screen.getByRole('button', { name: 'Filter 2 aktif' })).toBeInTheDocument();
  });

  it('searches 500 ms after typing stops', async () => {
    startFakeTimers();
    const onSearch = vi.fn();
    const { user } = render(<Terkendali onSearch={onSearch} />, {
      userOptions: fakeTimerUserOptions,
    });
    await user.type(
      screen.getByRole('searchbox', { name: 'Cari mata kuliah atau kelas' }),
      'basis',
    );
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('basis');
  });

  it('shows loading rows, the empty state and the load error', () => {
    const { rerender } = render(<Terkendali data={[]} isLoading />);
    expect(tabel()).toHaveAttribute('aria-busy', 'true');
    rerender(<Terkendali data={[]} total={0} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeVisible();
    expect(
      screen.queryByRole('navigation', { name: 'Halaman data kelas' }),
    ).not.toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<Terkendali isError onRetry={onRetry} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('cuts long names and shows them whole in a tooltip', () => {
    render(<Terkendali data={[KELAS_NAMA_PANJANG]} total={1} />);
    const nama = screen.getByText(KELAS_NAMA_PANJANG.mata_kuliah.nama);
    // The focusable wrapper lets keyboard users open the tooltip.
    expect(nama.parentElement).toHaveAttribute('tabindex', '0');
  });
});
