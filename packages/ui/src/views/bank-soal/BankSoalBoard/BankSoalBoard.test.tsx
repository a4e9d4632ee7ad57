import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../../test/fakeTimers';
import { setMatchMedia } from '../../../test/matchMedia';
import { act, render, screen, waitFor, within } from '../../../test/render';
import { BankSoalBoard, type BankSoalBoardProps, FILTER_BANK_SOAL_KOSONG } from './BankSoalBoard';
import {
  BANK_SOAL_BASIS_DATA,
  BANK_SOAL_DOSEN_LAIN,
  BANK_SOAL_TANPA_DOSEN,
  bankSoalKe,
  DAFTAR_BANK_SOAL,
  TOTAL_BANK_SOAL,
} from './bankSoalFixtures';

const props = (ubah: Partial<BankSoalBoardProps> = {}): BankSoalBoardProps => ({
  bankSoal: DAFTAR_BANK_SOAL,
  total: DAFTAR_BANK_SOAL.length,
  page: 1,
  pageSize: 10,
  onPageChange: vi.fn(),
  filter: FILTER_BANK_SOAL_KOSONG,
  onTerapkan: vi.fn(),
  onReset: vi.fn(),
  onTambah: vi.fn(),
  onDuplikat: vi.fn(async () => undefined),
  onHapus: vi.fn(async () => undefined),
  timeZone: 'Asia/Jakarta',
  ...ubah,
});

const kartu = (judul: string) => screen.getByRole('article', { name: judul });

let pulihkan: (() => void) | null = null;
const lebar = () => {
  pulihkan = setMatchMedia(true);
};

afterEach(() => {
  pulihkan?.();
  pulihkan = null;
  stopFakeTimers();
});

