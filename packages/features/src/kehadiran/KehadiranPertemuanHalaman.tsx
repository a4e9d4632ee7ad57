import {
  type KehadiranMahasiswa,
  useAliranKehadiran,
  useAturanQr,
  useHitungPersentaseKehadiran,
  useHitungUlangKehadiran,
  useJenisPresensi,
  useKehadiranDosenPertemuan,
  useKehadiranPertemuan,
  useKelasKuliah,
  usePengaturan,
  useSimpanKehadiran,
  useUbahKehadiranDosen,
} from '@kampus/api';
import {
  bolehGenerateQr,
  bolehUbahKehadiran,
  bolehUbahKehadiranDosen,
  type JenisHalamanKehadiran,
  payloadPresensiMassal,
  presensiBerubah,
  rataRataKehadiran,
} from '@kampus/domain';
import type { DetailProgresModalProps, UbahKehadiranPengajarModalProps } from '@kampus/ui';
import { AttendanceTable, KehadiranPengajarSection, KehadiranPertemuanHeader } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { GalatKelas, galatKelas } from '../bersama/GalatKelas';
import * as styles from '../bersama/Halaman.css';
import { berhasil, idDariParam, usePengguna } from '../bersama/konteks';
import { hrefKodeQr } from './qr';

// The modals are loaded when first opened.
const DetailProgresModal = lazyHalaman<DetailProgresModalProps>(() =>
  import('@kampus/ui/views/kehadiran/DetailProgresModal').then((m) => ({
    default: m.DetailProgresModal,
  })),
);
const UbahKehadiranPengajarModal = lazyHalaman<UbahKehadiranPengajarModalProps>(() =>
  import('@kampus/ui/views/kehadiran/UbahKehadiranPengajarModal').then((m) => ({
    default: m.UbahKehadiranPengajarModal,
  })),
);

export interface KehadiranPertemuanHalamanProps {
  params: { id?: string; idPertemuan?: string };
  /** dosen, dosen-kelas, operator or operator-kelas: the breadcrumbs differ (spec 2). */
  jenis: JenisHalamanKehadiran;
}

/**
 * Attendance of one meeting (spec 2 'Attendance per meeting'): the header with the summary and
 * the recalculation buttons, the lecturers section (operators with write change it), the
 * participants with their progress, the detail of each mark, and the manual edit flow. The page
 * follows the class's stream: a recalculation's 'completed' refreshes it.
 */
