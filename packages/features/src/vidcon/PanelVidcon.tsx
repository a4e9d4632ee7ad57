import {
  type Pertemuan,
  type SimpanVidcon,
  useDaftarPertemuan,
  useGabungVidcon,
  useHapusVidcon,
  useSimpanVidcon,
  useVidconPertemuan,
  useWaktuServer,
  type Vidcon,
} from '@kampus/api';
import { boleh, bolehPilihPertemuanDiForm } from '@kampus/domain';
import type { VidconFormModalProps } from '@kampus/ui';
import { VidconPanel } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';
import { peranVidconDari } from './peran';

// The form is the staff's: loaded when a lecturer first opens it.
const VidconFormModal = lazyHalaman<VidconFormModalProps>(() =>
  import('@kampus/ui/views/vidcon/VidconFormModal').then((m) => ({
    default: m.VidconFormModal,
  })),
);

/**
 * The vidcons of a meeting (spec 2 'Video conference', 6): everyone of the class joins them;
 * the class's teachers and operators with write add, change and delete them (kelolaVidcon) and
 * see who joined, late or on time.
 */
export function PanelVidcon({ pertemuan, kelola }: { pertemuan: Pertemuan; kelola: boolean }) {
  const { role, hak, timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const aktor = { role, hakAkses: hak };
  const bolehKelola = kelola && boleh('kelolaVidcon', aktor);
  const bolehGabung = boleh('gabungVidcon', aktor);
  const pilihPertemuan = bolehPilihPertemuanDiForm(role);
  const daftar = useVidconPertemuan(pertemuan.id);
  const [form, setForm] = useState<{ mode: 'tambah' | 'ubah'; vidcon?: Vidcon } | null>(null);
  const opsiPertemuan = useDaftarPertemuan(
    { id_kelas_kuliah: pertemuan.id_kelas_kuliah, per_page: 100 },
    pilihPertemuan && form !== null,
  );
  const gabung = useGabungVidcon();
  const simpan = useSimpanVidcon();
  const hapus = useHapusVidcon();
  const waktuServer = new Date(waktu ?? Date.now()).toISOString();

  return (
    <>
      <VidconPanel
        vidcon={daftar.data?.data ?? []}
        peran={peranVidconDari(role)}
        waktuServer={waktuServer}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
        timeZone={timeZone}
        headingLevel={3}
        onGabung={bolehGabung ? (v) => gabung.mutateAsync(v.id) : undefined}
        gabungId={gabung.isPending ? (gabung.variables ?? null) : null}
        onTambah={bolehKelola ? () => setForm({ mode: 'tambah' }) : undefined}
        onUbah={bolehKelola ? (v) => setForm({ mode: 'ubah', vidcon: v }) : undefined}
        onHapus={
          bolehKelola
            ? async (v) => {
                await hapus.mutateAsync(v.id);
                berhasil('Berhasil menghapus vidcon');
              }
            : undefined
        }
      />
      {form ? (
        <Suspense fallback={null}>
          <VidconFormModal
            isOpen
            onOpenChange={(open) => {
              if (!open) {
                setForm(null);
                simpan.reset();
              }
            }}
            mode={form.mode}
            vidcon={form.vidcon ?? null}
            pertemuan={pertemuan}
            opsiPertemuan={pilihPertemuan ? (opsiPertemuan.data?.data ?? [pertemuan]) : undefined}
            timeZone={timeZone}
            waktuServer={waktuServer}
            isPending={simpan.isPending}
            galat={simpan.error?.message ?? null}
            onSubmit={async (payload) => {
              await simpan.mutateAsync({
                id: form.vidcon?.id,
                body: {
                  ...payload,
                  id_pertemuan: payload.id_pertemuan ?? pertemuan.id,
                } as SimpanVidcon,
              });
              berhasil(
                form.mode === 'tambah' ? 'Berhasil menambah vidcon' : 'Berhasil mengubah vidcon',
              );
              setForm(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
