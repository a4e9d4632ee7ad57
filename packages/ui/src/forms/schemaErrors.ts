import type { FieldErrors } from './useEditorForm';

/**
 * The part of the Standard Schema interface (https://standardschema.dev) a form needs: zod 4
 * schemas (the contract's, `@kampus/api`) implement it, so the kit takes them without importing
 * zod. Browsers run zod jitless (packages/api/src/contract/zod.ts).
 */
export interface StandardSchemaLike {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  };
}

interface StandardResult {
  readonly value?: unknown;
  readonly issues?: ReadonlyArray<{
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
  }>;
}

/**
 * The field errors a schema finds in `values`, keyed by the issue's top-level field (the first
 * message per field wins); `{}` when the values pass. Use as a form's `validate`:
 * `form.submit(save, { validate: () => schemaErrors(bodySchema, form.values) })`.
 */
export function schemaErrors(schema: StandardSchemaLike, values: unknown): FieldErrors {
  const hasil = schema['~standard'].validate(values);
  if (hasil instanceof Promise)
    throw new Error('schemaErrors: asynchronous schemas are not supported');
  const galat: FieldErrors = {};
  for (const issue of hasil.issues ?? []) {
    const awal = issue.path?.[0];
    const kunci = typeof awal === 'object' && awal !== null ? awal.key : awal;
    const nama = kunci === undefined ? 'root' : String(kunci);
    galat[nama] ??= issue.message;
  }
  return galat;
}
