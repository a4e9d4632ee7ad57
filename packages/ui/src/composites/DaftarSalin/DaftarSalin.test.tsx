import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test/render';
import { TabelSalin, type TabelSalinProps, TabSalin } from './DaftarSalin';

interface Baris {
  id: string;
  judul: string;
}

const KOLOM: ColumnDef<Baris>[] = [
  { id: 'judul', header: 'Judul', cell: ({ row }) => row.original.judul },
];

const props: TabelSalinProps<Baris> = {
  'aria-label': 'Materi Kelas Lain',
  columns: KOLOM,
  data: [
    { id: 'm1', judul: 'Pengantar' },
    { id: 'm2', judul: 'SQL' },
  ],
  getRowId: (b) => b.id,
  getRowLabel: (b) => b.judul,
  pilihan: {},
  onPilihanChange: vi.fn(),
  empty: 'No records',
  paging: { page: 1, pageSize: 10, total: 12, onPage: vi.fn() },
};

describe('TabelSalin', () => {
  it('lists the rows with their checkboxes and pages them', async () => {
    const onPilihanChange = vi.fn();
    const { user } = render(<TabelSalin {...props} onPilihanChange={onPilihanChange} />);
    const tabel = screen.getByRole('table', { name: 'Materi Kelas Lain' });
    await user.click(within(tabel).getByRole('checkbox', { name: 'Pilih SQL' }));
    expect(onPilihanChange).toHaveBeenCalledWith({ m2: true });
    expect(screen.getByRole('navigation')).toBeVisible();
  });

  it("shows 'NO DATA' on a load error and the empty text without rows", () => {
    const { rerender } = render(<TabelSalin {...props} isError />);
    expect(screen.getByText('NO DATA')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<TabelSalin {...props} data={[]} paging={{ ...props.paging, total: 0 }} />);
    expect(screen.getByText('No records')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

function Tab() {
  const [tab, setTab] = useState<'baru' | 'salin'>('baru');
  return (
    <TabSalin
      aria-label="Cara menambah kuis/ujian"
      kunciBaru="baru"
      tab={tab}
      onTabChange={setTab}
      judul={{ baru: 'Buat Kuis/Ujian Baru', salin: 'Salin Kuis/Ujian Lain' }}
      baru={<p>Form baru</p>}
      salin={<p>Daftar salin</p>}
    />
  );
}

describe('TabSalin', () => {
  it('switches between the new-item form and the copy list', async () => {
    const { user } = render(<Tab />);
    expect(screen.getByRole('tablist', { name: 'Cara menambah kuis/ujian' })).toBeVisible();
    expect(screen.getByText('Form baru')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Salin Kuis/Ujian Lain' }));
    expect(screen.getByText('Daftar salin')).toBeVisible();
    expect(screen.queryByText('Form baru')).not.toBeInTheDocument();
  });
});
