import type { Materi } from '@kampus/api';
import {
  adaGalat,
  aturanSyaratHadir,
  batasUnggahMateriByte,
  cekWaktuMateri,
  deadlineDefaultMateri,
  EKSTENSI_TIPE_FILE,
  type FormMateri,
  formMateriAwal,
  formMateriDari,
  type GalatForm,
  galatPertama,
  inputMateri,
  isKosong,
  PESAN_MATERI,
  payloadMateri,
  payloadSalinMateri,
  periksaBerkas,
  type TipeFile,
  validasiMateri,
  validasiSalinMateri,
  zonaWaktu,
} from '@kampus/domain';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { TabSalin } from '../../../composites/DaftarSalin';
import { FormStack, useEditorForm } from '../../../forms';
import { Modal } from '../../../overlays/Modal';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import { BidangTampilan } from './BidangTampilan';
import { FormUnggah } from './FormUnggah';
import { BidangPertemuan } from './KartuPertemuan';
import { SalinMateri } from './SalinMateri';
import type {
  FieldGalatMateri,
  PayloadMateri,
  PayloadSalinMateri,
  PertemuanMateri,
  SalinMateriData,
} from './types';

export type { PayloadMateri, PayloadSalinMateri, PertemuanMateri, SalinMateriData } from './types';

export interface MateriFormModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'tambah' shows the upload and copy tabs; 'ubah' only the upload form, filled from `materi`. */
  mode: 'tambah' | 'ubah';
  /** The material being edited. */
  materi?: Materi | null;
  /** Non-operators: the meeting from context, shown as a card. Operators: the preselected one. */
  pertemuan: PertemuanMateri | null;
  /** Operators: the meetings of the meeting picker (spec 6: operators pick the meeting). */
  opsiPertemuan?: readonly PertemuanMateri[];
  /** The class time zone; dates and times are edited and sent in it. */
  timeZone: string;
  /** Server time: the earliest display start and deadline, and the default deadline rule. */
  sekarang: string;
  /** Settings batas_ukuran_unggah_mb per type (ebook, video, audio, arsip); else 10240 KB. */
  batasUnggahMb?: Partial<Record<string, number>>;
  /**
   * 'Simpan' with the body, the new file (null when none was chosen) and a progress callback
   * (0..100). The modal shows the progress, closes when it resolves and keeps everything the user
   * typed when it rejects (the app shows the error toast).
   */
  onSubmit: (
    payload: PayloadMateri,
    berkas: File | null,
    onProgress: (persen: number) => void,
  ) => Promise<void>;
  /** The copy tab's data; without it (or `onSalin`) the tab is not shown. */
  salin?: SalinMateriData;
  /** 'Salin' with the copy body; closes when it resolves. */
  onSalin?: (payload: PayloadSalinMateri) => Promise<void>;
  /** Where the toasts go. @default the app's toastQueue */
  toastQueue?: ToastQueue;
}

type TabMateri = 'upload' | 'salin';
type Galat = GalatForm<FieldGalatMateri>;

const batasPersen = (persen: number) =>
  Math.min(100, Math.max(0, Number.isFinite(persen) ? persen : 0));

/** The errors a change clears besides the changed field's own. */
const galatTerkait = (perubahan: Partial<FormMateri>): FieldGalatMateri[] => [
  ...('tampil_sekarang' in perubahan || 'waktu_mulai_tampil' in perubahan
    ? (['waktu_mulai_tampil', 'deadline'] as const)
    : []),
  ...('is_syarat_hadir' in perubahan ? (['deadline'] as const) : []),
  ...('tipe_file' in perubahan ? (['berkas', 'link'] as const) : []),
];

/**
 * 'Tambah Data' / 'Ubah Data' of a material (spec 2 'Materials', 4 'Material display', 5
 * 'Uploads' and 'Material form'): the upload form (title, rich-text description, type, kind, the
 * file or link, display and attendance requirement) and, when creating, the tab that copies other
 * classes' materials. Every rule is the domain's (`validasiMateri`, `inputMateri`,
 * `aturanSyaratHadir`, `deadlineDefaultMateri`, `payloadMateri`, `payloadSalinMateri`, ...).
 */
