import {
  useLastActive,
  useLogo,
  useLogout,
  useSemesterBerjalan,
  useServerClockStream,
  useUserInfo,
  useWaktuServer,
} from '@kampus/api';
import { labelPeriode, type Role, sapaan } from '@kampus/domain';
import { AppHeader, type AppHeaderProps, AppShell, ErrorPage, Sidebar } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { KampusAppProps, ParamsHalaman } from './KampusApp';
import { MemuatHalaman } from './MemuatHalaman';
import { menuUntuk } from './menu';
import { type RemahHalaman, useRemahHalaman } from './remah';

// The signed-in shell, a chunk of its own: the login page and the first paint need none of it,
// and KampusApp starts loading it as soon as a session exists, alongside the access check.

const LABEL_ROLE: Record<Role, string> = {
  mahasiswa: 'Mahasiswa',
  dosen: 'Dosen',
  operator: 'Operator',
};

/**
 * The header of a routed page: its class and meeting breadcrumbs named from their data, and the
 * live server clock. The clock ticks here, in the header alone: the sidebar and the page do not
 * render again every second (on a cheap phone that kept the CPU busy the whole time).
 */
function HeaderHalaman({
  remah,
  nama,
  ...props
}: Omit<AppHeaderProps, 'breadcrumb' | 'greeting' | 'serverTime' | 'timeZone'> & {
  remah: RemahHalaman[];
  nama: string;
}) {
  const { waktu, timeZone } = useWaktuServer();
  return (
    <AppHeader
      {...props}
      breadcrumb={useRemahHalaman(remah)}
      greeting={sapaan(nama, waktu, timeZone)}
      serverTime={waktu}
      timeZone={timeZone}
    />
  );
}

/** The signed-in shell: sidebar, header with the live server clock, and the routed page. */
export default function Cangkang({ judulAplikasi, menu, halaman }: KampusAppProps) {
  const [location, navigate] = useLocation();
  const [menuTerbuka, setMenuTerbuka] = useState(false);
  const user = useUserInfo();
  const logo = useLogo();
  const semester = useSemesterBerjalan();
  const logout = useLogout();
  useServerClockStream(true);
  useLastActive(true);

  const role = user.data?.role;
  const hakAkses = user.data?.operator?.hak_akses ?? null;
  const itemMenu = menuUntuk(menu, role ? { role, hakAkses } : null);
  const nama = user.data?.nama ?? '';

  const bukaMenu = () => setMenuTerbuka(true);
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
                  nama={nama}
                  onOpenMenu={bukaMenu}
                />
              )}
            </Route>
          ))}
          <Route>
            <HeaderHalaman
              title={judulAplikasi}
              remah={[{ label: 'Halaman tidak ditemukan' }]}
              nama={nama}
              onOpenMenu={bukaMenu}
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
