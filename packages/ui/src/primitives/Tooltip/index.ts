export {
  TOOLTIP_DELAY_MS,
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
  tooltipPlacements,
} from './Tooltip';
