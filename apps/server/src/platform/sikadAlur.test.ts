import type { NilaiLmsKomponen } from '@kampus/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { mulaiSimulatorSikad, type SimulatorSikad } from '../sikad-simulator';
import { buatAdapterSikadHttp } from './sikad';
import { kirimKelasSikad, pratinjauKelasSikad } from './sikadAlur';

// The grade module's round trip: preview, push and reconcile, a stale preview refused, and a
// cut-off push resumed through the same call.

let sim: SimulatorSikad | undefined;
afterEach(async () => {
  await sim?.tutup();
  sim = undefined;
});

const lms: NilaiLmsKomponen[] = ['1', '2', '3'].map((nim) => ({
  nim,
  nama: `Mahasiswa ${nim}`,
  komponen: 'uts',
  nilai: 70 + Number(nim),
}));

async function ubahDiSikad(nim: string, nilai: number) {
  const s = sim as SimulatorSikad;
  const res = await fetch(`${s.url}/nilai/kelas/K1/${nim}/uts`, {
    method: 'PATCH',
    headers: { [s.headerToken]: s.token, 'content-type': 'application/json' },
    body: JSON.stringify({ nilai }),
  });
  expect(res.status).toBe(200);
}

describe('pratinjauKelasSikad + kirimKelasSikad', () => {
  it('preview, push, reconcile; SIKAD changed since the preview: refused until previewed again', async () => {
    sim = await mulaiSimulatorSikad();
    const a = buatAdapterSikadHttp({ url: sim.url, token: sim.token });
    const p = await pratinjauKelasSikad(a, 'K1', lms);
    expect(p).toMatchObject({ perluKonfirmasi: false });
    expect(p.baris).toHaveLength(3);
    const { hasil, rekonsiliasi } = await kirimKelasSikad(a, 'K1', p.baris, p.kunci);
    expect(hasil.diterapkan).toBe(3);
    expect(rekonsiliasi.berbeda).toEqual([]);

    const lmsBaru = lms.map((l) => ({ ...l, nilai: (l.nilai as number) + 5 }));
    const p2 = await pratinjauKelasSikad(a, 'K1', lmsBaru);
    await ubahDiSikad('2', 50);
    await expect(kirimKelasSikad(a, 'K1', p2.baris)).rejects.toMatchObject({
      jenis: 'pratinjau_usang',
      message: 'Nilai di SIKAD berubah sejak pratinjau. Muat ulang pratinjau sebelum mengirim',
      bisaDiulang: false,
    });
    const p3 = await pratinjauKelasSikad(a, 'K1', lmsBaru);
    expect(p3.perluKonfirmasi).toBe(true);
    expect((await kirimKelasSikad(a, 'K1', p3.baris)).rekonsiliasi.berbeda).toEqual([]);
  });

  it('a cut-off push resumed through the same call is not taken for a stale preview', async () => {
    sim = await mulaiSimulatorSikad({ gagalSetelah: 2 });
    const a = buatAdapterSikadHttp({ url: sim.url, token: sim.token, ulangi: 0, ukuranBagian: 2 });
    const p = await pratinjauKelasSikad(a, 'K1', lms);
    await expect(kirimKelasSikad(a, 'K1', p.baris, p.kunci)).rejects.toMatchObject({
      jenis: 'terputus',
      terkonfirmasi: 2,
    });
    const lanjut = await kirimKelasSikad(a, 'K1', p.baris, p.kunci);
    expect(lanjut.hasil).toMatchObject({ diterapkan: 1, sudah_diterapkan: 2 });
    expect(lanjut.rekonsiliasi.cocok).toHaveLength(3);
  });
});
