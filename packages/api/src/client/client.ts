import {
  badanJsonTerlaluBesar,
  PESAN_BADAN_TERLALU_BESAR,
  ROLE_AUTH,
  type Role,
} from '@kampus/domain';
import type { TokenResponse } from '../contract/auth';
import {
  buildPath,
  type CallBodyInput,
  type CallDef,
  type CallOf,
  type CallQueryInput,
  type CallResponse,
  type Endpoint,
  type FileCall,
  type UploadCall,
} from '../contract/call';
import type { ListMeta } from '../contract/envelope';
import { HEADER_POSISI } from '../contract/konsistensi';
// Endpoints, not the contract: an app's entry then carries no schema and no zod.
import { authEndpoints as calls } from '../endpoints/auth';
import { ApiError, normalisasiGalat } from './errors';
import { buildQuery, type NilaiQuery, namaBerkasDariHeader } from './query';
import { type SseOptions, subscribeSse } from './sse';
import { selisihJam, tokenKedaluwarsa } from './token';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Where the client keeps the session's tokens (the app's session store). */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens, role: Role): void;
  /** Forgets the session; `karenaLogout` when the user chose to log out (not an expiry). */
  clear(karenaLogout?: boolean): void;
}

export interface ClientOptions {
  /** Base URL of the API; '' for the same origin that served the app. */
  baseUrl?: string;
  /** The fixed college id sent on every call (spec section 7). */
  collegeId: string;
  tokens: TokenStore;
  /** Roles this app accepts at login, e.g. ['mahasiswa']. */
  roles?: Role[];
  /** Called when the session ends because the server answered 401 (spec section 8). */
  onLogout?: () => void;
  /** Time zone used to write dates into queries. */
  timeZone?: () => string;
  fetch?: typeof fetch;
}

type Input<C> = {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
} & (CallQueryInput<C> extends undefined ? { query?: undefined } : { query?: CallQueryInput<C> }) &
  (CallBodyInput<C> extends undefined ? { body?: undefined } : { body: CallBodyInput<C> });

/** A download: the call's parameters; a call known only as a FileCall takes any query. */
export interface InputUnduh<C> {
  params?: Record<string, string | number>;
  query?: CallQueryInput<C> extends undefined
    ? Record<string, NilaiQuery | NilaiQuery[]>
    : CallQueryInput<C>;
  signal?: AbortSignal;
}

/** An upload: the call's path parameters, the multipart form and its progress in percent. */
export interface InputUnggah {
  params?: Record<string, string | number>;
  form: FormData;
  onProgress?: (persen: number) => void;
  signal?: AbortSignal;
}

type PagedCall = CallDef & { paged: true };

export interface Page<T> {
  data: T;
  meta: ListMeta;
}

