import { describe, expect, it } from 'vitest';
import { render, screen } from '../test/render';
import { Inline } from './Inline';
import { sprinkles } from './sprinkles.css';

const classesOf = (atoms: Parameters<typeof sprinkles>[0]) => sprinkles(atoms).split(' ');

describe('Inline', () => {
  it('is a wrapping flex row, centred, with the small gap by default', () => {
    render(<Inline data-testid="inline">Isi</Inline>);
    const inline = screen.getByTestId('inline');
    for (const name of classesOf({
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 'sm',
    })) {
      expect(inline).toHaveClass(name);
    }
  });

  it('can stay on one line', () => {
    render(<Inline data-testid="inline" wrap={false} />);
    expect(screen.getByTestId('inline')).toHaveClass(...classesOf({ flexWrap: 'nowrap' }));
  });

  it('stacks below a breakpoint', () => {
    render(<Inline data-testid="inline" stackBelow="tablet" />);
    const inline = screen.getByTestId('inline');
    for (const name of classesOf({
      flexDirection: { mobile: 'column', tablet: 'row' },
      alignItems: { mobile: 'stretch', tablet: 'center' },
    })) {
      expect(inline).toHaveClass(name);
    }
  });
});
