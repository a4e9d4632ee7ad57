import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const galatServer = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const pengajar = style([
  stackLayout({ gap: 'sm', minWidth: 0 }),
  {
    margin: 0,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

export const nama = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
