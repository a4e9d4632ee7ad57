import { style, styleVariants } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { focusRing } from '../../../styles/focusRing';
import { cardLinkIcon, surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const card = style([
  surface({ tone: 'panel' }),
  rowLayout({ alignItems: 'flex-start', gap: 'md', minWidth: 0, padding: 'md' }),
  {
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    },
  },
]);

/** The link cards' icon tile, a size larger from tablets up. */
export const icon = style([
  cardLinkIcon,
  {
    '@media': {
      [mq.tablet]: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
]);

/** One colour per material type. */
export const tone = styleVariants({
  ebook: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  video: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  audio: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  archive: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  url: { background: vars.color.successSoft, color: vars.color.successSoftText },
});

export const body = style([
  stackLayout({ gap: 'sm', minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const head = style([
  rowLayout({ alignItems: 'flex-start', justifyContent: 'space-between', gap: 'sm' }),
]);

export const title = style({
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  // Lines up with the first row of icon buttons.
  paddingBlock: vars.space.xs,
});

/** The title opens the material: it reads as a link, it is a button. */
export const titleButton = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primarySoftText,
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

export const actions = style([rowLayout({ flexShrink: 0, gap: 'xxs' })]);

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);

export const meta = style([
  rowLayout({ flexWrap: 'wrap', columnGap: 'md', rowGap: 'xxs' }),
  {
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  },
]);

export const metaItem = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** Two lines of the description. */
export const excerpt = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const presensi = style([
  stackLayout({ gap: 'xxs' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const presensiRow = style([rowLayout({ flexWrap: 'wrap', columnGap: 'sm' })]);

export const term = style({
  color: vars.color.textMuted,
  selectors: { '&::after': { content: '":"' } },
});

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
