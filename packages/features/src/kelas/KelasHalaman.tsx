import { useDaftarPertemuan, useKelasKuliah, usePengaturan, useUbahBanner } from '@kampus/api';
import { pesanGagalBanner } from '@kampus/domain';
import {
  Button,
  KelasHeader,
  MenuPertemuanPanel,
  type PengaturanKelasModalProps,
  tampilkanToast,
} from '@kampus/ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyHalaman } from '../app/lazyHalaman';
import { GalatKelas, galatKelas } from '../bersama/GalatKelas';
import * as styles from '../bersama/Halaman.css';
import { berhasil, hrefKelas, idDariParam, useIzinKelas, usePengguna } from '../bersama/konteks';
import { PanelPertemuan } from '../pertemuan';
import { PanelPendahuluan } from './PanelPendahuluan';

// The class settings form (banner upload): loaded when first opened (issue 12 budgets).
const PengaturanKelasModal = lazyHalaman<PengaturanKelasModalProps>(() =>
  import('@kampus/ui/views/kelas/PengaturanKelasModal').then((m) => ({
    default: m.PengaturanKelasModal,
  })),
);

/**
 * /kelas/{id} and /kelas/{id}/{idPertemuan}: the class header, its meeting menu (Pendahuluan and
 * the meetings) and the chosen part (spec 2 'Class detail').
 */
export default function KelasHalaman({ params }: { params: Record<string, string> }) {
  const id = idDariParam(params.id);
  const idPertemuan = params.idPertemuan ? idDariParam(params.idPertemuan) : null;
  const [, navigate] = useLocation();
  const { timeZone } = usePengguna();
  const kelas = useKelasKuliah(id);
  const pertemuan = useDaftarPertemuan({ id_kelas_kuliah: id, per_page: 100 });
  const izin = useIzinKelas(kelas.data);
  const [pengaturanTerbuka, setPengaturanTerbuka] = useState(false);
  const pengaturan = usePengaturan();
  const banner = useUbahBanner();

  const galat = galatKelas(kelas);
  if (galat) return <GalatKelas galat={galat} />;
  const gagalBanner = (e: unknown) =>
    tampilkanToast({
      pesan: pesanGagalBanner('Gagal mengubah banner', e instanceof Error ? e.message : null),
      jenis: 'danger',
    });

  return (
    <div className={styles.halaman}>
      <KelasHeader
        kelas={kelas.data ?? null}
        isLoading={kelas.isPending}
        isError={kelas.isError}
        onRetry={() => void kelas.refetch()}
        headingLevel={2}
        actions={
          <>
            <Button href={`${hrefKelas(id)}/profil`} variant="secondary">
              Profil Kelas
            </Button>
            {izin?.kelola ? (
              <Button variant="secondary" onPress={() => setPengaturanTerbuka(true)}>
                Pengaturan Kelas
              </Button>
            ) : null}
          </>
        }
      />
      <div className={styles.duaKolom}>
        <MenuPertemuanPanel
          pertemuan={pertemuan.data?.data ?? []}
          selectedId={idPertemuan}
          hrefFor={(pid) => (pid ? `${hrefKelas(id)}/${pid}` : hrefKelas(id))}
          onNavigate={navigate}
          timeZone={timeZone}
          isLoading={pertemuan.isPending}
          isError={pertemuan.isError}
          onRetry={() => void pertemuan.refetch()}
        />
        <div className={styles.halaman}>
          {idPertemuan ? (
            <PanelPertemuan key={idPertemuan} idPertemuan={idPertemuan} izin={izin} />
          ) : (
            <PanelPendahuluan kelas={kelas.data} />
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {pengaturanTerbuka && kelas.data ? (
          <PengaturanKelasModal
            isOpen
            onOpenChange={setPengaturanTerbuka}
            kelas={kelas.data}
            batasMb={pengaturan.data?.pengaturan_kelas.batas_ukuran_banner_mb}
            onPilihBanner={(idx) =>
              banner.mutate(
                { id, bannerColorIdx: idx },
                {
                  onSuccess: () => {
                    berhasil('Banner kelas diperbarui');
                    setPengaturanTerbuka(false);
                  },
                  onError: gagalBanner,
                },
              )
            }
            onUnggahBanner={(file, onProgress) =>
              banner.mutateAsync({ id, file, onProgress }).then(
                () => {
                  berhasil('Banner kelas diperbarui');
                  setPengaturanTerbuka(false);
                },
                (e) => {
                  gagalBanner(e);
                  throw e;
                },
              )
            }
          />
        ) : null}
      </Suspense>
    </div>
  );
}
