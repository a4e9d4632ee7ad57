import BookOpen from 'lucide-react/icons/book-open';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleHelp from 'lucide-react/icons/circle-help';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import House from 'lucide-react/icons/house';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Library from 'lucide-react/icons/library';
import ListTodo from 'lucide-react/icons/list-todo';
import Settings from 'lucide-react/icons/settings';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import UserRound from 'lucide-react/icons/user-round';

type Icon = typeof House;

/** Sidebar menu icons by path (spec 2 'User menu and sidebar'). */
export const menuIcons: Readonly<Record<string, Icon>> = {
  '/beranda': House,
  '/profil': UserRound,
  '/kelas': BookOpen,
  '/kelas-kuliah': BookOpen,
  '/jadwal': CalendarDays,
  '/kehadiran': ClipboardCheck,
  '/nilai': GraduationCap,
  '/bank-soal': Library,
  '/bantuan': CircleHelp,
  '/konfigurasi': SlidersHorizontal,
  '/pengaturan': Settings,
  '/todolist': ListTodo,
};

/** The icon of a menu path: matched on its first segment; unknown paths get a generic icon. */
export function iconForPath(href: string): Icon {
  const firstSegment = `/${href.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? ''}`;
  return menuIcons[firstSegment] ?? LayoutGrid;
}

/** Whether `href` is the current section: the same path or a path below it. */
export function isActivePath(activePath: string, href: string): boolean {
  const base = href.length > 1 ? href.replace(/\/+$/, '') : href;
  return activePath === base || activePath.startsWith(`${base}/`);
}
