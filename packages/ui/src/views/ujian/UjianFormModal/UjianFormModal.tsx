import type { Ujian } from '@kampus/api';
import {
  type FieldWajibUjian,
  type FormUjian,
  fieldWajibKosongFormUjian,
  formUjianAwal,
  formUjianDari,
  PESAN_KESIAPAN_SOAL,
  PESAN_UJIAN,
  PESAN_WAJIB_PICKER,
  payloadSalinUjian,
  payloadUjian,
  validasiFormUjian,
  zonaWaktu,
} from '@kampus/domain';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { TabSalin } from '../../../composites/DaftarSalin';
import { type FieldErrors, FormStack, useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Callout } from '../../../primitives/Callout';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import { BidangPertemuan } from '../../materi';
import { KesiapanSoal } from '../../soal';
import { FormUjianBaru } from './FormUjianBaru';
import { SalinUjian } from './SalinUjian';
import type {
  PayloadSalinUjian,
  PayloadSimpanUjian,
  PertemuanUjian,
  PesertaRemedial,
  SalinUjianData,
} from './types';
import * as styles from './UjianFormModal.css';

export type {
  PayloadSalinUjian,
  PayloadSimpanUjian,
  PertemuanUjian,
  PesertaRemedial,
  SalinUjianData,
} from './types';

export interface UjianFormModalProps extends OverlayOpenProps {
  /** 'tambah' shows the new and copy tabs; 'ubah' only the form, filled from `ujian`. */
  mode: 'tambah' | 'ubah';
  /** The exam being edited. */
  ujian?: Ujian | null;
  /** Non-operators: the meeting from context, shown as a card. Operators: the preselected one. */
  pertemuan: PertemuanUjian | null;
  /** Operators: the meetings of the meeting picker (spec 6: operators pick the meeting). */
  opsiPertemuan?: readonly PertemuanUjian[];
  /** Opened from the exam info page: the meeting is not asked for (spec 5 rule 1). @default false */
  dariInfoUjian?: boolean;
  /**
   * The class's exams (or the meeting's): 'Ujian Utama' offers the non-remedial ones of the chosen
   * meeting, else 'Tidak ada ujian di pertemuan ini'.
   */
  ujianKelas: readonly Ujian[];
  /** The class participants for the remedial picker. */
  peserta: readonly PesertaRemedial[];
  /** The class time zone; times are edited and sent in it. */
  timeZone: string;
  /**
   * 'Tambah' / 'Simpan' with the domain `payloadUjian` body. The modal stays pending until it
   * settles, closes when it resolves and keeps everything typed when it rejects.
   */
  onSubmit: (payload: PayloadSimpanUjian) => unknown;
  /** The copy tab's data; without it (or `onSalin`) the tab is not shown. */
  salin?: SalinUjianData;
  /** 'Salin' with the copy body; closes when it resolves. */
  onSalin?: (payload: PayloadSalinUjian) => unknown;
  /** Saving outside the modal's own promise (e.g. a mutation's pending state). @default false */
  isPending?: boolean;
  /** The server's message of a failed save, shown above the form. */
  galat?: string | null;
  /** Where the toasts go. @default the app's toastQueue */
  toastQueue?: ToastQueue;
}

type TabUjian = 'baru' | 'salin';

/** The field a save rule of spec 5 points at, to mark it as well as the toast. */
const FIELD_PESAN: Record<string, keyof FormUjian> = {
  [PESAN_UJIAN.pertemuan]: 'pertemuan',
  [PESAN_UJIAN.durasiWajib]: 'durasi',
  [PESAN_UJIAN.durasiMinimal]: 'durasi',
  [PESAN_UJIAN.mulaiWajib]: 'waktu_mulai',
  [PESAN_UJIAN.selesaiWajib]: 'waktu_selesai',
  [PESAN_UJIAN.rentangMinimal]: 'waktu_selesai',
  [PESAN_UJIAN.rentangDurasi]: 'waktu_selesai',
  [PESAN_UJIAN.selesaiSebelumMulai]: 'waktu_selesai',
};

