export { type DebouncedCallback, useDebouncedCallback } from './useDebouncedCallback';
export { useMediaQuery } from './useMediaQuery';
export { type OverlayOpenProps, useOverlayOpenState } from './useOverlayOpenState';
