import type { Pertemuan } from '@kampus/api';
import {
  type FormPertemuan,
  type JenisPertemuan,
  LABEL_PARAMETER_KEHADIRAN,
  namaLengkapPengajar,
  PARAMETER_KEHADIRAN,
  PARAMETER_KEHADIRAN_TETAP,
  type ParameterKehadiran,
  parameterKehadiranTampil,
  type Role,
} from '@kampus/domain';
import type { EditorForm } from '../../../forms';
import { Checkbox } from '../../../primitives/Checkbox';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup';

interface BidangPengajarProps {
  form: EditorForm<FormPertemuan>;
  pengajarKelas: Pertemuan['pengajar_kelas'];
  jenis: JenisPertemuan;
  role: Role;
  /** The schedule may change (teachers are part of it). */
  jadwal: boolean;
  /** Only the main teacher and operators pick teachers. */
  bolehPilihPengajar: boolean;
}

/** The meeting's teachers and, for who may set them, its attendance parameters (spec 5). */
export function BidangPengajar({
  form,
  pengajarKelas,
  jenis,
  role,
  jadwal,
  bolehPilihPengajar,
}: BidangPengajarProps) {
  const parameter = form.values.parameter_kehadiran;
  const parameterAktif = PARAMETER_KEHADIRAN.filter(
    (p) => p === PARAMETER_KEHADIRAN_TETAP || parameter[p],
  );
  return (
    <>
      <CheckboxGroup
        label="Pengajar"
        isRequired={jadwal}
        isDisabled={!jadwal || !bolehPilihPengajar}
        {...form.field('pengajar')}
        description={
          jadwal && !bolehPilihPengajar
            ? 'Hanya dosen utama yang dapat mengubah pengajar.'
            : undefined
        }
      >
        {pengajarKelas.map((p) => (
          <Checkbox key={p.id} value={p.id}>
            {namaLengkapPengajar(p)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {parameterKehadiranTampil(jenis, role) ? (
        <CheckboxGroup
          label="Parameter Kehadiran"
          value={parameterAktif}
          onChange={(nilai) =>
            form.set({
              parameter_kehadiran: Object.fromEntries(
                PARAMETER_KEHADIRAN.map((p) => [
                  p,
                  p === PARAMETER_KEHADIRAN_TETAP ? parameter[p] : nilai.includes(p),
                ]),
              ) as Record<ParameterKehadiran, boolean>,
            })
          }
        >
          {PARAMETER_KEHADIRAN.map((p) => (
            <Checkbox key={p} value={p} isDisabled={p === PARAMETER_KEHADIRAN_TETAP}>
              {LABEL_PARAMETER_KEHADIRAN[p]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
    </>
  );
}