/** The errors a change clears besides the changed field's own. */
const galatTerkait = (perubahan: Partial<FormUjian>): string[] => [
  ...('waktu_mulai' in perubahan ? ['waktu_selesai'] : []),
  ...('batas_waktu' in perubahan ? ['durasi'] : []),
  ...('durasi' in perubahan ? ['waktu_selesai'] : []),
  ...('jenis_ujian' in perubahan ? ['ujian_utama'] : []),
  ...('kunci_jawaban' in perubahan || 'salin_kunci_jawaban' in perubahan
    ? ['waktu_tampil_kunci']
    : []),
];

const wajib = (kosong: readonly FieldWajibUjian[]): FieldErrors =>
  Object.fromEntries(kosong.map((f) => [f, PESAN_WAJIB_PICKER]));

/**
 * 'Tambah Data' / 'Ubah Data' of a quiz or exam (spec 2 'Exams', 3 'Quiz/exam form', 4 'Quiz
 * form', 5 'Quiz/exam save'): the new-exam form and, when creating, the tab that copies other
 * classes' exams. The save rules are the domain's `validasiFormUjian` in the spec's order, the
 * first failing one a danger toast; the bodies are `payloadUjian` and `payloadSalinUjian`.
 */
export function UjianFormModal({
  mode,
  ujian = null,
  pertemuan,
  opsiPertemuan,
  dariInfoUjian = false,
  ujianKelas,
  peserta,
  timeZone,
  onSubmit,
  salin,
  onSalin,
  isPending = false,
  galat,
  toastQueue: antrian = toastQueue,
  ...openProps
}: UjianFormModalProps) {
  const operator = opsiPertemuan !== undefined;
  const tz = zonaWaktu(timeZone);
  const edit = mode === 'ubah' && ujian !== null;

  const [tab, setTab] = useState<TabUjian>('baru');
  const [pilihan, setPilihan] = useState<RowSelectionState>({});
  const [galatSalin, setGalatSalin] = useState<string | null>(null);

  const form = useEditorForm<FormUjian>({
    // Defaults with start and end from the meeting time (spec 4), or the stored exam.
    initial: () => (edit ? formUjianDari(ujian) : formUjianAwal(pertemuan)),
    open: openProps,
    // Another exam or meeting starts the form over.
    source: `${mode}|${ujian?.id ?? ''}|${pertemuan?.id ?? ''}`,
    clears: galatTerkait,
    disableWhileSubmitting: true,
    onReset: () => {
      setTab('baru');
      setPilihan({});
      setGalatSalin(null);
    },
  });
  const { values } = form;
  const isSubmitting = form.isSubmitting || isPending;

  const daftarPertemuan = opsiPertemuan ?? [];
  const pertemuanTerpilih: PertemuanUjian | null = operator
    ? (daftarPertemuan.find((p) => p.id === values.pertemuan) ??
      (pertemuan?.id === values.pertemuan ? pertemuan : null))
    : pertemuan;
  const idPertemuan = values.pertemuan ?? pertemuan?.id ?? null;
  const ujianPertemuan = ujianKelas.filter(
    (u) => u.id_pertemuan === idPertemuan && u.id !== ujian?.id,
  );

  const pilihPertemuan = (id: Key | null) => {
    const dipilih = daftarPertemuan.find((p) => p.id === id) ?? null;
    form.set({
      pertemuan: dipilih?.id ?? null,
      // Another meeting has other exams; a new exam takes the meeting's times (spec 4).
      ujian_utama: null,
      ...(edit || !dipilih
        ? {}
        : { waktu_mulai: dipilih.waktu_mulai, waktu_selesai: dipilih.waktu_selesai }),
    });
  };

  const lapor = (pesan: string | null) => {
    if (pesan) tampilkanToast({ pesan, jenis: 'danger' }, antrian);
  };

  /**
   * The save checks: the required fields inline ('Harap isi bidang ini'), then the spec 5 rules in
   * order, the first failing one a danger toast and on its field.
   */
  const periksa = (isian: FormUjian, tabIni: TabUjian) => {
    const cek = validasiFormUjian(isian, { operator, dariInfoUjian, mode: tabIni, tz });
    const galatForm: FieldErrors = wajib(fieldWajibKosongFormUjian(isian, tabIni));
    const pesan = cek.ok ? null : cek.pesan;
    const field = pesan ? FIELD_PESAN[pesan] : undefined;
    if (pesan && field) galatForm[field] = pesan;
    // A rule without a field (copy with nothing chosen) still blocks the save.
    if (pesan && !field) galatForm.list_salin_ujian = pesan;
    return { galatForm, pesan };
  };

  const simpan = () => {
    const { galatForm, pesan } = periksa(values, 'baru');
    return form.submit(() => onSubmit(payloadUjian(values, tz)), {
      validate: () => galatForm,
      onInvalid: () => lapor(pesan),
    });
  };

  const idTerpilih = Object.keys(pilihan).filter((id) => pilihan[id]);

  const simpanSalin = () => {
    const lengkap: FormUjian = { ...values, list_salin_ujian: idTerpilih };
    const { galatForm, pesan } = periksa(lengkap, 'salin');
    setGalatSalin(pesan === PESAN_UJIAN.pilihUjian ? pesan : null);
    return form.submit(() => onSalin?.(payloadSalinUjian(lengkap, tz)), {
      validate: () => galatForm,
      onInvalid: () => lapor(pesan),
    });
  };

  const adaTab = mode === 'tambah' && salin !== undefined && onSalin !== undefined;
  const tabAktif: TabUjian = adaTab ? tab : 'baru';

  // Students can start a shown exam only once its groups give their questions (issue 21.2).
  const kesiapan =
    values.status_tampilan !== 'Ditampilkan' ? null : !edit ? (
      <Callout tone="info">{PESAN_KESIAPAN_SOAL.ujianBaru}</Callout>
    ) : ujian.masalah_soal.length > 0 ? (
      <KesiapanSoal masalah={ujian.masalah_soal} />
    ) : null;
  const formBaru = (
    <>
      {kesiapan}
      <FormUjianBaru form={form} ujianPertemuan={ujianPertemuan} peserta={peserta} timeZone={tz} />
    </>
  );

  return (
    <Modal
      {...form.open}
      title={mode === 'ubah' ? 'Ubah Data' : 'Tambah Data'}
      subtitle={mode === 'ubah' ? 'Ubah Data Kuis/Ujian' : 'Tambah Data Kuis/Ujian'}
      width={900}
      submitLabel={tabAktif === 'salin' ? 'Salin' : mode === 'ubah' ? 'Simpan' : 'Tambah'}
      isSubmitting={isSubmitting}
      onSubmit={() => void (tabAktif === 'salin' ? simpanSalin() : simpan())}
    >
      <FormStack>
        {galat ? (
          <p className={styles.galatServer} role="alert">
            {galat}
          </p>
        ) : null}
        <BidangPertemuan
          isPilih={operator && !dariInfoUjian}
          opsi={daftarPertemuan}
          terpilih={pertemuanTerpilih}
          timeZone={tz}
          field={form.field('pertemuan')}
          onChange={pilihPertemuan}
        />
        {adaTab && salin ? (
          <TabSalin
            aria-label="Cara menambah kuis/ujian"
            kunciBaru="baru"
            tab={tab}
            onTabChange={setTab}
            isDisabled={isSubmitting}
            judul={{ baru: 'Buat Kuis/Ujian Baru', salin: 'Salin Kuis/Ujian Lain' }}
            baru={formBaru}
            salin={
              <SalinUjian
                form={form}
                salin={salin}
                pilihan={pilihan}
                onPilihanChange={(p) => {
                  setPilihan(p);
                  setGalatSalin(null);
                }}
                galat={galatSalin}
                timeZone={tz}
              />
            }
          />
        ) : (
          formBaru
        )}
      </FormStack>
    </Modal>
  );
}
