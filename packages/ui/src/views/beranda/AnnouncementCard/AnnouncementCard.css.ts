import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { focusOutline } from '../../../styles/focusRing';
import { cardLinkIcon } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const list = style([stackLayout({ margin: 0, padding: 'none', listStyle: 'none' })]);

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
  },
});

export const link = style([
  rowLayout({ alignItems: 'flex-start', gap: 'md' }),
  {
    paddingBlock: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-focus-visible]': {
        outline: focusOutline,
      },
    },
  },
]);

/** The link cards' icon tile, round and in the announcement colour. */
export const icon = style([
  cardLinkIcon,
  {
    borderRadius: vars.radius.full,
    background: vars.color.warningSoft,
    color: vars.color.warningSoftText,
  },
]);

export const text = style([stackLayout({ gap: 'xxs', minWidth: 0 })]);

export const judul = style({
  selectors: { [`${link}[data-hovered] &`]: { textDecoration: 'underline' } },
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tanggal = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const seeAll = style({
  color: vars.color.primarySoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: focusOutline },
  },
});

export const skeleton = style([
  gridLayout({ gap: 'md' }),
  {
    paddingBlock: vars.space.md,
  },
]);
