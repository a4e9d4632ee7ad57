import { type Api, ApiProvider, useSesi, useStatusPembatasan } from '@kampus/api';
import { aksesDiizinkan, tujuanPembatasanAkses } from '@kampus/domain';
import type { ToastRegionProps } from '@kampus/ui';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { matchRoute, Redirect, useLocation, useRouter, useSearch } from 'wouter';
import {
  muatForbiddenHalaman,
  muatForbiddenPertemuanHalaman,
  muatLoginHalaman,
  muatOAuthHalaman,
} from '../akun';
import { lazyHalaman } from './lazyHalaman';
import { MemuatHalaman } from './MemuatHalaman';
import type { MenuDef } from './menu';
import type { RemahHalaman } from './remah';

export type { MenuDef } from './menu';

// What the first paint needs stays here: providers, the route guards and a spinner. The login
// page, /oauth, /forbidden, the error page, the toasts and the signed-in shell are chunks of their
// own (issue 12 budgets); the shell starts loading as soon as a session exists, alongside the
// access check, or once the login page shows.
const muatCangkang = () => import('./Cangkang');
const Cangkang = lazyHalaman(muatCangkang);
/**
 * A page loaded on demand that, once loaded, renders in the same commit (no Suspense step): a
 * redirect to it can wait for `muat` and then land on a page ready to paint.
 */
function halamanSiap<P extends object>(muat: () => Promise<{ default: ComponentType<P> }>) {
  let dimuat: ComponentType<P> | undefined;
  const muatSekali = () =>
    muat().then((m) => {
      dimuat = m.default;
      return m;
    });
  const Lazy = lazyHalaman(muatSekali);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never in a render
  function Halaman(props: P) {
    const Komponen = dimuat ?? Lazy;
    return <Komponen {...props} />;
  }
  return { Halaman, muat: muatSekali };
}

/** Shows its children (a redirect) only once `muat` has loaded the target page. */
function setelahDimuat(muat: () => Promise<unknown>) {
  return lazyHalaman<{ children: ReactNode }>(() =>
    muat().then(() => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> })),
  );
}
const login = halamanSiap(muatLoginHalaman);
const LoginHalaman = login.Halaman;
const SetelahLogin = setelahDimuat(login.muat);
const forbidden = halamanSiap(muatForbiddenHalaman);
const ForbiddenHalaman = forbidden.Halaman;
const SetelahForbidden = setelahDimuat(forbidden.muat);
const ForbiddenPertemuanHalaman = lazyHalaman<{ idPertemuan: string }>(
  muatForbiddenPertemuanHalaman,
);
const OAuthHalaman = lazyHalaman(muatOAuthHalaman);
const ErrorPage = lazyHalaman(() => import('./galat'));
const ToastRegion = lazyHalaman<ToastRegionProps>(() =>
  import('./toasts').then((m) => ({ default: m.ToastRegion })),
);

/** Starts loading the shell after this shows: while the access check runs or the user logs in. */
function MuatCangkang() {
  useEffect(() => {
    muatCangkang().catch(() => {});
  }, []);
  return null;
}

export type ParamsHalaman = Record<string, string>;

/** One route of an app (spec section 2). */
export interface HalamanDef {
  /** wouter pattern, e.g. '/kelas/:id'. */
  path: string;
  judul: string;
  /** Items after the home icon (text, or a class or meeting named from its data); default: the title. */
  breadcrumb?: (params: ParamsHalaman) => RemahHalaman[];
  komponen: ComponentType<{ params: ParamsHalaman }>;
  /**
   * When the session expires on this page, it stays open and signs in again in place (the exam
   * page: its answers wait on the device meanwhile) instead of going to /login.
   */
  masukDiTempat?: boolean;
}

export interface KampusAppProps {
  /** 'LMS Mahasiswa' or 'LMS Dosen'. */
  judulAplikasi: string;
  api: Api;
  queryClient: QueryClient;
  menu: MenuDef[];
  halaman: HalamanDef[];
}

/** A local path to return to after login; anything else goes home (spec 2: after login /beranda). */
function tujuanSetelahLogin(redirect: string | null) {
  return redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')
    ? redirect
    : '/beranda';
}

/** Providers, the route guards in the spec's order, and the shell. */
export function KampusApp(props: KampusAppProps) {
  return (
    <ApiProvider api={props.api}>
      <QueryClientProvider client={props.queryClient}>
        <Navigasi>
          <Suspense fallback={<MemuatHalaman />}>
            <Gerbang {...props} />
          </Suspense>
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
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
  const router = useRouter();
  const query = new URLSearchParams(search);
  const code = query.get('code');
  // Whether this tab was signed in: an expiry (not a logout) on a page that signs in again in
  // place keeps that page.
  const pernahMasuk = useRef(false);
  if (sesi.accessToken) pernahMasuk.current = true;
  const diTempat =
    pernahMasuk.current &&
    !sesi.keluar &&
    props.halaman.some((h) => h.masukDiTempat && matchRoute(router.parser, h.path, location)[0]);

  if (code && location !== '/oauth') {
    const tujuan = new URLSearchParams({
      code,
      redirect: location,
      refferer: typeof document === 'undefined' ? '' : document.referrer,
    });
    return <Redirect to={`/oauth?${tujuan}`} replace />;
  }
  if (location === '/oauth') return <OAuthHalaman judulAplikasi={props.judulAplikasi} />;

  if (!sesi.accessToken && diTempat) return <Pembatasan {...props} />;
  if (!sesi.accessToken) {
    if (location === '/login') {
      return (
        <>
          <LoginHalaman judulAplikasi={props.judulAplikasi} />
          <MuatCangkang />
        </>
      );
    }
    // After a chosen logout the login page is plain; an expired session offers the way back.
    const kembali =
      location === '/' || sesi.keluar
        ? ''
        : `?redirect=${encodeURIComponent(location + (search ? `?${search}` : ''))}`;
    return (
      <SetelahLogin>
        <Redirect to={`/login${kembali}`} replace />
      </SetelahLogin>
    );
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
  if (status.isPending) {
    return (
      <>
        <MemuatHalaman />
        <MuatCangkang />
      </>
    );
  }
  // A failed re-check keeps the status already known; only a first failure is the 500 page.
  if (status.isError && !status.data) {
    return <ErrorPage code={500} message="Failed to fetch access restriction status" />;
  }
  const tujuan = tujuanPembatasanAkses(location, status.data);
  if (tujuan) {
    const redirect = <Redirect to={tujuan} replace />;
    return tujuan.startsWith('/forbidden') ? (
      <SetelahForbidden>{redirect}</SetelahForbidden>
    ) : (
      redirect
    );
  }
  // /forbidden/{meetingId}: an exam meeting the attendance rule restricts (spec 2, 7), once the
  // general rules are met (otherwise the general page below lists what they lack).
  const idPertemuan = location.startsWith('/forbidden/')
    ? decodeURIComponent(location.slice('/forbidden/'.length).split('/')[0] ?? '')
    : '';
  if (idPertemuan && aksesDiizinkan(status.data)) {
    return <ForbiddenPertemuanHalaman idPertemuan={idPertemuan} />;
  }
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
