import { describe, expect, it } from 'vitest';
import { type Ringkasan, rasioP99, tabelBadai } from '../bench/laporanUjian';

// Issue 21 item 10: the exam storm's p99 on a busy machine says little alone (466 ms on a busy
// run, while the bare route's p99 went from 7 to 50 ms): each p99 is printed also as a ratio of
// the bare route's p99 measured during the same storm.

const r = (p99: number, p50 = 1): Ringkasan => ({
  jumlah: 100,
  p50,
  p99,
  maks: p99 * 2,
  non2xx: 0,
  galat: 0,
});

describe('the exam storm table', () => {
  it("prints each call's p99 as a ratio of the bare route's p99 during the storm", () => {
    const tabel = tabelBadai(
      'Badai ujian',
      [
        { nama: 'POST start', r: r(466) },
        { nama: 'PUT simpan', r: r(378) },
      ],
      { laju: 76, awal: r(7), selama: r(50), akhir: r(8) },
    );
    expect(tabel[0]).toContain('p99 / p99 polos selama badai');
    expect(tabel.find((b) => b.startsWith('| POST start'))).toContain('| 466 | 9.3x |');
    expect(tabel.find((b) => b.startsWith('| PUT simpan'))).toContain('| 378 | 7.6x |');
    expect(tabel.find((b) => b.includes('(selama badai)'))).toContain('| 50 | 1x |');
  });

  it('gives no ratio without a bare p99', () => {
    expect(rasioP99(466, Number.NaN)).toBeNull();
    expect(rasioP99(466, 0)).toBeNull();
    expect(rasioP99(30, 6)).toBe(5);
  });
});
