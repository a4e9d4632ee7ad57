import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { NilaiQuery } from '../client/query';
import { saveFile } from '../client/saveFile';
import type { Endpoint, FileCall } from '../contract/call';
import type { UnggahBerkas } from '../contract/materi';
import { materiEndpoints as calls } from '../endpoints/materi';
import { useApi } from './context';

/**
 * The progress of the latest upload of a hook, in percent (null before the first), for a
 * ProgressBar; `lacak` wraps the caller's own onProgress so both see every step.
 */
export function useProgresUnggah() {
  const [persen, setPersen] = useState<number | null>(null);
  const lacak = useCallback((lanjut?: (persen: number) => void) => {
    setPersen(0);
    return (p: number) => {
      setPersen(p);
      lanjut?.(p);
    };
  }, []);
  return { persen, lacak };
}

/**
 * A file for a form that saves its URL later (the syllabus file, spec 7 'Upload'): one
 * POST /v2/storager per file, with progress; resolves to the stored file's url, name and size.
 */
export function useUnggahBerkas() {
  const { client } = useApi();
  const progres = useProgresUnggah();
  const mutasi = useMutation({
    mutationFn: (v: {
      berkas: File;
      field: z.input<typeof UnggahBerkas>;
      onProgress?: (persen: number) => void;
      signal?: AbortSignal;
    }) => {
      const form = new FormData();
      // Fields first: the server picks the folder's accepted types before the file arrives.
      for (const [nama, nilai] of Object.entries(v.field)) {
        if (nilai !== undefined) form.append(nama, nilai);
      }
      form.append(calls.unggahBerkas.multipart.files[0], v.berkas, v.berkas.name);
      return client.unggah(calls.unggahBerkas, {
        form,
        onProgress: progres.lacak(v.onProgress),
        signal: v.signal,
      });
    },
  });
  return { ...mutasi, persen: progres.persen };
}

/** Downloads the file a call answers through the client (bearer token) and saves it. */
export function useUnduh() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (v: {
      call: FileCall | Endpoint<FileCall>;
      params?: Record<string, string | number>;
      query?: Record<string, NilaiQuery | NilaiQuery[]>;
      namaDefault: string;
    }) => {
      const { blob, fileName } = await client.download(
        v.call,
        { params: v.params, query: v.query },
        v.namaDefault,
      );
      saveFile(blob, fileName);
      return fileName;
    },
  });
}
