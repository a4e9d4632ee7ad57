import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { type BarisPertemuan, DATA_PERTEMUAN, kolomPertemuan } from './PagedTable.demo';

function Tabel(props: Partial<PagedTableProps<BarisPertemuan>>) {
  return (
    <PagedTable<BarisPertemuan>
      aria-label="Data Pertemuan"
      columns={kolomPertemuan(1, 10)}
      data={DATA_PERTEMUAN}
      getRowId={(row) => row.id}
      page={1}
      pageSize={10}
      total={42}
      onPageChange={vi.fn()}
      paginationLabel="Halaman data pertemuan"
      {...props}
    />
  );
}

describe('PagedTable', () => {
  it('shows the page of rows and the paging with the total', async () => {
    const onPageChange = vi.fn();
    const { user } = render(<Tabel onPageChange={onPageChange} />);
    const table = screen.getByRole('table', { name: 'Data Pertemuan' });
    expect(table).toHaveTextContent('Pengenalan Sistem Basis Data');
    expect(screen.getByRole('navigation', { name: 'Halaman data pertemuan' })).toBeInTheDocument();
    expect(screen.getByText('Total 42 data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
  });

  it('shows the empty state and no paging when there are no rows', () => {
    render(<Tabel data={[]} total={0} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('disables the paging while a page loads', () => {
    render(<Tabel data={[]} isLoading />);
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  });

  it("shows 'NO DATA' with a retry instead of the table when the page failed", async () => {
    const onRetry = vi.fn();
    const { user } = render(<Tabel isError onRetry={onRetry} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
