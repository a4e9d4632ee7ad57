import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

export const tooltip = style({
  maxWidth: vars.size.tooltip,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dark,
  color: vars.color.darkText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
});

/** Wraps content that is not focusable by itself (truncated text). */
export const focusable = style({
  display: 'inline-block',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});
