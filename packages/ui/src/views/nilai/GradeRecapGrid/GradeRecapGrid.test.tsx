import { FILTER_TAMPILKAN_DEFAULT, HAK_AKSES_KOSONG } from '@kampus/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REKAP_NILAI, REKAP_NILAI_BESAR } from '../../../test/lmsFixtures';
import { fireEvent, render, screen, within } from '../../../test/render';
import { GradeRecapGrid, TINGGI_BARIS_NILAI } from './GradeRecapGrid';

const barisData = () =>
  screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('rowheader').length > 0);

const TINGGI = 440;

describe('GradeRecapGrid', () => {
  beforeEach(() => {
    // jsdom has no layout: give the scrolling region a height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('aria-label') === 'Rekap nilai kelas' ? TINGGI : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('groups activity headers by meeting and adds the LMS average and SIKAD columns', () => {
    render(<GradeRecapGrid rekap={REKAP_NILAI} idKelas="K1" peran="dosen" />);
    expect(screen.getByRole('columnheader', { name: 'Pertemuan 1' })).toHaveAttribute(
      'colspan',
      '1',
    );
    expect(screen.getByRole('columnheader', { name: 'Rata-rata Nilai LMS' })).toHaveAttribute(
      'colspan',
      '5',
    );
    // 'Sikap' has weight 0: hidden by the default filter.
    expect(screen.getByRole('columnheader', { name: 'Nilai SIKAD' })).toHaveAttribute(
      'colspan',
      '4',
    );
    expect(screen.getByRole('columnheader', { name: /^Tugas.*aktivitas$/ })).toHaveTextContent(
      'Tugas6 aktivitas',
    );
  });

  it('links activity headers for lecturers and explains their status', () => {
    render(<GradeRecapGrid rekap={REKAP_NILAI} idKelas="K1" peran="dosen" />);
    expect(screen.getByRole('link', { name: 'Tugas 1' })).toHaveAttribute(
      'href',
      '/kelas/K1/tugas/akt-1?tab=submission&ref=nilai',
    );
    expect(screen.getByRole('link', { name: 'UTS' })).toHaveAttribute(
      'href',
      '/kelas/K1/ujian/akt-8?tab=hasil&from=nilai',
    );
    expect(screen.getByRole('columnheader', { name: /Tugas 1 \(Sudah Dinilai\)/ })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Sedang proses perhitungan nilai' })).toBeVisible();
  });

  it('renders no links without read access to the class', () => {
    render(
      <GradeRecapGrid rekap={REKAP_NILAI} idKelas="K1" peran="operator" hak={HAK_AKSES_KOSONG} />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: /Tugas 1 \(Sudah Dinilai\)/ })).toBeVisible();
  });

  it("shows '-' for the placeholder and 0 as 0, with the legend", () => {
    render(<GradeRecapGrid rekap={REKAP_NILAI} idKelas="K1" peran="dosen" />);
    const cells = barisData().flatMap((r) => within(r).getAllByRole('cell'));
    expect(cells.some((c) => c.textContent === '-')).toBe(true);
    expect(cells.some((c) => c.textContent === '0')).toBe(true);
    const legend = screen.getByRole('list', { name: 'Keterangan' });
    expect(legend).toHaveTextContent('Sudah Dinilai');
    expect(legend).toHaveTextContent('Tidak Ada Pengerjaan');
    expect(legend).toHaveTextContent('-: Belum ada nilai');
    expect(legend).toHaveTextContent('0: Sudah dinilai dengan nilai 0');
  });

  it('follows the Tampilkan filter', () => {
    render(
      <GradeRecapGrid
        rekap={REKAP_NILAI}
        idKelas="K1"
        peran="dosen"
        filter={{ ...FILTER_TAMPILKAN_DEFAULT, semua: false, tugas: false, sikad_sama_0: true }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Tugas 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kuis 1' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Sikap/ })).toBeInTheDocument();
  });

  it('opens a SIKAD component only when editing is allowed, by click and keyboard', async () => {
    const onSelectKomponen = vi.fn();
    const { user, rerender } = render(
      <GradeRecapGrid rekap={REKAP_NILAI} idKelas="K1" peran="dosen" />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <GradeRecapGrid
        rekap={REKAP_NILAI}
        idKelas="K1"
        peran="dosen"
        onSelectKomponen={onSelectKomponen}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^UTS/ }));
    expect(onSelectKomponen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'k-uts' }));
    screen.getByRole('button', { name: /^Kuis/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelectKomponen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'k-kuis' }));
  });

  it("shows loading, empty and 'NO DATA' states", () => {
    const { rerender } = render(
      <GradeRecapGrid rekap={REKAP_NILAI} idKelas="K1" peran="dosen" isLoading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat rekap nilai');
    rerender(
      <GradeRecapGrid rekap={{ ...REKAP_NILAI, nilai_mahasiswa: [] }} idKelas="K1" peran="dosen" />,
    );
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    rerender(<GradeRecapGrid rekap={REKAP_NILAI} idKelas="K1" peran="dosen" isError />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
  });

  describe('with 200 students x 60 activities', () => {
    it('keeps only the visible rows in the DOM', () => {
      render(<GradeRecapGrid rekap={REKAP_NILAI_BESAR} idKelas="K1" peran="dosen" />);
      const rows = barisData();
      const terlihat = Math.ceil(TINGGI / TINGGI_BARIS_NILAI);
      expect(rows.length).toBeGreaterThanOrEqual(terlihat);
      expect(rows.length).toBeLessThanOrEqual(terlihat + 12);
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '202');
      expect(within(rows[0]!).getAllByRole('cell')).toHaveLength(60 + 5 + 4);
      expect(screen.queryByText('2023100200')).not.toBeInTheDocument();
    });

    it('renders the rows scrolled to and drops the ones above', () => {
      render(<GradeRecapGrid rekap={REKAP_NILAI_BESAR} idKelas="K1" peran="dosen" />);
      const region = screen.getByRole('region', { name: 'Rekap nilai kelas' });
      region.scrollTop = TINGGI_BARIS_NILAI * 190;
      fireEvent.scroll(region);
      expect(screen.getByText('2023100200')).toBeInTheDocument();
      expect(screen.queryByText('2023100001')).not.toBeInTheDocument();
      expect(barisData().length).toBeLessThan(30);
    });
  });
});
