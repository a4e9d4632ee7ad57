import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import type { ApiClient } from '../client/client';
import { authEndpoints as calls } from '../endpoints/auth';
import { useApi } from './context';

/** Query keys of the signed-in user (contract auth.ts). */
export const authKeys = {
  semua: ['auth'] as const,
  userInfo: () => [...authKeys.semua, 'user_info'] as const,
};

export const kueriAuth = {
  userInfo: (client: ApiClient) =>
    queryOptions({ queryKey: authKeys.userInfo(), queryFn: () => client.call(calls.userInfo) }),
};

export function useSesi() {
  return useSnapshot(useApi().session.state);
}

export function useUserInfo(enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriAuth.userInfo(client), enabled });
}

export function useLogin() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { username: string; password: string }) => client.login(v.username, v.password),
    // The login form shows its own error instead of a toast.
    meta: { diamkanGalat: true },
    // A previous user's data must not show; the guard mounts fresh queries after this.
    onMutate: () => qc.removeQueries({ type: 'inactive' }),
  });
}

/** /oauth: exchanges a single sign-on code for a session. */
export function useTukarKode() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => client.tukarKode(code),
    meta: { diamkanGalat: true },
    onMutate: () => qc.removeQueries({ type: 'inactive' }),
  });
}

export function useLogout() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => client.logout(),
    onSettled: () => qc.clear(),
  });
}
