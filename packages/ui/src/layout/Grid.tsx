import { Box, type BoxProps } from './Box';
import type { Sprinkles } from './sprinkles.css';

export interface GridProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns'> {
  /**
   * Number of equal columns (1 to 7), per breakpoint if needed, e.g.
   * `{ mobile: 1, tablet: 2, desktop: 4 }`. @default 1
   */
  columns?: Sprinkles['gridTemplateColumns'];
  /**
   * Instead of `columns`: as many columns as fit, each at least this wide (a CSS length, e.g.
   * '7.5rem' or `vars.size.cardMin`). Never wider than the container.
   */
  minItemWidth?: string;
  /** Space between cells (tokens.space), per breakpoint if needed. @default 'lg' */
  gap?: Sprinkles['gap'];
}

/** Children in a grid of equal columns, responsive by breakpoint or by a minimum item width. */
export function Grid({ columns = 1, minItemWidth, gap = 'lg', style, ...rest }: GridProps) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={minItemWidth ? undefined : columns}
      gap={gap}
      style={
        minItemWidth
          ? {
              gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`,
              ...style,
            }
          : style
      }
      {...rest}
    />
  );
}
