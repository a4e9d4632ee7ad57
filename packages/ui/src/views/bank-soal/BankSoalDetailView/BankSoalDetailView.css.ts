import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'lg', minWidth: 0 })]);

/** The bank's card: its data, then 'Unduh' and 'Ubah Bank Soal' (beside it from tablets up). */
export const kepala = style([
  surface({ tone: 'card' }),
  stackLayout({ gap: 'md', minWidth: 0 }),
  {
    padding: vars.space.lg,
    '@media': {
      [mq.tablet]: {
        flexDirection: 'row',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        padding: vars.space.xl,
      },
    },
  },
]);

export const info = style([stackLayout({ gap: 'sm', minWidth: 0 }), { flex: 1 }]);

export const matkul = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const kode = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const judul = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const deskripsi = style({
  maxWidth: vars.size.measure,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** Label and value pairs: stacked on phones, side by side from tablets up. */
export const data = style([gridLayout({ gap: 'xs' }), { marginBlockStart: vars.space.xs }]);

export const dataBaris = style([
  gridLayout({ gap: 'none', alignItems: 'center' }),
  {
    '@media': { [mq.tablet]: { gridTemplateColumns: '8rem 1fr', gap: vars.space.md } },
  },
]);

export const dataLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const dataIsi = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const redup = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const aksi = style([rowLayout({ flexWrap: 'wrap', gap: 'sm' }), { flexShrink: 0 }]);

/** 'Daftar Soal' with 'Cari soal' and 'Tambah Soal'. */
export const alat = style([
  stackLayout({ gap: 'sm' }),
  {
    '@media': {
      [mq.tablet]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
    },
  },
]);

export const subjudul = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const alatKanan = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }),
  { '@media': { [mq.tablet]: { flexWrap: 'nowrap' } } },
]);

export const cari = style({
  flex: '1 1 16rem',
  minWidth: 0,
  '@media': { [mq.tablet]: { flex: '0 1 20rem' } },
});

/** Why 'Tambah Soal' is disabled, readable on a phone too (no hover there). */
export const catatan = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
});

export const daftar = style([stackLayout({ gap: 'md' })]);

/** One numbered question: a card. */
export const kartu = style([
  surface({ tone: 'card' }),
  stackLayout({ gap: 'sm', minWidth: 0 }),
  { padding: vars.space.lg },
]);
