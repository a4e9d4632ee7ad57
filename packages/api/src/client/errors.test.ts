import { describe, expect, it } from 'vitest';
import { z } from '../contract/zod';
import { ambilPesan, normalisasiGalat, pesanValidasiMentah, tujuanGalatDomain } from './errors';

describe('ambilPesan: the message chain of spec section 8', () => {
  it.each([
    [
      'status.message first',
      { status: { message: 'Judul wajib diisi' }, detail: 'x' },
      undefined,
      'Judul wajib diisi',
    ],
    [
      'then detail.detail',
      { detail: { detail: 'Token kedaluwarsa' } },
      undefined,
      'Token kedaluwarsa',
    ],
    ['then detail', { detail: 'Data tidak ditemukan' }, undefined, 'Data tidak ditemukan'],
    ['then the error message', null, new Error('Failed to fetch'), 'Failed to fetch'],
    ["else 'Terjadi kesalahan'", {}, undefined, 'Terjadi kesalahan'],
    [
      'cleaned of markup',
      { status: { message: '<b>Gagal</b>\n  menyimpan' } },
      undefined,
      'Gagal menyimpan',
    ],
  ])('%s', (_, body, error, expected) => {
    expect(ambilPesan(body, error)).toBe(expected);
  });
});

describe('normalisasiGalat', () => {
  it("types a failed fetch as 'Network Error'", () => {
    const e = normalisasiGalat(null, null, new TypeError('Failed to fetch'));
    expect([e.jenis, e.message]).toEqual(['Network Error', 'Network Error']);
  });

  it("types a 504 as 'Gateway Timeout'", () => {
    const e = normalisasiGalat(new Response(null, { status: 504 }), null);
    expect([e.jenis, e.statusCode]).toEqual(['Gateway Timeout', 504]);
  });

  it('keeps a domain status code and the field errors', () => {
    const e = normalisasiGalat(new Response(null, { status: 403 }), {
      status: { code: 'pembatasan_ujian_kehadiran', message: 'Akses dibatasi' },
      errors: [{ field: 'judul', message: 'Judul wajib diisi' }],
    });
    expect(e.kode).toBe('pembatasan_ujian_kehadiran');
    expect(e.statusCode).toBe(403);
    expect(e.errors).toEqual([{ field: 'judul', message: 'Judul wajib diisi' }]);
  });
});

/** The first message zod (Indonesian locale, as configured by the contract) gives for a value. */
const pesanZod = (schema: z.ZodType, nilai: unknown) => {
  const hasil = schema.safeParse(nilai);
  if (hasil.success) throw new Error('nilai lolos validasi');
  return hasil.error.issues[0]?.message ?? '';
};

describe('raw validation text never reaches the user (spec 8: cleaned for display)', () => {
  const mentah = [
    ['an empty id', z.string().min(1), ''],
    ['a missing field', z.object({ judul: z.string() }), {}],
    ['a number too big', z.number().max(100), 101],
    ['a list too long', z.array(z.string()).max(1), ['a', 'b']],
    ['an unknown choice', z.enum(['online', 'offline']), 'hibrida'],
    ['a literal', z.literal('salin'), 'x'],
    ['a uuid', z.uuid(), 'bukan-uuid'],
    ['an email', z.email(), 'x'],
    ['an ISO date-time', z.iso.datetime(), '1 Januari'],
    ['a prefix', z.string().startsWith('/v2/'), 'x'],
    ['a pattern', z.string().regex(/^\d+$/), 'x'],
    ['lower case', z.string().lowercase(), 'X'],
    ['a multiple', z.number().multipleOf(5), 3],
    ['unknown keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    ['a union', z.union([z.string(), z.number()]), true],
    ['a record key', z.record(z.string().min(2), z.string()), { b: 'x' }],
    ['a map value', z.map(z.string(), z.number()), new Map([['a', 'x']])],
  ] as const;

  it.each(mentah)('%s', (_k, schema, nilai) => {
    const pesan = pesanZod(schema as z.ZodType, nilai);
    expect(pesanValidasiMentah(pesan)).toBe(true);
    // As the server sends it (the route prefix) and as the client reads it.
    const body = { status: { code: 422, message: `Data tidak valid: ${pesan}` } };
    expect(ambilPesan(body)).toBe('Data tidak valid');
    expect(normalisasiGalat(new Response(null, { status: 422 }), body).message).toBe(
      'Data tidak valid',
    );
  });

  it('shows the message the server sent for the empty class id of /pertemuan/{id} as plain text', () => {
    const body = {
      status: {
        code: 422,
        message: 'Data tidak valid: Terlalu kecil: diharapkan string memiliki >=1 karakter',
      },
      errors: [{ field: 'id', message: 'Terlalu kecil: diharapkan string memiliki >=1 karakter' }],
    };
    const e = normalisasiGalat(new Response(null, { status: 422 }), body);
    expect(e.message).toBe('Data tidak valid');
    // The detail stays with the error for whoever debugs it.
    expect(e.errors[0]?.message).toMatch(/^Terlalu kecil/);
  });

  it.each([
    'Data tidak valid: Jabatan wajib dipilih',
    'Data tidak valid: Id mahasiswa tidak valid',
    'Data tidak valid: Materi wajib dipilih!',
    'Data tidak valid',
    'Judul wajib diisi!',
    'Username atau password salah',
    'Format waktu tidak valid',
    'Periode tidak valid',
    'Terjadi kesalahan',
  ])("keeps the spec's own message '%s'", (pesan) => {
    expect(pesanValidasiMentah(pesan)).toBe(false);
    expect(ambilPesan({ status: { message: pesan } })).toBe(pesan);
  });
});

describe('the exam attendance restriction (spec 7 Helpers, issue 25)', () => {
  const body = {
    status: { code: 'pembatasan_ujian_kehadiran', message: 'Anda belum memenuhi syarat' },
    data: { id_pertemuan: '0b6f1f8e-9b0e-4c56-8a49-3f0b9a6f2c11' },
  };

  it('keeps the domain code and the meeting of the envelope', () => {
    const e = normalisasiGalat(new Response(null, { status: 403 }), body);
    expect(e.kode).toBe('pembatasan_ujian_kehadiran');
    expect(e.data).toEqual({ id_pertemuan: '0b6f1f8e-9b0e-4c56-8a49-3f0b9a6f2c11' });
    expect(tujuanGalatDomain(e)).toBe('/forbidden/0b6f1f8e-9b0e-4c56-8a49-3f0b9a6f2c11');
  });

  it('goes to /forbidden without a usable meeting id, and nowhere for other errors', () => {
    const tanpa = normalisasiGalat(new Response(null, { status: 403 }), { ...body, data: null });
    expect(tujuanGalatDomain(tanpa)).toBe('/forbidden');
    const aneh = normalisasiGalat(new Response(null, { status: 403 }), {
      ...body,
      data: { id_pertemuan: '../../logout' },
    });
    expect(tujuanGalatDomain(aneh)).toBe('/forbidden');
    const lain = normalisasiGalat(new Response(null, { status: 403 }), {
      status: { code: 403, message: 'Anda tidak memiliki hak akses kelas kuliah' },
      data: null,
    });
    expect(tujuanGalatDomain(lain)).toBeNull();
  });
});
