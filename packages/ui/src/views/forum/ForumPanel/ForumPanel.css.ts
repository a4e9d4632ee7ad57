import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusRing } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const list = style([
  stackLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const item = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'xs', minWidth: 0, padding: 'md' }),
  {
    selectors: {
      '&[data-disabled]': { background: vars.color.surfaceMuted },
    },
  },
]);

export const head = style([
  rowLayout({ alignItems: 'flex-start', justifyContent: 'space-between', gap: 'sm' }),
]);

export const heading = style({ margin: 0, minWidth: 0, flex: 1, fontSize: 'inherit' });

/** The title is the disclosure's trigger: it reads as a heading, it toggles the details. */
export const trigger = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm' }),
  {
    width: '100%',
    minHeight: vars.size.control,
    padding: `${vars.space.xs} 0`,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { color: vars.color.primarySoftText },
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
    marginTop: '1px',
    color: vars.color.textMuted,
    transform: 'rotate(-90deg)',
    transition: `transform ${vars.duration.fast}`,
    selectors: { [`${item}[data-expanded] &`]: { transform: 'none' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const actions = style([rowLayout({ flexShrink: 0, gap: 'xxs' })]);

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs', alignItems: 'center' })]);

export const meta = style([
  rowLayout({ flexWrap: 'wrap', columnGap: 'md', rowGap: 'xxs' }),
  { fontSize: vars.font.size.sm, color: vars.color.textMuted },
]);

export const metaItem = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const selesai = style([
  rowLayout({ alignItems: 'center', gap: 'xxs' }),
  { color: vars.color.successSoftText, fontWeight: vars.font.weight.semibold },
]);

export const panel = style({ minWidth: 0 });

export const panelIsi = style([
  stackLayout({ gap: 'sm' }),
  {
    paddingTop: vars.space.sm,
    marginTop: vars.space.xs,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const tombol = style([rowLayout({ flexWrap: 'wrap', gap: 'sm' })]);
