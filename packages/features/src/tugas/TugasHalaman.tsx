import { type Tugas, useTugas } from '@kampus/api';
import { hanyaMilikSendiri } from '@kampus/domain';
import { Button, Card, FileCard, LoadError, RichText, Skeleton } from '@kampus/ui';
import { Suspense } from 'react';
import { useSearch } from 'wouter';
import type { ParamsHalaman } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { idDariParam, usePengguna } from '../bersama/konteks';
import type { TabTugas } from './TugasStaf';

// Each role's part is a chunk of its own: a student never loads the staff's tables and forms.
const TugasMahasiswa = lazyHalaman<{ tugas: Tugas }>(() =>
  import('./TugasMahasiswa').then((m) => ({ default: m.TugasMahasiswa })),
);
const TugasStaf = lazyHalaman<{ tugas: Tugas; tab: TabTugas }>(() =>
  import('./TugasStaf').then((m) => ({ default: m.TugasStaf })),
);

import { hrefRekapNilai } from './tautan';

/**
 * An assignment (issue 24; spec 2 /tugas/{id} and /kelas/{id}/tugas/{activityId}?tab=submission
 * &ref=nilai): its description and attachments; a student sends their (or their group's)
 * submission and talks about it, lecturers and operators follow, grade and talk about every
 * submission and manage the groups. From the grade recap (ref=nilai) a link goes back to it.
 */
export default function TugasHalaman({ params }: { params: ParamsHalaman }) {
  const id = idDariParam(params.idTugas ?? params.id);
  const cari = new URLSearchParams(useSearch());
  const { role, isPending: memuatPengguna } = usePengguna();
  const tugas = useTugas(id);
  const t = tugas.data;
  const idKelas = t?.id_kelas_kuliah ?? (params.idTugas ? idDariParam(params.id) : null);
  const dariNilai = cari.get('ref') === 'nilai' && idKelas && !hanyaMilikSendiri(role);

  return (
    <div className={styles.halaman}>
      <Judul
        judul={t?.judul ?? 'Tugas'}
        subjudul={
          t
            ? `${t.mata_kuliah.nama} · Pertemuan ${t.pertemuan.nomor} · Tugas ${t.jenis === 'kelompok' ? 'Kelompok' : 'Individu'}`
            : undefined
        }
        aksi={
          dariNilai ? (
            <Button variant="secondary" size="small" href={hrefRekapNilai(idKelas)}>
              Kembali ke Rekap Nilai Kelas
            </Button>
          ) : undefined
        }
      />
      {tugas.isError ? (
        <LoadError pesan={tugas.error.message} onRetry={() => void tugas.refetch()} />
      ) : !t || memuatPengguna ? (
        <Skeleton height="160px" />
      ) : (
        <>
          <Card title="Deskripsi" titleLevel={3}>
            <RichText html={t.deskripsi} />
            {t.lampiran.length > 0 ? (
              <ul className={styles.daftar} aria-label="Lampiran tugas">
                {t.lampiran.map((b) => (
                  <li key={b.url}>
                    <FileCard berkas={b} />
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
          <Suspense fallback={<Skeleton height="160px" />}>
            {hanyaMilikSendiri(role) ? (
              <TugasMahasiswa tugas={t} />
            ) : (
              <TugasStaf
                tugas={t}
                tab={cari.get('tab') === 'submission' ? 'submission' : 'detail'}
              />
            )}
          </Suspense>
        </>
      )}
    </div>
  );
}
