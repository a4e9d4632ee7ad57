import { describe, expect, it, vi } from 'vitest';
import { MAHASISWA, MENU_MAHASISWA, MENU_STAF, NAMA_KAMPUS } from '../../test/fixtures';
import { fireEvent, render, screen, within } from '../../test/render';
import { iconForPath, isActivePath, menuIcons } from './icons';
import { Sidebar, type SidebarProps } from './Sidebar';

const baseProps = (overrides: Partial<SidebarProps> = {}): SidebarProps => ({
  logoUrl: '/logo.png',
  collegeName: NAMA_KAMPUS,
  user: MAHASISWA,
  periodeLabel: '2025/2026 Ganjil',
  menu: MENU_MAHASISWA,
  activePath: '/kelas/101',
  profileMenu: [
    { id: 'profil', label: 'Profil Saya', onAction: vi.fn() },
    { id: 'siakad', label: 'SIAKAD', onAction: vi.fn() },
    { id: 'logout', label: 'Logout', onAction: vi.fn() },
  ],
  isMobileOpen: false,
  onMobileOpenChange: vi.fn(),
  ...overrides,
});

describe('Sidebar', () => {
  it('shows the college, the user, the period and the student menu', () => {
    render(<Sidebar {...baseProps()} />);
    expect(screen.getByText(NAMA_KAMPUS)).toBeInTheDocument();
    expect(screen.getByText('Siti Nurhaliza Putri')).toBeInTheDocument();
    expect(screen.getByText('Aktif · Mahasiswa')).toBeInTheDocument();
    expect(screen.getByText('2025/2026 Ganjil')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Beranda', 'Kelas Kuliah', 'Kehadiran', 'Nilai', 'Pengaturan', 'Bantuan']);
  });

  it('marks only the link of the current section as the current page', () => {
    render(<Sidebar {...baseProps({ activePath: '/kelas/101' })} />);
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(within(nav).getByRole('link', { name: 'Kelas Kuliah' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Beranda' })).not.toHaveAttribute('aria-current');
  });

  it('opens the profile menu and runs the chosen action, by keyboard too', async () => {
    const props = baseProps();
    const { user } = render(<Sidebar {...props} />);
    await user.click(screen.getByRole('button', { name: /Siti Nurhaliza Putri/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(props.profileMenu[2]?.onAction).toHaveBeenCalledTimes(1);

    const trigger = screen.getByRole('button', { name: /Siti Nurhaliza Putri/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    // The menu is named by its trigger (RAC MenuTrigger).
    expect(await screen.findByRole('menu', { name: /Siti Nurhaliza Putri/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(props.profileMenu[1]?.onAction).toHaveBeenCalledTimes(1);
  });

  it('shows the full-screen menu dialog when open on mobile and closes it', async () => {
    const props = baseProps({ isMobileOpen: true });
    const { user } = render(<Sidebar {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Kelas Kuliah' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tutup menu' }));
    expect(props.onMobileOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes the dialog on Escape and when a menu link is chosen', async () => {
    const props = baseProps({ isMobileOpen: true });
    const { user, navigate } = render(<Sidebar {...props} />);
    await user.keyboard('{Escape}');
    expect(props.onMobileOpenChange).toHaveBeenLastCalledWith(false);
    vi.mocked(props.onMobileOpenChange).mockClear();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('link', { name: 'Nilai' }));
    expect(navigate).toHaveBeenCalledWith('/nilai', undefined);
    expect(props.onMobileOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no dialog while closed', () => {
    render(<Sidebar {...baseProps()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to initials when the photo fails', () => {
    const { container } = render(
      <Sidebar {...baseProps({ user: { ...MAHASISWA, fotoUrl: '/x.png' } })} />,
    );
    const photo = container.querySelector('img[src="/x.png"]');
    if (!photo) throw new Error('expected the photo');
    fireEvent.error(photo);
    expect(container.querySelector('img[src="/x.png"]')).toBeNull();
    expect(screen.getByText('SN')).toBeInTheDocument();
  });

  it('hides the period tag when there is no period', () => {
    render(<Sidebar {...baseProps({ periodeLabel: null })} />);
    expect(screen.queryByText(/Periode/)).not.toBeInTheDocument();
  });
});

describe('menu icons', () => {
  it('has an icon for every path of the spec and a generic one otherwise', () => {
    for (const { href } of MENU_STAF.filter((item) => item.href !== '/pengumuman')) {
      expect(menuIcons[href]).toBeDefined();
      expect(iconForPath(href)).toBe(menuIcons[href]);
    }
    expect(iconForPath('/kelas/12?tab=materi')).toBe(menuIcons['/kelas']);
    expect(Object.values(menuIcons)).not.toContain(iconForPath('/pengumuman'));
  });

  it('matches whole path segments', () => {
    expect(isActivePath('/kelas/12', '/kelas')).toBe(true);
    expect(isActivePath('/kelas', '/kelas')).toBe(true);
    expect(isActivePath('/kelas-kuliah', '/kelas')).toBe(false);
    expect(isActivePath('/beranda', '/kelas')).toBe(false);
  });
});
