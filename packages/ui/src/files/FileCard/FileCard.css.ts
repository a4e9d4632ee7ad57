import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { rowLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { cardLinkIcon, cardLinkRow, cardLinkTarget, cardLinkText } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

export const card = cardLinkRow;

export const icon = cardLinkIcon;

export const tone = styleVariants({
  IMAGE: { background: vars.color.successSoft, color: vars.color.successSoftText },
  PDF: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  DOC: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  EXCEL: { background: vars.color.successSoft, color: vars.color.successSoftText },
  PPT: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  ZIP: { background: vars.color.surfaceMuted, color: vars.color.text },
  AUDIO: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  VIDEO: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  LAIN: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
});

export const text = cardLinkText;

// The whole card opens the file.
export const link = style([
  cardLinkTarget,
  {
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const size = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const actions = style([
  rowLayout({ gap: 'xs' }),
  {
    position: 'relative',
    zIndex: 1,
  },
]);

export const external = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.textMuted,
  },
]);

globalStyle(`${external} svg`, { width: '100%', height: '100%' });
