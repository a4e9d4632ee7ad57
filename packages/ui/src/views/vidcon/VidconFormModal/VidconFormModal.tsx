import { fromAbsolute, toZoned, type ZonedDateTime } from '@internationalized/date';
import type { Vidcon } from '@kampus/api';
import {
  APLIKASI_VIDCON,
  awalKemarin,
  type FormVidcon,
  keEpoch,
  LABEL_APLIKASI_VIDCON,
  normalisasiLink,
  PESAN_TAUTAN,
  PESAN_VIDCON,
  PESAN_VIDCON_SERVER,
  payloadVidcon,
  statusVidconPada,
  tautanHttp,
  validasiVidcon,
  type WaktuInput,
  waktuSelesaiOtomatis,
  waktuVidconTerkunci,
  zonaWaktu,
} from '@kampus/domain';
import type { Key } from 'react-aria-components';
import {
  type FieldAdapter,
  type FieldErrors,
  FormGrid,
  FormStack,
  keyAdapter,
  useEditorForm,
} from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Callout } from '../../../primitives/Callout';
import { DatePicker } from '../../../primitives/DatePicker';
import { Select } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import { BidangPertemuan, type PertemuanMateri } from '../../materi';
import * as styles from './VidconFormModal.css';

/** A meeting as the vidcon form needs it: the card, the picker. */
export type PertemuanVidcon = Pick<
  PertemuanMateri,
  'id' | 'nomor' | 'jenis' | 'waktu_mulai' | 'waktu_selesai'
>;

/** The vidcon save body (domain `payloadVidcon`, spec 7 'Vidcon save'). */
export type PayloadVidcon = ReturnType<typeof payloadVidcon>;

export const TEKS_FORM_VIDCON = {
  /** Spec 2: the form warns not to share the link with participants. */
  jangkanBagikan:
    'Jangan bagikan link vidcon langsung kepada peserta. Mahasiswa bergabung melalui tombol Gabung di LMS agar kehadirannya tercatat.',
  contohLink: 'Contoh: https://zoom.us/j/123456789. Tanpa http:// akan ditambahkan otomatis.',
} as const;

export interface VidconFormModalProps extends OverlayOpenProps {
  /** 'tambah' starts empty; 'ubah' fills the form from `vidcon`. */
  mode: 'tambah' | 'ubah';
  /** The vidcon being edited. */
  vidcon?: Vidcon | null;
  /** Non-operators: the meeting from context, shown as a card. Operators: the preselected one. */
  pertemuan: PertemuanVidcon | null;
  /** Operators: the meetings of the meeting picker (spec 6: operators pick the meeting). */
  opsiPertemuan?: readonly PertemuanVidcon[];
  /** The class time zone; times are edited and sent in it. */
  timeZone: string;
  /** The server clock (ISO): the earliest date is yesterday (spec 5), and the locked times. */
  waktuServer: string;
  /** 'Simpan' with the domain `payloadVidcon` body; closes when it resolves. */
  onSubmit: (payload: PayloadVidcon) => unknown;
  /** Saving outside the modal's own promise. @default false */
  isPending?: boolean;
  /** The server's message of a failed save, shown above the form. */
  galat?: string | null;
  /** Where the toasts go. @default the app's toastQueue */
  toastQueue?: ToastQueue;
}

/** The field a rule of spec 5 points at. */
const FIELD_PESAN: Record<string, keyof FormVidcon> = {
  [PESAN_VIDCON.pertemuan]: 'pertemuan',
  [PESAN_VIDCON.judul]: 'judul',
  [PESAN_VIDCON.aplikasi]: 'aplikasi',
  [PESAN_VIDCON.link]: 'link',
  [PESAN_VIDCON.mulai]: 'waktu_mulai',
  [PESAN_VIDCON.selesai]: 'waktu_selesai',
  [PESAN_VIDCON.selesaiSebelumMulai]: 'waktu_selesai',
  [PESAN_VIDCON.tidakDapatDimajukan]: 'waktu_selesai',
};

const OPSI_APLIKASI = APLIKASI_VIDCON.map((a) => ({ id: a, label: LABEL_APLIKASI_VIDCON[a] }));

