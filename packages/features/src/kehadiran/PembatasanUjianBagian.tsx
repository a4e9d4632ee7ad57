import { usePengaturan, useUbahAturanKehadiranUjian } from '@kampus/api';
import { boleh, PESAN_KELAYAKAN_UJIAN } from '@kampus/domain';
import { AturanKehadiranUjianForm } from '@kampus/ui/views/kehadiran/AturanKehadiranUjianForm';
import { berhasil, usePengguna } from '../bersama/konteks';

/**
 * The exam eligibility rule of the settings (issue 25) on the operators' attendance page:
 * editable by operators who may change the settings (domain IZIN.ubahPengaturan), read-only for
 * the others.
 */
export default function PembatasanUjianBagian() {
  const { role, hak } = usePengguna();
  const pengaturan = usePengaturan();
  const ubah = useUbahAturanKehadiranUjian();
  return (
    <AturanKehadiranUjianForm
      aturan={pengaturan.data?.pembatasan_ujian_kehadiran ?? null}
      isLoading={pengaturan.isPending}
      isError={pengaturan.isError}
      onRetry={() => void pengaturan.refetch()}
      isReadOnly={!boleh('ubahPengaturan', { role, hakAkses: hak })}
      galat={ubah.error?.message ?? null}
      onSubmit={async (aturan) => {
        await ubah.mutateAsync(aturan);
        berhasil(PESAN_KELAYAKAN_UJIAN.berhasil);
      }}
      titleLevel={3}
    />
  );
}
