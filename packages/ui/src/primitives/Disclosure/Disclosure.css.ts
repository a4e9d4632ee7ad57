import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

export const group = style([gridLayout()]);

export const disclosure = style({
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  selectors: { [`${group} > &:last-child`]: { borderBottom: 'none' } },
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style([
  rowLayout({ alignItems: 'center', justifyContent: 'space-between', gap: 'md' }),
  {
    width: '100%',
    minHeight: vars.size.controlLg,
    padding: `${vars.space.sm} 0`,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { color: vars.color.primary },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const chevron = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.textMuted,
    transition: `transform ${vars.duration.fast}`,
    selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const panel = style({ minWidth: 0 });

export const content = style({
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
});
