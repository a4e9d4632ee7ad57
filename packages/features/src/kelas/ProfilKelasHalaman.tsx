import {
  useDaftarPertemuan,
  useKelasKuliah,
  usePesertaKelas,
  useReferensi,
  useUbahDataKelas,
  useUbahJabatanPengajar,
  useUbahKetuaKelas,
} from '@kampus/api';
import {
  Button,
  DataKelasCard,
  DataPengajarCard,
  DataPertemuanList,
  DataPesertaCard,
  KelasHeader,
  type UbahJabatanModalProps,
  type UbahKelasModalProps,
  type UbahKetuaKelasModalProps,
} from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { GalatKelas, galatKelas } from '../bersama/GalatKelas';
import * as styles from '../bersama/Halaman.css';
import { berhasil, hrefKelas, idDariParam, useIzinKelas, usePengguna } from '../bersama/konteks';
import { useSilabus } from './PanelPendahuluan';

// The edit forms: loaded when first opened (issue 12 budgets).
const UbahKelasModal = lazyHalaman<UbahKelasModalProps>(() =>
  import('@kampus/ui/views/kelas/UbahKelasModal').then((m) => ({ default: m.UbahKelasModal })),
);
const UbahKetuaKelasModal = lazyHalaman<UbahKetuaKelasModalProps>(() =>
  import('@kampus/ui/views/kelas/UbahKetuaKelasModal').then((m) => ({
    default: m.UbahKetuaKelasModal,
  })),
);
const UbahJabatanModal = lazyHalaman<UbahJabatanModalProps>(() =>
  import('@kampus/ui/views/kelas/UbahJabatanModal').then((m) => ({ default: m.UbahJabatanModal })),
);

const LINGKUP = ['Internal Prodi', 'Lintas Prodi', 'Lintas Fakultas'].map((l) => ({
  id: l,
  label: l,
}));

/** /kelas/{id}/profil: Data Kelas, Data Peserta, Data Pengajar and the syllabus (spec 2). */
export default function ProfilKelasHalaman({ params }: { params: Record<string, string> }) {
  const id = idDariParam(params.id);
  const kelas = useKelasKuliah(id);
  const peserta = usePesertaKelas(id);
  const izin = useIzinKelas(kelas.data);
  const { timeZone } = usePengguna();
  // 'Data Pertemuan': the class's meetings, searchable, numbered across pages (spec 2).
  const [cari, setCari] = useState({ kata: '', page: 1, pageSize: 5 });
  const daftarPertemuan = useDaftarPertemuan({
    id_kelas_kuliah: id,
    search: cari.kata || undefined,
    page: cari.page,
    per_page: cari.pageSize,
  });
  const silabus = useSilabus(kelas.data);
  const [modal, setModal] = useState<'kelas' | 'ketua' | 'jabatan' | null>(null);
  const jenisKelas = useReferensi('jenisKelasRef', modal === 'kelas');
  const kampus = useReferensi('kampusRef', modal === 'kelas');
  const ubahKelas = useUbahDataKelas();
  const ubahKetua = useUbahKetuaKelas();
  const ubahJabatan = useUbahJabatanPengajar();

  const galat = galatKelas(kelas);
  if (galat) return <GalatKelas galat={galat} />;
  const tutup = (open: boolean) => !open && setModal(null);

  return (
    <div className={styles.halaman}>
      <KelasHeader
        kelas={kelas.data ?? null}
        isLoading={kelas.isPending}
        isError={kelas.isError}
        onRetry={() => void kelas.refetch()}
        headingLevel={2}
        actions={
          <Button href={hrefKelas(id)} variant="secondary">
            Kembali ke Kelas
          </Button>
        }
      />
      <div className={styles.tigaKolom}>
        <DataKelasCard
          kelas={kelas.data ?? null}
          isLoading={kelas.isPending}
          isError={kelas.isError}
          onRetry={() => void kelas.refetch()}
          onLihatSilabus={silabus.buka}
          onUbahKelas={izin?.ubahKelas ? () => setModal('kelas') : undefined}
        />
        <div className={styles.halaman}>
          <DataPengajarCard
            pengajar={kelas.data?.pengajar ?? []}
            isLoading={kelas.isPending}
            isError={kelas.isError}
            onUbahJabatan={izin?.ubahJabatan ? () => setModal('jabatan') : undefined}
          />
          <DataPesertaCard
            peserta={peserta.data ?? []}
            isLoading={peserta.isPending}
            isError={peserta.isError}
            onRetry={() => void peserta.refetch()}
            onUbahKetua={izin?.ubahKetua ? () => setModal('ketua') : undefined}
          />
        </div>
      </div>
      <DataPertemuanList
        pertemuan={daftarPertemuan.data?.data ?? []}
        page={cari.page}
        pageSize={cari.pageSize}
        total={daftarPertemuan.data?.meta.total_items ?? 0}
        onPageChange={(k) => setCari((c) => ({ ...c, page: k.page, pageSize: k.pageSize }))}
        onSearch={(kata) => setCari((c) => ({ ...c, kata, page: 1 }))}
        timeZone={timeZone}
        hrefPertemuan={(p) => `${hrefKelas(id)}/${encodeURIComponent(p.id)}`}
        isLoading={daftarPertemuan.isPending}
        isError={daftarPertemuan.isError}
        onRetry={() => void daftarPertemuan.refetch()}
      />
      {silabus.modal}
      <Suspense fallback={null}>
        {modal === 'kelas' && kelas.data ? (
          <UbahKelasModal
            isOpen
            onOpenChange={tutup}
            kelas={kelas.data}
            opsiLingkup={LINGKUP}
            opsiJenisKelas={(jenisKelas.data ?? []).map((j) => ({ id: j.id, label: j.nama }))}
            opsiKampus={(kampus.data ?? []).map((k) => ({ id: k.id, label: k.nama }))}
            idJenisKelas={kelas.data.kelas.jenis.id}
            onSubmit={async (body) => {
              await ubahKelas.mutateAsync({ id, body });
              berhasil('Berhasil mengubah data kelas');
              setModal(null);
            }}
          />
        ) : null}
        {modal === 'ketua' ? (
          <UbahKetuaKelasModal
            isOpen
            onOpenChange={tutup}
            peserta={peserta.data ?? []}
            isLoading={peserta.isPending}
            onSubmit={async (idMahasiswa) => {
              await ubahKetua.mutateAsync({ id, idMahasiswa });
              berhasil('Berhasil mengubah ketua kelas');
              setModal(null);
            }}
          />
        ) : null}
        {modal === 'jabatan' && kelas.data ? (
          <UbahJabatanModal
            isOpen
            onOpenChange={tutup}
            pengajar={kelas.data.pengajar}
            onSubmit={async (perubahan) => {
              for (const p of perubahan) {
                await ubahJabatan.mutateAsync({ id, idDosen: p.id_dosen, jabatan: p.jabatan });
              }
              berhasil('Berhasil mengubah jabatan pengajar');
              setModal(null);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
