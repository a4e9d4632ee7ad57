import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { Tooltip } from '../Tooltip';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export const iconButtonSizes = ['small', 'medium', 'large'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps
  extends Omit<RACButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. Required. */
  'aria-label': string;
  /** One lucide icon, e.g. `<Pencil />`. */
  icon: ReactNode;
  /** @default 'ghost' */
  variant?: IconButtonVariant;
  /** @default 'medium' */
  size?: IconButtonSize;
  /** Show the name as a tooltip on hover and focus. @default true */
  showTooltip?: boolean;
}

/** A square button with only an icon; its name is required and shown as a tooltip. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'medium',
  showTooltip = true,
  ...rest
}: IconButtonProps) {
  const button = (
    <RACButton {...rest} className={styles.iconButton({ variant, size })}>
      {({ isPending }) =>
        isPending ? (
          <Spinner size="small" isDecorative />
        ) : (
          <span aria-hidden="true" className={styles.icon}>
            {icon}
          </span>
        )
      }
    </RACButton>
  );
  if (!showTooltip || rest.isDisabled) return button;
  return <Tooltip content={rest['aria-label']}>{button}</Tooltip>;
}
