import {
  type Api,
  createApiClient,
  createQueryClient,
  createSessionStore,
  serverClock,
  tujuanGalatDomain,
} from '@kampus/api';
import type { Role } from '@kampus/domain';
import { navigate } from 'wouter/use-browser-location';
import { collegeIdRuntime } from './runtime';

export interface KampusApiOptions {
  /** localStorage key of this app's session. */
  storageKey: string;
  /** Roles that may sign in to this app. */
  roles: Role[];
  baseUrl?: string;
}

/**
 * The client, session and query cache of one app. Failed calls show a red toast at the
 * bottom (spec section 8), except 401, which ends the session and returns to login, and the
 * exam attendance restriction, which opens /forbidden/{meetingId}.
 */
export function createKampusApi(opts: KampusApiOptions) {
  const session = createSessionStore(opts.storageKey);
  const client = createApiClient({
    baseUrl: opts.baseUrl ?? '',
    collegeId: collegeIdRuntime(),
    tokens: session.tokens,
    roles: opts.roles,
    timeZone: () => serverClock.timeZone,
  });
  const queryClient = createQueryClient(
    (error) => {
      if (error.statusCode === 401) return;
      import('./toasts')
        .then(({ tampilkanToast }) => tampilkanToast({ pesan: error.message, jenis: 'danger' }))
        .catch(() => {});
    },
    // A call refused by the exam attendance rule opens /forbidden/{meetingId} (spec 7 'Helpers').
    (error) => {
      const tujuan = tujuanGalatDomain(error);
      if (!tujuan) return false;
      if (typeof window !== 'undefined' && window.location.pathname !== tujuan) navigate(tujuan);
      return true;
    },
  );
  const api: Api = { client, session };
  return { api, queryClient };
}
