import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusRing } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

// The bar: title, countdown, save state and 'Kumpulkan', kept in view while scrolling.

export const bar = style([
  surface({ tone: 'card' }),
  rowLayout({
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: 'lg',
    rowGap: 'sm',
    padding: 'md',
  }),
  {
    position: 'sticky',
    top: 0,
    zIndex: 1,
  },
]);

export const barJudul = style([stackLayout({ gap: 'xxs', minWidth: 0 }), { flex: '1 1 16rem' }]);

export const judul = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  // Two lines at most: the bar must not eat a phone's screen.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const ringkas = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

// Phones: the countdown and 'Kumpulkan' on one line, the save state under them.
export const barAlat = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }),
  {
    flex: '1 1 100%',
    justifyContent: 'space-between',
    '@media': { [mq.tablet]: { flex: '1 1 auto', justifyContent: 'flex-end' } },
  },
]);

export const timer = style([
  rowLayout({ alignItems: 'center', gap: 'sm' }),
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    transition: `background-color ${vars.duration.normal}, color ${vars.duration.normal}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const timerTingkat = styleVariants({
  normal: {},
  peringatan: {
    borderColor: vars.color.warning,
    background: vars.color.warningSoft,
    color: vars.color.warningSoftText,
  },
  bahaya: {
    borderColor: vars.color.danger,
    background: vars.color.danger,
    color: vars.color.dangerText,
  },
});

export const timerIkon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  { width: vars.size.icon, height: vars.size.icon },
]);

globalStyle(`${timerIkon} svg`, { width: '100%', height: '100%' });

/** Phones keep the digits and the icon only (the timer's name says 'Sisa waktu'). */
export const timerLabel = style({
  display: 'none',
  fontSize: vars.font.size.sm,
  '@media': { [mq.tablet]: { display: 'inline' } },
});

export const timerAngka = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const simpan = style([
  rowLayout({ alignItems: 'center', gap: 'xs' }),
  {
    order: 1,
    flexBasis: '100%',
    '@media': { [mq.tablet]: { order: 0, flexBasis: 'auto' } },
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
]);

export const simpanNada = styleVariants({
  sukses: { background: vars.color.successSoft, color: vars.color.successSoftText },
  info: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  peringatan: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  bahaya: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
});

export const simpanIkon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  { width: vars.size.iconSm, height: vars.size.iconSm },
]);

globalStyle(`${simpanIkon} svg`, { width: '100%', height: '100%' });

export const pesan = styleVariants({
  info: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.blueSoft,
    color: vars.color.blueSoftText,
  },
  peringatan: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.warningSoft,
    color: vars.color.warningSoftText,
  },
  bahaya: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSoft,
    color: vars.color.dangerSoftText,
    fontWeight: vars.font.weight.medium,
  },
});

// The question and the navigation: one column on phones and tablets, side by side on desktops.

export const tataLetak = style([
  gridLayout({ gap: 'md', alignItems: 'flex-start' }),
  {
    '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
  },
]);

export const kartuSoal = style([
  surface({ tone: 'card' }),
  stackLayout({ gap: 'md', minWidth: 0, padding: 'lg' }),
]);

export const kelompok = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 'sm', rowGap: 'xxs' }),
  {
    paddingBottom: vars.space.sm,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    fontSize: vars.font.size.sm,
  },
]);

export const kelompokNama = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const aturan = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontWeight: vars.font.weight.semibold,
});

export const soalKepala = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
]);

export const soalNomor = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const soalDari = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const statusSoal = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const statusSoalGagal = style({
  color: vars.color.dangerSoftText,
  fontWeight: vars.font.weight.medium,
});

export const pertanyaan = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const daftarBerkas = style([
  gridLayout({ gap: 'sm', margin: 0, padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
]);

// An option: the whole card is the radio's target.

export const opsiDaftar = style([stackLayout({ gap: 'sm' }), { width: '100%' }]);

export const opsi = style([
  rowLayout({ alignItems: 'flex-start', gap: 'md' }),
  {
    minHeight: vars.size.controlLg,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
      '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
      '&[data-focus-visible]': focusRing,
      '&[data-readonly], &[data-disabled]': { cursor: 'default' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

/** The letter (A, B, C) or the true/false mark: a circle, filled when chosen. */
export const opsiHuruf = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    border: `${vars.size.focusRing} solid ${vars.color.borderStrong}`,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    selectors: {
      [`${opsi}[data-selected] &`]: {
        borderColor: vars.color.primary,
        background: vars.color.primary,
        color: vars.color.primaryText,
      },
    },
  },
]);

export const opsiIsi = style([
  stackLayout({ gap: 'sm', minWidth: 0 }),
  {
    flex: 1,
    // Centred on the letter's circle.
    paddingTop: vars.space.xs,
    overflowWrap: 'anywhere',
    lineHeight: vars.font.lineHeight.normal,
  },
]);

export const opsiGambar = style({
  maxWidth: 'min(100%, 16rem)',
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

// Essay attachments.

export const lampiran = style([stackLayout({ gap: 'sm' })]);

export const lampiranJudul = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const petunjuk = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const langkah = style([
  rowLayout({ alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
  {
    paddingTop: vars.space.md,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

// Signing in again over the page.

export const sesiKonten = style({ padding: vars.space.lg });
