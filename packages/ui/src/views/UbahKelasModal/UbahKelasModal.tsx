import type { KelasKuliah } from '@kampus/api';
import {
  type FormKelas,
  type GalatForm,
  LABEL_JENIS_PERTEMUAN,
  labelNamaKelas,
  METODE_PENGAJARAN,
  MODE_KULIAH,
  type ModeKuliah,
  PESAN_PERTEMUAN,
  type PESAN_UBAH_KELAS,
  payloadUbahKelas,
  validasiUbahKelas,
} from '@kampus/domain';
import { useState } from 'react';
import { galatServer, useModalForm } from '../../hooks/useModalForm';
import type { OverlayOpenProps } from '../../hooks/useOverlayOpenState';
import { Modal } from '../../overlays/Modal';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select, type SelectOption } from '../../primitives/Select';
import * as styles from './UbahKelasModal.css';

/** The body of PUT /lms/kelas_kuliah/{id}/data. */
export type BodyUbahKelas = ReturnType<typeof payloadUbahKelas>;
type FieldKelas = keyof typeof PESAN_UBAH_KELAS;

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
  const formAwal = (): FormKelas => ({
    kapasitas: kelas.kapasitas,
    mode_kuliah: kelas.mode_kuliah,
    lingkup: kelas.lingkup,
    id_jenis_kelas:
      idJenisKelas ??
      teks(opsiJenisKelas.find((o) => o.label === kelas.kelas.jenis.nama)?.id ?? null),
    id_kampus: kelas.kampus.id,
    metode_pengajaran: kelas.metode_pengajaran,
  });
  const [awal, setAwal] = useState(formAwal);
  const [form, setForm] = useState(awal);
  const [galat, setGalat] = useState<GalatForm<FieldKelas>>({});
  const [sumber, setSumber] = useState(kelas);
  if (sumber !== kelas) {
    const baru = formAwal();
    setSumber(kelas);
    setAwal(baru);
    setForm(baru);
  }
  const { open, isSubmitting, kirim } = useModalForm(openProps, () => {
    setForm(awal);
    setGalat({});
  });

  const ubah = (perubahan: Partial<FormKelas>) => {
    setForm((f) => ({ ...f, ...perubahan }));
    setGalat((g) => {
      const sisa = { ...g };
      for (const k of Object.keys(perubahan)) delete sisa[k as FieldKelas];
      return sisa;
    });
  };
  const berubah = JSON.stringify(form) !== JSON.stringify(awal);

  const simpan = async () => {
    const cek = validasiUbahKelas(form);
    if (Object.keys(cek).length > 0) {
      setGalat(cek);
      return;
    }
    const hasil = await kirim(() => onSubmit(payloadUbahKelas(form)));
    if (!hasil.ok) {
      const dariServer = galatServer(hasil.error);
      if (dariServer.length > 0) {
        setGalat(Object.fromEntries(dariServer.map((e) => [e.field, e.message])));
      }
    }
  };

  return (
    <Modal
      {...open}
      title="Ubah Kelas"
      subtitle={`${kelas.mata_kuliah.nama} ${labelNamaKelas(kelas.kelas)}`}
      width={600}
      isSubmitDisabled={!berubah}
      submitDisabledReason={berubah ? undefined : PESAN_PERTEMUAN.tidakAdaPerubahan}
      isSubmitting={isSubmitting}
      onSubmit={() => void simpan()}
    >
      <div className={styles.form}>
        <NumberField
          label="Kapasitas"
          isRequired
          validationBehavior="aria"
          minValue={1}
          step={1}
          value={form.kapasitas ?? Number.NaN}
          onChange={(kapasitas) => ubah({ kapasitas: Number.isNaN(kapasitas) ? null : kapasitas })}
          isInvalid={Boolean(galat.kapasitas)}
          errorMessage={galat.kapasitas}
        />
        <div className={styles.grid}>
          <Select
            label="Mode Kuliah"
            isRequired
            validationBehavior="aria"
            items={OPSI_MODE}
            value={form.mode_kuliah}
            onChange={(id) => ubah({ mode_kuliah: id === null ? null : (id as ModeKuliah) })}
            isInvalid={Boolean(galat.mode_kuliah)}
            errorMessage={galat.mode_kuliah}
          />
          <Select
            label="Lingkup"
            items={opsiLingkup}
            value={form.lingkup}
            onChange={(id) => ubah({ lingkup: teks(id) })}
          />
          <Select
            label="Jenis Kelas"
            isRequired
            validationBehavior="aria"
            items={opsiJenisKelas}
            value={form.id_jenis_kelas}
            onChange={(id) => ubah({ id_jenis_kelas: teks(id) })}
            isInvalid={Boolean(galat.id_jenis_kelas)}
            errorMessage={galat.id_jenis_kelas}
          />
          <Select
            label="Kampus"
            isRequired
            validationBehavior="aria"
            items={opsiKampus}
            value={form.id_kampus}
            onChange={(id) => ubah({ id_kampus: teks(id) })}
            isInvalid={Boolean(galat.id_kampus)}
            errorMessage={galat.id_kampus}
          />
        </div>
        <RadioGroup
          label="Metode Pengajaran"
          orientation="horizontal"
          isRequired
          validationBehavior="aria"
          value={form.metode_pengajaran}
          onChange={(m) => ubah({ metode_pengajaran: m as FormKelas['metode_pengajaran'] })}
          isInvalid={Boolean(galat.metode_pengajaran)}
          errorMessage={galat.metode_pengajaran}
        >
          {METODE_PENGAJARAN.map((m) => (
            <Radio key={m} value={m}>
              {m}
            </Radio>
          ))}
        </RadioGroup>
      </div>
    </Modal>
  );
}
