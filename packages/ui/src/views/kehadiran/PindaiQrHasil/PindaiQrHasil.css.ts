import { style, styleVariants } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([
  stackLayout({ gap: 'md', alignItems: 'center', minWidth: 0 }),
  {
    textAlign: 'center',
    padding: vars.space.xl,
    maxWidth: vars.size.form,
    marginInline: 'auto',
  },
]);

const dasarIkon = style({ width: '64px', height: '64px', display: 'inline-flex' });

export const ikon = styleVariants({
  tercatat: [dasarIkon, { color: vars.color.success }],
  sudah_tercatat: [dasarIkon, { color: vars.color.blue }],
  galat: [dasarIkon, { color: vars.color.danger }],
});

export const judul = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
});

export const teks = style({ margin: 0, overflowWrap: 'anywhere' });

export const pesan = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
