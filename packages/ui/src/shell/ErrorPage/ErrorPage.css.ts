import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const root = style([
  stackLayout({ alignItems: 'center', justifyContent: 'center', gap: 'lg' }),
  {
    minHeight: '60vh',
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    textAlign: 'center',
  },
]);

export const code = style({
  color: vars.color.primary,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.wide,
});

export const heading = style({
  maxWidth: vars.size.measureNarrow,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': {
    [mq.tablet]: { fontSize: vars.font.size.xxl },
  },
});

export const message = style({
  maxWidth: vars.size.measure,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
