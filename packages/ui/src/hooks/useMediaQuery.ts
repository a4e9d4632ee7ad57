import { useMemo, useSyncExternalStore } from 'react';

const subscribe = (query: string) => (onChange: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const matches = (query: string) =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

/**
 * Whether a media query matches now, updated when it changes. Use the kit's `mq` queries, e.g.
 * `useMediaQuery(mq.tablet)`; false without a window (mobile first).
 */
export function useMediaQuery(query: string): boolean {
  const subscribeToQuery = useMemo(() => subscribe(query), [query]);
  return useSyncExternalStore(
    subscribeToQuery,
    () => matches(query),
    () => false,
  );
}
