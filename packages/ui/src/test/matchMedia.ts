import { vi } from 'vitest';

/**
 * Makes every `window.matchMedia` query match (`wide`) or not, for views that switch layout at a
 * breakpoint. Returns the function that restores the previous one.
 */
export function setMatchMedia(matches: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
