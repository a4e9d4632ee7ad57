import { z } from 'zod';

// Every contract module takes `z` from here, so this runs before the first schema is built:
// zod decides at construction whether an object schema may compile itself with `new Function`.

// Validation messages in Indonesian for every schema, on the server and in the apps.
z.config(z.locales.id());
// In a browser the apps run under a Content-Security-Policy without 'unsafe-eval': zod must not
// even try `new Function` there. The server keeps the fast, compiled path.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') {
  z.config({ jitless: true });
}

export { z };
