import { describe, expect, it } from 'vitest';
import { render, screen } from '../test/render';
import { Stack } from './Stack';
import { sprinkles } from './sprinkles.css';

const classesOf = (atoms: Parameters<typeof sprinkles>[0]) => sprinkles(atoms).split(' ');

describe('Stack', () => {
  it('is a flex column with the medium gap by default', () => {
    render(
      <Stack data-testid="stack">
        <span>Satu</span>
        <span>Dua</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.children).toHaveLength(2);
    for (const name of classesOf({ display: 'flex', flexDirection: 'column', gap: 'md' })) {
      expect(stack).toHaveClass(name);
    }
  });

  it('takes gap, alignment and the element', () => {
    render(<Stack as="ul" gap="xl" align="center" justify="space-between" aria-label="Daftar" />);
    const list = screen.getByRole('list', { name: 'Daftar' });
    for (const name of classesOf({
      gap: 'xl',
      alignItems: 'center',
      justifyContent: 'space-between',
    })) {
      expect(list).toHaveClass(name);
    }
  });
});
