import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../primitives/EmptyState';
import { render, screen, within } from '../../test/render';
import { DaftarKartu, type DaftarKartuProps, JudulKartu } from './DaftarKartu';

const props: Omit<DaftarKartuProps, 'children'> = {
  judul: 'Daftar Bab',
  satuan: 'bab',
  cari: { placeholder: 'Cari judul bab', onSearch: vi.fn() },
  'aria-label': 'Daftar bab',
  isEmpty: false,
  kosong: <EmptyState />,
  memuat: { label: 'Memuat bab', tinggi: '4em' },
  page: 1,
  pageSize: 5,
  total: 12,
  onPageChange: vi.fn(),
  paginationLabel: 'Halaman bab',
};

const kartu = (
  <>
    <li>
      <JudulKartu href="/bab/1">Pengantar</JudulKartu>
    </li>
    <li>
      <JudulKartu href="/bab/2">SQL</JudulKartu>
    </li>
  </>
);

describe('DaftarKartu', () => {
  it('shows the title with the total, the search, the cards and the paging', () => {
    render(<DaftarKartu {...props}>{kartu}</DaftarKartu>);
    expect(screen.getByRole('heading', { level: 2, name: 'Daftar Bab 12 bab' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Cari judul bab' })).toBeVisible();
    const daftar = screen.getByRole('list', { name: 'Daftar bab' });
    expect(daftar.tagName).toBe('UL');
    expect(within(daftar).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'SQL' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'SQL' })).toHaveAttribute('href', '/bab/2');
    expect(screen.getByRole('navigation', { name: 'Halaman bab' })).toBeVisible();
  });

  it('numbers the cards from `nomorAwal` and puts the titles one below the heading', () => {
    render(
      <DaftarKartu {...props} nomorAwal={6} headingLevel={3}>
        <li>
          <JudulKartu headingLevel={3} href="/bab/6">
            Indeks
          </JudulKartu>
        </li>
      </DaftarKartu>,
    );
    const daftar = screen.getByRole('list', { name: 'Daftar bab' });
    expect(daftar.tagName).toBe('OL');
    expect(daftar).toHaveAttribute('start', '6');
    expect(screen.getByRole('heading', { level: 3, name: 'Daftar Bab 12 bab' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Indeks' })).toBeVisible();
  });

  it('shows loading, empty and error states', () => {
    const { rerender } = render(
      <DaftarKartu {...props} isEmpty isLoading>
        {null}
      </DaftarKartu>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat bab');
    rerender(
      <DaftarKartu {...props} isEmpty total={0}>
        {null}
      </DaftarKartu>,
    );
    expect(screen.getByText('Ups! Data Kosong')).toBeVisible();
    rerender(
      <DaftarKartu {...props} isError onRetry={vi.fn()}>
        {kartu}
      </DaftarKartu>,
    );
    expect(screen.getByText('NO DATA')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
