import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The token-signing key: JWT_SECRET from the environment, or for a single embedded install a
 * random key kept beside its database so sessions survive a restart.
 */
export function resolveSecret(
  fromEnv: string | undefined,
  dataDir: string,
  log: (m: string) => void,
) {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.resolve(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    log(`JWT_SECRET tidak diset: kunci acak dibuat di ${file}. Set JWT_SECRET di produksi.`);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
