import type { KelasKuliah, Pengajar } from '@kampus/api';
import {
  BAGIAN_BAP,
  type BagianBap,
  bolehUnduhBap,
  LABEL_BAGIAN_BAP,
  LABEL_LAPORAN_BAP,
  LAPORAN_BAP,
  type LaporanBap,
  labelNamaKelas,
  labelPeriode,
  namaLengkapPengajar,
  type PilihanBap,
  queryUnduhBap,
} from '@kampus/domain';
import { useState } from 'react';
import { choiceAdapter, FormStack, keyAdapter, useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Checkbox } from '../../../primitives/Checkbox';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { Select } from '../../../primitives/Select';
import * as styles from './UnduhBapModal.css';

/** The query of the BAP download (GET /lms/kelas_kuliah/{id}/bap/unduh or .../bap/unduh). */
export type QueryUnduhBap = ReturnType<typeof queryUnduhBap>;

export interface UnduhBapModalProps extends OverlayOpenProps {
  /**
   * 'Laporan Kelas' or 'Laporan Saya' to choose (a lecturer, domain `bolehLaporanBapSaya`);
   * without it, a teacher is picked (spec 6).
   */
  bolehLaporanSaya: boolean;
  /** Every class of `periode` (the ZIP): no teacher choice. @default false */
  semua?: boolean;
  /** The class of a single BAP, named in the subtitle. */
  kelas?: Pick<KelasKuliah, 'mata_kuliah' | 'kelas'>;
  /** The class's teachers, to pick from without `bolehLaporanSaya`; the coordinator is chosen at first. */
  pengajar?: readonly Pick<
    Pengajar,
    'id_dosen' | 'nama' | 'nama_pengajar' | 'gelar_depan' | 'gelar_akademik' | 'jabatan'
  >[];
  /** The period of the all-classes ZIP, e.g. 20251. */
  periode?: number | null;
  /** 'Unduh' with the query; pending until the download settles, closed on success. */
  onSubmit: (query: QueryUnduhBap) => unknown;
}

const idAwal = (pengajar: UnduhBapModalProps['pengajar']) =>
  (pengajar?.find((p) => p.jabatan === 'Dosen Koordinator') ?? pengajar?.[0])?.id_dosen ?? null;

/**
 * 'Unduh BAP' (spec 6 'BAP', 7, 9): the sections (class resume, meeting detail, signature), then
 * 'Laporan Kelas' or 'Laporan Saya' for a lecturer, or one teacher for the other roles. The
 * all-classes variant shows the period and has no teacher choice.
 */
export function UnduhBapModal({
  bolehLaporanSaya,
  semua = false,
  kelas,
  pengajar = [],
  periode,
  onSubmit,
  ...openProps
}: UnduhBapModalProps) {
  const awal = (): PilihanBap => ({
    bagian: BAGIAN_BAP,
    laporan: 'kelas',
    idPengajar: idAwal(pengajar),
  });
  const form = useEditorForm<PilihanBap>({
    initial: awal,
    open: openProps,
    disableWhileSubmitting: true,
  });
  const pilihan = form.values;
  // Other teachers: the coordinator of the new list is chosen; the other choices stay.
  const [sumber, setSumber] = useState(pengajar);
  if (sumber !== pengajar) {
    setSumber(pengajar);
    form.update((p) => ({ ...p, idPengajar: idAwal(pengajar) }));
  }
  const jenis = semua ? 'semua' : 'satu';
  const boleh = bolehUnduhBap(pilihan, bolehLaporanSaya, jenis);

  const subtitle = semua
    ? `Semua kelas periode ${labelPeriode(periode)}`
    : kelas
      ? `${kelas.mata_kuliah.nama} ${labelNamaKelas(kelas.kelas)}`
      : undefined;

  return (
    <Modal
      {...form.open}
      title="Unduh BAP"
      subtitle={subtitle}
      width={500}
      submitLabel="Unduh"
      isSubmitDisabled={!boleh.ok}
      submitDisabledReason={boleh.ok ? undefined : boleh.pesan}
      isSubmitting={form.isSubmitting}
      onSubmit={() =>
        void form.submit(() => onSubmit(queryUnduhBap(pilihan, bolehLaporanSaya, jenis, periode)))
      }
    >
      <FormStack>
        {semua ? (
          <dl className={styles.periode}>
            <dt>Periode</dt>
            <dd>{labelPeriode(periode)}</dd>
          </dl>
        ) : null}
        <CheckboxGroup
          label="Bagian Laporan"
          value={[...pilihan.bagian]}
          onChange={(v) => form.set({ bagian: BAGIAN_BAP.filter((b) => v.includes(b)) })}
          isDisabled={form.isSubmitting}
        >
          {BAGIAN_BAP.map((b: BagianBap) => (
            <Checkbox key={b} value={b}>
              {LABEL_BAGIAN_BAP[b]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {bolehLaporanSaya ? (
          <RadioGroup
            label="Jenis Laporan"
            orientation="horizontal"
            {...form.field('laporan', { adapter: choiceAdapter<LaporanBap>() })}
          >
            {LAPORAN_BAP.map((l) => (
              <Radio key={l} value={l}>
                {LABEL_LAPORAN_BAP[l]}
              </Radio>
            ))}
          </RadioGroup>
        ) : semua ? null : (
          <Select
            label="Pengajar"
            isRequired
            items={pengajar.map((p) => ({ id: p.id_dosen, label: namaLengkapPengajar(p) }))}
            {...form.field('idPengajar', { adapter: keyAdapter<string>() })}
          />
        )}
      </FormStack>
    </Modal>
  );
}
