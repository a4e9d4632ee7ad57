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
import { Tooltip as KitTooltip } from '../Tooltip';
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
  iconOnly?: false;
}

/** A link that looks like a button (RAC Link; client-side navigation through RouterProvider). */
export interface LinkButtonProps
  extends Omit<RACLinkProps, 'className' | 'style' | 'children' | 'href'>,
    ButtonOwnProps {
  href: string;
  isPending?: undefined;
  iconOnly?: false;
}

/**
 * A square button showing only an icon (`iconOnly`). An icon alone says nothing to a screen
 * reader, so `aria-label` is required; it is also shown as a tooltip on hover and focus.
 */
export interface IconOnlyButtonProps
  extends Omit<RACButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  iconOnly: true;
  /** The accessible name. Required. */
  'aria-label': string;
  /** One lucide icon, e.g. `<Pencil />`. */
  icon: ReactNode;
  /** Visual weight; `danger` is a quiet red icon. @default 'ghost' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /** Show the name as a tooltip on hover and focus. @default true */
  showTooltip?: boolean;
  href?: undefined;
  children?: undefined;
  disabledReason?: undefined;
  fullWidth?: undefined;
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

function IconOnlyButton({
  icon,
  variant = 'ghost',
  size = 'medium',
  showTooltip = true,
  iconOnly: _iconOnly,
  ...rest
}: IconOnlyButtonProps) {
  const button = (
    <RACButton {...rest} className={styles.iconButton({ variant, size })}>
      {({ isPending }) =>
        isPending ? (
          <Spinner size="small" isDecorative />
        ) : (
          <span aria-hidden="true" className={styles.iconOnlyIcon}>
            {icon}
          </span>
        )
      }
    </RACButton>
  );
  if (!showTooltip || rest.isDisabled) return button;
  return <KitTooltip content={rest['aria-label']}>{button}</KitTooltip>;
}

/**
 * The kit's button: RAC Button (or RAC Link when `href` is given) with the theme's variants.
 * With `iconOnly` it is a square icon button whose `aria-label` is required.
 */
export function Button(props: ButtonProps | LinkButtonProps | IconOnlyButtonProps) {
  if (props.iconOnly) return <IconOnlyButton {...props} />;
  const {
    variant = 'primary',
    size = 'medium',
    icon,
    disabledReason,
    fullWidth = false,
    children,
    iconOnly: _iconOnly,
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
