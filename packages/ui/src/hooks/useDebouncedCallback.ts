import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Schedules a call `delay` ms after the last one. */
  (...args: A): void;
  /** Calls now with these arguments and drops the pending call. */
  flush: (...args: A) => void;
  /** Drops the pending call. */
  cancel: () => void;
}

/**
 * Calls `callback` once input has been quiet for `delay` ms (spec 9 'Debounces': search 500 ms,
 * page input 500 ms). The latest callback is always used; unmounting drops the pending call.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): DebouncedCallback<A> {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    callbackRef.current = callback;
  });

  const cancel = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const schedule = useCallback(
    (...args: A) => {
      cancel();
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        callbackRef.current(...args);
      }, delay);
    },
    [cancel, delay],
  );

  const flush = useCallback(
    (...args: A) => {
      cancel();
      callbackRef.current(...args);
    },
    [cancel],
  );

  return Object.assign(schedule, { flush, cancel });
}
