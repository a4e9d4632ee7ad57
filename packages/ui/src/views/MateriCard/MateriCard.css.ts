import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.md,
  '@media': {
    [mq.tablet]: { width: vars.size.controlLg, height: vars.size.controlLg },
  },
});

globalStyle(`${icon} svg`, { width: vars.size.icon, height: vars.size.icon });

/** One colour per material type. */
export const tone = styleVariants({
  ebook: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  video: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  audio: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  archive: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  url: { background: vars.color.successSoft, color: vars.color.successSoftText },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  flex: 1,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

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
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space.xxs,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

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

export const presensi = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});

export const presensiRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
});

export const term = style({
  color: vars.color.textMuted,
  selectors: { '&::after': { content: '":"' } },
});

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
