import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for the processes a bench starts). */
export function portBebas(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject()));
    });
  });
}
