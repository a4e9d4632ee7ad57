import { useState } from 'react';
import { galatServer, useModalForm } from '../hooks/useModalForm';
import type { OverlayOpenProps } from '../hooks/useOverlayOpenState';

/** A form's field errors by field name: the domain's `GalatForm` shape. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** The result of a save (`useModalForm`'s `kirim`). */
export type SubmitResult = { ok: true } | { ok: false; error: unknown };

/** Maps a stored value to a field's value and back (e.g. '2025-03-04' to a `CalendarDate`). */
export interface FieldAdapter<V, T> {
  toField: (value: V) => T;
  fromField: (value: T) => V;
}

export interface FieldOptions<V, T> {
  /** Converts the stored value for the field and back. */
  adapter?: FieldAdapter<V, T>;
  /**
   * Leaves `isInvalid` unset while the field has no error, so the field's own checks (a date
   * picker's `minValue`) still show; otherwise a field without error is marked valid. @default false
   */
  keepFieldValidation?: boolean;
}

/** What a react-aria field of the kit takes to be bound: spread it on the field. */
export interface BoundField<T> {
  value: T;
  onChange: (value: T) => void;
  isInvalid: boolean | undefined;
  errorMessage: string | undefined;
  /** Errors come from the domain and the server, never from the browser's own messages. */
  validationBehavior: 'aria';
  /** Set when the form was made with `disableWhileSubmitting`. */
  isDisabled?: boolean;
}

/** A checkbox or switch bound to a boolean value. */
export interface BoundToggle {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isInvalid: boolean | undefined;
  validationBehavior: 'aria';
  isDisabled?: boolean;
}

export interface EditorFormOptions<V extends object> {
  /** The values the form starts from; read again on every close and when `source` changes. */
  initial: () => V;
  /** The modal's open state (isOpen, defaultOpen, onOpenChange). */
  open: OverlayOpenProps;
  /**
   * The record being edited: another one (by identity) starts the form over from `initial`,
   * unless `keepEdits` is set and the user has changed something.
   */
  source?: unknown;
  /** @default false */
  keepEdits?: boolean;
  /** Applies a change: a domain rule may touch other fields too. @default a plain merge */
  apply?: (values: V, patch: Partial<V>) => V;
  /** The errors a change clears besides the changed fields' own (e.g. a dependent date). */
  clears?: (patch: Partial<V>) => readonly string[];
  /** Runs whenever the form starts over (on close and on a new `source`): reset view state. */
  onReset?: () => void;
  /** Disables every bound field while saving. @default false */
  disableWhileSubmitting?: boolean;
}

const gabung = <V extends object>(values: V, patch: Partial<V>): V => ({ ...values, ...patch });

/**
 * The one form pattern of the kit's editors: values, field errors (the domain's validators and
 * the server's field errors), binding of react-aria fields, and saving in a modal that stays
 * pending until the save settles and closes on success (`useModalForm`).
 *
 * ```tsx
 * const form = useEditorForm({ initial: () => formDari(data), open: openProps });
 * <TextField label="Judul" isRequired {...form.field('judul')} />
 * <Modal {...form.open} isSubmitting={form.isSubmitting}
 *   onSubmit={() => void form.submit(() => onSubmit(payload(form.values)), { validate: () => validasi(form.values) })} />
 * ```
 */
