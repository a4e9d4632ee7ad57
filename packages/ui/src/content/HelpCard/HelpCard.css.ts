import { globalStyle, style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { cardLink, cardLinkTarget, surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

export const card = style([
  surface(),
  cardLink({ hover: 'raise' }),
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
  },
]);

export const icon = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    borderRadius: vars.radius.md,
    background: vars.color.primarySoft,
    color: vars.color.primarySoftText,
  },
]);

globalStyle(`${icon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const text = style([
  stackLayout({ gap: 'xxs', minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style([cardLinkTarget]);

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const external = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.textMuted,
  },
]);

globalStyle(`${external} svg`, { width: '100%', height: '100%' });
