import { type RenderOptions, render as rtlRender } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { vi } from 'vitest';

export interface KampusRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Called by RAC links instead of a real navigation. */
  navigate?: (href: string) => void;
  /**
   * Options for `userEvent.setup`, e.g. `{ advanceTimers: vi.advanceTimersByTime }` in tests with
   * fake timers (debounces).
   */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** What the apps put around the kit: the id-ID locale and RAC's router. */
function Providers({
  navigate,
  children,
}: {
  navigate: (href: string) => void;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale="id-ID">
      <RouterProvider navigate={navigate}>{children}</RouterProvider>
    </I18nProvider>
  );
}

/**
 * Renders with the providers the apps give the kit and returns `user: userEvent.setup()` for
 * realistic input, plus the `navigate` spy that RAC links call.
 */
export function render(ui: ReactElement, options: KampusRenderOptions = {}) {
  const { navigate = vi.fn(), userOptions, ...rest } = options;
  const result = rtlRender(<Providers navigate={navigate}>{ui}</Providers>, rest);
  return {
    ...result,
    user: userEvent.setup(userOptions),
    navigate,
    rerender: (next: ReactElement) =>
      result.rerender(<Providers navigate={navigate}>{next}</Providers>),
  };
}

export * from '@testing-library/react';
