import { useKelasKuliah, usePertemuan } from '@kampus/api';
import { labelKelasRingkas, labelPertemuanRingkas } from '@kampus/domain';
import type { BreadcrumbItem } from '@kampus/ui';

/**
 * A breadcrumb item of a route: fixed text, or a class or meeting named from its data (spec 2:
 * 'class (course code, class name, class type)' and 'Pertemuan {n}').
 */
export type RemahHalaman =
  | BreadcrumbItem
  /** A class by id; without an id, the class of the meeting item. */
  | { jenis: 'kelas'; id?: string; tautan?: boolean }
  | { jenis: 'pertemuan'; id: string; tautan?: boolean };

const berdata = (r: RemahHalaman): r is Exclude<RemahHalaman, BreadcrumbItem> => 'jenis' in r;
const hrefKelas = (id: string) => `/kelas/${encodeURIComponent(id)}`;

/** The items as text and links; a class or meeting reads 'Kelas'/'Pertemuan' until it loads. */
export function useRemahHalaman(remah: RemahHalaman[]): BreadcrumbItem[] {
  const itemPertemuan = remah.find(
    (r): r is { jenis: 'pertemuan'; id: string; tautan?: boolean } =>
      berdata(r) && r.jenis === 'pertemuan',
  );
  const itemKelas = remah.find((r) => berdata(r) && r.jenis === 'kelas') as
    | { jenis: 'kelas'; id?: string; tautan?: boolean }
    | undefined;
  const pertemuan = usePertemuan(itemPertemuan?.id ?? null);
  const idKelas = itemKelas ? (itemKelas.id ?? pertemuan.data?.id_kelas_kuliah ?? null) : null;
  const kelas = useKelasKuliah(idKelas);
  return remah.map((r): BreadcrumbItem => {
    if (!berdata(r)) return r;
    if (r.jenis === 'kelas') {
      return {
        label: kelas.data ? labelKelasRingkas(kelas.data) : 'Kelas',
        href: r.tautan && idKelas ? hrefKelas(idKelas) : undefined,
      };
    }
    return {
      label: labelPertemuanRingkas(pertemuan.data?.nomor),
      href: r.tautan && idKelas ? `${hrefKelas(idKelas)}/${encodeURIComponent(r.id)}` : undefined,
    };
  });
}