export function KehadiranPertemuanHalaman({ params }: KehadiranPertemuanHalamanProps) {
  const idKelas = idDariParam(params.id);
  const idPertemuan = idDariParam(params.idPertemuan);
  const { role, hak, timeZone } = usePengguna();
  const kelas = useKelasKuliah(idKelas);
  const kehadiran = useKehadiranPertemuan(idPertemuan);
  const dosen = useKehadiranDosenPertemuan(idPertemuan);
  const jenisPresensi = useJenisPresensi();
  const pengaturan = usePengaturan();
  const aturanQr = useAturanQr();
  const aliran = useAliranKehadiran(idKelas);
  const simpan = useSimpanKehadiran(idPertemuan);
  const hitungUlang = useHitungUlangKehadiran(idPertemuan);
  const hitungPersentase = useHitungPersentaseKehadiran();
  const ubahDosen = useUbahKehadiranDosen(idPertemuan);
  const [detail, setDetail] = useState<KehadiranMahasiswa | null>(null);
  const [ubahPengajar, setUbahPengajar] = useState(false);

  const galat = galatKelas(kelas) ?? galatKelas(kehadiran);
  if (galat) return <GalatKelas galat={galat} />;

  const data = kehadiran.data;
  const pertemuan = dosen.data?.pertemuan ?? null;
  const peserta = data?.peserta ?? [];
  const online = data?.pertemuan.jenis === 'online';
  const syaratDosen = pengaturan.data?.pengaturan_kelas.syarat_kehadiran_online_dosen;
  // The stream's latest word wins over the status read with the page.
  const statusHitung = aliran?.id_pertemuan.includes(idPertemuan)
    ? aliran.status
    : data?.status_hitung;
  const bolehUbah = bolehUbahKehadiran({
    role,
    hak,
    pertemuanDimulai: Boolean(data && data.pertemuan.status !== 'belum_dimulai'),
  });

  const simpanKehadiran = async (baru: KehadiranMahasiswa[]) => {
    const berubah = presensiBerubah(peserta, baru);
    if (berubah.length === 0) return;
    await simpan.mutateAsync(payloadPresensiMassal(berubah));
    berhasil('Berhasil update kehadiran');
  };

  return (
    <div className={styles.halaman}>
      <KehadiranPertemuanHeader
        kelas={kelas.data ?? null}
        pertemuan={pertemuan}
        minimalPersen={online ? data?.minimal_persen : null}
        jumlahPeserta={data?.jumlah_peserta ?? 0}
        jumlahHadir={data?.jumlah_hadir ?? 0}
        rataRataPersen={online ? rataRataKehadiran(peserta) : null}
        syaratPersentaseKelas={online ? syaratDosen : null}
        statusHitung={statusHitung}
        onUpdateProgres={
          bolehUbah && data?.mode === 'progres' ? () => hitungUlang.mutate() : undefined
        }
        isUpdateProgresPending={hitungUlang.isPending}
        onUpdateManual={
          bolehUbah
            ? () =>
                hitungPersentase.mutate(
                  { id_kelas_kuliah: idKelas, id_pertemuan: [idPertemuan] },
                  {
                    onSuccess: () =>
                      berhasil('Berhasil mengirimkan permintaan update persentase kehadiran'),
                  },
                )
            : undefined
        }
        qrHref={
          pertemuan &&
          bolehGenerateQr({
            role,
            jenisPertemuan: pertemuan.jenis,
            qrAktif: aturanQr.data?.status === true,
          })
            ? hrefKodeQr(idPertemuan)
            : null
        }
        timeZone={timeZone}
        isLoading={kelas.isPending || kehadiran.isPending || dosen.isPending}
        isError={kehadiran.isError || dosen.isError}
        onRetry={() => {
          void kehadiran.refetch();
          void dosen.refetch();
        }}
      />
      <KehadiranPengajarSection
        data={dosen.data?.pengajar ?? []}
        jenisPertemuan={pertemuan?.jenis}
        validasiAktif={dosen.data?.validasi_kehadiran_dosen ?? false}
        pesanSyarat={dosen.data?.pesan_syarat}
        onUbah={bolehUbahKehadiranDosen(role, hak) ? () => setUbahPengajar(true) : undefined}
        isUbahDisabled={pertemuan?.status === 'belum_dimulai'}
        ubahDisabledReason="Pertemuan belum dimulai"
        timeZone={timeZone}
        isLoading={dosen.isPending}
        isError={dosen.isError}
        onRetry={() => void dosen.refetch()}
      />
      <AttendanceTable
        data={peserta}
        mode={data?.mode ?? 'progres'}
        minimalPersen={data?.minimal_persen ?? 0}
        jenisPresensi={jenisPresensi.data ?? []}
        canEdit={bolehUbah}
        onSave={simpanKehadiran}
        isSaving={simpan.isPending}
        onOpenDetail={setDetail}
        timeZone={timeZone}
        isLoading={kehadiran.isPending}
        isError={kehadiran.isError}
        onRetry={() => void kehadiran.refetch()}
      />
      <Suspense fallback={null}>
        {detail ? (
          <DetailProgresModal
            isOpen
            onOpenChange={(buka) => !buka && setDetail(null)}
            // The open row follows the page's data, so a refresh shows in the modal too.
            data={peserta.find((p) => p.mahasiswa.id_user === detail.mahasiswa.id_user) ?? detail}
            minimalPersen={data?.minimal_persen ?? 0}
          />
        ) : null}
        {ubahPengajar && pertemuan ? (
          <UbahKehadiranPengajarModal
            isOpen
            onOpenChange={setUbahPengajar}
            data={dosen.data?.pengajar ?? []}
            tanggal={pertemuan.waktu_mulai}
            timeZone={timeZone}
            isPending={ubahDosen.isPending}
            galat={ubahDosen.error?.message ?? null}
            onSubmit={(daftar) =>
              ubahDosen.mutate(
                daftar.map(({ id_dosen, ...body }) => ({ idDosen: id_dosen, body })),
                {
                  onSuccess: () => {
                    berhasil('Berhasil mengubah kehadiran dosen');
                    setUbahPengajar(false);
                  },
                },
              )
            }
          />
        ) : null}
      </Suspense>
    </div>
  );
}
