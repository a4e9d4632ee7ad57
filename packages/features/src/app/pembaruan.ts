/**
 * Offers the new version once a deploy's service worker is installed and waiting (issue 23):
 * a toast 'Versi baru tersedia' that stays until the student reloads with 'Muat ulang' or
 * closes it, so a release never leaves the open app on a stale shell without telling. The
 * toasts are a chunk of their own (toasts.ts), loaded here only when there is something to say.
 */
export function tawarkanPembaruan(muatUlang: () => void) {
  return import('./toasts').then(({ tampilkanToast }) =>
    tampilkanToast({
      pesan: 'Versi baru tersedia',
      timeout: null,
      aksi: { label: 'Muat ulang', onPress: muatUlang },
    }),
  );
}
