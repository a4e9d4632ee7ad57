import { Box, type BoxProps } from './Box';
import type { Sprinkles } from './sprinkles.css';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between the children (tokens.space), per breakpoint if needed. @default 'md' */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment (`align-items`). @default 'stretch' */
  align?: Sprinkles['alignItems'];
  /** Main-axis alignment (`justify-content`). */
  justify?: Sprinkles['justifyContent'];
}

/** Children one below the other (flex column) with a gap from the space scale. */
export function Stack({ gap = 'md', align, justify, ...rest }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...rest}
    />
  );
}
