import { calls } from '@kampus/api/contract';
import { describe, expect, it } from 'vitest';
import { serverMasukanRusak, UUID_KOSONG, varianUntuk } from './varian';

// Malformed input the per-role files leave out: logout (it ends the session it is sent with,
// so each variant gets a fresh one) and addresses of stored files (no call of the contract).

const u = serverMasukanRusak();

describe('malformed logout', () => {
  it('never answers 5xx', async () => {
    const gagal: string[] = [];
    for (const v of varianUntuk(calls.logout)) {
      u.token.dosen = (await u.s.login('dosen')).access_token;
      const { status, teks } = await u.kirim(v, 'dosen');
      if (status >= 500) gagal.push(`${v.nama}: ${status} ${teks.slice(0, 160)}`);
    }
    expect(gagal).toEqual([]);
    // A fresh sign-in (a password hash) per variant: seconds each on a loaded 2-core machine.
  }, 120_000);
});

describe('malformed stored-file addresses', () => {
  it.each([
    '%00',
    'materi/%00.pdf',
    '..%2F..%2Fetc%2Fpasswd',
    '../../../../etc/passwd',
    'materi/../../x',
    '%E0%A4%A',
    `materi/${'x'.repeat(500)}.pdf`,
    `materi/${UUID_KOSONG}.pdf?exp=1e400&sig=%00`,
    `materi/${UUID_KOSONG}.pdf?exp=-1&sig=${'x'.repeat(5000)}`,
  ])('GET /v2/storager/berkas/%s answers 4xx', async (sisa) => {
    const res = await fetch(`${u.s.url}/v2/storager/berkas/${sisa}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.parse(await res.text()).status.message).toEqual(expect.any(String));
  });
});
