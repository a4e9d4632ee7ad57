import { describe, expect, it } from 'vitest';
import { render, screen } from '../test/render';
import { Grid } from './Grid';
import { sprinkles } from './sprinkles.css';

const classesOf = (atoms: Parameters<typeof sprinkles>[0]) => sprinkles(atoms).split(' ');

describe('Grid', () => {
  it('lays out equal columns per breakpoint', () => {
    render(<Grid data-testid="grid" columns={{ mobile: 1, desktop: 4 }} gap="md" />);
    const grid = screen.getByTestId('grid');
    for (const name of classesOf({
      display: 'grid',
      gridTemplateColumns: { mobile: 1, desktop: 4 },
      gap: 'md',
    })) {
      expect(grid).toHaveClass(name);
    }
  });

  it('fits as many columns as allowed by a minimum item width', () => {
    render(<Grid data-testid="grid" minItemWidth="10rem" />);
    const grid = screen.getByTestId('grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(10rem, 100%), 1fr))');
    expect(grid).not.toHaveClass(...classesOf({ gridTemplateColumns: 1 }));
  });
});
