import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  const tersimpan = hashPassword('rahasia-Ku 1');

  it("are made with OWASP's scrypt parameters (N=2^15, r=8, p=1) and a fresh salt each", async () => {
    const [a, b] = await Promise.all([hashPassword('dosen123'), hashPassword('dosen123')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it.each([
    ['the right password', 'rahasia-Ku 1', true],
    ['another password', 'rahasia-ku 1', false],
    ['an empty password', '', false],
    ['the password with a trailing space', 'rahasia-Ku 1 ', false],
  ])('%s against a stored hash', async (_kasus, coba, cocok) => {
    expect(await verifyPassword(coba, await tersimpan)).toBe(cocok);
  });

  it.each([
    ['an empty string', ''],
    ['another scheme', 'bcrypt$10$abc'],
    ['missing parts', 'scrypt$1024$8$1$c2FsdA'],
    ['a cut-off hash', 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA$YQ'],
  ])('a stored value that is %s never matches', async (_kasus, tersimpan) => {
    expect(await verifyPassword('dosen123', tersimpan)).toBe(false);
  });
});
