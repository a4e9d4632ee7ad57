import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the not-found text and hint for 404 with a link home', async () => {
    const { user, navigate } = render(
      <ErrorPage code={404} message="This page could not be found" />,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Uppss!!! Alamat yang Anda tuju tidak ditemukan',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Silakan periksa kembali alamat (URL) yang Anda tuju atau hubungi administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('This page could not be found')).not.toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Kembali ke Beranda' });
    expect(home).toHaveAttribute('href', '/beranda');
    await user.click(home);
    expect(navigate).toHaveBeenCalledWith('/beranda', undefined);
  });

  it("shows 'Error {code}' and the message for other codes", () => {
    render(<ErrorPage code={500} message="Unknown middleware" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error 500' })).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware')).toBeInTheDocument();
  });

  it('takes another action', () => {
    render(<ErrorPage code={403} action={{ label: 'Kembali ke Kelas', href: '/kelas' }} />);
    expect(screen.getByRole('link', { name: 'Kembali ke Kelas' })).toHaveAttribute(
      'href',
      '/kelas',
    );
  });
});
