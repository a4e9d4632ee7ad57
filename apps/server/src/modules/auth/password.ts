import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters per OWASP's password storage guidance (N=2^15, r=8, p=1).
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** 'scrypt$N$r$p$salt$hash' with base64url parts, so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), +n, +r, +p);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a password nobody has, so unknown usernames cost as much as wrong passwords. */
export const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));
