import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
});

globalStyle(`${icon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

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
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

export const skeleton = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});
