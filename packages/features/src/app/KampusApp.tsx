import {
  type Api,
  ApiProvider,
  useLastActive,
  useLogo,
  useLogout,
  useSemesterBerjalan,
  useServerClockStream,
  useSesi,
  useStatusPembatasan,
  useUserInfo,
  useWaktuServer,
} from '@kampus/api';
import {
  type AksiIzin,
  boleh,
  type HakAkses,
  labelPeriode,
  type Role,
  sapaan,
  tujuanPembatasanAkses,
} from '@kampus/domain';
import {
  AppHeader,
  type AppHeaderProps,
  AppShell,
  ErrorPage,
  Sidebar,
  Spinner,
  ToastRegion,
} from '@kampus/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, Suspense, useState } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ForbiddenHalaman } from '../akun/ForbiddenHalaman';
import { LoginHalaman } from '../akun/LoginHalaman';
import { OAuthHalaman } from '../akun/OAuthHalaman';
import * as styles from './KampusApp.css';
import { type RemahHalaman, useRemahHalaman } from './remah';

export type ParamsHalaman = Record<string, string>;

/** One route of an app (spec section 2). */
export interface HalamanDef {
  /** wouter pattern, e.g. '/kelas/:id'. */
  path: string;
  judul: string;
  /** Items after the home icon (text, or a class or meeting named from its data); default: the title. */
  breadcrumb?: (params: ParamsHalaman) => RemahHalaman[];
  komponen: ComponentType<{ params: ParamsHalaman }>;
}

export interface MenuDef {
  label: string;
  href: string;
  /** Shown only to users the domain rule allows (the same rule the server checks). */
  izin?: AksiIzin;
  /** Shown only when true for the signed-in user, for what no single rule says. */
  tampil?: (u: { role: Role; hakAkses: HakAkses | null }) => boolean;
}

export interface KampusAppProps {
  /** 'LMS Mahasiswa' or 'LMS Dosen'. */
  judulAplikasi: string;
  api: Api;
  queryClient: QueryClient;
  menu: MenuDef[];
  halaman: HalamanDef[];
}

const LABEL_ROLE: Record<Role, string> = {
  mahasiswa: 'Mahasiswa',
  dosen: 'Dosen',
  operator: 'Operator',
};

/** A local path to return to after login; anything else goes home (spec 2: after login /beranda). */
function tujuanSetelahLogin(redirect: string | null) {
  return redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')
    ? redirect
    : '/beranda';
}

function MemuatHalaman() {
  return (
    <div className={styles.memuat}>
      <Spinner label="Memuat halaman" />
    </div>
  );
}

/** Providers, the route guards in the spec's order, and the shell. */
export function KampusApp(props: KampusAppProps) {
  return (
    <ApiProvider api={props.api}>
      <QueryClientProvider client={props.queryClient}>
        <Navigasi>
          <Gerbang {...props} />
          <ToastRegion />
        </Navigasi>
      </QueryClientProvider>
    </ApiProvider>
  );
}

/** Lets react-aria links navigate inside the app instead of reloading. */
function Navigasi({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale="id-ID">
      <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>
    </I18nProvider>
  );
}

/**
 * Routing order before each page (spec section 2): an oauth code goes to /oauth, then the
 * user must be signed in, then must meet the access restriction rules.
 */
function Gerbang(props: KampusAppProps) {
  const [location] = useLocation();
  const search = useSearch();
  const sesi = useSesi();
  const query = new URLSearchParams(search);
  const code = query.get('code');

  if (code && location !== '/oauth') {
    const tujuan = new URLSearchParams({
      code,
      redirect: location,
      refferer: typeof document === 'undefined' ? '' : document.referrer,
    });
    return <Redirect to={`/oauth?${tujuan}`} replace />;
  }
  if (location === '/oauth') return <OAuthHalaman judulAplikasi={props.judulAplikasi} />;

  if (!sesi.accessToken) {
    if (location === '/login') {
      return <LoginHalaman judulAplikasi={props.judulAplikasi} />;
    }
    // After a chosen logout the login page is plain; an expired session offers the way back.
    const kembali =
      location === '/' || sesi.keluar
        ? ''
        : `?redirect=${encodeURIComponent(location + (search ? `?${search}` : ''))}`;
    return <Redirect to={`/login${kembali}`} replace />;
  }
  if (location === '/login' || location === '/') {
    return <Redirect to={tujuanSetelahLogin(query.get('redirect'))} replace />;
  }
  return <Pembatasan {...props} />;
}

