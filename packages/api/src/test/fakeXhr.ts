import { vi } from 'vitest';

/** What a fake request answers: progress steps (loaded of total), then status and body. */
export interface FakeAnswer {
  progress?: [number, number][];
  status?: number;
  body?: unknown;
  /** Response headers, e.g. the data position of a write. */
  headers?: Record<string, string>;
}

/**
 * A stand-in for XMLHttpRequest, the transport of uploads (fetch reports no upload progress):
 * records each request and answers it with `answer`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => FakeAnswer = () => ({ status: 200, body: { data: null } });

  method = '';
  url = '';
  headers = new Headers();
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders = new Headers();
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answer(this);
    queueMicrotask(() => {
      for (const [loaded, total] of answer.progress ?? []) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      this.status = answer.status ?? 200;
      this.responseHeaders = new Headers(answer.headers);
      this.responseText = JSON.stringify(answer.body ?? null);
      this.onload?.();
    });
  }

  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }

  abort() {
    this.onabort?.();
  }

  /** The multipart form this request sent. */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('Bukan multipart');
    return this.body;
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for one test file; call `vi.unstubAllGlobals` after. */
export function installFakeXhr(answer: (xhr: FakeXhr) => FakeAnswer) {
  FakeXhr.sent = [];
  FakeXhr.answer = answer;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
