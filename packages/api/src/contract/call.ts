import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One call of spec section 7: the server registers its route from it and the client
 * sends requests with it, so the two share path, inputs and response types.
 */
export interface CallDef {
  method: HttpMethod;
  /** Fastify-style template: `/v2/lms/kelas_kuliah/:id`. */
  path: string;
  summary: string;
  /** false only for login and the health check; every other call needs a bearer token. */
  auth?: boolean;
  /** false only for the health check; every other call needs the `college-id` header. */
  college?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of the envelope. */
  response: z.ZodType;
  /** true when `data` is a page of a list and `meta` carries the paging. */
  paged?: boolean;
  /** Non-JSON responses (SSE, files) name their content type here. */
  produces?: string;
  /**
   * Calls that take files: the body may be multipart/form-data, `files` names the parts that
   * carry a file and `fields` describes the other parts. The client sends these with
   * `client.unggah(call, ...)`, which reports upload progress.
   */
  multipart?: MultipartDef;
}

export interface MultipartDef {
  files: readonly [string, ...string[]];
  fields?: z.ZodType;
}

export function defineCall<const D extends CallDef>(def: D): D {
  return def;
}

/** The fields of a call that say where and how it is sent, not what it carries. */
type KunciEndpoint = 'method' | 'path' | 'auth' | 'college' | 'paged' | 'produces';

/** A call without its schemas: method, path and flags, and the names of its file parts. */
export type EndpointDef<C extends CallDef = CallDef> = Pick<C, Extract<keyof C, KunciEndpoint>> &
  (C extends { multipart: { files: infer F } } ? { multipart: { files: F } } : unknown);

declare const jenisCall: unique symbol;

/**
 * What the browser needs of a call to send it (the client reads no schema): the apps then carry
 * no zod (issue 12 budgets). Typed as the call, so inputs and responses keep their types.
 */
export type Endpoint<C extends CallDef = CallDef> = EndpointDef<C> & { readonly [jenisCall]: C };

/** The call an argument of the client stands for: a call, or the call an endpoint is checked against. */
export type CallOf<E> = E extends CallDef
  ? E
  : E extends { readonly [jenisCall]: infer C extends CallDef }
    ? C
    : never;

/**
 * The endpoints of an area's calls, checked against them: a path, method or flag that differs
 * from the contract does not compile.
 */
export function defineEndpoints<T extends Record<string, CallDef>>(
  endpoints: {
    [K in keyof T]: EndpointDef<T[K]>;
  },
) {
  return endpoints as { [K in keyof T]: Endpoint<T[K]> };
}

export type CallParams<C> = C extends { params: infer S extends z.ZodType }
  ? z.infer<S>
  : undefined;
export type CallQuery<C> = C extends { query: infer S extends z.ZodType } ? z.infer<S> : undefined;
export type CallQueryInput<C> = C extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
export type CallBody<C> = C extends { body: infer S extends z.ZodType } ? z.infer<S> : undefined;
export type CallBodyInput<C> = C extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** A call whose body may be multipart (an upload). */
export type UploadCall = CallDef & { multipart: MultipartDef };
/** A call that answers a file rather than the JSON envelope (a download). */
export type FileCall = CallDef & { produces: string };

export type CallResponse<C> = C extends { response: infer S extends z.ZodType }
  ? z.infer<S>
  : never;

/**
 * Fills `:name` placeholders of a call path, encoding each value. A missing or empty value
 * throws before anything is sent: `/v2/lms/kelas_kuliah/` is never a request anyone meant.
 */
export function buildPath(template: string, params: Record<string, string | number> | undefined) {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || String(value).trim() === '') {
      throw new Error(`Parameter path '${name}' belum diisi`);
    }
    return encodeURIComponent(String(value));
  });
}
