import { describe, expect, it, vi } from 'vitest';
import { WAKTU_SERVER } from '../../test/fixtures';
import { render, screen, within } from '../../test/render';
import { AppHeader, type AppHeaderProps } from './AppHeader';

const props: AppHeaderProps = {
  title: 'Pertemuan 3',
  breadcrumb: [
    { label: 'Kelas Kuliah', href: '/kelas' },
    { label: 'Basis Data', href: '/kelas/102' },
    { label: 'Pertemuan 3' },
  ],
  greeting: 'Selamat pagi, Siti',
  serverTime: WAKTU_SERVER,
  timeZone: 'Asia/Jakarta',
};

describe('AppHeader', () => {
  it('shows the title, greeting and the server time with the zone label', () => {
    render(<AppHeader {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pertemuan 3' })).toBeInTheDocument();
    expect(screen.getByText('Selamat pagi, Siti')).toBeInTheDocument();
    expect(screen.getByText('1 Sep 2025, 09:03:04 WIB')).toBeInTheDocument();
  });

  it('labels the zone WITA and WIT for eastern colleges', () => {
    const { rerender } = render(<AppHeader {...props} timeZone="Asia/Makassar" />);
    expect(screen.getByText('1 Sep 2025, 10:03:04 WITA')).toBeInTheDocument();
    rerender(<AppHeader {...props} timeZone="Asia/Jayapura" />);
    expect(screen.getByText('1 Sep 2025, 11:03:04 WIT')).toBeInTheDocument();
  });

  it('follows the live server time', () => {
    const { rerender } = render(<AppHeader {...props} />);
    rerender(<AppHeader {...props} serverTime={WAKTU_SERVER + 1000} />);
    expect(screen.getByText('1 Sep 2025, 09:03:05 WIB')).toBeInTheDocument();
  });

  it('shows a placeholder while the server time is unknown', () => {
    render(<AppHeader {...props} serverTime={null} />);
    expect(screen.getByText('Memuat waktu server')).toBeInTheDocument();
    expect(screen.queryByText(/WIB/)).not.toBeInTheDocument();
  });

  it('starts the breadcrumb with a home link to /beranda and marks the current page', async () => {
    const { user, navigate } = render(<AppHeader {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const home = within(nav).getByRole('link', { name: 'Beranda' });
    expect(home).toHaveAttribute('href', '/beranda');
    expect(within(nav).getByRole('link', { name: 'Kelas Kuliah' })).toHaveAttribute(
      'href',
      '/kelas',
    );
    expect(within(nav).queryByRole('link', { name: 'Pertemuan 3' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Pertemuan 3')).toHaveAttribute('aria-current', 'page');
    await user.click(home);
    expect(navigate).toHaveBeenCalledWith('/beranda', undefined);
  });

  it('opens the menu from the menu button with the keyboard', async () => {
    const onOpenMenu = vi.fn();
    const { user } = render(<AppHeader {...props} onOpenMenu={onOpenMenu} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });

  it('has no menu button without onOpenMenu', () => {
    render(<AppHeader {...props} />);
    expect(screen.queryByRole('button', { name: 'Buka menu' })).not.toBeInTheDocument();
  });
});
