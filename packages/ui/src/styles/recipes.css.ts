import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { stackLayout } from '../layout/recipes';
import { sprinkles } from '../layout/sprinkles.css';
import { vars } from '../tokens/vars.css';
import { focusRing } from './focusRing';

/**
 * A focusable control drawing the kit's ring on keyboard focus (React Aria's
 * `data-focus-visible`, or the browser's `:focus-visible` for plain elements).
 */
export const focusable = style({
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
});

/**
 * A surface: the theme's white background with a border, a radius and an elevation.
 * `card` (default) is a card on the page; `panel` is flat; `overlay` floats (menus, popovers).
 */
export const surface = recipe({
  base: { background: vars.color.surface },
  variants: {
    tone: {
      card: {
        border: `${vars.size.border} solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.sm,
      },
      panel: {
        border: `${vars.size.border} solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
      dashed: {
        border: `${vars.size.border} dashed ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
      overlay: {
        border: `${vars.size.border} solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.lg,
      },
    },
  },
  defaultVariants: { tone: 'card' },
});

export type SurfaceVariants = RecipeVariants<typeof surface>;

/**
 * A whole card that is one link (the "block link" pattern): put `cardLink()` on the card and
 * `cardLinkTarget` on the link inside it (usually the title), whose click area then covers the
 * card. The card reacts to hover and draws the focus ring when its link has keyboard focus.
 * `hover`: `raise` lifts the card's shadow, `outline` darkens the border, `tint` washes the
 * background.
 */
export const cardLink = recipe({
  base: {
    position: 'relative',
    selectors: { '&:has([data-focus-visible])': focusRing },
  },
  variants: {
    hover: {
      raise: {
        transition: `box-shadow ${vars.duration.fast}, border-color ${vars.duration.fast}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
        },
      },
      outline: {
        transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
        },
      },
      tint: {
        transition: `background-color ${vars.duration.fast}`,
        selectors: { '&:hover': { background: vars.color.surfaceHover } },
      },
    },
  },
  defaultVariants: { hover: 'raise' },
});

export type CardLinkVariants = RecipeVariants<typeof cardLink>;

/**
 * A one-row link card (an attached file, a syllabus link): `cardLinkIcon`, then `cardLinkText`
 * holding the link and a muted line, then any actions, on a flat panel whose border darkens on
 * hover.
 */
export const cardLinkRow = style([
  surface({ tone: 'panel' }),
  cardLink({ hover: 'outline' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minWidth: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
  },
]);

/** The square icon tile of a `cardLinkRow`; add its background and colour. */
export const cardLinkIcon = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    width: vars.size.control,
    height: vars.size.control,
    borderRadius: vars.radius.md,
  },
]);

globalStyle(`${cardLinkIcon} svg`, { width: vars.size.icon, height: vars.size.icon });

/** The text column of a `cardLinkRow`: takes the free width and lets its text shrink. */
export const cardLinkText = style([stackLayout({ minWidth: 0 }), { flex: 1 }]);

/** The link of a `cardLink` card: its click area is stretched over the whole card. */
export const cardLinkTarget = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});
