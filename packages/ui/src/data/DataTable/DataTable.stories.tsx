import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../primitives/EmptyState';
import { Tag } from '../../primitives/Tag';
import { type BarisPertemuan, DATA_PERTEMUAN } from '../../test/kitFixtures';
import { DataTable, type DataTableProps, kolomNomor } from './DataTable';

const warnaStatus: Record<string, string> = {
  Selesai: 'grey',
  Berlangsung: 'success',
  'Belum Dimulai': 'warning',
};

/** The meeting table of spec 2 'Meeting list and edit' (a subset of its columns). */
const KOLOM: ColumnDef<BarisPertemuan>[] = [
  kolomNomor<BarisPertemuan>({ page: 1, pageSize: 10 }),
  { accessorKey: 'mataKuliah', header: 'Mata Kuliah' },
  { accessorKey: 'kelas', header: 'Kelas' },
  {
    accessorKey: 'pertemuan',
    header: 'Pertemuan',
    enableSorting: true,
    meta: { align: 'end' },
  },
  { accessorKey: 'judul', header: 'Judul', enableSorting: true },
  { accessorKey: 'jenis', header: 'Jenis' },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ getValue }) => {
      const status = getValue<string>();
      return <Tag tone={warnaStatus[status]}>{status}</Tag>;
    },
  },
  { accessorKey: 'waktu', header: 'Waktu' },
];

function TabelPertemuan(props: Partial<DataTableProps<BarisPertemuan>>) {
  return (
    <DataTable<BarisPertemuan>
      aria-label="Data Pertemuan"
      columns={KOLOM}
      data={DATA_PERTEMUAN}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `pertemuan ${row.pertemuan}`}
      {...props}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: TabelPertemuan,
  args: { onSortingChange: fn(), onRowSelectionChange: fn() },
} satisfies Meta<typeof TabelPertemuan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 'Judul' and 'Pertemuan' sort; the header says which way (aria-sort). */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Judul' }));
    await expect(canvas.getByRole('columnheader', { name: 'Judul' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Checkable rows with 'select all' (the copy tabs of spec 2). */
export const Selectable: Story = {
  args: { enableRowSelection: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pilih pertemuan 2' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pilih pertemuan 3' }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ p2: true, p3: true });
    await expect(
      canvas.getByRole('checkbox', { name: 'Pilih semua baris' }),
    ).toBePartiallyChecked();
  },
};

export const AllSelected: Story = {
  args: {
    enableRowSelection: true,
    rowSelection: Object.fromEntries(DATA_PERTEMUAN.map((p) => [p.id, true])),
  },
};

/** 'Tidak ada data': a table the spec gives no empty text of its own. */
export const Empty: Story = { args: { data: [] } };

export const EmptyState_: Story = {
  name: 'Empty State',
  args: {
    data: [],
    empty: <EmptyState pesan="Tidak ada mahasiswa yang tersedia pada kelas ini." />,
  },
};

export const Loading: Story = { args: { isLoading: true } };

/** A limited height: the body scrolls under the sticky header. */
export const StickyHeader: Story = {
  args: { maxHeight: '180px' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Data Pertemuan' });
    region.scrollTop = 80;
    await expect(region.scrollTop).toBeGreaterThan(0);
  },
};

export const LongText: Story = {
  args: {
    data: [
      {
        id: 'x1',
        mataKuliah:
          'Metodologi Penelitian Kuantitatif dan Kualitatif untuk Pengembangan Sistem Informasi Kesehatan Masyarakat',
        kelas: '01 Reguler',
        pertemuan: 12,
        judul:
          'Rancangan penelitian eksperimen semu dengan kelompok kontrol dan analisis data longitudinal',
        jenis: 'Kuliah',
        status: 'Belum Dimulai',
        waktu: '24 Nov 2025, 13:00 - 15:30',
      },
      ...DATA_PERTEMUAN.slice(0, 2),
    ],
  },
};

/** Scrolls sideways on a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
