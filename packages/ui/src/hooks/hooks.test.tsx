import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '../test/render';
import { useDebouncedCallback } from './useDebouncedCallback';
import { useMediaQuery } from './useMediaQuery';

describe('useDebouncedCallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, with the last arguments, after the input is quiet for the delay', () => {
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 500));
    act(() => {
      result.current('a');
      vi.advanceTimersByTime(300);
      result.current('ab');
      vi.advanceTimersByTime(499);
    });
    expect(spy).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(spy).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('flushes now and cancels the pending call', () => {
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 500));
    act(() => {
      result.current('a');
      result.current.flush('b');
      vi.advanceTimersByTime(1000);
    });
    expect(spy).toHaveBeenCalledExactlyOnceWith('b');
    act(() => {
      result.current('c');
      result.current.cancel();
      vi.advanceTimersByTime(1000);
    });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('drops the pending call on unmount', () => {
    const spy = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(spy, 500));
    act(() => {
      result.current('a');
    });
    unmount();
    vi.advanceTimersByTime(1000);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('useMediaQuery', () => {
  it('follows window.matchMedia and its changes', () => {
    let listener: (() => void) | undefined;
    let matches = false;
    const original = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, fn: () => void) => {
        listener = fn;
      },
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })) as unknown as typeof window.matchMedia;
    try {
      const { result } = renderHook(() => useMediaQuery('(min-width: 768px)'));
      expect(result.current).toBe(false);
      act(() => {
        matches = true;
        listener?.();
      });
      expect(result.current).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});
