import { describe, expect, it } from 'vitest';
import { render, screen } from '../test/render';
import { Box } from './Box';
import { sprinkles } from './sprinkles.css';

describe('Box', () => {
  it('renders the element asked for with the sprinkles classes and its own class', () => {
    render(
      <Box as="section" aria-label="Ringkasan" padding="lg" background="surface" className="own">
        Isi
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Ringkasan' });
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveTextContent('Isi');
    for (const name of sprinkles({ padding: 'lg', background: 'surface' }).split(' ')) {
      expect(box).toHaveClass(name);
    }
    expect(box).toHaveClass('own');
  });

  it('passes responsive values as one class per breakpoint and keeps DOM props off', () => {
    render(<Box data-testid="box" gap={{ mobile: 'xs', tablet: 'xl' }} id="kotak" />);
    const box = screen.getByTestId('box');
    expect(box).toHaveAttribute('id', 'kotak');
    expect(box).not.toHaveAttribute('gap');
    for (const name of sprinkles({ gap: { mobile: 'xs', tablet: 'xl' } }).split(' ')) {
      expect(box).toHaveClass(name);
    }
  });
});
