import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '../../test/render';
import { Logo } from './Logo';

describe('Logo', () => {
  it('shows the image when given', () => {
    const { container } = render(<Logo name="Universitas Nusantara" src="/logo.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/logo.png');
  });

  it('falls back to the initial of the college when missing or broken', () => {
    const { container, rerender } = render(<Logo name="universitas Nusantara" />);
    expect(container).toHaveTextContent('U');
    rerender(<Logo name="Politeknik Negeri" src="/rusak.png" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('expected an image first');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('P');
  });
});
