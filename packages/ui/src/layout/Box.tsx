import {
  type CSSProperties,
  createElement,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { type Sprinkles, sprinkles } from './sprinkles.css';

/** The elements a layout primitive may render as. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'p'
  | 'form'
  | 'fieldset';

export interface BoxProps
  extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className' | 'style'>,
    Sprinkles {
  /** Element to render. @default 'div' */
  as?: BoxElement;
  /** Extra class, e.g. a component's own `*.css.ts` style. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Splits the sprinkles props from the element's own props. */
export function splitSprinkles<T extends object>(props: T): [Sprinkles, Omit<T, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      if (value !== undefined) atoms[key] = value;
    } else {
      rest[key] = value;
    }
  }
  return [atoms as Sprinkles, rest as Omit<T, keyof Sprinkles>];
}

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');

/**
 * The base layout primitive: an element with the kit's sprinkles (theme space, colours, radii,
 * responsive display and flex/grid props) as props. Stack, Inline and Grid are built on it.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  return createElement(as, { ...rest, className: cx(sprinkles(atoms), className) || undefined });
}
