import { globalStyle, style } from '@vanilla-extract/css';
import { kelompok } from '../../../styles/soal.css';
import { vars } from '../../../tokens/vars.css';

// The question list's layout, drawn alike by the exam's question editor (views/soal).
export {
  berkas,
  kelompok,
  kelompokJudul,
  soal,
  soalDaftar,
  soalIsi,
  soalKepala,
  soalNomor,
} from '../../../styles/soal.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The student, times, score and deduction. */
export const kepala = style([kelompok]);

export const identitas = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const nama = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const redup = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const perhitungan = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const galat = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

/** The summary: label and value pairs in columns from the tablet breakpoint. */
export const ringkasan = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.measureNarrow}, 1fr))`,
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const baris = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A number with its own save button. */
export const bidangAngka = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  maxWidth: vars.size.form,
});

export const bidangIsi = style({ minWidth: 0 });

// The button sits level with the input, below the label line.
globalStyle(`${bidangAngka} > button`, {
  marginBlockStart: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
});

export const skor = style({
  marginInlineStart: 'auto',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** The student's essay answer. */
export const jawaban = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const jawabanLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const teksPanjang = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
