import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../primitives/EmptyState';
import { render, screen, within } from '../../test/render';
import { DataTable, kolomNomor } from './DataTable';

interface Materi {
  id: string;
  judul: string;
  jenis: string;
  pertemuan: number;
}

const materi: Materi[] = [
  { id: 'm1', judul: 'Normalisasi', jenis: 'E-Book', pertemuan: 3 },
  { id: 'm2', judul: 'Aljabar Relasional', jenis: 'Video', pertemuan: 1 },
  { id: 'm3', judul: 'Indeks dan B-Tree', jenis: 'Audio', pertemuan: 2 },
];

const columns: ColumnDef<Materi>[] = [
  { accessorKey: 'judul', header: 'Judul', enableSorting: true },
  { accessorKey: 'jenis', header: 'Jenis Materi' },
  { accessorKey: 'pertemuan', header: 'Pertemuan', enableSorting: true, meta: { align: 'end' } },
];

const judulKolom = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('renders a named table with headers and rows', () => {
    render(<DataTable aria-label="Data Materi" columns={columns} data={materi} />);
    const table = screen.getByRole('table', { name: 'Data Materi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Judul', 'Jenis Materi', 'Pertemuan']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('sorts only the columns that ask for it, with aria-sort, by click and keyboard', async () => {
    const { user } = render(<DataTable aria-label="Data Materi" columns={columns} data={materi} />);
    const judul = screen.getByRole('columnheader', { name: 'Judul' });
    expect(judul).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Jenis Materi' })).not.toHaveAttribute(
      'aria-sort',
    );
    await user.click(within(judul).getByRole('button', { name: 'Judul' }));
    expect(judul).toHaveAttribute('aria-sort', 'ascending');
    expect(judulKolom()).toEqual(['Aljabar Relasional', 'Indeks dan B-Tree', 'Normalisasi']);
    await user.keyboard('{Enter}');
    expect(judul).toHaveAttribute('aria-sort', 'descending');
    expect(judulKolom()).toEqual(['Normalisasi', 'Indeks dan B-Tree', 'Aljabar Relasional']);
    await user.keyboard(' ');
    expect(judul).toHaveAttribute('aria-sort', 'none');
    expect(judulKolom()).toEqual(['Normalisasi', 'Aljabar Relasional', 'Indeks dan B-Tree']);
  });

  it('reports the wanted order to a server-sorted table', async () => {
    const onSortingChange = vi.fn();
    const { user } = render(
      <DataTable
        aria-label="Data Materi"
        columns={columns}
        data={materi}
        sorting={[]}
        manualSorting
        onSortingChange={onSortingChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pertemuan' }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'pertemuan', desc: false }]);
    expect(judulKolom()).toEqual(['Normalisasi', 'Aljabar Relasional', 'Indeks dan B-Tree']);
  });

  it('selects all rows and single rows with named checkboxes', async () => {
    const onRowSelectionChange = vi.fn();
    const { user } = render(
      <DataTable
        aria-label="Salin Kuis/Ujian Lain"
        columns={columns}
        data={materi}
        enableRowSelection
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.judul}
        onRowSelectionChange={onRowSelectionChange}
      />,
    );
    const semua = screen.getByRole('checkbox', { name: 'Pilih semua baris' });
    await user.click(semua);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ m1: true, m2: true, m3: true });
    expect(screen.getByRole('checkbox', { name: 'Pilih Normalisasi' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Normalisasi' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ m2: true, m3: true });
    expect(semua).toBePartiallyChecked();
    // Space on the focused 'select all' selects every row again.
    semua.focus();
    await user.keyboard(' ');
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ m1: true, m2: true, m3: true });
  });

  it("says 'Tidak ada data' without rows, or shows the given empty state", () => {
    const { rerender } = render(<DataTable aria-label="Data Materi" columns={columns} data={[]} />);
    expect(screen.getByRole('cell', { name: 'Tidak ada data' })).toHaveAttribute('colspan', '3');
    rerender(
      <DataTable
        aria-label="Data Peserta"
        columns={columns}
        data={[]}
        empty={<EmptyState pesan="Tidak ada mahasiswa yang tersedia pada kelas ini." />}
      />,
    );
    expect(screen.getByText('Ups! Data Kosong')).toBeVisible();
  });

  it('is busy with placeholder rows while loading', () => {
    render(
      <DataTable
        aria-label="Data Materi"
        columns={columns}
        data={materi}
        isLoading
        loadingRows={4}
      />,
    );
    const table = screen.getByRole('table', { name: 'Data Materi' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByText('Normalisasi')).not.toBeInTheDocument();
  });

  it('numbers rows across pages in the shown order', async () => {
    const { user } = render(
      <DataTable
        aria-label="Data Materi"
        columns={[kolomNomor<Materi>({ page: 3, pageSize: 5 }), ...columns]}
        data={materi}
      />,
    );
    const nomor = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(nomor()).toEqual(['11', '12', '13']);
    await user.click(screen.getByRole('button', { name: 'Judul' }));
    expect(nomor()).toEqual(['11', '12', '13']);
  });

  it('can be scrolled sideways by keyboard', () => {
    render(<DataTable aria-label="Data Materi" columns={columns} data={materi} />);
    expect(screen.getByRole('region', { name: 'Data Materi' })).toHaveAttribute('tabindex', '0');
  });
});
