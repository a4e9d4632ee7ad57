import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { cardLink, cardLinkTarget, surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const heading = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm' }),
]);

/** The total count next to the title. */
export const badge = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minWidth: vars.size.iconLg,
    height: vars.size.iconLg,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.primary,
    color: vars.color.primaryText,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
  },
]);

export const list = style([
  stackLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

/** The whole card is clickable through its title link (the 'block link' pattern). */
export const card = style([
  surface({ tone: 'panel' }),
  cardLink({ hover: 'tint' }),
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
  },
]);

export const number = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    minWidth: vars.size.control,
    height: vars.size.control,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    fontWeight: vars.font.weight.bold,
  },
]);

export const body = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

// Stretch the link over the card.
export const link = style([
  cardLinkTarget,
  {
    color: vars.color.text,
    selectors: { '&::after': { borderRadius: vars.radius.lg } },
  },
]);

export const meta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);
