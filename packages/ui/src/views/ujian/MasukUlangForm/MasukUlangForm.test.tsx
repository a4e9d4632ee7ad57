import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { MasukUlangForm } from './MasukUlangForm';

describe('MasukUlangForm', () => {
  it('signs in again with the prefilled account and the password typed', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<MasukUlangForm username="2401001" onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Sesi Anda telah berakhir' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Masuk Kembali' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Password/), 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Masuk Kembali' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: '2401001', password: 'rahasia' });
  });

  it("shows the server's message", () => {
    render(<MasukUlangForm onSubmit={vi.fn()} errorMessage="Username atau password salah" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Username atau password salah');
  });
});
