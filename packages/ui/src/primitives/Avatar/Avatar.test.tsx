import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../test/render';
import { Avatar, initials } from './Avatar';

describe('Avatar', () => {
  it('shows the photo with the name as alt text', () => {
    render(<Avatar name="Siti Nurhaliza" src="/foto.png" />);
    expect(screen.getByRole('img', { name: 'Siti Nurhaliza' })).toHaveAttribute('src', '/foto.png');
  });

  it('falls back to initials when the photo fails to load', () => {
    render(<Avatar name="Siti Nurhaliza" src="/rusak.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Siti Nurhaliza' }));
    const fallback = screen.getByRole('img', { name: 'Siti Nurhaliza' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('SN');
  });

  it('takes up to two initials', () => {
    expect(initials('Raden Ayu Sekar')).toBe('RA');
    expect(initials('budi')).toBe('B');
    expect(initials('  ')).toBe('?');
  });
});
