import { useLogin, useLogo } from '@kampus/api';
import { LoginView } from '@kampus/ui';
import { namaPerguruanTinggiRuntime } from '../app/runtime';

/** /login: on success the session changes and the guard sends the user on (spec 2). */
export default function LoginHalaman({ judulAplikasi }: { judulAplikasi: string }) {
  const login = useLogin();
  const logo = useLogo();
  return (
    <LoginView
      appTitle={judulAplikasi}
      collegeName={namaPerguruanTinggiRuntime()}
      logoUrl={logo.data?.logoContentUrl ?? null}
      isPending={login.isPending}
      errorMessage={login.error?.message ?? null}
      onSubmit={(v) => login.mutate(v)}
    />
  );
}