/** Notes may be absent in the domain's form; the field shows empty text. */
const teksOpsional: FieldAdapter<string | null | undefined, string> = {
  toField: (v) => v ?? '',
  fromField: (v) => v,
};

/** A stored time edited in the class time zone; the form keeps epoch milliseconds. */
const adapterWaktu = (tz: string): FieldAdapter<WaktuInput | null, ZonedDateTime | null> => ({
  toField: (waktu) => {
    const ms = keEpoch(waktu, tz);
    return ms === null ? null : fromAbsolute(ms, tz);
  },
  fromField: (nilai) => (nilai ? toZoned(nilai, tz).toDate().getTime() : null),
});

/**
 * The earliest selectable start (spec 5 'Minimum date is yesterday'): 00:00 of yesterday in the
 * class zone; an edited vidcon that started earlier keeps its own start selectable.
 */
export function minimumMulaiVidcon(
  waktuServer: string,
  tz: string,
  mulaiAsal?: WaktuInput | null,
): number | null {
  const kemarin = awalKemarin(waktuServer, tz);
  const asal = keEpoch(mulaiAsal);
  if (kemarin === null) return asal;
  return asal === null ? kemarin : Math.min(kemarin, asal);
}

function formAwal(
  edit: Vidcon | null,
  pertemuan: PertemuanVidcon | null,
  minimum: number | null,
): FormVidcon {
  if (edit) {
    return {
      pertemuan: edit.id_pertemuan,
      judul: edit.judul,
      aplikasi: edit.aplikasi,
      link: edit.link,
      catatan: edit.catatan,
      waktu_mulai: edit.waktu_mulai,
      waktu_selesai: edit.waktu_selesai,
    };
  }
  // A new vidcon starts at the meeting's time when that is still selectable, for an hour.
  const mulai = keEpoch(pertemuan?.waktu_mulai);
  const bisa = mulai !== null && (minimum === null || mulai >= minimum);
  return {
    pertemuan: pertemuan?.id ?? null,
    judul: '',
    aplikasi: null,
    link: '',
    catatan: '',
    waktu_mulai: bisa ? mulai : null,
    waktu_selesai: bisa ? waktuSelesaiOtomatis(mulai) : null,
  };
}

/**
 * 'Tambah Data' / 'Ubah Data' of a vidcon (spec 2 'Video conference', 5 'Vidcon form'): meeting
 * (picked by operators, a card for lecturers), title, app, link (http prepended), start and end
 * (the earliest date yesterday, the end an hour after a chosen start, both locked once finished or
 * running with participants) and notes, with the warning not to share the link. The rules are the
 * domain's `validasiVidcon` in the spec's order, the first failing one a danger toast.
 */
