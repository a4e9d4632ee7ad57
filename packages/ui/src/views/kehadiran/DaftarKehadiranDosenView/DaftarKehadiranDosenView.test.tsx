import type { KeadaanHalaman } from '@kampus/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DAFTAR_KEHADIRAN_DOSEN,
  DAFTAR_KEHADIRAN_DOSEN_SAYA,
  DAFTAR_KEHADIRAN_DOSEN_TANPA_VALIDASI,
  KEHADIRAN_DOSEN_TEKS_PANJANG,
  TOTAL_KEHADIRAN_DOSEN,
} from '../../../test/daftarKehadiranDosenFixtures';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../../test/fakeTimers';
import { act, render, screen, within } from '../../../test/render';
import {
  DaftarKehadiranDosenView,
  type DaftarKehadiranDosenViewProps,
} from './DaftarKehadiranDosenView';

function Terkendali(props: Partial<DaftarKehadiranDosenViewProps>) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({ page: 1, pageSize: 5 });
  return (
    <DaftarKehadiranDosenView
      data={DAFTAR_KEHADIRAN_DOSEN}
      total={TOTAL_KEHADIRAN_DOSEN}
      onSearch={vi.fn()}
      status={null}
      onStatusChange={vi.fn()}
      hrefPertemuan={(r) => `/kehadiran/${r.kelas_kuliah.id}/${r.pertemuan.id}`}
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

const tabel = () => screen.getByRole('table', { name: 'Kehadiran Dosen' });
const baris = () => within(tabel()).getAllByRole('row').slice(1);
const sel = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const kepala = () =>
  within(tabel())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('DaftarKehadiranDosenView', () => {
  afterEach(stopFakeTimers);

  it("an operator's list: every teacher's attendance with the lecture's times and validation", () => {
    render(<Terkendali />);
    expect(kepala()).toEqual([
      'No',
      'Mata Kuliah',
      'Kelas',
      'Pertemuan',
      'Waktu',
      'Metode',
      'Kehadiran',
      'Validasi',
      'Aksi',
    ]);
    expect(baris()).toHaveLength(5);
    expect(sel(baris()[0]!)).toEqual([
      '1',
      'Basis DataIF201',
      'A',
      'NormalisasiPertemuan 4',
      '23 Sep 202509:00 - 10:40 WIB',
      'Online',
      'Dr. Budi Santoso, M.Kom.-Siti Rahmawati, S.Kom., M.T.-',
      '--',
      'Lihat',
    ]);
    expect(sel(baris()[2]!).slice(5)).toEqual([
      'Online',
      'Dr. Budi Santoso, M.Kom.Hadir09:05 - 10:35Siti Rahmawati, S.Kom., M.T.Tidak Hadir',
      'Belum DivalidasiSudah Divalidasi',
      'Lihat',
    ]);
    expect(sel(baris()[1]!)[5]).toBe('Offline');
    expect(sel(baris()[3]!)[5]).toBe('Campuran');
  });

  it("a lecturer's list: only their row, without their name", () => {
    render(<Terkendali data={DAFTAR_KEHADIRAN_DOSEN_SAYA} tampilNamaPengajar={false} />);
    expect(baris().map((r) => sel(r)[6])).toEqual([
      '-',
      'Tidak Hadir',
      'Hadir09:05 - 10:35',
      'Hadir13:00 - 14:30',
      'Hadir09:00 - 10:40',
    ]);
  });

  it('has no Validasi column when validation is off, unless the page says so', () => {
    const { rerender } = render(<Terkendali data={DAFTAR_KEHADIRAN_DOSEN_TANPA_VALIDASI} />);
    expect(kepala()).not.toContain('Validasi');
    rerender(<Terkendali data={DAFTAR_KEHADIRAN_DOSEN_TANPA_VALIDASI} validasiAktif />);
    expect(kepala()).toContain('Validasi');
  });

  it('shows times in the given zone', () => {
    render(<Terkendali timeZone="Asia/Jayapura" />);
    expect(sel(baris()[0]!)[4]).toBe('23 Sep 202511:00 - 12:40 WIT');
  });

  it("numbers rows across pages; 'Lihat' links to the meeting", async () => {
    const onPageChange = vi.fn();
    const { user, navigate } = render(<Terkendali page={3} onPageChange={onPageChange} />);
    expect(baris().map((r) => sel(r)[0])).toEqual(['11', '12', '13', '14', '15']);
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 5 });
    const lihat = screen.getByRole('link', { name: 'Lihat Basis Data A Pertemuan 4' });
    const href = `/kehadiran/20251_K1_IF201_A/${DAFTAR_KEHADIRAN_DOSEN[0]!.pertemuan.id}`;
    expect(lihat).toHaveAttribute('href', href);
    await user.click(lihat);
    expect(navigate).toHaveBeenCalledWith(href, undefined);
  });

  it('filters by status, or every status', async () => {
    const onStatusChange = vi.fn();
    const { user, rerender } = render(<Terkendali onStatusChange={onStatusChange} />);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    const opsi = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opsi.map((o) => o.textContent)).toEqual([
      'Semua Status',
      'Belum Dimulai',
      'Sedang Berlangsung',
      'Telah Berakhir',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sedang Berlangsung' }));
    expect(onStatusChange).toHaveBeenLastCalledWith('berlangsung');
    rerender(<Terkendali status="berlangsung" onStatusChange={onStatusChange} />);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Semua Status' }));
    expect(onStatusChange).toHaveBeenLastCalledWith(null);
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

  it("shows loading rows, 'Belum ada pertemuan' and the load error with a retry", async () => {
    const { user, rerender } = render(<Terkendali data={[]} isLoading />);
    expect(tabel()).toHaveAttribute('aria-busy', 'true');
    rerender(<Terkendali data={[]} total={0} />);
    expect(screen.getByText('Belum ada pertemuan')).toBeVisible();
    expect(
      screen.queryByRole('navigation', { name: 'Halaman kehadiran dosen' }),
    ).not.toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<Terkendali isError onRetry={onRetry} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('cuts long titles and shows them whole in a tooltip', () => {
    render(<Terkendali data={[KEHADIRAN_DOSEN_TEKS_PANJANG]} total={1} />);
    const judul = screen.getByText(KEHADIRAN_DOSEN_TEKS_PANJANG.pertemuan.judul);
    expect(judul.parentElement).toHaveAttribute('tabindex', '0');
  });
});
