import { describe, expect, it } from 'vitest';
import { KELAS } from '../../../test/fixtures';
import { render, screen, within } from '../../../test/render';
import { ClassHighlightGrid } from './ClassHighlightGrid';

describe('ClassHighlightGrid', () => {
  it('lists one link per class', () => {
    render(<ClassHighlightGrid kelas={KELAS} />);
    const list = screen.getByRole('list', { name: 'Kelas kuliah' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(KELAS.length);
    expect(within(list).getByRole('link', { name: 'Jaringan Komputer' })).toHaveAttribute(
      'href',
      '/kelas/105',
    );
  });

  it('says so when there are no classes', () => {
    render(<ClassHighlightGrid kelas={[]} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    expect(screen.getByText('Belum ada kelas kuliah pada periode ini.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('announces loading and shows no classes meanwhile', () => {
    render(<ClassHighlightGrid kelas={KELAS} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat kelas kuliah');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('moves through the cards with Tab', async () => {
    const { user } = render(<ClassHighlightGrid kelas={KELAS.slice(0, 2)} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Algoritma dan Struktur Data' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Basis Data' })).toHaveFocus();
  });
});
