import type { KelompokTugas, MahasiswaTugas } from '@kampus/api';
import { hapusAnggota, jadikanKetua, PESAN_KELOMPOK } from '@kampus/domain';
import Crown from 'lucide-react/icons/crown';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { type FieldErrors, FormStack, useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup';
import * as fieldStyles from '../../../primitives/Field/Field.css';
import { Tag } from '../../../primitives/Tag';
import { TextField } from '../../../primitives/TextField';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './KelompokFormModal.css';

/** A group as the form reads it: its id, name and members (contract KelompokTugas). */
export type KelompokDiubah = Pick<KelompokTugas, 'id' | 'nama' | 'anggota'>;

/** The group's save body (contract SimpanKelompok): the leader's student id first. */
export interface PayloadSimpanKelompok {
  nama: string;
  /** Student ids of the class; a new group's first member leads it. */
  anggota: string[];
}

export interface KelompokFormModalProps extends OverlayOpenProps {
  mode: 'tambah' | 'ubah';
  /** The group being edited. */
  kelompok?: KelompokDiubah | null;
  /** The class's students (the assignment's class participants). */
  mahasiswa: readonly MahasiswaTugas[];
  /**
   * The assignment's groups (GET /lms/tugas/{id}/kelompok): a student in another one is not
   * offered. The group being edited may be among them.
   */
  semuaKelompok: readonly Pick<KelompokTugas, 'id' | 'anggota'>[];
  /** 'Tambah' / 'Simpan' with the save body; closes when it resolves. */
  onSubmit: (payload: PayloadSimpanKelompok) => unknown;
  /** @default false */
  isPending?: boolean;
  /** The server's message of a failed save, shown above the form. */
  galat?: string | null;
}

type Anggota = KelompokTugas['anggota'][number];

interface FormKelompok {
  nama: string;
  /** The leader first, then the members in the order they were added. */
  anggota: Anggota[];
}

/** The group form's checks in the server's order (modules/tugas/kelompok.ts validasi). */
export function galatKelompok(form: { nama: string; anggota: readonly unknown[] }): FieldErrors {
  const nama = form.nama.trim();
  const galat: FieldErrors = {};
  if (nama === '') galat.nama = PESAN_KELOMPOK.nama;
  else if (nama.length > 100) galat.nama = PESAN_KELOMPOK.namaPanjang;
  if (form.anggota.length === 0) galat.anggota = PESAN_KELOMPOK.anggota;
  return galat;
}

const keKetuaDulu = (anggota: readonly Anggota[]) => [
  ...anggota.filter((a) => a.jabatan === 'ketua'),
  ...anggota.filter((a) => a.jabatan !== 'ketua'),
];

/**
 * 'Tambah Kelompok' / 'Ubah Kelompok' of a group assignment (spec 2 'Assignments', 4 'Group'):
 * the name and the members, picked from the class's students by name or NIM (one already in
 * another group of the assignment is not offered). The leader carries the 'Ketua' tag: a new
 * group's is chosen here ('Jadikan Ketua'); an edited group keeps its leader, and when the leader
 * is removed the first member left leads (domain hapusAnggota, as the server does). A member of a
 * graded group cannot be removed.
 */
export function KelompokFormModal({
  mode,
  kelompok = null,
  mahasiswa,
  semuaKelompok,
  onSubmit,
  isPending = false,
  galat,
  ...openProps
}: KelompokFormModalProps) {
  const edit = mode === 'ubah' && kelompok !== null;
  const judulId = useId();
  const galatId = useId();
  const [cari, setCari] = useState('');

  const form = useEditorForm<FormKelompok>({
    initial: () =>
      edit
        ? { nama: kelompok.nama, anggota: keKetuaDulu(kelompok.anggota) }
        : { nama: '', anggota: [] },
    open: openProps,
    source: `${mode}|${kelompok?.id ?? ''}`,
    disableWhileSubmitting: true,
  });
  const { values } = form;
  const isSubmitting = form.isSubmitting || isPending;
  const galatAnggota = form.errors.anggota;

  const diKelompokLain = new Set(
    semuaKelompok
      .filter((k) => k.id !== kelompok?.id)
      .flatMap((k) => k.anggota.map((a) => a.mahasiswa.id)),
  );
  const opsi = mahasiswa.filter((m) => !diKelompokLain.has(m.id));
  const kata = cari.trim().toLocaleLowerCase('id-ID');
  const tampil = opsi.filter(
    (m) => kata === '' || `${m.nama} ${m.nim}`.toLocaleLowerCase('id-ID').includes(kata),
  );
  // A graded group's members stay (canDelete false).
  const terkunci = new Set(
    values.anggota.filter((a) => a.canDelete === false).map((a) => a.mahasiswa.id),
  );

  /** The checked students: newcomers join at the end (the first one leads), the unchecked go. */
  const pilih = (ids: string[]) => {
    let anggota = values.anggota.reduce<Anggota[]>(
      (sisa, a) =>
        ids.includes(a.mahasiswa.id) || terkunci.has(a.mahasiswa.id)
          ? sisa
          : hapusAnggota(sisa, a.mahasiswa.nim),
      values.anggota,
    );
    for (const id of ids) {
      const m = mahasiswa.find((x) => x.id === id);
      if (!m || anggota.some((a) => a.mahasiswa.id === id)) continue;
      anggota = [
        ...anggota,
        { jabatan: anggota.length === 0 ? 'ketua' : 'anggota', mahasiswa: m, canDelete: true },
      ];
    }
    form.set({ anggota: keKetuaDulu(anggota) });
  };
  const hapus = (a: Anggota) =>
    form.set({ anggota: keKetuaDulu(hapusAnggota(values.anggota, a.mahasiswa.nim)) });
  const ketua = (a: Anggota) =>
    form.set({ anggota: keKetuaDulu(jadikanKetua(values.anggota, a.mahasiswa.nim)) });

  const simpan = () =>
    form.submit(
      () =>
        onSubmit({
          nama: values.nama.trim(),
          anggota: keKetuaDulu(values.anggota).map((a) => a.mahasiswa.id),
        }),
      { validate: () => galatKelompok(values) },
    );

  return (
    <Modal
      {...form.open}
      title={edit ? 'Ubah Data' : 'Tambah Data'}
      subtitle={edit ? 'Ubah Data Kelompok' : 'Tambah Data Kelompok'}
      width={600}
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
        <TextField label="Nama Kelompok" isRequired maxLength={100} {...form.field('nama')} />
        <TextField
          label="Cari Mahasiswa"
          placeholder="Cari nama atau NIM"
          value={cari}
          onChange={setCari}
          isDisabled={form.isSubmitting}
        />
        <div className={styles.pilihan}>
          <CheckboxGroup
            label="Pilih Anggota"
            description="Mahasiswa yang sudah tergabung dalam kelompok lain tidak ditampilkan"
            value={values.anggota.map((a) => a.mahasiswa.id)}
            onChange={pilih}
            isDisabled={form.isSubmitting}
          >
            {tampil.map((m) => (
              <Checkbox
                key={m.id}
                value={m.id}
                isDisabled={terkunci.has(m.id)}
              >{`${m.nama} (${m.nim})`}</Checkbox>
            ))}
          </CheckboxGroup>
          {tampil.length === 0 ? (
            <p className={styles.kosong}>
              {opsi.length === 0
                ? 'Semua mahasiswa kelas ini sudah tergabung dalam kelompok.'
                : 'Tidak ada mahasiswa yang sesuai dengan pencarian.'}
            </p>
          ) : null}
        </div>
        <section className={styles.bagian} aria-labelledby={judulId}>
          <h3 id={judulId} className={fieldStyles.label}>
            Anggota Kelompok ({values.anggota.length})
            <span className={fieldStyles.asterisk} aria-hidden="true">
              *
            </span>
          </h3>
          <ul
            className={`${styles.daftar} ${galatAnggota ? styles.daftarGalat : ''}`}
            aria-labelledby={judulId}
            aria-describedby={galatAnggota ? galatId : undefined}
          >
            {values.anggota.length === 0 ? (
              <li className={styles.kosong}>Belum ada anggota. Tambahkan mahasiswa di atas.</li>
            ) : null}
            {values.anggota.map((a) => (
              <li key={a.mahasiswa.id} className={styles.baris}>
                <Avatar
                  name={a.mahasiswa.nama}
                  src={a.mahasiswa.avatar_url ?? undefined}
                  isDecorative
                />
                <span className={styles.teks}>
                  <span className={styles.nama}>{a.mahasiswa.nama}</span>
                  <span className={styles.nim}>
                    <span className={visuallyHidden}>NIM </span>
                    {a.mahasiswa.nim}
                  </span>
                </span>
                <span className={styles.aksi}>
                  {a.jabatan === 'ketua' ? <Tag tone="warning">Ketua</Tag> : null}
                  {!edit && a.jabatan !== 'ketua' ? (
                    <Button
                      size="small"
                      variant="ghost"
                      icon={<Crown />}
                      aria-label={`Jadikan Ketua ${a.mahasiswa.nama}`}
                      isDisabled={form.isSubmitting}
                      onPress={() => ketua(a)}
                    >
                      Jadikan Ketua
                    </Button>
                  ) : null}
                  <Button
                    iconOnly
                    variant="ghost"
                    icon={<X />}
                    aria-label={`Hapus ${a.mahasiswa.nama}`}
                    isDisabled={form.isSubmitting || a.canDelete === false}
                    onPress={() => hapus(a)}
                  />
                </span>
              </li>
            ))}
          </ul>
          {galatAnggota ? (
            <p id={galatId} className={fieldStyles.error}>
              {galatAnggota}
            </p>
          ) : null}
        </section>
      </FormStack>
    </Modal>
  );
}
