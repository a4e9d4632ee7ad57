import { fromAbsolute, toZoned, type ZonedDateTime } from '@internationalized/date';
import type { Tugas } from '@kampus/api';
import {
  EKSTENSI_FOLDER_UNGGAH,
  type FormTugas,
  formatIsoOffset,
  JENIS_TUGAS,
  type JenisTugas,
  keEpoch,
  LABEL_JENIS_TUGAS,
  PESAN_TUGAS,
  PESAN_TUGAS_SERVER,
  validasiTugas,
  type WaktuInput,
  zonaWaktu,
} from '@kampus/domain';
import type { Key } from 'react-aria-components';
import { RichTextEditor } from '../../../content/RichTextEditor/RichTextEditor';
import {
  choiceAdapter,
  type FieldAdapter,
  type FieldErrors,
  FormGrid,
  FormStack,
  numberAdapter,
  useEditorForm,
} from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Callout } from '../../../primitives/Callout';
import { Checkbox } from '../../../primitives/Checkbox';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup';
import { DatePicker } from '../../../primitives/DatePicker';
import { NumberField } from '../../../primitives/NumberField';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextField } from '../../../primitives/TextField';
import { BidangPertemuan, type PertemuanMateri } from '../../materi';
import * as styles from './TugasFormModal.css';

/** A meeting as the assignment form needs it: the card, the picker, the default times. */
export type PertemuanTugas = Pick<
  PertemuanMateri,
  'id' | 'nomor' | 'jenis' | 'waktu_mulai' | 'waktu_selesai'
>;

/** The assignment's save body (contract SimpanTugas: POST /lms/tugas, PUT /lms/tugas/{id}). */
export interface PayloadSimpanTugas {
  id_pertemuan: string | null;
  judul: string;
  deskripsi: string;
  jenis: JenisTugas;
  waktu_mulai: string | null;
  waktu_selesai: string | null;
  terima_terlambat: boolean;
  /** Empty: every type of the pengumpulan_tugas folder is accepted. */
  jenis_file_diterima: string[];
  /** Null: the settings' size. */
  batas_ukuran_mb: number | null;
}

/** The assignment being edited: what the form reads of it. */
export type TugasDiubah = Pick<
  Tugas,
  | 'id'
  | 'id_pertemuan'
  | 'judul'
  | 'deskripsi'
  | 'jenis'
  | 'waktu_mulai'
  | 'waktu_selesai'
  | 'terima_terlambat'
  | 'jenis_file_diterima'
  | 'batas_ukuran_mb'
> & { rekap: Pick<NonNullable<Tugas['rekap']>, 'jumlah_pengumpulan'> | null };

export interface TugasFormModalProps extends OverlayOpenProps {
  mode: 'tambah' | 'ubah';
  /** The assignment being edited. */
  tugas?: TugasDiubah | null;
  /** Non-operators: the meeting from context, shown as a card. Operators: the preselected one. */
  pertemuan: PertemuanTugas | null;
  /** Operators: the meetings of the meeting picker (spec 6: operators pick the meeting). */
  opsiPertemuan?: readonly PertemuanTugas[];
  /** The class time zone; times are edited and sent in it. */
  timeZone: string;
  /** 'Tambah' / 'Simpan' with the save body; closes when it resolves. */
  onSubmit: (payload: PayloadSimpanTugas) => unknown;
  /** @default false */
  isPending?: boolean;
  /** The server's message of a failed save, shown above the form. */
  galat?: string | null;
}

interface FormTugasModal extends FormTugas {
  jenis_file_diterima: string[];
  batas_ukuran_mb: number | null;
}

/** The types a submission may be (contract SimpanTugas.jenis_file_diterima). */
export const EKSTENSI_TUGAS: readonly string[] = EKSTENSI_FOLDER_UNGGAH.pengumpulan_tugas;

const SEMINGGU = 7 * 24 * 60 * 60 * 1000;

/** A stored time edited in the class time zone; the form keeps epoch milliseconds. */
const adapterWaktu = (tz: string): FieldAdapter<WaktuInput | null, ZonedDateTime | null> => ({
  toField: (waktu) => {
    const ms = keEpoch(waktu, tz);
    return ms === null ? null : fromAbsolute(ms, tz);
  },
  fromField: (nilai) => (nilai ? toZoned(nilai, tz).toDate().getTime() : null),
});

const formDari = (t: TugasDiubah): FormTugasModal => ({
  pertemuan: t.id_pertemuan,
  judul: t.judul,
  deskripsi: t.deskripsi,
  jenis: t.jenis,
  waktu_mulai: t.waktu_mulai,
  waktu_selesai: t.waktu_selesai,
  terima_terlambat: t.terima_terlambat,
  jenis_file_diterima: [...t.jenis_file_diterima],
  batas_ukuran_mb: t.batas_ukuran_mb,
});

