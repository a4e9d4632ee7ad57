import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '../contract';
import { installFakeXhr } from '../test/fakeXhr';
import { createApiClient, type Tokens } from './client';
import { ApiError } from './errors';

const ok = (data: unknown) => ({
  status: 200,
  body: { status: { code: 200, message: 'OK' }, data },
});

function memoryTokens(initial: Tokens | null = { accessToken: 'lama', refreshToken: 'r1' }) {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (t: Tokens) => {
      tokens = t;
    },
    clear: () => {
      tokens = null;
    },
  };
}

const pdf = new File(['%PDF-1.4'], 'modul.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploads go through the contract', () => {
  it('sends the call multipart to its own method and path, with the headers, reporting progress', async () => {
    const sent = installFakeXhr(() => ({
      progress: [
        [25, 100],
        [100, 100],
      ],
      ...ok({ id: 'm1' }),
    }));
    const client = createApiClient({ collegeId: 'kampus-demo', tokens: memoryTokens() });
    const form = new FormData();
    form.append(calls.ubahMateri.multipart.files[0], pdf, pdf.name);
    const progress: number[] = [];
    const data = await client.unggah(calls.ubahMateri, {
      params: { id: 'a/b' },
      form,
      onProgress: (p) => progress.push(p),
    });
    expect(data).toEqual({ id: 'm1' });
    expect(sent).toHaveLength(1);
    const [xhr] = sent;
    expect(xhr?.method).toBe(calls.ubahMateri.method);
    // The path comes from the contract, its parameter encoded.
    expect(xhr?.url).toBe('/lms/materi/a%2Fb');
    expect(xhr?.form.get('file')).toBeInstanceOf(File);
    expect(xhr?.headers.get('college-id')).toBe('kampus-demo');
    expect(xhr?.headers.get('authorization')).toBe('Bearer lama');
    // The browser sets the multipart boundary itself: no content-type of ours.
    expect(xhr?.headers.get('content-type')).toBeNull();
    expect(progress).toEqual([25, 100]);
  });

  it('refuses an empty path parameter before anything is sent', async () => {
    const sent = installFakeXhr(() => ok(null));
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens() });
    await expect(
      client.unggah(calls.ubahBannerKelas, { params: { id: '' }, form: new FormData() }),
    ).rejects.toThrow("Parameter path 'id' belum diisi");
    expect(sent).toHaveLength(0);
  });

  it('refreshes the token once on 401 and sends the upload again', async () => {
    const tokens = memoryTokens();
    const sent = installFakeXhr((xhr) =>
      xhr.headers.get('authorization') === 'Bearer baru'
        ? ok({ url: '/v2/storager/berkas/silabus/x.pdf', nama: 'x.pdf', ukuran: 8 })
        : { status: 401, body: { status: { code: 401, message: 'Sesi habis' } } },
    );
    const fetch = vi.fn(async () =>
      Response.json({
        status: { code: 200, message: 'OK' },
        data: { access_token: 'baru', refresh_token: 'r2', role: 'dosen' },
      }),
    );
    const client = createApiClient({ collegeId: 'c', tokens, fetch });
    const data = await client.unggah(calls.unggahBerkas, { form: new FormData() });
    expect(data.nama).toBe('x.pdf');
    expect(sent.map((x) => x.url)).toEqual([calls.unggahBerkas.path, calls.unggahBerkas.path]);
    expect(tokens.get()?.accessToken).toBe('baru');
  });

  it("shows the server's message of a refused upload", async () => {
    installFakeXhr(() => ({
      status: 422,
      body: { status: { code: 422, message: 'Ukuran file melebihi batas' }, data: null },
    }));
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens() });
    const galat = await client
      .unggah(calls.tambahMateri, { form: new FormData() })
      .catch((e: unknown) => e);
    expect(galat).toBeInstanceOf(ApiError);
    expect((galat as ApiError).message).toBe('Ukuran file melebihi batas');
  });

  it('stops when the signal aborts', async () => {
    installFakeXhr(() => ok(null));
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens() });
    const henti = new AbortController();
    const unggahan = client.unggah(calls.unggahBerkas, {
      form: new FormData(),
      signal: henti.signal,
    });
    henti.abort();
    await expect(unggahan).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('downloads go through the contract', () => {
  it('asks the call path with its query and names the file from content-disposition', async () => {
    const fetch = vi.fn(
      async (_u: RequestInfo | URL, _i?: RequestInit) =>
        new Response('%PDF', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''BAP%20IF101.pdf",
          },
        }),
    );
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens(), fetch });
    const { blob, fileName } = await client.download(
      calls.unduhBap,
      { params: { id: '20251_K1_IF101_A' }, query: { laporan_saya: 'true' } },
      'BAP.pdf',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/lms/kelas_kuliah/20251_K1_IF101_A/bap/unduh?laporan_saya=true',
    );
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fileName).toBe('BAP IF101.pdf');
    expect(await blob.text()).toBe('%PDF');
  });

  it('reads the error envelope of a refused download', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { status: { code: 422, message: 'Periode wajib diisi' }, data: null },
        { status: 422 },
      ),
    );
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens(), fetch });
    await expect(client.download(calls.unduhSemuaBap, {}, 'BAP.zip')).rejects.toThrow(
      'Periode wajib diisi',
    );
  });
});
