import type { ColumnDef } from '@tanstack/react-table';
import { type BarisPertemuan, DATA_PERTEMUAN } from '../../test/kitFixtures';
import { kolomNomor } from '../DataTable';

/** A subset of the meeting table's columns (spec 2 'Meeting list and edit'). */
export const kolomPertemuan = (page: number, pageSize: number): ColumnDef<BarisPertemuan>[] => [
  kolomNomor<BarisPertemuan>({ page, pageSize }),
  { accessorKey: 'mataKuliah', header: 'Mata Kuliah' },
  { accessorKey: 'kelas', header: 'Kelas' },
  { accessorKey: 'pertemuan', header: 'Pertemuan', meta: { align: 'end' } },
  { accessorKey: 'judul', header: 'Judul' },
  { accessorKey: 'status', header: 'Status' },
];

export { type BarisPertemuan, DATA_PERTEMUAN };
