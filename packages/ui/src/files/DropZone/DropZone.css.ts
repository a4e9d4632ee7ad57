import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const zone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: `calc(${vars.size.border} * 2) dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    '&[data-disabled]': { borderStyle: 'dotted', borderColor: vars.color.border },
  },
});

/** 'inline': one wrapping row inside a form; 'stacked': a column, as in the upload dialog. */
export const layout = styleVariants({
  inline: { flexWrap: 'wrap', justifyContent: 'center', padding: vars.space.lg },
  stacked: { flexDirection: 'column', padding: vars.space.xl },
});

export const invalid = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.primary,
  selectors: {
    [`${zone}[data-disabled] &`]: { color: vars.color.textMuted },
  },
});

export const iconSize = styleVariants({
  inline: { width: vars.size.iconLg, height: vars.size.iconLg },
  stacked: { width: vars.size.controlLg, height: vars.size.controlLg },
});

globalStyle(`${icon} svg`, { width: '100%', height: '100%' });

export const text = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    [`${zone}[data-disabled] &`]: { color: vars.color.textMuted },
  },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
