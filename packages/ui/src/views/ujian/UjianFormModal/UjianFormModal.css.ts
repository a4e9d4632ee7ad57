import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

/** A tab's fields start below the tabs. */
export const tabIsi = style({ paddingBlockStart: vars.space.lg });

/** The server's message of a failed save. */
export const galatServer = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const ringkas = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Level with the input: below the label line (its height and the field gap). */
export const satuan = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.control,
  marginBlockStart: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
});

/** A chosen remedial participant with its close button. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingInlineStart: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});

export const chipNama = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A warning that does not block saving (the answer key shown before the exam ends). */
export const peringatan = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
});
