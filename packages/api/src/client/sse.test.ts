import { describe, expect, it, vi } from 'vitest';
import { subscribeSse } from './sse';

function streamOf(chunks: string[]) {
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
      c.close();
    },
  });
}

describe('subscribeSse', () => {
  it('parses events split across chunks and reconnects after the stream ends', async () => {
    let connections = 0;
    const fetch = vi.fn(async () => {
      connections++;
      return new Response(streamOf(['event: time\nda', `ta: {"n":${connections}}\n\n`]), {
        headers: { 'content-type': 'text/event-stream' },
      });
    });
    const events: string[] = [];
    const stop = subscribeSse({
      url: '/lms/events?stream=sistem',
      headers: () => ({ 'college-id': 'c' }),
      onEvent: (e) => events.push(`${e.event}:${e.data}`),
      fetch,
      retryMs: 5,
    });
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(events.slice(0, 2)).toEqual(['time:{"n":1}', 'time:{"n":2}']);
  });

  it('asks for the stream at low priority, beside the page load, with its headers', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(null, { status: 401 }),
    );
    const onUnauthorized = vi.fn(async () => false);
    subscribeSse({
      url: '/lms/events?stream=sistem',
      headers: () => ({ 'college-id': 'c' }),
      onEvent: () => {},
      fetch: fetch as unknown as typeof globalThis.fetch,
      onUnauthorized,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      priority: 'low',
      cache: 'no-store',
      headers: { accept: 'text/event-stream', 'college-id': 'c' },
    });
  });

  it('asks for a new token on 401 and stops when there is none', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    const onUnauthorized = vi.fn(async () => false);
    subscribeSse({ url: '/x', headers: () => ({}), onEvent: () => {}, fetch, onUnauthorized });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledOnce();
  });
});
