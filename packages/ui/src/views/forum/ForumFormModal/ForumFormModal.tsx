import { fromAbsolute, toZoned, type ZonedDateTime } from '@internationalized/date';
import type { Forum } from '@kampus/api';
import {
  awalKemarin,
  type FormForum,
  formForumAwal,
  keEpoch,
  PESAN_FORUM,
  PESAN_FORUM_SERVER,
  payloadForum,
  validasiForum,
  type WaktuInput,
  waktuMulaiForumTerkunci,
  zonaWaktu,
} from '@kampus/domain';
import type { Key } from 'react-aria-components';
import { RichTextEditor } from '../../../content/RichTextEditor/RichTextEditor';
import {
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
import { DatePicker } from '../../../primitives/DatePicker';
import { NumberField } from '../../../primitives/NumberField';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextField } from '../../../primitives/TextField';
import { BidangPertemuan, type PertemuanMateri } from '../../materi';
import * as styles from './ForumFormModal.css';

/** A meeting as the forum form needs it: the card, the picker, the default times. */
export type PertemuanForum = Pick<
  PertemuanMateri,
  'id' | 'nomor' | 'jenis' | 'waktu_mulai' | 'waktu_selesai'
>;

/** The forum save body (domain `payloadForum`, POST /lms/forum and PUT /lms/forum/{id}). */
export type PayloadSimpanForum = ReturnType<typeof payloadForum>;

export interface ForumFormModalProps extends OverlayOpenProps {
  mode: 'tambah' | 'ubah';
  /** The forum being edited. */
  forum?: Forum | null;
  /** Non-operators: the meeting from context, shown as a card. Operators: the preselected one. */
  pertemuan: PertemuanForum | null;
  /** Operators: the meetings of the meeting picker (spec 6: operators pick the meeting). */
  opsiPertemuan?: readonly PertemuanForum[];
  /** The class time zone; times are edited and sent in it. */
  timeZone: string;
  /** 'Tambah' / 'Simpan' with the `payloadForum` body; closes when it resolves. */
  onSubmit: (payload: PayloadSimpanForum) => unknown;
  /** @default false */
  isPending?: boolean;
  /** The server's message of a failed save, shown above the form. */
  galat?: string | null;
  /** The day the date pickers count 'yesterday' from (stories, tests). @default today */
  hariIni?: WaktuInput;
}

/** A stored time edited in the class time zone; the form keeps epoch milliseconds. */
const adapterWaktu = (tz: string): FieldAdapter<WaktuInput | null, ZonedDateTime | null> => ({
  toField: (waktu) => {
    const ms = keEpoch(waktu, tz);
    return ms === null ? null : fromAbsolute(ms, tz);
  },
  fromField: (nilai) => (nilai ? toZoned(nilai, tz).toDate().getTime() : null),
});

const formDari = (f: Forum): FormForum => ({
  pertemuan: f.id_pertemuan,
  judul: f.judul,
  deskripsi: f.deskripsi,
  waktu_mulai: f.waktu_mulai,
  waktu_selesai: f.waktu_selesai,
  penilaian_keaktifan: f.penilaian_keaktifan,
  minimal_post: f.minimal_post,
});

/** The errors a change clears besides the changed field's own. */
const galatTerkait = (perubahan: Partial<FormForum>): string[] =>
  'waktu_mulai' in perubahan ? ['waktu_selesai'] : [];

/**
 * 'Tambah Data' / 'Ubah Data' of a forum (spec 3 'Forum', 5 'Forum form', 6): the meeting
 * (operators pick it; lecturers see it from context), title, rich-text description, start and end
 * (no day before yesterday), activity grading and the minimum posts (at least 1). The rules are
 * the domain's `validasiForum` in the spec's order; once a student posted, the start and the
 * meeting are locked ('Waktu mulai tidak bisa diubah karena sudah ada peserta forum').
 */
