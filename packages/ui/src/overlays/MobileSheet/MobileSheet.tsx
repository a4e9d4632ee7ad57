import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
} from 'react-aria-components';
import { Button } from '../../primitives/Button';
import * as styles from './MobileSheet.css';

export interface MobileSheetProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Names the dialog, e.g. 'Filter'. */
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, e.g. 'Reset' and 'Terapkan'. */
  footer?: ReactNode;
  /** @default 'Tutup' */
  closeLabel?: string;
}

/**
 * A full-screen dialog on phones (below 768 px) and a side sheet on wider screens: filters, the
 * 'Pilih Pertemuan' list, long forms. Focus is trapped inside and returns to the trigger; Escape
 * and the close button close it.
 */
export function MobileSheet({
  title,
  children,
  footer,
  closeLabel = 'Tutup',
  ...overlayProps
}: MobileSheetProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable className={styles.overlay}>
      <RACModal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                <Button
                  iconOnly
                  aria-label={closeLabel}
                  icon={<X />}
                  size="large"
                  showTooltip={false}
                  onPress={close}
                />
              </div>
              <div className={styles.body}>{children}</div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
