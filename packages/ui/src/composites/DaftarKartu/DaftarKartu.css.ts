import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { cardLink, cardLinkTarget, surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

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

/**
 * A card of the list: the whole card is clickable through its title link (the 'block link'
 * pattern). A view adds its own layout of the card's lines.
 */
export const kartu = style([surface({ tone: 'panel' }), cardLink({ hover: 'tint' })]);

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