export function ForumFormModal({
  mode,
  forum = null,
  pertemuan,
  opsiPertemuan,
  timeZone,
  onSubmit,
  isPending = false,
  galat,
  hariIni,
  ...openProps
}: ForumFormModalProps) {
  const operator = opsiPertemuan !== undefined;
  const tz = zonaWaktu(timeZone);
  const edit = mode === 'ubah' && forum !== null;
  const terkunci = edit && waktuMulaiForumTerkunci(forum);
  const waktu = adapterWaktu(tz);

  const form = useEditorForm<FormForum>({
    initial: () =>
      edit
        ? formDari(forum)
        : {
            ...formForumAwal(pertemuan?.id ?? null),
            // A new forum runs over its meeting by default; the lecturer moves it as needed.
            waktu_mulai: pertemuan?.waktu_mulai ?? null,
            waktu_selesai: pertemuan?.waktu_selesai ?? null,
          },
    open: openProps,
    source: `${mode}|${forum?.id ?? ''}|${pertemuan?.id ?? ''}`,
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
    form.set({
      pertemuan: dipilih?.id ?? null,
      ...(edit || !dipilih
        ? {}
        : { waktu_mulai: dipilih.waktu_mulai, waktu_selesai: dipilih.waktu_selesai }),
    });
  };

  // Spec 5: dates before yesterday are not selectable.
  const kemarin = waktu.toField(awalKemarin(hariIni ?? Date.now(), tz)) ?? undefined;
  const mulai = waktu.toField(values.waktu_mulai);

  const simpan = () =>
    form.submit(() => onSubmit(payloadForum(values, tz)), {
      validate: () =>
        validasiForum(values, {
          operator,
          tz,
          asal: edit
            ? { waktu_mulai: forum.waktu_mulai, jumlah_peserta_join: forum.jumlah_peserta_join }
            : null,
        }) as FieldErrors,
    });

  const deskripsi = form.field('deskripsi');
  const bidangPertemuan = form.field('pertemuan');

  return (
    <Modal
      {...form.open}
      title={edit ? 'Ubah Data' : 'Tambah Data'}
      subtitle={edit ? 'Ubah Data Forum' : 'Tambah Data Forum'}
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
          field={{
            ...bidangPertemuan,
            // Students' posts count for the meeting's attendance: the forum stays on it.
            isDisabled: bidangPertemuan.isDisabled || terkunci,
          }}
          onChange={pilihPertemuan}
        />
        {terkunci ? (
          <Callout tone="info">
            <p>{PESAN_FORUM.mulaiTerkunci}</p>
            <p>{PESAN_FORUM_SERVER.pertemuanTerkunci}</p>
          </Callout>
        ) : null}
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
        <FormGrid align="start">
          <DatePicker
            label="Waktu Mulai"
            isRequired
            minValue={terkunci ? undefined : kemarin}
            {...form.field('waktu_mulai', { adapter: waktu, keepFieldValidation: true })}
            isDisabled={form.isSubmitting || terkunci}
          />
          <DatePicker
            label="Waktu Selesai"
            isRequired
            minValue={mulai ?? kemarin}
            placeholderValue={mulai ?? undefined}
            {...form.field('waktu_selesai', { adapter: waktu, keepFieldValidation: true })}
          />
        </FormGrid>
        <FormGrid align="start">
          <RadioGroup
            label="Penilaian Keaktifan"
            orientation="horizontal"
            value={values.penilaian_keaktifan ? 'Ya' : 'Tidak'}
            onChange={(v) => form.set({ penilaian_keaktifan: v === 'Ya' })}
            isDisabled={form.isSubmitting}
          >
            <Radio value="Ya">Ya</Radio>
            <Radio value="Tidak">Tidak</Radio>
          </RadioGroup>
          <NumberField
            label="Minimal Post"
            isRequired
            minValue={1}
            step={1}
            description="Jumlah postingan (topik atau balasan) agar mahasiswa dianggap aktif"
            {...form.field('minimal_post', { adapter: numberAdapter })}
          />
        </FormGrid>
      </FormStack>
    </Modal>
  );
}