export function useEditorForm<V extends object>({
  initial,
  open: openProps,
  source,
  keepEdits = false,
  apply = gabung,
  clears,
  onReset,
  disableWhileSubmitting = false,
}: EditorFormOptions<V>) {
  const [awal, setAwal] = useState(initial);
  const [values, setValues] = useState(awal);
  const [errors, setErrors] = useState<FieldErrors>({});

  const isDirty = JSON.stringify(values) !== JSON.stringify(awal);

  const [sumber, setSumber] = useState(source);
  if (sumber !== source) {
    setSumber(source);
    if (!keepEdits || !isDirty) {
      const baru = initial();
      setAwal(baru);
      setValues(baru);
      setErrors({});
      onReset?.();
    }
  }

  const modal = useModalForm(openProps, () => {
    const baru = initial();
    setAwal(baru);
    setValues(baru);
    setErrors({});
    onReset?.();
  });

  /** Changes values; the changed fields' errors (and those `clears` names) go away. */
  const set = (patch: Partial<V>) => {
    setValues((v) => apply(v, patch));
    const kunci = [...Object.keys(patch), ...(clears?.(patch) ?? [])];
    setErrors((e) => {
      if (!kunci.some((k) => k in e)) return e;
      const sisa = { ...e };
      for (const k of kunci) delete sisa[k];
      return sisa;
    });
  };

  /** Replaces the values without touching errors (a domain step over the whole form). */
  const update = (ubah: (values: V) => V) => setValues(ubah);

  /** Drops the named errors. */
  const clearErrors = (...names: string[]) =>
    setErrors((e) => {
      const sisa = { ...e };
      for (const k of names) delete sisa[k];
      return sisa;
    });

  const disabled = disableWhileSubmitting && modal.isSubmitting ? true : undefined;

  function field<K extends keyof V & string>(name: K): BoundField<V[K]>;
  function field<K extends keyof V & string, T>(
    name: K,
    options: FieldOptions<V[K], T> & { adapter: FieldAdapter<V[K], T> },
  ): BoundField<T>;
  function field<K extends keyof V & string>(
    name: K,
    options: FieldOptions<V[K], V[K]>,
  ): BoundField<V[K]>;
  function field<K extends keyof V & string, T>(
    name: K,
    options: FieldOptions<V[K], T> = {},
  ): BoundField<T | V[K]> {
    const galat = errors[name];
    const { adapter } = options;
    return {
      value: adapter ? adapter.toField(values[name]) : values[name],
      onChange: (nilai) =>
        set({ [name]: adapter ? adapter.fromField(nilai as T) : nilai } as unknown as Partial<V>),
      isInvalid: galat ? true : options.keepFieldValidation ? undefined : false,
      errorMessage: galat,
      validationBehavior: 'aria',
      ...(disabled ? { isDisabled: true } : {}),
    };
  }

  /** Binds a Checkbox or Switch to a boolean field. */
  const toggle = <K extends keyof V & string>(name: K): BoundToggle => ({
    isSelected: values[name] === true,
    onChange: (isSelected) => set({ [name]: isSelected } as unknown as Partial<V>),
    isInvalid: Boolean(errors[name]),
    validationBehavior: 'aria',
    ...(disabled ? { isDisabled: true } : {}),
  });

  /**
   * Saves: `validate` first (its errors land on the fields and `onInvalid` runs, e.g. a toast),
   * then `save` with the modal pending; the server's field errors land on the fields.
   */
  const submit = async (
    save: () => unknown,
    {
      validate,
      onInvalid,
    }: {
      validate?: () => FieldErrors | null | undefined;
      onInvalid?: (errors: FieldErrors) => void;
    } = {},
  ): Promise<SubmitResult | null> => {
    const galat = validate?.();
    if (galat && Object.values(galat).some(Boolean)) {
      setErrors(galat);
      onInvalid?.(galat);
      return null;
    }
    const hasil = await modal.kirim(save);
    if (!hasil.ok) {
      const dariServer = galatServer(hasil.error);
      if (dariServer.length > 0) {
        setErrors(Object.fromEntries(dariServer.map((e) => [e.field, e.message])));
      }
    }
    return hasil;
  };

  return {
    /** Spread on the Modal: isOpen, defaultOpen, onOpenChange. */
    open: modal.open,
    close: modal.close,
    isSubmitting: modal.isSubmitting,
    /** The values the form started from (after the last reset). */
    initialValues: awal,
    values,
    errors,
    isDirty,
    set,
    update,
    setErrors,
    clearErrors,
    field,
    toggle,
    submit,
  };
}

export type EditorForm<V extends object> = ReturnType<typeof useEditorForm<V>>;
