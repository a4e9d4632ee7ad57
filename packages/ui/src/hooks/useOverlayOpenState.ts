import { useContext } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

export interface OverlayOpenProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Open state for a kit overlay used either with `isOpen`/`onOpenChange` or inside a RAC
 * `DialogTrigger`, so `onClose` runs on every close (Escape, backdrop, close buttons) in both.
 */
export function useOverlayOpenState(
  { isOpen, defaultOpen, onOpenChange }: OverlayOpenProps,
  onClose?: () => void,
): OverlayOpenProps {
  const trigger = useContext(OverlayTriggerStateContext);
  const fromTrigger = trigger && isOpen === undefined && defaultOpen === undefined;
  return {
    isOpen: fromTrigger ? trigger.isOpen : isOpen,
    defaultOpen,
    onOpenChange: (open) => {
      if (!open) onClose?.();
      if (fromTrigger) trigger.setOpen(open);
      onOpenChange?.(open);
    },
  };
}
