import { ErrorPage } from '@kampus/ui';

interface Galat {
  statusCode: number;
  message: string;
}

/**
 * The error that replaces a whole class page (403, 404, ...), or `null`. A 500 is not one: the
 * page stays and its parts show their own load errors with a retry.
 */
export function galatKelas(kelas: { isError: boolean; error: Galat | null }): Galat | null {
  return kelas.isError && kelas.error && kelas.error.statusCode !== 500 ? kelas.error : null;
}

/** A class page that cannot be shown: the error page, with the way back to the class list. */
export function GalatKelas({ galat }: { galat: Galat }) {
  return (
    <ErrorPage
      code={galat.statusCode}
      message={galat.message}
      action={{ label: 'Kembali ke Kelas Kuliah', href: '/kelas' }}
    />
  );
}
