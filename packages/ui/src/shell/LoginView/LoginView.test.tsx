import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { LoginView, type LoginViewProps } from './LoginView';

const props = (overrides: Partial<LoginViewProps> = {}): LoginViewProps => ({
  appTitle: 'LMS Mahasiswa',
  collegeName: 'Universitas Nusantara Mandiri',
  onSubmit: vi.fn(),
  isPending: false,
  ...overrides,
});

describe('LoginView', () => {
  it('shows the app title and the college', () => {
    render(<LoginView {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'LMS Mahasiswa' })).toBeInTheDocument();
    expect(screen.getByText('Universitas Nusantara Mandiri')).toBeInTheDocument();
  });

  it("says 'Harap isi bidang ini' for empty required fields and does not submit", async () => {
    const onSubmit = vi.fn();
    const { user } = render(<LoginView {...props({ onSubmit })} />);
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findAllByText('Harap isi bidang ini')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the username and password with the keyboard', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<LoginView {...props({ onSubmit })} />);
    await user.tab();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.keyboard('2401001');
    await user.tab();
    await user.keyboard('mahasiswa123{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: '2401001', password: 'mahasiswa123' });
  });

  it('shows and hides the password', async () => {
    const { user } = render(<LoginView {...props()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the error message in an alert', () => {
    render(<LoginView {...props({ errorMessage: 'Username atau password salah' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Username atau password salah');
  });

  it('does not submit again while pending', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<LoginView {...props({ onSubmit, isPending: true })} />);
    await user.type(screen.getByLabelText('Username'), 'dosen01');
    await user.type(screen.getByLabelText('Password'), 'dosen123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
