import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tokenUntuk } from '../../test/harness';
import { seedBankSoalDemo } from './bankSoal';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await seedBankSoalDemo(s.ctx.database.db);
});
afterAll(() => s?.close());

const judul = async (username: string) => {
  const res = await s.call('/lms/bank_soal?per_page=50', { token: await tokenUntuk(s, username) });
  expect(res.status).toBe(200);
  return (res.body.data as { judul: string; jumlah_soal: number; mata_kuliah: { id: string } }[])
    .map((b) => `${b.mata_kuliah.id} ${b.judul} (${b.jumlah_soal})`)
    .sort();
};

describe('demo question banks', () => {
  it('the demo lecturer finds a bank per course they lead, and a hidden draft on IF201', async () => {
    const milik = await judul('dosen01');
    expect(milik.some((j) => /^IF201 Draf Soal UAS .+ \(2\)$/.test(j))).toBe(true);
    expect(milik.filter((j) => / Bank Soal .+ \(6\)$/.test(j)).length).toBeGreaterThanOrEqual(2);
  });

  it('a second teacher of IF201 sees its shared bank, not the hidden draft', async () => {
    const lain = await judul('dosen02');
    expect(lain.some((j) => /^IF201 Bank Soal /.test(j))).toBe(true);
    expect(lain.some((j) => j.includes('Draf Soal UAS'))).toBe(false);
  });
});
