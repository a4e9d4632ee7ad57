import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import {
  Button,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { Button as TombolKit } from '../Button/Button';
import * as styles from './Toast.css';

export const toastVariants = ['danger', 'success', 'info'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** What a toast shows. */
export interface ToastIsi {
  pesan: string;
  jenis: ToastVariant;
  /** A button beside the message (e.g. 'Muat ulang' when a new version is ready). */
  aksi?: ToastAksi;
}

export interface ToastAksi {
  label: string;
  onPress: () => void;
}

export type ToastQueue = RACToastQueue<ToastIsi>;

/** Toasts close themselves after 5000 ms (spec 9 'Timers'). */
export const TOAST_TIMEOUT_MS = 5000;

/** Creates a queue; the apps use the shared `toastQueue`, stories and tests their own. */
export const createToastQueue = (): ToastQueue =>
  new RACToastQueue<ToastIsi>({ maxVisibleToasts: 5 });

/** The app-wide toast queue, shown by `<ToastRegion />`. */
export const toastQueue: ToastQueue = createToastQueue();

export interface TampilkanToastOptions {
  pesan: string;
  /** @default 'info' */
  jenis?: ToastVariant;
  /** Milliseconds before it closes; `null` keeps it until closed. @default 5000 */
  timeout?: number | null;
  /** A button beside the message; give it `timeout: null` so it stays until used or closed. */
  aksi?: ToastAksi;
}

/** Shows a toast at the bottom of the screen, e.g. `tampilkanToast({ pesan, jenis: 'danger' })`. */
export function tampilkanToast(
  { pesan, jenis = 'info', timeout = TOAST_TIMEOUT_MS, aksi }: TampilkanToastOptions,
  queue: ToastQueue = toastQueue,
): string {
  return queue.add(
    aksi ? { pesan, jenis, aksi } : { pesan, jenis },
    timeout === null ? {} : { timeout },
  );
}

const icons = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

export interface ToastRegionProps {
  /** @default toastQueue */
  queue?: ToastQueue;
}

/** The bottom-of-screen region where queued toasts appear. Render once per app. */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} className={styles.region} aria-label="Notifikasi">
      {({ toast }) => {
        const Icon = icons[toast.content.jenis];
        return (
          <RACToast
            toast={toast}
            className={`${styles.toast} ${styles.variant[toast.content.jenis]}`}
          >
            <span className={styles.icon} aria-hidden="true">
              <Icon size="100%" />
            </span>
            <RACToastContent className={styles.content}>
              <Text slot="title">{toast.content.pesan}</Text>
            </RACToastContent>
            {toast.content.aksi && (
              <TombolKit size="small" variant="secondary" onPress={toast.content.aksi.onPress}>
                {toast.content.aksi.label}
              </TombolKit>
            )}
            <Button slot="close" className={styles.close} aria-label="Tutup notifikasi">
              <X aria-hidden="true" />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
