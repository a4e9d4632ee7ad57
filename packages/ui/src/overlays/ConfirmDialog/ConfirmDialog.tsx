import { type ReactNode, useRef } from 'react';
import {
  Dialog,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
} from 'react-aria-components';
import { useOverlayOpenState } from '../../hooks/useOverlayOpenState';
import { Button } from '../../primitives/Button';
import * as modalStyles from '../Modal/Modal.css';
import * as styles from './ConfirmDialog.css';

/** 'tidak-ya': Tidak / Ya; 'batal-hapus': Batal / Hapus (destructive), as in spec 2 and 8. */
export const confirmDialogVariants = ['tidak-ya', 'batal-hapus'] as const;
export type ConfirmDialogVariant = (typeof confirmDialogVariants)[number];

const LABEL = {
  'tidak-ya': { batal: 'Tidak', setuju: 'Ya', tombol: 'primary' },
  'batal-hapus': { batal: 'Batal', setuju: 'Hapus', tombol: 'danger' },
} as const;

export interface ConfirmDialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** @default 'Konfirmasi' */
  title?: string;
  /** e.g. 'Anda yakin ingin menghapus soal ini?' */
  message: ReactNode;
  /** @default 'tidak-ya' */
  variant?: ConfirmDialogVariant;
  onConfirm: () => void;
  onCancel?: () => void;
  /** The confirm button shows a spinner and the dialog cannot be dismissed. @default false */
  isPending?: boolean;
  /**
   * Close as soon as the user confirms. Set false to keep it open with `isPending` while the
   * action runs, then close it through `isOpen`. @default true
   */
  closeOnConfirm?: boolean;
}

/**
 * Asks before an action: 'Konfirmasi' with Tidak/Ya, or Batal/Hapus for deletions. An alert
 * dialog: focus starts on the cancel button, Escape cancels, focus returns to the trigger.
 */
export function ConfirmDialog({
  title = 'Konfirmasi',
  message,
  variant = 'tidak-ya',
  onConfirm,
  onCancel,
  isPending = false,
  closeOnConfirm = true,
  ...openProps
}: ConfirmDialogProps) {
  const label = LABEL[variant];
  // Closing after 'Ya'/'Hapus' is not a cancel.
  const confirmed = useRef(false);
  const openState = useOverlayOpenState(openProps, () => {
    if (!confirmed.current) onCancel?.();
    confirmed.current = false;
  });
  return (
    <ModalOverlay
      {...openState}
      isKeyboardDismissDisabled={isPending}
      className={modalStyles.overlay}
    >
      <RACModal className={`${modalStyles.modal} ${modalStyles.width[400]}`}>
        <Dialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" level={2} className={styles.title}>
                {title}
              </Heading>
              <div className={styles.message}>{message}</div>
              <div className={styles.actions}>
                <Button variant="secondary" onPress={close} isDisabled={isPending} autoFocus>
                  {label.batal}
                </Button>
                <Button
                  variant={label.tombol}
                  isPending={isPending}
                  onPress={() => {
                    onConfirm();
                    if (closeOnConfirm) {
                      confirmed.current = true;
                      close();
                    }
                  }}
                >
                  {label.setuju}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
