import {
  type Api,
  createApiClient,
  createQueryClient,
  createSessionStore,
  serverClock,
} from '@kampus/api';
import type { Role } from '@kampus/domain';
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
 * bottom (spec section 8), except 401, which ends the session and returns to login.
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
  const queryClient = createQueryClient((error) => {
    if (error.statusCode === 401) return;
    import('./toasts')
      .then(({ tampilkanToast }) => tampilkanToast({ pesan: error.message, jenis: 'danger' }))
      .catch(() => {});
  });
  const api: Api = { client, session };
  return { api, queryClient };
}
