import ChevronDown from 'lucide-react/icons/chevron-down';
import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import {
  Dialog,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Button as RACButton,
} from 'react-aria-components';
import { Avatar } from '../../primitives/Avatar';
import { Logo } from '../../primitives/Logo';
import { Tag } from '../../primitives/Tag';
import { visuallyHidden } from '../../styles/utils.css';
import { mq } from '../../tokens/breakpoints';
import { iconForPath, isActivePath } from './icons';
import * as styles from './Sidebar.css';

export interface SidebarMenuItem {
  label: string;
  href: string;
}

export interface SidebarProfileAction {
  id: string;
  label: string;
  onAction: () => void;
}

export interface SidebarUser {
  nama: string;
  /** Role label, e.g. 'Mahasiswa'. */
  role: string;
  /** e.g. 'Aktif'. */
  status?: string;
  fotoUrl?: string | null;
}

export interface SidebarProps {
  logoUrl?: string | null;
  collegeName: string;
  user: SidebarUser;
  /** e.g. '2025/2026 Ganjil' (from labelPeriode); null hides the tag. */
  periodeLabel: string | null;
  menu: SidebarMenuItem[];
  /** Current location path; the item whose href it starts with is highlighted. */
  activePath: string;
  /** Items of the profile menu, e.g. 'Profil Saya', 'SIAKAD', 'Logout'. */
  profileMenu: SidebarProfileAction[];
  /** Whether the full-screen menu dialog is open (below the desktop breakpoint). */
  isMobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

type ContentProps = Omit<SidebarProps, 'isMobileOpen' | 'onMobileOpenChange'> & {
  /** Called when a menu link is chosen (closes the mobile dialog). */
  onNavigate?: () => void;
};

function SidebarContent({
  logoUrl,
  collegeName,
  user,
  periodeLabel,
  menu,
  activePath,
  profileMenu,
  onNavigate,
}: ContentProps) {
  const userMeta = [user.status, user.role].filter(Boolean).join(' · ');
  return (
    <div className={styles.content}>
      <div className={styles.brand}>
        <Logo name={collegeName} src={logoUrl} />
        <span className={styles.collegeName}>{collegeName}</span>
      </div>

      <div className={styles.profile}>
        <MenuTrigger>
          <RACButton className={styles.userButton}>
            <Avatar name={user.nama} src={user.fotoUrl} isDecorative />
            <span className={styles.userText}>
              <span className={styles.userName}>{user.nama}</span>
              {userMeta ? <span className={styles.userMeta}>{userMeta}</span> : null}
            </span>
            <span className={styles.chevron} aria-hidden="true">
              <ChevronDown size="100%" />
            </span>
          </RACButton>
          <Popover className={styles.menuPopover} placement="bottom start">
            <Menu
              className={styles.menu}
              onAction={(key) => profileMenu.find((item) => item.id === key)?.onAction()}
            >
              {profileMenu.map((item) => (
                <MenuItem key={item.id} id={item.id} className={styles.menuItem}>
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
        {periodeLabel ? (
          <Tag tone="primary">
            <span className={visuallyHidden}>Periode </span>
            {periodeLabel}
          </Tag>
        ) : null}
      </div>

      <nav className={styles.nav} aria-label="Menu utama">
        <ul className={styles.navList}>
          {menu.map((item) => {
            const Icon = iconForPath(item.href);
            const isActive = isActivePath(activePath, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.navLink}
                  aria-current={isActive ? 'page' : undefined}
                  onPress={onNavigate}
                >
                  <span className={styles.navIcon} aria-hidden="true">
                    <Icon size="100%" />
                  </span>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The app sidebar: college, user with the profile menu, period tag and the menu with icons by
 * path. A fixed column on desktop; below it, a full-screen dialog opened from the header.
 */
export function Sidebar({ isMobileOpen, onMobileOpenChange, ...contentProps }: SidebarProps) {
  // The dialog is a phone/tablet affordance: close it when the window grows to desktop.
  useEffect(() => {
    if (!isMobileOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(mq.desktop);
    const closeOnDesktop = () => {
      if (query.matches) onMobileOpenChange(false);
    };
    closeOnDesktop();
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, [isMobileOpen, onMobileOpenChange]);

  return (
    <>
      <aside className={styles.aside}>
        <SidebarContent {...contentProps} />
      </aside>
      <ModalOverlay
        className={styles.overlay}
        isOpen={isMobileOpen}
        onOpenChange={onMobileOpenChange}
        isDismissable
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} aria-label="Menu">
            <div className={styles.dialogBar}>
              <RACButton
                className={styles.closeButton}
                aria-label="Tutup menu"
                onPress={() => onMobileOpenChange(false)}
              >
                <X aria-hidden="true" />
              </RACButton>
            </div>
            <SidebarContent {...contentProps} onNavigate={() => onMobileOpenChange(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