/** A new assignment opens with its meeting and is due a week later; the lecturer moves both. */
const formAwal = (p: PertemuanTugas | null): FormTugasModal => {
  const mulai = keEpoch(p?.waktu_mulai ?? null);
  return {
    pertemuan: p?.id ?? null,
    judul: '',
    deskripsi: '',
    jenis: null,
    waktu_mulai: mulai,
    waktu_selesai: mulai === null ? null : mulai + SEMINGGU,
    terima_terlambat: false,
    jenis_file_diterima: [],
    batas_ukuran_mb: null,
  };
};

/** The field each of validasiTugas's messages belongs to, and a value that passes its check. */
const KOLOM: Record<string, keyof FormTugas> = {
  [PESAN_TUGAS.pertemuan]: 'pertemuan',
  [PESAN_TUGAS.judul]: 'judul',
  [PESAN_TUGAS.deskripsi]: 'deskripsi',
  [PESAN_TUGAS.jenis]: 'jenis',
  [PESAN_TUGAS.mulai]: 'waktu_mulai',
  [PESAN_TUGAS.selesai]: 'waktu_selesai',
  [PESAN_TUGAS.selesaiSebelumMulai]: 'waktu_selesai',
  [PESAN_TUGAS.jenisTerkunci]: 'jenis',
};

/** Rich text of only markup (an emptied editor) is empty, as the server reads it. */
const teksKosong = (html: string) =>
  html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/i.test(html);

/**
 * Every message of the domain's validasiTugas at once, each on its field: the server answers the
 * first of them; the form shows them all by passing each failed check and asking again.
 */
export function galatTugas(
  form: FormTugas,
  opsi: Parameters<typeof validasiTugas>[1],
): FieldErrors {
  const galat: FieldErrors = {};
  let f: FormTugas = { ...form, deskripsi: teksKosong(form.deskripsi) ? '' : form.deskripsi };
  for (let i = 0; i < Object.keys(KOLOM).length; i += 1) {
    const cek = validasiTugas(f, opsi);
    if (cek.ok) break;
    const kolom = KOLOM[cek.pesan];
    if (!kolom) break;
    galat[kolom] ??= cek.pesan;
    if (cek.pesan === PESAN_TUGAS.jenisTerkunci) break;
    const lolos: Partial<FormTugas> =
      kolom === 'waktu_mulai'
        ? { waktu_mulai: f.waktu_selesai ?? 0 }
        : kolom === 'waktu_selesai'
          ? { waktu_selesai: f.waktu_mulai ?? 0 }
          : kolom === 'jenis'
            ? { jenis: opsi.asal?.jenis ?? 'individu' }
            : { [kolom]: '-' };
    f = { ...f, ...lolos };
  }
  return galat;
}

/** The errors a change clears besides the changed field's own. */
const galatTerkait = (perubahan: Partial<FormTugasModal>): string[] =>
  'waktu_mulai' in perubahan ? ['waktu_selesai'] : [];

/**
 * 'Tambah Data' / 'Ubah Data' of an assignment (spec 2 'Assignments', issue 24): the meeting
 * (operators pick it; lecturers see it from context), title, rich-text description, individual or
 * group, start and deadline in the class zone, whether late work is taken, the accepted file
 * types and the largest file. The rules are the domain's validasiTugas; once something was
 * handed in, the type is locked ('Jenis tugas tidak dapat diubah karena sudah ada pengumpulan').
 */
