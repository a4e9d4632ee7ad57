import '@testing-library/jest-dom/vitest';
import '../fonts';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Test files share a worker (`isolate: false` in vitest.config.ts): a test that leaves fake
  // timers on must not slow or break the files after it.
  vi.useRealTimers();
});

// jsdom has no layout: give components a phone-sized matchMedia unless a test says otherwise.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}
