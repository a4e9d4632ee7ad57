import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';

export type DOMPurify = typeof import('dompurify').default;

// DOMPurify (~10 KB gzip) loads on demand: rich text shows only once a page's data has arrived,
// and the views that show it start the load when they mount, alongside their queries (issue 12).
let pembersih: DOMPurify | undefined;
let memuat: Promise<DOMPurify> | undefined;

/** Loads the HTML sanitiser once; a failed load may be tried again. */
export function muatPembersih(): Promise<DOMPurify> {
  memuat ??= import('dompurify').then(
    (m) => {
      pembersih = m.default;
      return pembersih;
    },
    (error: unknown) => {
      memuat = undefined;
      throw error;
    },
  );
  return memuat;
}

/** The sanitiser once loaded: for code that runs after `muatPembersih()` has resolved. */
export function pembersihDimuat(): DOMPurify {
  if (!pembersih) throw new Error('DOMPurify belum dimuat: tunggu muatPembersih()');
  return pembersih;
}

/**
 * `Komponen` given the sanitiser as its `purify` prop: at once when it has loaded, else through a
 * React.lazy step that suspends until it has (the caller's Suspense boundary holds the place).
 */
export function denganPembersih<P extends object>(
  Komponen: ComponentType<P & { purify: DOMPurify }>,
) {
  const buat = () =>
    lazy(() =>
      muatPembersih().then(
        (purify) => ({ default: (props: P) => <Komponen {...props} purify={purify} /> }),
        (error: unknown) => {
          // React.lazy keeps a failure: the next try gets a fresh one.
          Menunggu = buat();
          throw error;
        },
      ),
    );
  let Menunggu = buat();
  return function DenganPembersih(props: P) {
    return pembersih ? <Komponen {...props} purify={pembersih} /> : <Menunggu {...props} />;
  };
}

/** Starts loading the sanitiser when a view that will show rich text mounts. */
export function usePramuatPembersih() {
  useEffect(() => {
    muatPembersih().catch(() => {});
  }, []);
}

interface BatasPembersihProps {
  /** What holds the place while the sanitiser loads. */
  kerangka: ReactNode;
  /** What shows when the sanitiser failed to load; `ulangi` tries again. */
  galat: (ulangi: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Where rich text waits for the sanitiser: `kerangka` while it loads, `galat` if the load failed
 * (a lost network, a new deploy), which keeps the failure to the rich text itself.
 */
export class BatasPembersih extends Component<BatasPembersihProps, { gagal: boolean }> {
  override state = { gagal: false };

  static getDerivedStateFromError() {
    return { gagal: true };
  }

  override render() {
    if (this.state.gagal) return this.props.galat(() => this.setState({ gagal: false }));
    return <Suspense fallback={this.props.kerangka}>{this.props.children}</Suspense>;
  }
}