export function TugasFormModal({
  mode,
  tugas = null,
  pertemuan,
  opsiPertemuan,
  timeZone,
  onSubmit,
  isPending = false,
  galat,
  ...openProps
}: TugasFormModalProps) {
  const operator = opsiPertemuan !== undefined;
  const tz = zonaWaktu(timeZone);
  const edit = mode === 'ubah' && tugas !== null;
  const asal = edit
    ? { jenis: tugas.jenis, jumlah_pengumpulan: tugas.rekap?.jumlah_pengumpulan ?? 0 }
    : null;
  const jenisTerkunci = (asal?.jumlah_pengumpulan ?? 0) > 0;
  const waktu = adapterWaktu(tz);

  const form = useEditorForm<FormTugasModal>({
    initial: () => (edit ? formDari(tugas) : formAwal(pertemuan)),
    open: openProps,
    source: `${mode}|${tugas?.id ?? ''}|${pertemuan?.id ?? ''}`,
    clears: galatTerkait,
    disableWhileSubmitting: true,
  });
  const { values } = form;
  const isSubmitting = form.isSubmitting || isPending;

  const daftarPertemuan = opsiPertemuan ?? [];
  const pertemuanTerpilih = operator
    ? (daftarPertemuan.find((p) => p.id === values.pertemuan) ??
      (pertemuan?.id === values.pertemuan ? pertemuan : null))
    : pertemuan;

  const pilihPertemuan = (id: Key | null) => {
    const dipilih = daftarPertemuan.find((p) => p.id === id) ?? null;
    form.set(edit || !dipilih ? { pertemuan: dipilih?.id ?? null } : formAwalDari(dipilih));
  };
  const formAwalDari = (p: PertemuanTugas) => {
    const { pertemuan: id, waktu_mulai, waktu_selesai } = formAwal(p);
    return { pertemuan: id, waktu_mulai, waktu_selesai };
  };

  const mulai = waktu.toField(values.waktu_mulai);

  const simpan = () =>
    form.submit(
      () =>
        onSubmit({
          id_pertemuan: values.pertemuan,
          judul: values.judul.trim(),
          deskripsi: values.deskripsi,
          jenis: values.jenis as JenisTugas,
          waktu_mulai: formatIsoOffset(values.waktu_mulai, tz),
          waktu_selesai: formatIsoOffset(values.waktu_selesai, tz),
          terima_terlambat: values.terima_terlambat,
          jenis_file_diterima: EKSTENSI_TUGAS.filter((e) => values.jenis_file_diterima.includes(e)),
          batas_ukuran_mb: values.batas_ukuran_mb,
        }),
      {
        validate: () => ({
          ...galatTugas(values, { operator, tz, asal }),
          ...(values.batas_ukuran_mb !== null && !(values.batas_ukuran_mb > 0)
            ? { batas_ukuran_mb: PESAN_TUGAS_SERVER.batasUkuran }
            : {}),
        }),
      },
    );

  const deskripsi = form.field('deskripsi');
  const bidangPertemuan = form.field('pertemuan');

  return (
    <Modal
      {...form.open}
      title={edit ? 'Ubah Data' : 'Tambah Data'}
      subtitle={edit ? 'Ubah Data Tugas' : 'Tambah Data Tugas'}
      width={800}
      submitLabel={edit ? 'Simpan' : 'Tambah'}
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
          field={bidangPertemuan}
          onChange={pilihPertemuan}
        />
        <TextField label="Judul" isRequired maxLength={200} {...form.field('judul')} />
        <RichTextEditor
          label="Deskripsi"
          isRequired
          value={deskripsi.value}
          onChange={deskripsi.onChange}
          isDisabled={form.isSubmitting}
          height={200}
          errorMessage={deskripsi.errorMessage}
        />
        <RadioGroup
          label="Jenis Tugas"
          isRequired
          orientation="horizontal"
          {...form.field('jenis', { adapter: choiceAdapter<string | null>() })}
          isDisabled={form.isSubmitting || jenisTerkunci}
        >
          {JENIS_TUGAS.map((j) => (
            <Radio key={j} value={j}>
              {LABEL_JENIS_TUGAS[j]}
            </Radio>
          ))}
        </RadioGroup>
        {jenisTerkunci ? <Callout tone="info">{PESAN_TUGAS.jenisTerkunci}</Callout> : null}
        <FormGrid align="start">
          <DatePicker
            label="Waktu Mulai"
            isRequired
            {...form.field('waktu_mulai', { adapter: waktu, keepFieldValidation: true })}
          />
          <DatePicker
            label="Waktu Selesai"
            description="Batas waktu pengumpulan"
            isRequired
            minValue={mulai ?? undefined}
            placeholderValue={mulai ?? undefined}
            {...form.field('waktu_selesai', { adapter: waktu, keepFieldValidation: true })}
          />
        </FormGrid>
        <RadioGroup
          label="Terima Pengumpulan Terlambat"
          orientation="horizontal"
          description="Pengumpulan setelah batas waktu diterima dan ditandai terlambat"
          value={values.terima_terlambat ? 'Ya' : 'Tidak'}
          onChange={(v) => form.set({ terima_terlambat: v === 'Ya' })}
          isDisabled={form.isSubmitting}
        >
          <Radio value="Ya">Ya</Radio>
          <Radio value="Tidak">Tidak</Radio>
        </RadioGroup>
        <CheckboxGroup
          label="Jenis File yang Diterima"
          orientation="horizontal"
          description="Kosongkan untuk menerima semua jenis file"
          {...form.field('jenis_file_diterima')}
        >
          {EKSTENSI_TUGAS.map((e) => (
            <Checkbox key={e} value={e}>
              {e}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <NumberField
          label="Batas Ukuran File (MB)"
          minValue={1}
          step={1}
          description="Kosongkan untuk memakai batas ukuran dari pengaturan"
          {...form.field('batas_ukuran_mb', { adapter: numberAdapter })}
        />
      </FormStack>
    </Modal>
  );
}
