import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';

export const root = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    width: '100%',
  },
]);
