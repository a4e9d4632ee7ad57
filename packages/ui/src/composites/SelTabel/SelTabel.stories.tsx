import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, within } from 'storybook/test';
import { DataTable } from '../../data/DataTable';
import { SelDuaBaris, SelMataKuliah, TeksSebaris, TeksSel, TombolLihat } from './SelTabel';

interface Baris {
  id: string;
  mataKuliah: { nama: string; kode: string };
  kelas: string;
  judul: string;
  tanggal: string;
  jam: string;
}

const BARIS: Baris[] = [
  {
    id: 'b1',
    mataKuliah: { nama: 'Basis Data', kode: 'IF201' },
    kelas: 'Kelas A',
    judul: 'Pengantar Basis Data',
    tanggal: '02 Sep 2025',
    jam: '09:20 - 11:00 WIB',
  },
  {
    id: 'b2',
    mataKuliah: {
      nama: 'Perancangan dan Pemrograman Aplikasi Basis Data Terdistribusi Lanjut',
      kode: 'IF305',
    },
    kelas: 'Kelas B',
    judul:
      'Replikasi, partisi dan konsistensi data pada sistem basis data terdistribusi skala besar',
    tanggal: '09 Sep 2025',
    jam: '13:00 - 14:40 WIB',
  },
];

const KOLOM: ColumnDef<Baris>[] = [
  {
    id: 'mataKuliah',
    header: 'Mata Kuliah',
    cell: ({ row }) => <SelMataKuliah mataKuliah={row.original.mataKuliah} />,
  },
  {
    id: 'kelas',
    header: 'Kelas',
    cell: ({ row }) => <TeksSebaris>{row.original.kelas}</TeksSebaris>,
  },
  { id: 'judul', header: 'Judul', cell: ({ row }) => <TeksSel teks={row.original.judul} /> },
  {
    id: 'waktu',
    header: 'Waktu',
    cell: ({ row }) => (
      <SelDuaBaris
        utama={<TeksSebaris>{row.original.tanggal}</TeksSebaris>}
        keterangan={row.original.jam}
      />
    ),
  },
  {
    id: 'lihat',
    header: 'Lihat',
    cell: ({ row }) => (
      <TombolLihat href={`/baris/${row.original.id}`} aria-label={`Lihat ${row.original.judul}`} />
    ),
  },
];

function Tabel() {
  return <DataTable aria-label="Contoh sel tabel" columns={KOLOM} data={BARIS} kartuDiPonsel />;
}

const meta = {
  title: 'Composites/SelTabel',
  component: Tabel,
} satisfies Meta<typeof Tabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short and long texts: a long one is cut to two lines and whole in a tooltip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IF201')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Lihat / })).toHaveLength(2);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
