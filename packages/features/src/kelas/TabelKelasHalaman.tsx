import {
  bapEndpoints,
  type KelasKuliah,
  useDaftarKelasKuliah,
  useReferensi,
  useSemesterBerjalan,
  useUnduh,
} from '@kampus/api';
import {
  bolehLaporanBapSaya,
  bolehSaringKelasPerDosen,
  labelPeriode,
  namaBerkasBapZip,
  PILIHAN_PER_HALAMAN_KELAS,
} from '@kampus/domain';
import {
  FILTER_KELAS_KOSONG,
  type FilterKelas,
  TabelKelas,
  type UnduhBapModalProps,
} from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { berhasil, hrefKelas, usePengguna } from '../bersama/konteks';

// The BAP download form (fields, checkboxes): loaded when first opened (issue 12 budgets).
const UnduhBapModal = lazyHalaman<UnduhBapModalProps>(() =>
  import('@kampus/ui/views/kelas/UnduhBapModal').then((m) => ({ default: m.UnduhBapModal })),
);

/** Staff /kelas: the class data table with filters, paging 5/10/15/20 and BAP downloads (spec 2). */
export default function TabelKelasHalaman() {
  const { role } = usePengguna();
  const semester = useSemesterBerjalan();
  const [filter, setFilter] = useState<FilterKelas | null>(null);
  const [cari, setCari] = useState('');
  const [halaman, setHalaman] = useState({
    page: 1,
    pageSize: PILIHAN_PER_HALAMAN_KELAS[1] as number,
  });
  const [bap, setBap] = useState<KelasKuliah | 'semua' | null>(null);
  const aktif = filter ?? { ...FILTER_KELAS_KOSONG, periode: semester.data?.periode ?? null };
  const kelas = useDaftarKelasKuliah(
    {
      page: halaman.page,
      per_page: halaman.pageSize,
      search: cari || undefined,
      periode: aktif.periode ?? undefined,
      id_mata_kuliah: aktif.id_mata_kuliah ?? undefined,
      nama_kelas: aktif.nama_kelas ?? undefined,
      id_jenis_kelas: aktif.id_jenis_kelas ?? undefined,
      id_prodi: aktif.id_prodi ?? undefined,
      mode_kuliah: aktif.mode_kuliah ?? undefined,
      id_dosen: aktif.id_dosen ?? undefined,
    },
    filter !== null || !semester.isPending,
  );
  const staf = bolehSaringKelasPerDosen(role);
  const makul = useReferensi('makulRef');
  const prodi = useReferensi('prodiRef');
  const label = useReferensi('labelKelasRef');
  const jenis = useReferensi('jenisKelasRef');
  const dosen = useReferensi('dosenRef', staf);
  const unduh = useUnduh();
  const periode = aktif.periode;

  return (
    <div className={styles.halaman}>
      <Judul
        judul="Kelas Kuliah"
        subjudul={periode ? `Periode ${labelPeriode(periode)}` : undefined}
      />
      <TabelKelas
        data={kelas.data?.data ?? []}
        page={halaman.page}
        pageSize={halaman.pageSize}
        total={kelas.data?.meta.total_items ?? 0}
        onPageChange={(k) => setHalaman({ page: k.page, pageSize: k.pageSize })}
        filter={aktif}
        onFilterChange={(f) => {
          setFilter(f);
          setHalaman((h) => ({ ...h, page: 1 }));
        }}
        opsiFilter={{
          periode: semester.data
            ? [{ id: String(semester.data.periode), label: semester.data.nama }]
            : [],
          mataKuliah: (makul.data ?? []).map((m) => ({ id: m.id, label: `${m.kode} - ${m.nama}` })),
          labelKelas: (label.data ?? []).map((l) => ({ id: l.id, label: l.nama })),
          jenisKelas: (jenis.data ?? []).map((j) => ({ id: j.id, label: j.nama })),
          prodi: (prodi.data ?? []).map((p) => ({ id: p.id, label: `${p.jenjang} ${p.nama}` })),
          dosen: (dosen.data ?? []).map((d) => ({ id: d.id, label: d.nama_lengkap })),
        }}
        onSearch={(kata) => {
          setCari(kata);
          setHalaman((h) => ({ ...h, page: 1 }));
        }}
        hrefKelas={(k) => hrefKelas(k.id)}
        onUnduhBap={(k) => setBap(k)}
        onUnduhSemuaBap={periode ? () => setBap('semua') : undefined}
        isUnduhSemuaBapPending={unduh.isPending && bap === 'semua'}
        isLoading={kelas.isPending}
        isError={kelas.isError}
        onRetry={() => void kelas.refetch()}
      />
      <Suspense fallback={null}>
        {bap ? (
          <UnduhBapModal
            isOpen
            onOpenChange={(open) => !open && setBap(null)}
            bolehLaporanSaya={bolehLaporanBapSaya(role)}
            semua={bap === 'semua'}
            kelas={bap === 'semua' ? undefined : bap}
            pengajar={bap === 'semua' ? undefined : bap.pengajar}
            periode={periode}
            onSubmit={async (query) => {
              const semua = bap === 'semua';
              const nama = semua
                ? namaBerkasBapZip(labelPeriode(periode).replace('/', '-'))
                : `BAP - ${bap.mata_kuliah.kode} ${bap.mata_kuliah.nama} ${bap.kelas.nama}.pdf`;
              await unduh.mutateAsync({
                call: semua ? bapEndpoints.unduhSemuaBap : bapEndpoints.unduhBap,
                params: semua ? undefined : { id: bap.id },
                query: semua ? { ...query, periode } : query,
                namaDefault: nama,
              });
              berhasil('BAP berhasil diunduh');
              setBap(null);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
