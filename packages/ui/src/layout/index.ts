export { Box, type BoxElement, type BoxProps } from './Box';
export { Grid, type GridProps } from './Grid';
export { Inline, type InlineProps } from './Inline';
export { gridLayout, rowLayout, stackLayout } from './recipes';
export { Stack, type StackProps } from './Stack';
export { type Space, type Sprinkles, sprinkles } from './sprinkles.css';
