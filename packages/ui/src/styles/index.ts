export { focusOutline, focusRing, focusRingFlush, focusRingInset } from './focusRing';
export {
  type CardLinkVariants,
  cardLink,
  cardLinkTarget,
  focusable,
  type SurfaceVariants,
  surface,
} from './recipes.css';
export { visuallyHidden } from './utils.css';
