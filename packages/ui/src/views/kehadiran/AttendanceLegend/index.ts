export {
  AttendanceLegend,
  type AttendanceLegendProps,
  type AttendanceLegendVariant,
  attendanceLegendVariants,
  RecapSymbol,
  type RecapSymbolProps,
} from './AttendanceLegend';
