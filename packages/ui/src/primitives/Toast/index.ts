export {
  createToastQueue,
  type TampilkanToastOptions,
  TOAST_TIMEOUT_MS,
  type ToastAksi,
  type ToastIsi,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastVariant,
  tampilkanToast,
  toastQueue,
  toastVariants,
} from './Toast';
