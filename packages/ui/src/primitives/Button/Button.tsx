import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Focusable,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonOwnProps {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /** Icon shown before the label, e.g. `<Plus />` from lucide-react. */
  icon?: ReactNode;
  /** When the button is disabled, a tooltip (hover or focus) says why. */
  disabledReason?: string;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  children?: ReactNode;
}

export interface ButtonProps
  extends Omit<RACButtonProps, 'className' | 'style' | 'children'>,
    ButtonOwnProps {
  href?: undefined;
}

/** A link that looks like a button (RAC Link; client-side navigation through RouterProvider). */
export interface LinkButtonProps
  extends Omit<RACLinkProps, 'className' | 'style' | 'children' | 'href'>,
    ButtonOwnProps {
  href: string;
  isPending?: undefined;
}

function Content({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <span className={styles.content}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}

/** The kit's button: RAC Button (or RAC Link when `href` is given) with the theme's variants. */
export function Button(props: ButtonProps | LinkButtonProps) {
  const {
    variant = 'primary',
    size = 'medium',
    icon,
    disabledReason,
    fullWidth = false,
    children,
    ...rest
  } = props;
  const className = styles.button({ variant, size, fullWidth });

  if (rest.isDisabled && disabledReason) {
    // A disabled control gets no hover or focus; this stand-in stays focusable so the reason can
    // be read, and announces itself as disabled.
    return (
      <TooltipTrigger delay={300}>
        <Focusable>
          <button
            type="button"
            className={className}
            aria-disabled="true"
            data-disabled="true"
            role={rest.href === undefined ? undefined : 'link'}
          >
            <Content icon={icon}>{children}</Content>
          </button>
        </Focusable>
        <Tooltip className={styles.tooltip} placement="top" offset={6}>
          {disabledReason}
        </Tooltip>
      </TooltipTrigger>
    );
  }

  if (rest.href !== undefined) {
    return (
      <RACLink {...rest} className={className}>
        <Content icon={icon}>{children}</Content>
      </RACLink>
    );
  }

  return (
    <RACButton {...rest} className={className}>
      {composeRenderProps(children, (label, { isPending }) => (
        <>
          <Content icon={icon}>{label}</Content>
          {isPending ? (
            <span className={styles.pending}>
              <Spinner size="small" isDecorative />
            </span>
          ) : null}
        </>
      ))}
    </RACButton>
  );
}
