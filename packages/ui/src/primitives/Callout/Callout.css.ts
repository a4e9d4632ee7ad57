import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

export const root = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
]);

export const tone = styleVariants({
  info: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  success: { background: vars.color.successSoft, color: vars.color.successSoftText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  danger: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
});

export const icon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  { width: vars.size.iconSm, height: vars.size.iconSm, marginTop: '0.15em' },
]);

globalStyle(`${icon} svg`, { width: '100%', height: '100%' });

export const body = style([stackLayout({ gap: 'xs' }), { minWidth: 0, flex: 1 }]);

globalStyle(`${body} ul`, { margin: 0, paddingInlineStart: vars.space.lg });

export const judul = style({ fontWeight: vars.font.weight.bold });
