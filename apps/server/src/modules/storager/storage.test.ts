import fs, { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BerkasTerlaluBesar, buatStorageKey, DiskStorage } from './storage';

// A write goes to a temporary file renamed only when complete: a failed one leaves nothing,
// however early it fails (issue 10).

let akar: string;
let storage: DiskStorage;
beforeEach(() => {
  akar = mkdtempSync(path.join(tmpdir(), 'kampus-uji-disk-'));
  storage = new DiskStorage(akar);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(akar, { recursive: true, force: true });
});

/** Every file under the storage root, temporary ones included. */
const isiDisk = () =>
  readdirSync(akar, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

/** A source that fails on its first read, before the file being written is even open. */
const sumberPutus = () =>
  new Readable({
    read() {
      this.destroy(new Error('sambungan terputus'));
    },
  });

describe('DiskStorage', () => {
  it('writes the bytes under the key and moves them', async () => {
    const kunci = buatStorageKey('sementara', '.pdf');
    expect(await storage.simpan(kunci, Readable.from([Buffer.from('%PDF-1.4')]), 100)).toBe(8);
    const tujuan = kunci.replace(/^sementara\//, 'materi/');
    await storage.pindah(kunci, tujuan);
    expect(readFileSync(path.join(akar, tujuan), 'latin1')).toBe('%PDF-1.4');
    expect(await storage.ukuran(kunci)).toBeNull();
  });

  it('leaves nothing when the upload fails before its file is open', async () => {
    // A busy disk: the temporary file opens only after the upload has already failed.
    const bukaAsli = fs.open;
    vi.spyOn(fs, 'open').mockImplementation(((...args: Parameters<typeof fs.open>) => {
      setTimeout(() => bukaAsli(...args), 30);
    }) as typeof fs.open);
    for (let i = 0; i < 3; i++) {
      await expect(
        storage.simpan(buatStorageKey('materi', '.pdf'), sumberPutus(), 100),
      ).rejects.toThrow('sambungan terputus');
    }
    // Whatever was still opening has landed by now.
    await new Promise((r) => setTimeout(r, 100));
    expect(isiDisk()).toEqual([]);
  });

  it('leaves nothing when a check refuses the content or the size is over the limit', async () => {
    for (let i = 0; i < 30; i++) {
      const tolak = new Transform({
        transform(_chunk, _enc, done) {
          done(new Error('isi ditolak'));
        },
      });
      await expect(
        storage.simpan(buatStorageKey('materi', '.pdf'), Readable.from([Buffer.from('MZ')]), 100, [
          tolak,
        ]),
      ).rejects.toThrow('isi ditolak');
      await expect(
        storage.simpan(buatStorageKey('materi', '.pdf'), Readable.from([Buffer.alloc(101)]), 100),
      ).rejects.toBeInstanceOf(BerkasTerlaluBesar);
    }
    expect(isiDisk()).toEqual([]);
  });
});
