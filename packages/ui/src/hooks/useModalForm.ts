import { useState } from 'react';
import { type OverlayOpenProps, useOverlayOpenState } from './useOverlayOpenState';

/** A field error from the server (ApiError.errors of @kampus/api). */
export interface GalatServer {
  field: string;
  message: string;
}

/** The field errors a failed save carries, if any (the error is duck-typed: views import types only). */
export function galatServer(error: unknown): GalatServer[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is GalatServer =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as GalatServer).field === 'string' &&
      typeof (e as GalatServer).message === 'string',
  );
}

/**
 * Open state and saving of a form modal: `kirim` runs the save, keeps the modal pending until it
 * settles, closes it on success and hands back the error otherwise (the app shows the toast).
 * `reset` runs on every close, so the form starts over next time.
 */
export function useModalForm(openProps: OverlayOpenProps, reset: () => void) {
  const [isSubmitting, setSubmitting] = useState(false);
  const open = useOverlayOpenState(openProps, reset);
  const close = () => open.onOpenChange?.(false);
  const kirim = async (
    simpan: () => unknown,
  ): Promise<{ ok: true } | { ok: false; error: unknown }> => {
    setSubmitting(true);
    try {
      await simpan();
    } catch (error) {
      setSubmitting(false);
      return { ok: false, error };
    }
    setSubmitting(false);
    close();
    return { ok: true };
  };
  return { open, close, isSubmitting, kirim };
}
