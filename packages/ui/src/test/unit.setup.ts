import '@testing-library/jest-dom/vitest';
import '../fonts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { muatPembersih } from '../content/RichText';
import { muatRichTextEditor } from '../content/RichTextEditor/muat';
import { muatKotakPilih } from '../data/DataTable/kotakPilih';

// Code the kit loads on demand (the HTML sanitiser, a table's row checkboxes) is loaded before the
// tests, which then render at once, as the apps do once it has arrived.
beforeAll(() => Promise.all([muatPembersih(), muatKotakPilih(), muatRichTextEditor()]));

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
