import X from 'lucide-react/icons/x';
import type { FormEvent, ReactNode } from 'react';
import {
  Dialog,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
} from 'react-aria-components';
import { useOverlayOpenState } from '../../hooks/useOverlayOpenState';
import { Button } from '../../primitives/Button';
import * as styles from './Modal.css';

/** Modal widths of spec 9, in px. */
export const modalWidths = [400, 500, 600, 800, 830, 900] as const;
export type ModalWidth = (typeof modalWidths)[number];

export const modalSubmitVariants = ['primary', 'danger'] as const;
export type ModalSubmitVariant = (typeof modalSubmitVariants)[number];

export interface ModalProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** e.g. 'Tambah Data'. Names the dialog. */
  title: string;
  /** e.g. 'Tambah Data Materi'. */
  subtitle?: string;
  children: ReactNode;
  /** Maximum width in px (spec 9). @default 600 */
  width?: ModalWidth;
  /** @default 'Batal' */
  cancelLabel?: string;
  /** @default 'Simpan' */
  submitLabel?: string;
  /** @default 'primary' */
  submitVariant?: ModalSubmitVariant;
  /** Runs on the submit button and on Enter in a field. */
  onSubmit?: () => void;
  /** Runs on 'Batal', the close button and Escape, before the modal closes. */
  onCancel?: () => void;
  /** When false the submit button is hidden (spec 5: submission not allowed). @default true */
  canSubmit?: boolean;
  /** Submit shown but disabled, e.g. unchanged data. @default false */
  isSubmitDisabled?: boolean;
  /** Tooltip on the disabled submit, e.g. 'Tidak ada perubahan data'. */
  submitDisabledReason?: string;
  /** Submit shows a spinner and ignores presses while saving. @default false */
  isSubmitting?: boolean;
  /** Close when the backdrop is clicked. Forms keep it off so typing is not lost. @default false */
  isDismissable?: boolean;
  /** Extra buttons at the start of the footer, e.g. 'Cek Jadwal'. */
  footerStart?: ReactNode;
}

/**
 * The generic form modal (spec 2 'Other generic pieces'): title, subtitle, content, 'Batal' and a
 * submit button that can be hidden, disabled with a reason, or pending. Focus moves into the
 * modal, stays there (Tab cycles), and returns to the trigger when it closes; Escape cancels.
 * Use with `isOpen`/`onOpenChange`, or inside a RAC `DialogTrigger` next to its button.
 */
export function Modal({
  title,
  subtitle,
  children,
  width = 600,
  cancelLabel = 'Batal',
  submitLabel = 'Simpan',
  submitVariant = 'primary',
  onSubmit,
  onCancel,
  canSubmit = true,
  isSubmitDisabled = false,
  submitDisabledReason,
  isSubmitting = false,
  isDismissable = false,
  footerStart,
  ...openProps
}: ModalProps) {
  const openState = useOverlayOpenState(openProps, onCancel);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && !isSubmitDisabled && !isSubmitting) onSubmit?.();
  };
  return (
    <ModalOverlay
      {...openState}
      isDismissable={isDismissable && !isSubmitting}
      isKeyboardDismissDisabled={isSubmitting}
      className={styles.overlay}
    >
      <RACModal className={`${styles.modal} ${styles.width[width]}`}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <form className={styles.form} onSubmit={handleSubmit}>
              <div className={styles.header}>
                <div className={styles.headings}>
                  <Heading slot="title" level={2} className={styles.title}>
                    {title}
                  </Heading>
                  {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
                </div>
                <Button
                  iconOnly
                  aria-label="Tutup"
                  icon={<X />}
                  size="small"
                  showTooltip={false}
                  isDisabled={isSubmitting}
                  onPress={close}
                />
              </div>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>
                {footerStart ? <div className={styles.footerStart}>{footerStart}</div> : null}
                <Button variant="secondary" isDisabled={isSubmitting} onPress={close}>
                  {cancelLabel}
                </Button>
                {canSubmit ? (
                  <Button
                    type="submit"
                    variant={submitVariant}
                    isDisabled={isSubmitDisabled}
                    disabledReason={submitDisabledReason}
                    isPending={isSubmitting}
                  >
                    {submitLabel}
                  </Button>
                ) : null}
              </div>
            </form>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