describe('BankSoalBoard', () => {
  it("shows 'Bank Soal' with 'Tambah Bank Soal' and a card per bank", async () => {
    const p = props();
    const { user } = render(<BankSoalBoard {...p} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Bank Soal' })).toBeInTheDocument();
    const daftar = screen.getByRole('list', { name: 'Daftar bank soal' });
    expect(within(daftar).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Tambah Bank Soal' }));
    expect(p.onTambah).toHaveBeenCalledOnce();
  });

  it('shows title, course, lecturer, question count, creation time and visibility', () => {
    render(<BankSoalBoard {...props()} />);
    const basisData = kartu(BANK_SOAL_BASIS_DATA.judul);
    expect(basisData).toHaveTextContent('IF201');
    expect(basisData).toHaveTextContent('Basis Data');
    expect(basisData).toHaveTextContent('Dr. Budi Santoso, M.Kom.');
    expect(basisData).toHaveTextContent('24 Soal');
    // 02:15 UTC is 09:15 in Jakarta.
    expect(basisData).toHaveTextContent('01 Sep 2025, 09:15 WIB');
    expect(basisData).toHaveTextContent('Ditampilkan');
    const tanpaDosen = kartu(BANK_SOAL_TANPA_DOSEN.judul);
    expect(tanpaDosen).toHaveTextContent('Belum Ada Dosen');
    expect(tanpaDosen).toHaveTextContent('0 Soal');
    expect(tanpaDosen).toHaveTextContent('Disembunyikan');
  });

  it("links 'Lihat' to /bank-soal/{id} or the page's address, or calls onLihat", async () => {
    const { rerender, user } = render(<BankSoalBoard {...props()} />);
    expect(
      within(kartu(BANK_SOAL_BASIS_DATA.judul)).getByRole('link', { name: /^Lihat/ }),
    ).toHaveAttribute('href', `/bank-soal/${BANK_SOAL_BASIS_DATA.id}`);
    rerender(<BankSoalBoard {...props({ hrefLihat: (id) => `/bank-soal/${id}?ref=board` })} />);
    expect(
      within(kartu(BANK_SOAL_BASIS_DATA.judul)).getByRole('link', { name: /^Lihat/ }),
    ).toHaveAttribute('href', `/bank-soal/${BANK_SOAL_BASIS_DATA.id}?ref=board`);
    const onLihat = vi.fn();
    rerender(<BankSoalBoard {...props({ onLihat })} />);
    await user.click(
      within(kartu(BANK_SOAL_DOSEN_LAIN.judul)).getByRole('button', { name: /^Lihat/ }),
    );
    expect(onLihat).toHaveBeenCalledWith(BANK_SOAL_DOSEN_LAIN);
  });

  it('offers Duplicate and Delete only on banks the user may change', () => {
    render(<BankSoalBoard {...props()} />);
    const milikSaya = kartu(BANK_SOAL_BASIS_DATA.judul);
    expect(within(milikSaya).getByRole('button', { name: /^Duplicate/ })).toBeInTheDocument();
    expect(within(milikSaya).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    const orangLain = kartu(BANK_SOAL_DOSEN_LAIN.judul);
    expect(within(orangLain).queryByRole('button', { name: /^Duplicate/ })).not.toBeInTheDocument();
    expect(within(orangLain).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('hides Tambah, Duplicate and Delete without their handlers or permission', () => {
    const { rerender } = render(
      <BankSoalBoard {...props({ onDuplikat: undefined, onHapus: undefined })} />,
    );
    expect(screen.queryByRole('button', { name: /^Duplicate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    rerender(<BankSoalBoard {...props({ bolehTambah: false })} />);
    expect(screen.queryByRole('button', { name: 'Tambah Bank Soal' })).not.toBeInTheDocument();
  });

  it('duplicates a bank, pending until it settles', async () => {
    let selesai: () => void = () => {};
    const onDuplikat = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          selesai = resolve;
        }),
    );
    const { user } = render(<BankSoalBoard {...props({ onDuplikat })} />);
    const k = kartu(BANK_SOAL_BASIS_DATA.judul);
    await user.click(within(k).getByRole('button', { name: /^Duplicate/ }));
    expect(onDuplikat).toHaveBeenCalledWith(BANK_SOAL_BASIS_DATA);
    expect(within(k).getByRole('button', { name: /^Delete/ })).toBeDisabled();
    await act(async () => selesai());
    await waitFor(() => expect(within(k).getByRole('button', { name: /^Delete/ })).toBeEnabled());
  });

  it("asks 'Anda yakin ingin menghapus bank soal ini?'; Batal keeps the bank", async () => {
    const p = props();
    const { user } = render(<BankSoalBoard {...p} />);
    const tombol = within(kartu(BANK_SOAL_TANPA_DOSEN.judul)).getByRole('button', {
      name: /^Delete/,
    });
    await user.click(tombol);
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus bank soal ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(p.onHapus).not.toHaveBeenCalled();
    await waitFor(() => expect(tombol).toHaveFocus());
  });

  it('deletes after Hapus, pending until it settles; stays open when it fails', async () => {
    let gagal: (e: Error) => void = () => {};
    const onHapus = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          gagal = reject;
        }),
    );
    const { user } = render(<BankSoalBoard {...props({ onHapus })} />);
    await user.click(
      within(kartu(BANK_SOAL_BASIS_DATA.judul)).getByRole('button', { name: /^Delete/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(onHapus).toHaveBeenCalledWith(BANK_SOAL_BASIS_DATA);
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await act(async () => gagal(new Error('Gagal')));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeEnabled(),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    onHapus.mockImplementation(async () => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("applies the drafted filters with 'Terapkan' and clears them with 'Reset'", async () => {
    lebar();
    const p = props();
    const { user } = render(<BankSoalBoard {...p} />);
    const panel = screen.getByRole('form', { name: 'Filter' });
    await user.type(within(panel).getByRole('textbox', { name: 'Mata Kuliah' }), ' MK-IF201 ');
    await user.type(within(panel).getByRole('textbox', { name: 'Prodi Matkul' }), 'PRODI-IF');
    expect(p.onTerapkan).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Terapkan' }));
    expect(p.onTerapkan).toHaveBeenCalledWith({
      search: '',
      id_mata_kuliah: 'MK-IF201',
      id_prodi: 'PRODI-IF',
    });
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect(p.onReset).toHaveBeenCalledOnce();
    expect(within(panel).getByRole('textbox', { name: 'Mata Kuliah' })).toHaveValue('');
    expect(within(panel).getByRole('textbox', { name: 'Prodi Matkul' })).toHaveValue('');
  });

  it('searches title or author 500 ms after typing stops, keeping the other drafts', async () => {
    lebar();
    startFakeTimers();
    const onTerapkan = vi.fn();
    const filter = { ...FILTER_BANK_SOAL_KOSONG, id_prodi: 'PRODI-IF' };
    const { user, rerender } = render(<BankSoalBoard {...props({ onTerapkan, filter })} />, {
      userOptions: fakeTimerUserOptions,
    });
    await user.type(screen.getByRole('textbox', { name: 'Mata Kuliah' }), 'MK-IF201');
    await user.type(screen.getByRole('searchbox', { name: 'Cari judul/pembuat' }), 'budi');
    expect(onTerapkan).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    // The search applies on the applied filters; the drafted course waits for 'Terapkan'.
    expect(onTerapkan).toHaveBeenCalledWith({
      search: 'budi',
      id_mata_kuliah: '',
      id_prodi: 'PRODI-IF',
    });
    rerender(<BankSoalBoard {...props({ onTerapkan, filter: { ...filter, search: 'budi' } })} />);
    expect(screen.getByRole('textbox', { name: 'Mata Kuliah' })).toHaveValue('MK-IF201');
    expect(screen.getByRole('searchbox', { name: 'Cari judul/pembuat' })).toHaveValue('budi');
  });

  it('pages with the page size choice', async () => {
    const onPageChange = vi.fn();
    const bankSoal = Array.from({ length: 10 }, (_, i) => bankSoalKe(i + 1));
    const { user } = render(
      <BankSoalBoard {...props({ bankSoal, total: TOTAL_BANK_SOAL, onPageChange })} />,
    );
    const pager = screen.getByRole('navigation', { name: 'Halaman bank soal' });
    expect(screen.getByText('Total 23 data')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Halaman 3' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 3, pageSize: 10 });
  });

  it('shows loading, empty (with and without filters) and error states', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(
      <BankSoalBoard {...props({ bankSoal: [], total: 0, isLoading: true })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat data bank soal');
    rerender(<BankSoalBoard {...props({ bankSoal: [], total: 0 })} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    expect(screen.getByText('Belum ada bank soal yang tersedia.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(
      <BankSoalBoard
        {...props({
          bankSoal: [],
          total: 0,
          filter: { ...FILTER_BANK_SOAL_KOSONG, search: 'statistika' },
        })}
      />,
    );
    expect(screen.getByText('Tidak ada bank soal yang sesuai dengan filter.')).toBeInTheDocument();
    rerender(<BankSoalBoard {...props({ isError: true, onRetry })} />);
    expect(screen.getByText('NO DATA')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Daftar bank soal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
