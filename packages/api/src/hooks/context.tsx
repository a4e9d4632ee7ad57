import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../client/client';
import { ApiError, PESAN_DEFAULT } from '../client/errors';
import type { SessionStore } from '../stores/session';

export interface Api {
  client: ApiClient;
  session: SessionStore;
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi dipakai di luar <ApiProvider>');
  return api;
}

/**
 * The query client with the generic error handler of spec section 8: every failed call
 * reports its message once (the app shows it as a red toast); 401 never retries.
 */
export function createQueryClient(
  onError: (error: ApiError) => void,
  /**
   * Every failed call with a domain code the app acts on (pembatasan_ujian_kehadiran: open
   * /forbidden/{meetingId}), even one whose query or mutation keeps its errors quiet; such an
   * error is not reported as a toast.
   */
  onKodeDomain?: (error: ApiError) => boolean,
) {
  const domain = (error: unknown) =>
    error instanceof ApiError && typeof error.kode === 'string' && onKodeDomain?.(error) === true;
  const report = (error: unknown) => {
    if (error instanceof ApiError) {
      onError(error);
      return;
    }
    // Cancelled on purpose (an upload the user stopped): nothing went wrong.
    if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
    // Not an answer of the server but a fault in our own code (a path parameter left empty):
    // its text is for developers, the user reads 'Terjadi kesalahan'.
    console.error(error);
    onError(new ApiError(PESAN_DEFAULT, 500));
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (domain(error) || query.meta?.diamkanGalat) return;
        report(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (domain(error) || mutation.meta?.diamkanGalat) return;
        report(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a query still asks once instead of waiting for the connection: the app's
        // service worker answers it with this user's last answer (issue 23, the class list last
        // seen and the exam being taken open offline); retries wait for the connection.
        networkMode: 'offlineFirst',
        retry: (count, error) =>
          !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) &&
          count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: { diamkanGalat?: boolean };
    mutationMeta: { diamkanGalat?: boolean };
  }
}
