import { BankSoalDetail, calls, envelope } from '@kampus/api/contract';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';

// What the bank's test files (and the question-file tests of ujian) share: a bank made through
// the API, with questions when given.

/**
 * A bank of IF201 ('Deskripsi', unless `ubah` says otherwise) made by `token`'s lecturer, and the
 * ids of the questions `daftarSoal` added to it in order.
 */
export async function buatBankSoal(
  s: TestServer,
  token: string,
  ubah: Record<string, unknown> = {},
  daftarSoal: unknown[] = [],
) {
  const res = await s.panggil(calls.tambahBankSoal, {
    body: {
      judul: 'Bank Soal Uji',
      deskripsi: 'Deskripsi',
      id_mata_kuliah: 'IF201',
      ...ubah,
    },
    token,
  });
  expect(res.status).toBe(200);
  const detail = envelope(BankSoalDetail).parse(res.body).data;
  const soal: string[] = [];
  for (const body of daftarSoal) {
    const r = await s.panggil(calls.tambahSoalBank, {
      params: { id: detail.id },
      badanMentah: body,
      token,
    });
    expect(r.status).toBe(200);
    soal.push(r.data.id as string);
  }
  return { id: detail.id, soal, detail };
}