/** The access restriction rules, fetched once per session (spec section 4 'Access'). */
function Pembatasan(props: KampusAppProps) {
  const [location] = useLocation();
  const status = useStatusPembatasan();
  if (status.isPending) return <MemuatHalaman />;
  // A failed re-check keeps the status already known; only a first failure is the 500 page.
  if (status.isError && !status.data) {
    return <ErrorPage code={500} message="Failed to fetch access restriction status" />;
  }
  const tujuan = tujuanPembatasanAkses(location, status.data);
  if (tujuan) return <Redirect to={tujuan} replace />;
  if (location === '/forbidden' || location.startsWith('/forbidden/')) {
    return (
      <ForbiddenHalaman
        status={status.data}
        isMemeriksa={status.isFetching}
        onPeriksaUlang={() => void status.refetch()}
      />
    );
  }
  return <Cangkang {...props} />;
}

/** The header of a routed page, its class and meeting breadcrumbs named from their data. */
function HeaderHalaman({
  remah,
  ...props
}: Omit<AppHeaderProps, 'breadcrumb'> & { remah: RemahHalaman[] }) {
  return <AppHeader {...props} breadcrumb={useRemahHalaman(remah)} />;
}

/**
 * The menu items a user sees: those without a rule, and those whose rule (a domain permission or
 * a `tampil` check) allows them; nothing guarded while the user is still loading.
 */
export function menuUntuk(menu: MenuDef[], user: { role: Role; hakAkses: HakAkses | null } | null) {
  return menu
    .filter((m) => !m.izin || (user ? boleh(m.izin, user) : false))
    .filter((m) => !m.tampil || (user ? m.tampil(user) : false))
    .map(({ label, href }) => ({ label, href }));
}

/** The signed-in shell: sidebar, header with the live server clock, and the routed page. */
function Cangkang({ judulAplikasi, menu, halaman }: KampusAppProps) {
  const [location, navigate] = useLocation();
  const [menuTerbuka, setMenuTerbuka] = useState(false);
  const user = useUserInfo();
  const logo = useLogo();
  const semester = useSemesterBerjalan();
  const logout = useLogout();
  const { waktu, timeZone } = useWaktuServer();
  useServerClockStream(true);
  useLastActive(true);

  const role = user.data?.role;
  const hakAkses = user.data?.operator?.hak_akses ?? null;
  const itemMenu = menuUntuk(menu, role ? { role, hakAkses } : null);
  const nama = user.data?.nama ?? '';

  const keluar = () =>
    logout.mutate(undefined, {
      onSettled: () => navigate('/login', { replace: true }),
    });

  return (
    <AppShell
      sidebar={
        <Sidebar
          logoUrl={logo.data?.logoContentUrl ?? null}
          collegeName={user.data?.perguruan_tinggi.nama ?? judulAplikasi}
          user={{
            nama: nama || 'Memuat...',
            role: role ? LABEL_ROLE[role] : '',
            status: user.data?.mahasiswa?.status,
            fotoUrl: user.data?.fotoContentUrl,
          }}
          periodeLabel={semester.data ? labelPeriode(semester.data.periode) : null}
          menu={itemMenu}
          activePath={location}
          profileMenu={[{ id: 'logout', label: 'Logout', onAction: keluar }]}
          isMobileOpen={menuTerbuka}
          onMobileOpenChange={setMenuTerbuka}
        />
      }
      header={
        <Switch>
          {halaman.map((h) => (
            <Route key={h.path} path={h.path}>
              {(params: ParamsHalaman) => (
                <HeaderHalaman
                  title={h.judul}
                  remah={h.breadcrumb?.(params) ?? [{ label: h.judul }]}
                  greeting={sapaan(nama, waktu, timeZone)}
                  serverTime={waktu}
                  timeZone={timeZone}
                  onOpenMenu={() => setMenuTerbuka(true)}
                />
              )}
            </Route>
          ))}
          <Route>
            <AppHeader
              title={judulAplikasi}
              breadcrumb={[{ label: 'Halaman tidak ditemukan' }]}
              greeting={sapaan(nama, waktu, timeZone)}
              serverTime={waktu}
              timeZone={timeZone}
              onOpenMenu={() => setMenuTerbuka(true)}
            />
          </Route>
        </Switch>
      }
    >
      <Suspense fallback={<MemuatHalaman />}>
        <Switch>
          {halaman.map((h) => (
            <Route key={h.path} path={h.path}>
              {(params: ParamsHalaman) => <h.komponen params={params} />}
            </Route>
          ))}
          <Route>
            <ErrorPage code={404} />
          </Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
}