export function VidconFormModal({
  mode,
  vidcon = null,
  pertemuan,
  opsiPertemuan,
  timeZone,
  waktuServer,
  onSubmit,
  isPending = false,
  galat,
  toastQueue: antrian = toastQueue,
  ...openProps
}: VidconFormModalProps) {
  const operator = opsiPertemuan !== undefined;
  const tz = zonaWaktu(timeZone);
  const edit = mode === 'ubah' ? vidcon : null;
  const kemarin = awalKemarin(waktuServer, tz);
  const minimum = minimumMulaiVidcon(waktuServer, tz, edit?.waktu_mulai);
  const terkunci =
    edit !== null &&
    waktuVidconTerkunci({
      status: statusVidconPada(edit, waktuServer),
      jumlah_peserta: edit.jumlah_peserta,
    });

  const form = useEditorForm<FormVidcon>({
    initial: () => formAwal(edit, pertemuan, kemarin),
    open: openProps,
    source: `${mode}|${vidcon?.id ?? ''}|${pertemuan?.id ?? ''}`,
    clears: (patch) => ('waktu_mulai' in patch ? ['waktu_selesai'] : []),
    disableWhileSubmitting: true,
  });
  const { values } = form;
  const isSubmitting = form.isSubmitting || isPending;
  const waktu = adapterWaktu(tz);
  const mulai = waktu.toField(values.waktu_mulai);
  const min = minimum === null ? undefined : fromAbsolute(minimum, tz);

  const daftarPertemuan = opsiPertemuan ?? [];
  const pertemuanTerpilih = operator
    ? (daftarPertemuan.find((p) => p.id === values.pertemuan) ??
      (pertemuan?.id === values.pertemuan ? pertemuan : null))
    : pertemuan;

  const periksa = (): { galatForm: FieldErrors; pesan: string | null } => {
    const cek = validasiVidcon(values, {
      operator,
      tz,
      asal: edit
        ? { waktu_selesai: edit.waktu_selesai, jumlah_peserta: edit.jumlah_peserta }
        : null,
    });
    if (!cek.ok) {
      const field = FIELD_PESAN[cek.pesan] ?? 'judul';
      return { galatForm: { [field]: cek.pesan }, pesan: cek.pesan };
    }
    if (tautanHttp(values.link) === null) {
      return { galatForm: { link: PESAN_TAUTAN.tidakValid }, pesan: PESAN_TAUTAN.tidakValid };
    }
    return { galatForm: {}, pesan: null };
  };

  const simpan = () => {
    const { galatForm, pesan } = periksa();
    return form.submit(() => onSubmit(payloadVidcon(values, tz)), {
      validate: () => galatForm,
      onInvalid: () => {
        if (pesan) tampilkanToast({ pesan, jenis: 'danger' }, antrian);
      },
    });
  };

  return (
    <Modal
      {...form.open}
      title={mode === 'ubah' ? 'Ubah Data' : 'Tambah Data'}
      subtitle={mode === 'ubah' ? 'Ubah Data Vidcon' : 'Tambah Data Vidcon'}
      width={600}
      submitLabel="Simpan"
      isSubmitting={isSubmitting}
      onSubmit={() => void simpan()}
    >
      <FormStack>
        {galat ? (
          <p className={styles.galatServer} role="alert">
            {galat}
          </p>
        ) : null}
        <BidangPertemuan
          isPilih={operator}
          opsi={daftarPertemuan}
          terpilih={pertemuanTerpilih}
          timeZone={tz}
          field={form.field('pertemuan')}
          onChange={(id: Key | null) => form.set({ pertemuan: id === null ? null : String(id) })}
        />
        <Callout tone="warning">{TEKS_FORM_VIDCON.jangkanBagikan}</Callout>
        <TextField label="Judul" isRequired maxLength={200} {...form.field('judul')} />
        <Select
          label="Aplikasi"
          isRequired
          items={OPSI_APLIKASI}
          {...form.field('aplikasi', { adapter: keyAdapter<FormVidcon['aplikasi'] & string>() })}
        />
        <TextField
          label="Link"
          isRequired
          type="url"
          description={TEKS_FORM_VIDCON.contohLink}
          {...form.field('link')}
          // Spec 5: a link without a scheme gets http prepended.
          onBlur={() => {
            const normal = normalisasiLink(values.link);
            if (normal !== values.link) form.set({ link: normal });
          }}
        />
        <FormGrid align="start">
          <DatePicker
            label="Waktu Mulai"
            isRequired
            minValue={min}
            placeholderValue={min}
            description={terkunci ? PESAN_VIDCON_SERVER.waktuTerkunci : undefined}
            {...form.field('waktu_mulai', { adapter: waktu, keepFieldValidation: true })}
            // Choosing a start sets the end an hour later (spec 5).
            onChange={(nilai) => {
              const ms = waktu.fromField(nilai);
              form.set({ waktu_mulai: ms, waktu_selesai: waktuSelesaiOtomatis(ms) });
            }}
            isDisabled={isSubmitting || terkunci}
          />
          <DatePicker
            label="Waktu Selesai"
            isRequired
            minValue={mulai ?? min}
            placeholderValue={mulai ?? min}
            {...form.field('waktu_selesai', { adapter: waktu, keepFieldValidation: true })}
            isDisabled={isSubmitting || terkunci}
          />
        </FormGrid>
        <TextArea
          label="Catatan"
          rows={3}
          maxLength={5000}
          {...form.field('catatan', { adapter: teksOpsional })}
        />
      </FormStack>
    </Modal>
  );
}
