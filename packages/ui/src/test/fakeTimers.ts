import { vi } from 'vitest';

/**
 * Fake timers that Testing Library and user-event run with, for debounce tests. RTL drains each
 * user-event call with a `setTimeout(0)` that it only advances when it sees Jest's fake timers,
 * so a `jest.advanceTimersByTime` stand-in is needed; pass `fakeTimerUserOptions` to `render`.
 */
export function startFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function stopFakeTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

export const fakeTimerUserOptions = {
  advanceTimers: (ms: number) => vi.advanceTimersByTime(ms),
};
