import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { Callout } from './Callout';

describe('Callout', () => {
  it('shows its title and text, announced as an alert when asked', () => {
    render(
      <Callout tone="danger" judul="Gagal" role="alert">
        Jawaban belum terkirim
      </Callout>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Gagal');
    expect(alert).toHaveTextContent('Jawaban belum terkirim');
  });

  it('is plain content unless a role is given', () => {
    render(<Callout>Catatan</Callout>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Catatan')).toBeVisible();
  });
});
