import type { authCalls } from '../contract/auth';
import { defineEndpoints } from '../contract/call';

/** The calls of contract/auth.ts without their schemas. */
export const authEndpoints = defineEndpoints<typeof authCalls>({
  accessToken: { method: 'POST', path: '/v2/access_token', auth: false },
  userInfo: { method: 'GET', path: '/v2/user_info' },
  logout: { method: 'POST', path: '/lms/log_aktivitas/logout' },
});
