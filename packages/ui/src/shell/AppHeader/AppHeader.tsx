import { formatJamHeader, labelZonaWaktu } from '@kampus/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Clock from 'lucide-react/icons/clock';
import House from 'lucide-react/icons/house';
import Menu from 'lucide-react/icons/menu';
import { Breadcrumb, Breadcrumbs, Button, Link } from 'react-aria-components';
import { Skeleton } from '../../primitives/Skeleton';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './AppHeader.css';

export interface BreadcrumbItem {
  label: string;
  /** Link target; the last item is the current page and is never a link. */
  href?: string;
}

export interface AppHeaderProps {
  /** Page title (the page's h1). */
  title: string;
  /** Trail after the home icon (which links to /beranda). */
  breadcrumb: BreadcrumbItem[];
  /** e.g. 'Selamat pagi, Budi'. */
  greeting: string;
  /** Server time in epoch ms (from the server clock store); null while unknown. */
  serverTime: number | null;
  /** IANA zone of the college, e.g. 'Asia/Jakarta'. */
  timeZone: string;
  /** Opens the sidebar dialog; the menu button shows below the desktop breakpoint. */
  onOpenMenu?: () => void;
}

function ServerClock({ serverTime, timeZone }: Pick<AppHeaderProps, 'serverTime' | 'timeZone'>) {
  if (serverTime === null) {
    return (
      <span className={styles.clock} aria-busy="true">
        <span className={visuallyHidden}>Memuat waktu server</span>
        <Skeleton width="19ch" height="1.2em" isInline />
      </span>
    );
  }
  // Spec 9: header 'D MMM YYYY, HH:mm:ss' followed by the zone label (WIB/WITA/WIT).
  const text = `${formatJamHeader(serverTime, timeZone)} ${labelZonaWaktu(timeZone)}`;
  return (
    <span className={styles.clock}>
      <Clock aria-hidden="true" />
      <time dateTime={new Date(serverTime).toISOString()}>{text}</time>
    </span>
  );
}

/** The page header: title, breadcrumb from the home icon, greeting and the live server clock. */
export function AppHeader({
  title,
  breadcrumb,
  greeting,
  serverTime,
  timeZone,
  onOpenMenu,
}: AppHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.lead}>
        {onOpenMenu ? (
          <Button className={styles.menuButton} aria-label="Buka menu" onPress={onOpenMenu}>
            <Menu aria-hidden="true" />
          </Button>
        ) : null}
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          <nav aria-label="Breadcrumb">
            <Breadcrumbs className={styles.breadcrumbs}>
              <Breadcrumb className={styles.crumb}>
                <Link href="/beranda" aria-label="Beranda" className={styles.crumbLink}>
                  <House aria-hidden="true" />
                </Link>
              </Breadcrumb>
              {breadcrumb.map((item, index) => {
                const isLast = index === breadcrumb.length - 1;
                return (
                  <Breadcrumb key={`${item.label}|${item.href ?? ''}`} className={styles.crumb}>
                    <span className={styles.separator} aria-hidden="true">
                      <ChevronRight size="100%" />
                    </span>
                    {isLast ? (
                      <span className={styles.current} aria-current="page">
                        {item.label}
                      </span>
                    ) : item.href ? (
                      <Link href={item.href} className={styles.crumbLink}>
                        {item.label}
                      </Link>
                    ) : (
                      <span>{item.label}</span>
                    )}
                  </Breadcrumb>
                );
              })}
            </Breadcrumbs>
          </nav>
        </div>
      </div>
      <div className={styles.meta}>
        <p className={styles.greeting}>{greeting}</p>
        <ServerClock serverTime={serverTime} timeZone={timeZone} />
      </div>
    </header>
  );
}
