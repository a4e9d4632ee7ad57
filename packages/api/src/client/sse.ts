import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface SseOptions {
  url: string;
  /** Headers for each (re)connection, read anew so a refreshed token is used. */
  headers: () => Record<string, string>;
  onEvent: (event: { event: string; data: string }) => void;
  /** Called when the connection opens (true) or drops (false). */
  onStatus?: (open: boolean, error?: unknown) => void;
  /** Called on 401 before reconnecting, e.g. to refresh the token; false stops retrying. */
  onUnauthorized?: () => Promise<boolean>;
  fetch?: typeof fetch;
  /** Delay before a reconnect, doubled on each failure up to 30 s. */
  retryMs?: number;
}

/**
 * Server-sent events over fetch, so the college-id header and bearer token can be sent
 * (EventSource cannot), reconnecting with backoff when the connection drops.
 */
export function subscribeSse(opts: SseOptions): () => void {
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  let delay = opts.retryMs ?? 1000;
  let closed = false;

  const run = async () => {
    while (!closed) {
      try {
        const res = await doFetch(opts.url, {
          headers: { accept: 'text/event-stream', ...opts.headers() },
          signal: controller.signal,
          cache: 'no-store',
          // A stream that stays open is not part of the page's load: at high priority it took a
          // connection slot from the page's scripts on a slow network, and the browser (and
          // Lighthouse) counted the page as never done loading.
          priority: 'low',
        });
        if (res.status === 401 && opts.onUnauthorized) {
          if (!(await opts.onUnauthorized())) return;
          continue;
        }
        if (!res.ok || !res.body) throw new Error(`SSE ${res.status}`);
        opts.onStatus?.(true);
        delay = opts.retryMs ?? 1000;
        const parser = createParser({
          onEvent: (m: EventSourceMessage) =>
            opts.onEvent({ event: m.event ?? 'message', data: m.data }),
          onRetry: (ms) => {
            delay = ms;
          },
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
        opts.onStatus?.(false);
      } catch (error) {
        if (closed) return;
        opts.onStatus?.(false, error);
      }
      if (closed) return;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  };
  void run();
  return () => {
    closed = true;
    controller.abort();
  };
}
