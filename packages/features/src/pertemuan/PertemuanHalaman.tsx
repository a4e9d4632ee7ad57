import { useKelasKuliah, usePertemuan } from '@kampus/api';
import { Button, ErrorPage } from '@kampus/ui';
import * as styles from '../bersama/Halaman.css';
import { hrefKelas, idDariParam, useIzinKelas } from '../bersama/konteks';
import { PanelPertemuan } from './PanelPertemuan';

/** /pertemuan/{id}: one meeting on its own page, linked from the meeting table (spec 2). */
export default function PertemuanHalaman({ params }: { params: Record<string, string> }) {
  const id = idDariParam(params.id);
  const pertemuan = usePertemuan(id);
  const idKelas = pertemuan.data?.id_kelas_kuliah ?? '';
  // The class is asked for only once the meeting has named it.
  const kelas = useKelasKuliah(idKelas || null);
  const izin = useIzinKelas(idKelas ? kelas.data : null);
  if (pertemuan.isError && pertemuan.error.statusCode !== 500) {
    return <ErrorPage code={pertemuan.error.statusCode} message={pertemuan.error.message} />;
  }
  return (
    <div className={styles.halaman}>
      {idKelas ? (
        <div>
          <Button href={`${hrefKelas(idKelas)}/${id}`} variant="secondary">
            Buka di halaman kelas
          </Button>
        </div>
      ) : null}
      <PanelPertemuan idPertemuan={id} izin={izin} />
    </div>
  );
}
