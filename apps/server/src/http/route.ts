import type { CallBody, CallDef, CallParams, CallQuery, CallResponse } from '@kampus/api/contract';
import type { AturanIzin, HasilCek } from '@kampus/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Aktor } from '../modules/auth';
import { dariCache } from '../platform/cache';
import { ok, page } from './envelope';
import { ApiError, forbidden } from './errors';
import { KONFIG_API } from './header';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

type Data<C> = CallResponse<C>;
type Result<C> = C extends { paged: true }
  ? Paged<Data<C> extends (infer I)[] ? I : never>
  : Data<C>;

export interface HandlerContext<C> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The college of the `college-id` header. */
  collegeId: string;
  /** The signed-in user; absent only on calls with `auth: false`. */
  aktor: C extends { auth: false } ? Aktor | null : Aktor;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer's `data` already written as JSON by the handler (a large answer built from stored
 * JSON text, e.g. the attendance recap's per-cell detail): sent as it is, not parsed and written
 * again. `T` is the contract's type the JSON holds.
 */
export class JsonMentah<T> {
  declare readonly tipe?: T;
  constructor(readonly json: string) {}
}

/** A JsonMentah kept by the read cache is sent many times: its answer's bytes are made once. */
const amplopMentah = new WeakMap<JsonMentah<unknown>, Buffer>();

function amplop(j: JsonMentah<unknown>) {
  let b = amplopMentah.get(j);
  if (!b) {
    b = Buffer.from(`{"status":${JSON_OK},"data":${j.json}}`);
    amplopMentah.set(j, b);
  }
  return b;
}

export type Handler<C> = (
  ctx: HandlerContext<C>,
) => Promise<Result<C> | JsonMentah<Result<C>> | undefined> | Result<C> | JsonMentah<Result<C>>;

export interface RouteHooks {
  /** Resolves and checks the `college-id` header. */
  college(req: FastifyRequest): Promise<string>;
  /** Resolves the bearer token to the user, or throws 401. */
  authenticate(req: FastifyRequest, collegeId: string): Promise<Aktor>;
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || where,
    message: issue.message,
  }));
  const first = errors[0];
  throw new ApiError(
    422,
    first ? `Data tidak valid: ${first.message}` : 'Data tidak valid',
    undefined,
    errors,
  );
}

/**
 * Values of the read cache are frozen and shared by every caller: their JSON is written once
 * and kept as long as the value (the biggest cost of a cached read after the socket write).
 */
const jsonBeku = new WeakMap<object, string>();

function jsonTersimpan(nilai: object): string {
  let json = jsonBeku.get(nilai);
  if (json === undefined) {
    json = JSON.stringify(nilai);
    jsonBeku.set(nilai, json);
  }
  return json;
}

/** A list whose items all come from the read cache, as JSON; null otherwise. */
function jsonDaftar(items: readonly unknown[]): string | null {
  if (dariCache(items as unknown)) return jsonTersimpan(items);
  let json = '[';
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!dariCache(item)) return null;
    json += (i === 0 ? '' : ',') + jsonTersimpan(item as object);
  }
  return `${json}]`;
}

const JSON_OK = JSON.stringify(ok(null).status);

function kirimJson(reply: FastifyReply, json: string) {
  reply.type('application/json; charset=utf-8');
  return json;
}

/** Answers 403 with the rule's message unless the permission check passed. */
export function wajibIzin(hasil: HasilCek): void {
  if (!hasil.ok) throw forbidden(hasil.pesan);
}

export interface RouteOptionsIzin extends Pick<RouteOptions, 'config' | 'bodyLimit' | 'onRequest'> {
  /** Who may call it: a rule of packages/domain izin.ts, checked before the handler. */
  izin: AturanIzin;
}

/** Registers one call of the contract: validates inputs with its zod schemas, checks the
 * college, the token and the route's permission rule, and wraps the result in the response
 * envelope. */
export function route<C extends CallDef>(
  app: FastifyInstance,
  hooks: RouteHooks,
  call: C,
  { izin, ...options }: RouteOptionsIzin,
  handler: Handler<C>,
) {
  app.route({
    ...options,
    config: { ...options.config, ...KONFIG_API },
    method: call.method,
    url: call.path,
    handler: async (req, reply) => {
      const collegeId = call.college === false ? '' : await hooks.college(req);
      const aktor = call.auth === false ? null : await hooks.authenticate(req, collegeId);
      const ctx = {
        params: parse(call.params, req.params, 'params'),
        query: parse(call.query, req.query, 'query'),
        body: parse(call.body, req.body, 'body'),
        collegeId,
        aktor,
        req,
        reply,
      } as HandlerContext<C>;
      if (aktor) wajibIzin(izin(aktor));
      const result = await handler(ctx);
      if (reply.sent) return reply;
      if (result instanceof JsonMentah) {
        reply.type('application/json; charset=utf-8');
        return amplop(result);
      }
      if (call.paged) {
        const paged = result as Paged<unknown>;
        const data = jsonDaftar(paged.items);
        if (data === null) return page(paged.items, paged);
        const { status, meta } = page([], paged);
        return kirimJson(
          reply,
          `{"status":${JSON.stringify(status)},"data":${data},"meta":${JSON.stringify(meta)}}`,
        );
      }
      if (!dariCache(result)) return ok(result ?? null);
      return kirimJson(reply, `{"status":${JSON_OK},"data":${jsonTersimpan(result as object)}}`);
    },
  });
}
