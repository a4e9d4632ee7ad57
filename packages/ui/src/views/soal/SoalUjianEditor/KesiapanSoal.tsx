import { PESAN_KESIAPAN_SOAL } from '@kampus/domain';
import { Callout } from '../../../primitives/Callout';

/**
 * The staff's warning on an exam whose groups cannot give their questions (domain
 * masalahSoalUjian): students cannot start it until each reason below is fixed.
 */
export function KesiapanSoal({ masalah }: { masalah: readonly string[] }) {
  return (
    <Callout tone="warning" judul={PESAN_KESIAPAN_SOAL.judul}>
      <p>{PESAN_KESIAPAN_SOAL.keterangan}</p>
      {masalah.length > 0 ? (
        <ul>
          {masalah.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </Callout>
  );
}
