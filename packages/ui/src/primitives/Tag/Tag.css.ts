import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

const bg = createVar();
const fg = createVar();

export const root = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', flexShrink: 0 }),
  {
    maxWidth: '100%',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    background: bg,
    color: fg,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
]);

export const tone = styleVariants({
  primary: { vars: { [bg]: vars.color.primarySoft, [fg]: vars.color.primarySoftText } },
  success: { vars: { [bg]: vars.color.successSoft, [fg]: vars.color.successSoftText } },
  warning: { vars: { [bg]: vars.color.warningSoft, [fg]: vars.color.warningSoftText } },
  danger: { vars: { [bg]: vars.color.dangerSoft, [fg]: vars.color.dangerSoftText } },
  dark: { vars: { [bg]: vars.color.dark, [fg]: vars.color.darkText } },
  grey: { vars: { [bg]: vars.color.grey, [fg]: vars.color.greyText } },
  blue: { vars: { [bg]: vars.color.blueSoft, [fg]: vars.color.blueSoftText } },
});

export const solid = styleVariants({
  primary: { vars: { [bg]: vars.color.primary, [fg]: vars.color.primaryText } },
  success: { vars: { [bg]: vars.color.success, [fg]: vars.color.successText } },
  warning: { vars: { [bg]: vars.color.warning, [fg]: vars.color.warningText } },
  danger: { vars: { [bg]: vars.color.danger, [fg]: vars.color.dangerText } },
  dark: { vars: { [bg]: vars.color.dark, [fg]: vars.color.darkText } },
  grey: { vars: { [bg]: vars.color.grey, [fg]: vars.color.greyText } },
  blue: { vars: { [bg]: vars.color.blue, [fg]: vars.color.blueText } },
});