export function MateriFormModal({
  mode,
  materi = null,
  pertemuan,
  opsiPertemuan,
  timeZone,
  sekarang,
  batasUnggahMb,
  onSubmit,
  salin,
  onSalin,
  toastQueue: antrian = toastQueue,
  isOpen,
  onOpenChange,
}: MateriFormModalProps) {
  const operator = opsiPertemuan !== undefined;
  const tz = zonaWaktu(timeZone);
  const edit = mode === 'ubah' && materi !== null;

  const [berkas, setBerkas] = useState<File | null>(null);
  const [tab, setTab] = useState<TabMateri>('upload');
  const [pilihan, setPilihan] = useState<RowSelectionState>({});
  const [galatSalin, setGalatSalin] = useState<string | null>(null);
  const [persen, setPersen] = useState(0);
  const [deadlineDiubah, setDeadlineDiubah] = useState(false);

  const form = useEditorForm<FormMateri>({
    initial: () =>
      edit
        ? formMateriDari(materi)
        : formMateriAwal(pertemuan, pertemuan ? deadlineDefaultMateri(pertemuan, sekarang) : null),
    open: { isOpen, onOpenChange },
    // Another material or meeting starts the form over.
    source: `${mode}|${materi?.id ?? ''}|${pertemuan?.id ?? ''}`,
    clears: galatTerkait,
    disableWhileSubmitting: true,
    onReset: () => {
      setBerkas(null);
      setTab('upload');
      setPilihan({});
      setGalatSalin(null);
      setPersen(0);
      setDeadlineDiubah(false);
    },
  });
  const { values, isSubmitting } = form;
  const asli = edit ? form.initialValues : null;

  const daftarPertemuan = opsiPertemuan ?? [];
  const pertemuanTerpilih: PertemuanMateri | null = operator
    ? (daftarPertemuan.find((p) => p.id === values.pertemuan) ??
      (pertemuan?.id === values.pertemuan ? pertemuan : null))
    : pertemuan;
  const jenisPertemuan =
    pertemuanTerpilih?.jenis ?? (edit ? materi.pertemuan.jenis : undefined) ?? null;
  const aturanSyarat = aturanSyaratHadir(jenisPertemuan);

  const pilihPertemuan = (id: Key | null) => {
    const dipilih = daftarPertemuan.find((p) => p.id === id) ?? null;
    const aturan = aturanSyaratHadir(dipilih?.jenis);
    form.set({
      pertemuan: dipilih?.id ?? null,
      is_syarat_hadir: aturan.nonaktif ? null : (values.is_syarat_hadir ?? false),
      // The new meeting's default deadline, unless the user set one (spec 4).
      ...(edit || deadlineDiubah
        ? {}
        : { deadline: dipilih ? deadlineDefaultMateri(dipilih, sekarang) : null }),
    });
  };

  const aturanBerkas = (tipe: TipeFile) => ({
    accept: EKSTENSI_TIPE_FILE[tipe],
    maksByte: batasUnggahMateriByte(batasUnggahMb, tipe),
  });

  const pilihTipe = (tipe: TipeFile | null) => {
    form.set({ tipe_file: tipe });
    // A chosen file stays only when the new type accepts it too (.ogg, .webm).
    if (berkas && (!tipe || tipe === 'url' || !periksaBerkas(berkas, aturanBerkas(tipe)).ok)) {
      setBerkas(null);
    }
  };

  const pilihBerkas = (files: readonly File[]) => {
    const file = files[0];
    const tipe = values.tipe_file;
    if (!file || !tipe || inputMateri(tipe) !== 'berkas') return;
    const cek = periksaBerkas(file, aturanBerkas(tipe), 'form');
    if (!cek.ok) {
      setBerkas(null);
      form.setErrors((g) => ({ ...g, berkas: cek.pesan }));
      return;
    }
    setBerkas(file);
    form.clearErrors('berkas');
  };

  const lapor = (pesan: string | null) => {
    if (pesan) tampilkanToast({ pesan, jenis: 'danger' }, antrian);
  };

  const simpan = () => {
    const lengkap: FormMateri = { ...values, berkas };
    // A new file is needed when creating, or when an edit changes the type.
    const perluBerkas = !edit || values.tipe_file !== materi.tipe_file;
    const cek = validasiMateri(lengkap, { operator, mode: perluBerkas ? 'tambah' : 'ubah' });
    const waktu = cekWaktuMateri(lengkap, {
      sekarang,
      syaratNonaktif: aturanSyarat.nonaktif,
      asli,
    });
    return form.submit(
      () => {
        setPersen(0);
        const payload = payloadMateri(lengkap, {
          jenisPertemuan,
          tz,
          berkasBaru: berkas !== null,
        });
        return onSubmit(payload, berkas, (p) => setPersen(batasPersen(p)));
      },
      {
        validate: (): Galat => ({ ...cek.galat, ...waktu.galat }),
        onInvalid: () => lapor(cek.toast ?? galatPertama(waktu.galat)),
      },
    );
  };

  const idTerpilih = Object.keys(pilihan).filter((id) => pilihan[id]);

  const simpanSalin = async () => {
    const galatBaru: Galat = {};
    if (operator && isKosong(values.pertemuan)) galatBaru.pertemuan = PESAN_MATERI.pertemuan;
    const waktu = cekWaktuMateri(values, { sekarang, syaratNonaktif: aturanSyarat.nonaktif });
    Object.assign(galatBaru, waktu.galat);
    const cekPilih = validasiSalinMateri(idTerpilih);
    setGalatSalin(cekPilih.ok ? null : cekPilih.pesan);
    if (adaGalat(galatBaru) || !cekPilih.ok) {
      form.setErrors(galatBaru);
      lapor(waktu.belumLengkap ? PESAN_MATERI.belumLengkap : galatPertama(waktu.galat));
      return;
    }
    if (!onSalin) return;
    const payload = payloadSalinMateri(
      {
        pertemuan: values.pertemuan,
        list_id: idTerpilih,
        tampil_sekarang: values.tampil_sekarang,
        waktu_mulai_tampil: values.waktu_mulai_tampil,
        is_syarat_hadir: values.is_syarat_hadir,
        deadline: values.deadline,
      },
      { jenisPertemuan, tz },
    );
    await form.submit(() => onSalin(payload));
  };

  const adaTab = mode === 'tambah' && salin !== undefined && onSalin !== undefined;
  const tabAktif: TabMateri = adaTab ? tab : 'upload';

  const bidangTampilan = (
    <BidangTampilan
      form={form}
      asli={asli}
      syaratNonaktif={aturanSyarat.nonaktif}
      timeZone={tz}
      sekarang={sekarang}
      onDeadlineDiubah={() => setDeadlineDiubah(true)}
    />
  );

  const formUnggah = (
    <FormUnggah
      form={form}
      materi={edit ? materi : null}
      berkas={berkas}
      onPilihTipe={pilihTipe}
      onPilihBerkas={pilihBerkas}
      onHapusBerkas={() => setBerkas(null)}
      aturanBerkas={aturanBerkas}
    >
      {bidangTampilan}
      {isSubmitting ? (
        <ProgressBar
          value={persen / 100}
          label={berkas ? 'Mengunggah materi' : 'Menyimpan materi'}
        />
      ) : null}
    </FormUnggah>
  );

  return (
    <Modal
      {...form.open}
      title={mode === 'ubah' ? 'Ubah Data' : 'Tambah Data'}
      subtitle={mode === 'ubah' ? 'Ubah Data Materi' : 'Tambah Data Materi'}
      width={900}
      submitLabel={tabAktif === 'salin' ? 'Salin' : 'Simpan'}
      isSubmitting={isSubmitting}
      onSubmit={() => void (tabAktif === 'salin' ? simpanSalin() : simpan())}
    >
      <FormStack>
        <BidangPertemuan
          isPilih={operator}
          opsi={daftarPertemuan}
          terpilih={pertemuanTerpilih}
          timeZone={tz}
          field={form.field('pertemuan')}
          onChange={pilihPertemuan}
        />
        {adaTab && salin ? (
          <TabSalin
            aria-label="Cara menambah materi"
            kunciBaru="upload"
            tab={tab}
            onTabChange={setTab}
            isDisabled={isSubmitting}
            judul={{ baru: 'Upload Materi Baru', salin: 'Salin Materi Kelas Lain' }}
            baru={formUnggah}
            salin={
              <SalinMateri
                salin={salin}
                pilihan={pilihan}
                onPilihanChange={(p) => {
                  setPilihan(p);
                  setGalatSalin(null);
                }}
                galat={galatSalin}
              >
                {bidangTampilan}
              </SalinMateri>
            }
          />
        ) : (
          formUnggah
        )}
      </FormStack>
    </Modal>
  );
}
