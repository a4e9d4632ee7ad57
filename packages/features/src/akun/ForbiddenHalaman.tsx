import { type StatusPembatasan, useLogout, useZonaWaktuServer } from '@kampus/api';
import { ForbiddenView } from '@kampus/ui';
import { useLocation } from 'wouter';

/**
 * /forbidden: the access restriction rules the user does not meet (spec 4 'Access'), with a
 * re-check that lets the user back in once they are met (the guard then sends them home).
 */
export default function ForbiddenHalaman({
  status,
  onPeriksaUlang,
  isMemeriksa,
}: {
  status: StatusPembatasan;
  onPeriksaUlang: () => void;
  isMemeriksa: boolean;
}) {
  const logout = useLogout();
  const [, navigate] = useLocation();
  const timeZone = useZonaWaktuServer();
  const aturan = Object.values(status).filter((a) => !a.memenuhi_syarat);
  return (
    <ForbiddenView
      aturan={aturan}
      timeZone={timeZone}
      isLoggingOut={logout.isPending}
      onLogout={() =>
        logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })
      }
      onPeriksaUlang={onPeriksaUlang}
      isMemeriksa={isMemeriksa}
    />
  );
}
