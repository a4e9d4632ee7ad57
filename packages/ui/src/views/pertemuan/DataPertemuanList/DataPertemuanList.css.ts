import { style } from '@vanilla-extract/css';
import { kartu } from '../../../composites/DaftarKartu/DaftarKartu.css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { vars } from '../../../tokens/vars.css';

/** A card: its number, then its lines. */
export const card = style([
  kartu,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
  },
]);

export const number = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    minWidth: vars.size.control,
    height: vars.size.control,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    fontWeight: vars.font.weight.bold,
  },
]);

export const body = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const meta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);
