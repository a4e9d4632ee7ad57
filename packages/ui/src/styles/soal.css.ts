import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

/**
 * A list of questions in groups, drawn alike wherever an exam's questions are listed (the exam's
 * question editor in `views/soal`, a graded attempt in `views/ujian`): each group a card with its
 * title, its questions numbered and parted by a rule, each question's head with its number, and
 * a question's files in a row.
 */

/** A question group: a card. */
export const kelompok = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const kelompokJudul = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const soalDaftar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const soal = style({
  minWidth: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
});

export const soalIsi = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const soalKepala = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const soalNomor = style({ fontWeight: vars.font.weight.semibold });

/** A question's or an answer's files. */
export const berkas = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
