import type { ReactElement, ReactNode } from 'react';
import {
  Focusable,
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

/** Delay before a hovered tooltip opens; focus opens it at once. */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** What the tooltip says. */
  content: ReactNode;
  /**
   * The trigger: a kit or RAC button or link, or any element that can take focus. Plain text goes
   * through `isTextTrigger`.
   */
  children: ReactElement;
  /** @default 'top' */
  placement?: TooltipPlacement;
  /**
   * Wrap a trigger that is not focusable by itself (e.g. truncated text in a table cell) in a
   * focusable span, so keyboard users can read the tooltip too. @default false
   */
  isTextTrigger?: boolean;
}

/** A short hint on hover and focus (RAC TooltipTrigger + Tooltip). */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY_MS,
  isTextTrigger = false,
  ...rest
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...rest}>
      {isTextTrigger ? (
        <Focusable>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must reach the tooltip of text. */}
          <span className={styles.focusable} tabIndex={0}>
            {children}
          </span>
        </Focusable>
      ) : (
        children
      )}
      <RACTooltip className={styles.tooltip} placement={placement} offset={6}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
