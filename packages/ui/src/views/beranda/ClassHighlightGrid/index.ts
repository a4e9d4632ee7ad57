export {
  ClassHighlightGrid,
  type ClassHighlightGridItem,
  type ClassHighlightGridProps,
} from './ClassHighlightGrid';
