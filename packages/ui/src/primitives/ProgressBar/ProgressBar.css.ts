import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { gridLayout } from '../../layout/recipes';
import { vars } from '../../tokens/vars.css';

export const fill = createVar();

export const root = style([
  gridLayout({ alignItems: 'center', columnGap: 'sm', rowGap: 'xxs', minWidth: 0 }),
  {
    gridTemplateColumns: '1fr auto',
    width: '100%',
  },
]);

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const track = style({
  height: vars.size.progress,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: fill,
  // No width transition: a bar mid-animation shows the wrong progress (and breaks screenshots).
});

/** The colour words of domain `warnaProgres` (spec 4 'Progress bar colour'). */
export const tone = styleVariants({
  success: { vars: { [fill]: vars.color.success } },
  danger: { vars: { [fill]: vars.color.danger } },
  // Manual updates: a grey dark enough to see on the track.
  grey: { vars: { [fill]: vars.color.borderStrong } },
  primary: { vars: { [fill]: vars.color.primary } },
});

export const value = style({
  minWidth: '6ch',
  textAlign: 'end',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
