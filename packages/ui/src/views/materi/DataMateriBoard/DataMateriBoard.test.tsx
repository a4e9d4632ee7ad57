import { describe, expect, it, vi } from 'vitest';
import {
  DAFTAR_MATERI,
  MATERI_EBOOK,
  MATERI_VIDEO,
  materiKe,
  SEKARANG_MATERI_KARTU,
  SYARAT_MATERI,
  TOTAL_MATERI,
} from '../../../test/materiFixtures';
import { act, render, screen, waitFor, within } from '../../../test/render';
import { DataMateriBoard, type DataMateriBoardProps } from './DataMateriBoard';

const props = (ubah: Partial<DataMateriBoardProps> = {}): DataMateriBoardProps => ({
  sekarang: SEKARANG_MATERI_KARTU,
  materi: DAFTAR_MATERI,
  total: DAFTAR_MATERI.length,
  page: 1,
  onPageChange: vi.fn(),
  mode: 'pengajar',
  timeZone: 'Asia/Jakarta',
  syarat: SYARAT_MATERI,
  onAdd: vi.fn(),
  onOpen: vi.fn(),
  onDownload: vi.fn(),
  onEdit: vi.fn(),
  onDelete: vi.fn(async () => undefined),
  ...ubah,
});

const kartu = (judul: string) => screen.getByRole('article', { name: judul });

describe('DataMateriBoard', () => {
  it("shows 'Data Materi' with 'Tambah Materi' and a card per material", async () => {
    const p = props();
    const { user } = render(<DataMateriBoard {...p} />);
    expect(screen.getByRole('region', { name: 'Data Materi' })).toBeInTheDocument();
    const daftar = screen.getByRole('list', { name: 'Daftar materi' });
    expect(within(daftar).getAllByRole('listitem')).toHaveLength(DAFTAR_MATERI.length);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(DAFTAR_MATERI.length);
    await user.click(screen.getByRole('button', { name: 'Tambah Materi' }));
    expect(p.onAdd).toHaveBeenCalledOnce();
  });

  it('passes the material of the card to each handler', async () => {
    const p = props();
    const { user } = render(<DataMateriBoard {...p} />);
    const video = kartu(MATERI_VIDEO.judul);
    await user.click(within(video).getByRole('button', { name: MATERI_VIDEO.judul }));
    await user.click(within(video).getByRole('button', { name: 'Unduh' }));
    await user.click(within(video).getByRole('button', { name: 'Ubah' }));
    expect(p.onOpen).toHaveBeenCalledWith(MATERI_VIDEO);
    expect(p.onDownload).toHaveBeenCalledWith(MATERI_VIDEO);
    expect(p.onEdit).toHaveBeenCalledWith(MATERI_VIDEO);
  });

  it('asks before deleting; Batal keeps the material and returns focus', async () => {
    const p = props();
    const { user } = render(<DataMateriBoard {...p} />);
    const tombol = within(kartu(MATERI_EBOOK.judul)).getByRole('button', { name: 'Hapus' });
    await user.click(tombol);
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus materi ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(p.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(tombol).toHaveFocus());
  });

  it('deletes after Hapus, pending until the promise settles, then closes', async () => {
    let selesai: () => void = () => {};
    const onDelete = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          selesai = resolve;
        }),
    );
    const { user } = render(<DataMateriBoard {...props({ onDelete })} />);
    await user.click(within(kartu(MATERI_VIDEO.judul)).getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(onDelete).toHaveBeenCalledWith(MATERI_VIDEO);
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => selesai());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the question open when the deletion fails', async () => {
    const onDelete = vi.fn(async () => {
      throw new Error('Gagal');
    });
    const { user } = render(<DataMateriBoard {...props({ onDelete })} />);
    await user.click(within(kartu(MATERI_VIDEO.judul)).getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeEnabled(),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('deletes with the keyboard only', async () => {
    const p = props({ materi: [MATERI_EBOOK], total: 1 });
    const { user } = render(<DataMateriBoard {...p} />);
    within(kartu(MATERI_EBOOK.judul)).getByRole('button', { name: 'Hapus' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(p.onDelete).toHaveBeenCalledWith(MATERI_EBOOK));
  });

  it('pages by 10 without a page-size choice', async () => {
    const onPageChange = vi.fn();
    const materi = Array.from({ length: 10 }, (_, i) => materiKe(i + 1));
    const { user } = render(
      <DataMateriBoard {...props({ materi, total: TOTAL_MATERI, onPageChange })} />,
    );
    const pager = screen.getByRole('navigation', { name: 'Halaman data materi' });
    expect(screen.getByText('Total 23 data')).toBeInTheDocument();
    expect(within(pager).queryByText(/per halaman/)).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Halaman 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('students see no add, edit or delete', () => {
    render(
      <DataMateriBoard
        {...props({ mode: 'mahasiswa', onAdd: undefined, onEdit: undefined, onDelete: undefined })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Tambah Materi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
    expect(within(kartu(MATERI_EBOOK.judul)).getByText('Belum Terpenuhi')).toBeInTheDocument();
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(
      <DataMateriBoard {...props({ materi: [], total: 0, isLoading: true })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat data materi');
    rerender(<DataMateriBoard {...props({ materi: [], total: 0 })} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    expect(
      screen.getByText('Belum ada materi yang tersedia pada pertemuan ini.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<DataMateriBoard {...props({ isError: true, onRetry })} />);
    expect(screen.getByText('NO DATA')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Daftar materi' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
