import type { KelasKuliah } from '@kampus/api';
import {
  type FormKelas,
  LABEL_JENIS_PERTEMUAN,
  labelNamaKelas,
  METODE_PENGAJARAN,
  MODE_KULIAH,
  type ModeKuliah,
  PESAN_PERTEMUAN,
  payloadUbahKelas,
  validasiUbahKelas,
} from '@kampus/domain';
import {
  choiceAdapter,
  FormGrid,
  FormStack,
  keyAdapter,
  numberAdapter,
  useEditorForm,
} from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { NumberField } from '../../../primitives/NumberField';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { Select, type SelectOption } from '../../../primitives/Select';

/** The body of PUT /lms/kelas_kuliah/{id}/data. */
export type BodyUbahKelas = ReturnType<typeof payloadUbahKelas>;

export interface UbahKelasModalProps extends OverlayOpenProps {
  kelas: KelasKuliah;
  /** Scopes of a class (lingkup); the id is the stored text. */
  opsiLingkup: readonly SelectOption[];
  /** Class types (jenis_kelas_ref). */
  opsiJenisKelas: readonly SelectOption[];
  /** Campuses. */
  opsiKampus: readonly SelectOption[];
  /** The class type's id; by default the option labelled like `kelas.kelas.jenis.nama`. */
  idJenisKelas?: string | null;
  /** 'Simpan' with the body; the modal stays pending until it settles and closes on success. */
  onSubmit: (body: BodyUbahKelas) => unknown;
}

const OPSI_MODE: SelectOption[] = MODE_KULIAH.map((m) => ({
  id: m,
  label: LABEL_JENIS_PERTEMUAN[m],
}));

const teks = (id: unknown) => (id === null || id === undefined ? null : String(id));

/**
 * 'Ubah Kelas' (spec 2 'Class detail'): capacity (at least 1), lecture mode, scope, class type,
 * campus and teaching method (Individu or Team Teaching). 'Simpan' waits for a change.
 */
export function UbahKelasModal({
  kelas,
  opsiLingkup,
  opsiJenisKelas,
  opsiKampus,
  idJenisKelas,
  onSubmit,
  ...openProps
}: UbahKelasModalProps) {
  const form = useEditorForm<FormKelas>({
    initial: () => ({
      kapasitas: kelas.kapasitas,
      mode_kuliah: kelas.mode_kuliah,
      lingkup: kelas.lingkup,
      id_jenis_kelas:
        idJenisKelas ??
        teks(opsiJenisKelas.find((o) => o.label === kelas.kelas.jenis.nama)?.id ?? null),
      id_kampus: kelas.kampus.id,
      metode_pengajaran: kelas.metode_pengajaran,
    }),
    open: openProps,
    source: kelas,
  });
  const berubah = form.isDirty;

  const simpan = () =>
    form.submit(() => onSubmit(payloadUbahKelas(form.values)), {
      validate: () => validasiUbahKelas(form.values),
    });

  return (
    <Modal
      {...form.open}
      title="Ubah Kelas"
      subtitle={`${kelas.mata_kuliah.nama} ${labelNamaKelas(kelas.kelas)}`}
      width={600}
      isSubmitDisabled={!berubah}
      submitDisabledReason={berubah ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
      isSubmitting={form.isSubmitting}
      onSubmit={() => void simpan()}
    >
      <FormStack>
        <NumberField
          label="Kapasitas"
          isRequired
          minValue={1}
          step={1}
          {...form.field('kapasitas', { adapter: numberAdapter })}
        />
        <FormGrid>
          <Select
            label="Mode Kuliah"
            isRequired
            items={OPSI_MODE}
            {...form.field('mode_kuliah', { adapter: keyAdapter<ModeKuliah>() })}
          />
          <Select
            label="Lingkup"
            items={opsiLingkup}
            {...form.field('lingkup', { adapter: keyAdapter<string>() })}
          />
          <Select
            label="Jenis Kelas"
            isRequired
            items={opsiJenisKelas}
            {...form.field('id_jenis_kelas', { adapter: keyAdapter<string>() })}
          />
          <Select
            label="Kampus"
            isRequired
            items={opsiKampus}
            {...form.field('id_kampus', { adapter: keyAdapter<string>() })}
          />
        </FormGrid>
        <RadioGroup
          label="Metode Pengajaran"
          orientation="horizontal"
          isRequired
          {...form.field('metode_pengajaran', {
            adapter: choiceAdapter<FormKelas['metode_pengajaran']>(),
          })}
        >
          {METODE_PENGAJARAN.map((m) => (
            <Radio key={m} value={m}>
              {m}
            </Radio>
          ))}
        </RadioGroup>
      </FormStack>
    </Modal>
  );
}
