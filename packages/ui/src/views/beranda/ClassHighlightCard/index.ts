export { ClassHighlightCard, type ClassHighlightCardProps } from './ClassHighlightCard';
