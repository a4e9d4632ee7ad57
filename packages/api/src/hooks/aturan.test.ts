/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 11: every query key comes from a resource's key factory and every request from a call
// of the contract, so a key or a path is written once.
const folder = dirname(fileURLToPath(import.meta.url));
const sumber = readdirSync(folder)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => [f, readFileSync(join(folder, f), 'utf8')] as const);

describe('hooks', () => {
  it('are read from this folder', () => {
    expect(sumber.map(([f]) => f)).toContain('materi.ts');
  });

  it.each(sumber)('%s writes no query key as a literal array', (_f, teks) => {
    expect(teks).not.toMatch(/queryKey:\s*\[/);
  });

  it.each(sumber)('%s writes no request path by hand', (_f, teks) => {
    expect(teks).not.toMatch(/['"`]\/(v\d|lms)\//);
  });
});
