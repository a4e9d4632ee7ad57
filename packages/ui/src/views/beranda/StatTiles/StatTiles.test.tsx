import { describe, expect, it } from 'vitest';
import { render, screen } from '../../../test/render';
import { StatTiles } from './StatTiles';

describe('StatTiles', () => {
  it('links each tile to its route with its count', () => {
    render(<StatTiles statistik={{ vidcon: 3, forum: 12, tugas: 5, ujian: 2 }} />);
    expect(screen.getByRole('link', { name: '3 Vidcon' })).toHaveAttribute('href', '/vidcon');
    expect(screen.getByRole('link', { name: '12 Forum' })).toHaveAttribute('href', '/forum');
    expect(screen.getByRole('link', { name: '5 Tugas' })).toHaveAttribute('href', '/tugas');
    expect(screen.getByRole('link', { name: '2 Ujian' })).toHaveAttribute('href', '/ujian');
  });

  it("reads '-' for an unknown count", () => {
    render(<StatTiles statistik={{ vidcon: 3 }} />);
    expect(screen.getByRole('link', { name: '- Forum' })).toBeInTheDocument();
  });

  it('opens a tile with the keyboard', async () => {
    const { user, navigate } = render(<StatTiles statistik={{ vidcon: 1 }} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: /Forum/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/forum', undefined);
  });

  it('is busy while loading', () => {
    render(<StatTiles statistik={{}} isLoading />);
    expect(screen.getByRole('list', { name: 'Statistik' })).toHaveAttribute('aria-busy', 'true');
  });
});
