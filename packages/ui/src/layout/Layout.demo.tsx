import type { ReactNode } from 'react';
import { Box } from './Box';

/** A placeholder block for the layout stories. */
export function Block({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      background="primarySoft"
      color="primarySoftText"
      borderRadius="md"
      padding="sm"
      style={wide ? { minWidth: 220 } : undefined}
    >
      {children}
    </Box>
  );
}
