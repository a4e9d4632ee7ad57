import { useTukarKode } from '@kampus/api';
import { ErrorPage, Spinner } from '@kampus/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as styles from '../bersama/Halaman.css';

/**
 * /oauth?code=..&redirect=..: exchanges a one-time code from single sign-on for a session,
 * then continues to the original address (spec 2 'Routing order').
 */
export default function OAuthHalaman({ judulAplikasi }: { judulAplikasi: string }) {
  const query = new URLSearchParams(useSearch());
  const code = query.get('code');
  const redirect = query.get('redirect');
  const [, navigate] = useLocation();
  const tukar = useTukarKode();
  const { mutate } = tukar;

  useEffect(() => {
    if (!code) return;
    mutate(code, {
      onSuccess: () => {
        const aman =
          redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/beranda';
        navigate(aman === '/oauth' ? '/beranda' : aman, { replace: true });
      },
    });
  }, [code, redirect, mutate, navigate]);

  if (!code) {
    return (
      <ErrorPage
        code={400}
        message="Kode otorisasi tidak ditemukan pada alamat ini."
        action={{ label: 'Ke halaman login', href: '/login' }}
      />
    );
  }
  if (tukar.isError) {
    return (
      <ErrorPage
        code={tukar.error.statusCode || 401}
        message={tukar.error.message}
        action={{ label: 'Ke halaman login', href: '/login' }}
      />
    );
  }
  return (
    <div className={styles.penuh}>
      <Spinner label={`Masuk ke ${judulAplikasi}`} size="large" />
    </div>
  );
}
