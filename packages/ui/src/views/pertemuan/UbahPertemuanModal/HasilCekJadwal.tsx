import type { HasilCekBentrok } from '@kampus/api';
import { adaBentrokMemblokir, formatRentangJam, formatTanggal } from '@kampus/domain';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useId, useRef } from 'react';
import { Stack } from '../../../layout';
import { Tag } from '../../../primitives/Tag';
import * as styles from './UbahPertemuanModal.css';

type Grup = HasilCekBentrok['bentrok_kelas'] & { ignorable?: boolean };

const GRUP = [
  ['bentrok_kelas', 'Bentrok Kelas'],
  ['bentrok_ruangan', 'Bentrok Ruangan'],
  ['bentrok_pengajar', 'Bentrok Pengajar'],
] as const;

export interface HasilCekJadwalProps {
  hasil: HasilCekBentrok;
  /** @default 'Asia/Jakarta' */
  timeZone?: string;
}

/**
 * The result of 'Cek Jadwal' (spec 3 'Conflict check result'): class, room and teacher conflicts,
 * each meeting with number, title, time, course, class, teachers and room; room and teacher
 * groups that may be ignored are tagged 'Boleh diabaikan' (spec 5).
 */
export function HasilCekJadwal({ hasil, timeZone }: HasilCekJadwalProps) {
  const judulId = useId();
  const ref = useRef<HTMLElement>(null);
  // The result comes below the form, next to the footer's 'Cek Jadwal': bring it into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const memblokir = adaBentrokMemblokir(hasil);
  const jumlah = GRUP.reduce((n, [kunci]) => n + (hasil[kunci]?.data.length ?? 0), 0);
  const ringkasan = memblokir
    ? 'Ada jadwal yang bentrok'
    : jumlah > 0
      ? 'Jadwal yang bentrok boleh diabaikan'
      : 'Tidak ada jadwal yang bentrok';
  return (
    <section ref={ref} className={styles.hasil} aria-labelledby={judulId}>
      <h3 id={judulId} className={styles.hasilJudul}>
        Hasil Cek Jadwal
      </h3>
      <p
        role="status"
        className={`${styles.ringkasan} ${memblokir ? styles.ringkasanBahaya : styles.ringkasanAman}`}
      >
        <span className={styles.ringkasanIkon} aria-hidden="true">
          {memblokir ? <CircleAlert /> : <CircleCheck />}
        </span>
        {ringkasan}
      </p>
      {GRUP.map(([kunci, label]) => {
        const grup = hasil[kunci] as Grup | null | undefined;
        const data = grup?.data ?? [];
        const bolehAbaikan = kunci !== 'bentrok_kelas' && grup?.ignorable === true;
        return (
          <Stack key={kunci} gap="sm">
            <h4 className={styles.grupJudul}>
              {label}
              <Tag tone={data.length === 0 ? 'grey' : bolehAbaikan ? 'warning' : 'danger'}>
                {data.length} jadwal
              </Tag>
              {bolehAbaikan && data.length > 0 ? <Tag tone="success">Boleh diabaikan</Tag> : null}
            </h4>
            {data.length === 0 ? (
              <p className={styles.kosong}>Tidak ada jadwal yang bentrok</p>
            ) : (
              <Stack as="ul" gap="sm">
                {data.map((item) => (
                  <li key={item.id} className={styles.itemBentrok}>
                    <p className={styles.itemJudul}>
                      Pertemuan {item.nomor}: {item.judul || '-'}
                    </p>
                    <p className={styles.itemMeta}>
                      {formatTanggal(item.waktu_mulai, timeZone)},{' '}
                      {formatRentangJam(item.waktu_mulai, item.waktu_selesai, timeZone, true)}
                      {item.sesi ? ` (${item.sesi})` : ''}
                    </p>
                    <p className={styles.itemMeta}>
                      {item.mata_kuliah.kode} {item.mata_kuliah.nama} · Kelas {item.kelas}
                    </p>
                    <p className={styles.itemMeta}>
                      Pengajar: {item.pengajar.length > 0 ? item.pengajar.join(', ') : '-'}
                    </p>
                    <p className={styles.itemMeta}>Ruangan: {item.ruangan ?? '-'}</p>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </section>
  );
}
