import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';

// A class built at compile time rather than <Stack>: the runtime sprinkles (~4 KB gzip) would
// otherwise ship with every table page (issue 12 budgets).
export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);
