import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a progress bar named Memuat by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Memuat' })).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    render(<Spinner label="Mengunggah berkas" />);
    expect(screen.getByRole('progressbar', { name: 'Mengunggah berkas' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Spinner isDecorative />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
