import { Box, type BoxProps } from './Box';
import type { Sprinkles } from './sprinkles.css';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap'> {
  /** Space between the children (tokens.space), per breakpoint if needed. @default 'sm' */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment (`align-items`). @default 'center' */
  align?: Sprinkles['alignItems'];
  /** Main-axis alignment (`justify-content`), e.g. 'space-between' for a title and its actions. */
  justify?: Sprinkles['justifyContent'];
  /** Wrap onto more lines when the row is too narrow. @default true */
  wrap?: boolean;
  /** Below this breakpoint the children stack vertically (phone layout). */
  stackBelow?: 'tablet' | 'desktop';
}

/** Children side by side (flex row) that wrap when there is no room, with a gap. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify,
  wrap = true,
  stackBelow,
  ...rest
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection={stackBelow ? { mobile: 'column', [stackBelow]: 'row' } : 'row'}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={stackBelow ? { mobile: 'stretch', [stackBelow]: align } : align}
      justifyContent={justify}
      {...rest}
    />
  );
}