/** The HTTP client of spec section 7 'Helpers' and section 8 'Generic handler'. */
export function createApiClient(opts: ClientOptions) {
  const baseUrl = opts.baseUrl ?? '';
  const doFetch: typeof fetch = opts.fetch ?? ((...args) => globalThis.fetch(...args));
  let refreshing: Promise<boolean> | null = null;
  /** The furthest data position a write was answered with, presented on every call after. */
  let posisi: string | null = null;

  /** Keeps a write's answered position when it is further (decimal numbers, compared as such). */
  function catatPosisi(p: string | null) {
    if (!p || !/^\d+$/.test(p)) return;
    if (!posisi || p.length > posisi.length || (p.length === posisi.length && p > posisi)) {
      posisi = p;
    }
  }
  /** The device clock minus the server's, learned from the last token received. */
  let selisihJamMs = 0;

  function headers(extra?: HeadersInit, withToken = true): Headers {
    const h = new Headers(extra);
    h.set('college-id', opts.collegeId);
    // Read your own writes when the next call lands on another server instance.
    if (posisi) h.set(HEADER_POSISI, posisi);
    const tokens = withToken ? opts.tokens.get() : null;
    if (tokens) h.set('authorization', `Bearer ${tokens.accessToken}`);
    return h;
  }

  async function readBody(res: Response): Promise<unknown> {
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('json')) return null;
    try {
      return await res.json();
    } catch {
      return null;
    }
  }

  function endSession() {
    opts.tokens.clear();
    opts.onLogout?.();
  }

  /** Single-flight refresh with the rotating refresh token; false when the session is over. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const tokens = opts.tokens.get();
      if (!tokens) return false;
      try {
        const res = await doFetch(`${baseUrl}${calls.accessToken.path}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }, false),
          body: JSON.stringify({
            grant_type: 'refresh_token',
            client_id: 'web',
            refresh_token: tokens.refreshToken,
          }),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { data: TokenResponse };
        selisihJamMs = selisihJam(body.data.access_token, Date.now());
        opts.tokens.set(
          { accessToken: body.data.access_token, refreshToken: body.data.refresh_token },
          body.data.role,
        );
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * A stored access token already past its expiry (a page opened after 15 minutes away) is
   * refreshed before the call instead of after its 401; a failed refresh leaves the 401 path.
   */
  async function segarkanJikaKedaluwarsa() {
    const tokens = opts.tokens.get();
    if (tokens && tokenKedaluwarsa(tokens.accessToken, Date.now(), selisihJamMs)) await refresh();
  }

  /** Sends a request; on 401 refreshes once and retries, and ends the session if that fails. */
  async function send(path: string, init: RequestInit, withAuth: boolean): Promise<Response> {
    if (withAuth) await segarkanJikaKedaluwarsa();
    const attempt = async () => {
      try {
        return await doFetch(`${baseUrl}${path}`, {
          ...init,
          headers: headers(init.headers, withAuth),
        });
      } catch (error) {
        if ((error as { name?: string })?.name === 'AbortError') throw error;
        throw normalisasiGalat(null, null, error);
      }
    };
    let res = await attempt();
    if (res.status === 401 && withAuth && opts.tokens.get()) {
      if (await refresh()) res = await attempt();
      if (res.status === 401) endSession();
    }
    catatPosisi(res.headers.get(HEADER_POSISI));
    return res;
  }

  /** Asks /v2/access_token for a new session and keeps its tokens. */
  async function mintaToken(grant: Record<string, string>) {
    const scope = opts.roles?.map((r) => ROLE_AUTH[r]).join(' ');
    const res = await send(
      calls.accessToken.path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'web', ...grant, scope }),
      },
      false,
    );
    const body = await readBody(res);
    if (!res.ok) throw normalisasiGalat(res, body);
    const data = (body as { data: TokenResponse }).data;
    selisihJamMs = selisihJam(data.access_token, Date.now());
    opts.tokens.set(
      { accessToken: data.access_token, refreshToken: data.refresh_token },
      data.role,
    );
    return data;
  }

  async function request<E extends CallDef | Endpoint>(call: E, input: Input<CallOf<E>>) {
    const path =
      buildPath(call.path, input.params) +
      buildQuery(
        input.query as Record<string, NilaiQuery | NilaiQuery[]> | undefined,
        opts.timeZone?.(),
      );
    const init: RequestInit = { method: call.method, signal: input.signal };
    if (input.body !== undefined) {
      const json = JSON.stringify(input.body);
      // Refused here rather than sent: the server would refuse it after the whole upload.
      if (badanJsonTerlaluBesar(json)) throw new ApiError(PESAN_BADAN_TERLALU_BESAR, 413);
      init.body = json;
      init.headers = { 'content-type': 'application/json' };
    }
    const res = await send(path, init, call.auth !== false);
    const body = await readBody(res);
    if (!res.ok) throw normalisasiGalat(res, body);
    return body as { data: CallResponse<CallOf<E>>; meta?: ListMeta };
  }

  return {
    collegeId: opts.collegeId,

    /** One call of the contract; resolves to the envelope's data. */
    async call<E extends CallDef | Endpoint>(
      call: E,
      ...args: Input<CallOf<E>> extends { body: unknown } ? [Input<CallOf<E>>] : [Input<CallOf<E>>?]
    ) {
      const body = await request(call, (args[0] ?? {}) as Input<CallOf<E>>);
      return body.data;
    },

    /** A paged list call; resolves to data and meta (meta.total_items). */
    async page<E extends PagedCall | Endpoint<PagedCall>>(
      call: E,
      input: Input<CallOf<E>> = {} as Input<CallOf<E>>,
    ): Promise<Page<CallResponse<CallOf<E>>>> {
      const body = await request(call, input);
      const meta = body.meta ?? { total_items: 0, page: 1, per_page: 10, total_pages: 0 };
      return { data: body.data, meta };
    },

    /** Password login; stores the tokens. The app's roles go along as the OAuth scope. */
    login: (username: string, password: string) =>
      mintaToken({ grant_type: 'password', username, password }),

    /** Single sign-on: exchanges a one-time code from /oauth for a session. */
    tukarKode: (code: string) => mintaToken({ grant_type: 'authorization_code', code }),

    /** Logs the logout, revokes the refresh token, then forgets the session; errors are swallowed (spec 8). */
    async logout() {
      const tokens = opts.tokens.get();
      try {
        if (tokens) {
          await doFetch(`${baseUrl}${calls.logout.path}`, {
            method: 'POST',
            headers: headers({ 'content-type': 'application/json' }),
            body: JSON.stringify({ refresh_token: tokens.refreshToken }),
          });
        }
      } catch {
        // Logout errors are only logged (spec section 8).
      } finally {
        opts.tokens.clear(true);
      }
    },

    refresh,

    /**
     * Downloads the file a call of the contract answers; the name comes from content-disposition
     * (spec section 7 'Helpers'), `fallbackName` when the server sends none.
     */
    async download<E extends FileCall | Endpoint<FileCall>>(
      call: E,
      input: InputUnduh<CallOf<E>> = {},
      fallbackName = 'unduhan',
    ) {
      const path =
        buildPath(call.path, input.params) +
        buildQuery(
          input.query as Record<string, NilaiQuery | NilaiQuery[]> | undefined,
          opts.timeZone?.(),
        );
      const res = await send(path, { method: call.method, signal: input.signal }, true);
      if (!res.ok) {
        // Blob error bodies carry the envelope too (spec section 8).
        let body: unknown = null;
        try {
          body = JSON.parse(await res.text());
        } catch {}
        throw normalisasiGalat(res, body);
      }
      return {
        blob: await res.blob(),
        fileName: namaBerkasDariHeader(res.headers.get('content-disposition'), fallbackName),
      };
    },

    /**
     * Sends an upload call of the contract as multipart with progress (spec 7 'Upload': one
     * request per file), through XMLHttpRequest because fetch reports no upload progress.
     * Refreshes the token once on 401; resolves to the envelope's data.
     */
    async unggah<E extends UploadCall | Endpoint<UploadCall>>(
      call: E,
      input: InputUnggah,
    ): Promise<CallResponse<CallOf<E>>> {
      const path = buildPath(call.path, input.params);
      const kirim = () =>
        new Promise<{ status: number; body: unknown }>((resolve, reject) => {
          // Aborted while the token was being refreshed: never open the request.
          if (input.signal?.aborted) {
            reject(new DOMException('Unggahan dibatalkan', 'AbortError'));
            return;
          }
          const xhr = new XMLHttpRequest();
          xhr.open(call.method, `${baseUrl}${path}`);
          headers().forEach((v, k) => {
            xhr.setRequestHeader(k, v);
          });
          xhr.upload.onprogress = (e) => {
            if (e.lengthComputable) input.onProgress?.(Math.round((e.loaded / e.total) * 100));
          };
          xhr.onload = () => {
            catatPosisi(xhr.getResponseHeader(HEADER_POSISI));
            let body: unknown = null;
            try {
              body = JSON.parse(xhr.responseText);
            } catch {}
            resolve({ status: xhr.status, body });
          };
          xhr.onerror = () => reject(normalisasiGalat(null, null));
          xhr.onabort = () => reject(new DOMException('Unggahan dibatalkan', 'AbortError'));
          input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
          xhr.send(input.form);
        });
      await segarkanJikaKedaluwarsa();
      let hasil = await kirim();
      if (hasil.status === 401 && opts.tokens.get()) {
        if (await refresh()) hasil = await kirim();
        if (hasil.status === 401) endSession();
      }
      if (hasil.status < 200 || hasil.status >= 300) {
        throw normalisasiGalat(new Response(null, { status: hasil.status }), hasil.body);
      }
      return (hasil.body as { data: CallResponse<CallOf<E>> }).data;
    },

    /** Subscribes to an SSE stream of spec section 7 with reconnect. */
    subscribe(path: string, handlers: Pick<SseOptions, 'onEvent' | 'onStatus'>) {
      return subscribeSse({
        url: `${baseUrl}${path}`,
        headers: () => Object.fromEntries(headers().entries()),
        onUnauthorized: async () => {
          const ok = await refresh();
          if (!ok) endSession();
          return ok;
        },
        fetch: doFetch,
        ...handlers,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
