import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { type BarisPertemuan, DATA_PERTEMUAN, kolomPertemuan } from './PagedTable.demo';

function TabelDemo(props: Partial<PagedTableProps<BarisPertemuan>>) {
  const page = props.page ?? 1;
  const pageSize = props.pageSize ?? 10;
  return (
    <PagedTable<BarisPertemuan>
      aria-label="Data Pertemuan"
      columns={kolomPertemuan(page, pageSize)}
      data={DATA_PERTEMUAN}
      getRowId={(row) => row.id}
      page={page}
      pageSize={pageSize}
      total={42}
      onPageChange={fn()}
      paginationLabel="Halaman data pertemuan"
      kartuDiPonsel
      {...props}
    />
  );
}

const meta = {
  title: 'Data/PagedTable',
  component: TabelDemo,
  args: { onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof TabelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of rows, then the paging with 'Total 42 data'. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Data Pertemuan' })).toBeInTheDocument();
    await expect(canvas.getByText('Total 42 data')).toBeInTheDocument();
  },
};

/** Nothing found: the empty state and no paging. */
export const Empty: Story = { args: { data: [], total: 0 } };

/** Skeleton rows while the page loads; the paging is disabled. */
export const Loading: Story = { args: { data: [], isLoading: true } };

/** 'NO DATA' with a retry in place of the table and the paging. */
export const LoadError: Story = {
  args: { isError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Rows become cards on phones (`kartuDiPonsel`). */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
