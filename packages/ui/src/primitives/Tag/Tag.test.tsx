import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows its label', () => {
    render(<Tag tone="success">Sedang Berlangsung</Tag>);
    expect(screen.getByText('Sedang Berlangsung')).toBeVisible();
  });

  it('accepts an unknown colour word without failing', () => {
    render(<Tag tone="ungu">Lainnya</Tag>);
    expect(screen.getByText('Lainnya')).toBeInTheDocument();
  });
});
