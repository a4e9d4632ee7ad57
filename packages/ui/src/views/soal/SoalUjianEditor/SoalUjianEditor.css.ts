import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../../styles/utils.css';
import { vars } from '../../../tokens/vars.css';

// The question list's layout, drawn alike by a graded attempt (views/ujian).
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

export const kepalaTeks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const judul = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const redup = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The group rule's check (domain validasiKelompokSoal). */
export const peringatan = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
});

export const aksiSoal = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const opsiItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
});

export const opsiKunci = style({
  borderColor: vars.color.success,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
});

export const opsiSalah = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
});

/** The option letter in a small circle. */
export const huruf = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.iconLg,
  blockSize: vars.size.iconLg,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const opsiTeks = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const opsiCatatan = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const tersembunyi = visuallyHidden;

export const rincianDaftar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const rincian = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});

export const rincianLabel = style({ fontWeight: vars.font.weight.semibold });

export const rincianIsi = style({ margin: 0, minWidth: 0 });

export const teksPanjang = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// The question editor.

export const bidangPilihan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});
