import {
  type DateValue,
  fromAbsolute,
  toCalendarDate,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';
import type { Materi } from '@kampus/api';
import {
  adaGalat,
  aturanSyaratHadir,
  BATAS_ELIPSIS_NAMA,
  batasUnggahMateriByte,
  cekWaktuMateri,
  deadlineDefaultMateri,
  EKSTENSI_TIPE_FILE,
  elipsisNamaBerkas,
  type FieldMateri,
  type FieldWaktuMateri,
  type FormMateri,
  formatRentangJam,
  formatTanggal,
  formatUkuranBerkas,
  formMateriAwal,
  formMateriDari,
  type GalatForm,
  galatPertama,
  inputMateri,
  isKosong,
  JENIS_MATERI,
  type JenisMateri,
  keEpoch,
  LABEL_JENIS_MATERI,
  LABEL_KELAS,
  LABEL_TIPE_FILE,
  labelJenisPertemuan,
  labelOpsiPertemuan,
  MATERI_PER_HALAMAN,
  namaPengunggah,
  PESAN_MATERI,
  PESAN_WAKTU_MATERI,
  payloadMateri,
  payloadSalinMateri,
  periksaBerkas,
  TIPE_FILE,
  type TipeFile,
  teksPetunjukUnggah,
  validasiMateri,
  validasiSalinMateri,
  type WaktuInput,
  zonaWaktu,
} from '@kampus/domain';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import LinkIcon from 'lucide-react/icons/link';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type Key } from 'react-aria-components';
import { RichTextEditor } from '../../content/RichTextEditor/RichTextEditor';
import { DataTable } from '../../data/DataTable';
import { Pagination } from '../../data/Pagination';
import { SearchField } from '../../data/SearchField';
import { FileCard, FileTypeIcon } from '../../files/FileCard';
import { galatServer, useModalForm } from '../../hooks/useModalForm';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { DatePicker } from '../../primitives/DatePicker';
import * as fieldStyles from '../../primitives/Field/Field.css';
import { IconButton } from '../../primitives/IconButton';
import { LoadError } from '../../primitives/LoadError';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { Tag } from '../../primitives/Tag';
import { TextField } from '../../primitives/TextField';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../primitives/Toast';
import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './MateriFormModal.css';

/** A meeting as the material form needs it (spec 3 'Meeting'). */
export interface PertemuanMateri {
  id: string;
  nomor: number;
  jenis: 'online' | 'offline' | (string & {});
  waktu_mulai: string | null;
  waktu_selesai: string | null;
  default_deadline_materi?: string | null;
}

/** The material save body (domain `payloadMateri`). */
export type PayloadMateri = ReturnType<typeof payloadMateri>;
/** The copy body (domain `payloadSalinMateri`). */
export type PayloadSalinMateri = ReturnType<typeof payloadSalinMateri>;

/** The copy tab's data: one page of other classes' materials (GET /v2/lms/materi). */
export interface SalinMateriData {
  materi: readonly Materi[];
  /** Materials over all pages (meta.total_items). */
  total: number;
  /** Current page, from 1; pages hold 10 (spec 9). */
  page: number;
  onPageChange: (page: number) => void;
  search: string;
  /** The title search, already debounced (500 ms). */
  onSearchChange: (search: string) => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' instead of the table. @default false */
  isError?: boolean;
}

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

// --- The view ---

type TabMateri = 'upload' | 'salin';
type Galat = GalatForm<FieldMateri | 'link' | FieldWaktuMateri>;

const OPSI_TIPE = TIPE_FILE.map((t) => ({ id: t, label: LABEL_TIPE_FILE[t] }));
const OPSI_JENIS = JENIS_MATERI.map((j) => ({ id: j, label: LABEL_JENIS_MATERI[j] }));

const batasPersen = (persen: number) =>
  Math.min(100, Math.max(0, Number.isFinite(persen) ? persen : 0));

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

  const formAwal = (): FormMateri => {
    if (edit) return formMateriDari(materi);
    return formMateriAwal(pertemuan, pertemuan ? deadlineDefaultMateri(pertemuan, sekarang) : null);
  };
  const [form, setForm] = useState(formAwal);
  const [asli, setAsli] = useState<FormMateri | null>(() => (edit ? formAwal() : null));
  const [berkas, setBerkas] = useState<File | null>(null);
  const [galat, setGalat] = useState<Galat>({});
  const [tab, setTab] = useState<TabMateri>('upload');
  const [pilihan, setPilihan] = useState<RowSelectionState>({});
  const [galatSalin, setGalatSalin] = useState<string | null>(null);
  const [persen, setPersen] = useState(0);
  const [deadlineDiubah, setDeadlineDiubah] = useState(false);

  const mulaiUlang = () => {
    setForm(formAwal());
    setAsli(edit ? formAwal() : null);
    setBerkas(null);
    setGalat({});
    setTab('upload');
    setPilihan({});
    setGalatSalin(null);
    setPersen(0);
    setDeadlineDiubah(false);
  };

  // Another material or meeting starts the form over.
  const kunciSumber = `${mode}|${materi?.id ?? ''}|${pertemuan?.id ?? ''}`;
  const [sumber, setSumber] = useState(kunciSumber);
  if (sumber !== kunciSumber) {
    setSumber(kunciSumber);
    mulaiUlang();
  }

  const { open, isSubmitting, kirim } = useModalForm({ isOpen, onOpenChange }, mulaiUlang);

  const daftarPertemuan = opsiPertemuan ?? [];
  const pertemuanTerpilih: PertemuanMateri | null = operator
    ? (daftarPertemuan.find((p) => p.id === form.pertemuan) ??
      (pertemuan?.id === form.pertemuan ? pertemuan : null))
    : pertemuan;
  const jenisPertemuan =
    pertemuanTerpilih?.jenis ?? (edit ? materi.pertemuan.jenis : undefined) ?? null;
  const aturanSyarat = aturanSyaratHadir(jenisPertemuan);

  const ubah = (perubahan: Partial<FormMateri>) => {
    setForm((f) => ({ ...f, ...perubahan }));
    setGalat((g) => {
      const sisa = { ...g };
      for (const kunci of Object.keys(perubahan)) delete sisa[kunci as keyof Galat];
      if ('tampil_sekarang' in perubahan || 'waktu_mulai_tampil' in perubahan) {
        delete sisa.waktu_mulai_tampil;
        delete sisa.deadline;
      }
      if ('is_syarat_hadir' in perubahan) delete sisa.deadline;
      if ('tipe_file' in perubahan) {
        delete sisa.berkas;
        delete sisa.link;
      }
      return sisa;
    });
  };

  const pilihPertemuan = (id: Key | null) => {
    const dipilih = daftarPertemuan.find((p) => p.id === id) ?? null;
    const aturan = aturanSyaratHadir(dipilih?.jenis);
    ubah({
      pertemuan: dipilih?.id ?? null,
      is_syarat_hadir: aturan.nonaktif ? null : (form.is_syarat_hadir ?? false),
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
    ubah({ tipe_file: tipe });
    // A chosen file stays only when the new type accepts it too (.ogg, .webm).
    if (berkas && (!tipe || tipe === 'url' || !periksaBerkas(berkas, aturanBerkas(tipe)).ok)) {
      setBerkas(null);
    }
  };

  const pilihBerkas = (files: readonly File[]) => {
    const file = files[0];
    const tipe = form.tipe_file;
    if (!file || !tipe || inputMateri(tipe) !== 'berkas') return;
    const cek = periksaBerkas(file, aturanBerkas(tipe), 'form');
    if (!cek.ok) {
      setBerkas(null);
      setGalat((g) => ({ ...g, berkas: cek.pesan }));
      return;
    }
    setBerkas(file);
    setGalat(({ berkas: _b, ...sisa }) => sisa);
  };

  const lapor = (pesan: string | null) => {
    if (pesan) tampilkanToast({ pesan, jenis: 'danger' }, antrian);
  };

  const simpan = async () => {
    const lengkap: FormMateri = { ...form, berkas };
    // A new file is needed when creating, or when an edit changes the type.
    const perluBerkas = !edit || form.tipe_file !== materi.tipe_file;
    const cek = validasiMateri(lengkap, { operator, mode: perluBerkas ? 'tambah' : 'ubah' });
    const waktu = cekWaktuMateri(lengkap, {
      sekarang,
      syaratNonaktif: aturanSyarat.nonaktif,
      asli,
    });
    const semua: Galat = { ...cek.galat, ...waktu.galat };
    if (adaGalat(semua)) {
      setGalat(semua);
      lapor(cek.toast ?? galatPertama(waktu.galat));
      return;
    }
    setPersen(0);
    const payload = payloadMateri(lengkap, {
      jenisPertemuan,
      tz,
      berkasBaru: berkas !== null,
    });
    const hasil = await kirim(() => onSubmit(payload, berkas, (p) => setPersen(batasPersen(p))));
    if (!hasil.ok) {
      const dariServer = galatServer(hasil.error);
      if (dariServer.length > 0) {
        setGalat(Object.fromEntries(dariServer.map((e) => [e.field, e.message])));
      }
    }
  };

  const idTerpilih = Object.keys(pilihan).filter((id) => pilihan[id]);

  const simpanSalin = async () => {
    const galatBaru: Galat = {};
    if (operator && isKosong(form.pertemuan)) galatBaru.pertemuan = PESAN_MATERI.pertemuan;
    const waktu = cekWaktuMateri(form, { sekarang, syaratNonaktif: aturanSyarat.nonaktif });
    Object.assign(galatBaru, waktu.galat);
    const cekPilih = validasiSalinMateri(idTerpilih);
    setGalatSalin(cekPilih.ok ? null : cekPilih.pesan);
    if (adaGalat(galatBaru) || !cekPilih.ok) {
      setGalat(galatBaru);
      lapor(waktu.belumLengkap ? PESAN_MATERI.belumLengkap : galatPertama(waktu.galat));
      return;
    }
    if (!onSalin) return;
    const payload = payloadSalinMateri(
      {
        pertemuan: form.pertemuan,
        list_id: idTerpilih,
        tampil_sekarang: form.tampil_sekarang,
        waktu_mulai_tampil: form.waktu_mulai_tampil,
        is_syarat_hadir: form.is_syarat_hadir,
        deadline: form.deadline,
      },
      { jenisPertemuan, tz },
    );
    await kirim(() => onSalin(payload));
  };

  const adaTab = mode === 'tambah' && salin !== undefined && onSalin !== undefined;
  const tabAktif: TabMateri = adaTab ? tab : 'upload';

  const bidangTampilan = (
    <BidangTampilan
      form={form}
      ubah={(perubahan) => {
        if ('deadline' in perubahan) setDeadlineDiubah(true);
        ubah(perubahan);
      }}
      galat={galat}
      asli={asli}
      syaratNonaktif={aturanSyarat.nonaktif}
      timeZone={tz}
      sekarang={sekarang}
      isDisabled={isSubmitting}
    />
  );

  const formUnggah = (
    <FormUnggah
      form={form}
      ubah={ubah}
      galat={galat}
      materi={edit ? materi : null}
      berkas={berkas}
      onPilihTipe={pilihTipe}
      onPilihBerkas={pilihBerkas}
      onHapusBerkas={() => setBerkas(null)}
      aturanBerkas={aturanBerkas}
      isDisabled={isSubmitting}
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
      {...open}
      title={mode === 'ubah' ? 'Ubah Data' : 'Tambah Data'}
      subtitle={mode === 'ubah' ? 'Ubah Data Materi' : 'Tambah Data Materi'}
      width={900}
      submitLabel={tabAktif === 'salin' ? 'Salin' : 'Simpan'}
      isSubmitting={isSubmitting}
      onSubmit={() => void (tabAktif === 'salin' ? simpanSalin() : simpan())}
    >
      <div className={styles.root}>
        {operator ? (
          <Select
            label="Pertemuan"
            isRequired
            validationBehavior="aria"
            items={daftarPertemuan.map((p) => ({ id: p.id, label: labelOpsiPertemuan(p, tz) }))}
            value={form.pertemuan}
            onChange={pilihPertemuan}
            isDisabled={isSubmitting}
            isInvalid={Boolean(galat.pertemuan)}
            errorMessage={galat.pertemuan}
          />
        ) : pertemuanTerpilih ? (
          <KartuPertemuan pertemuan={pertemuanTerpilih} timeZone={tz} />
        ) : null}
        {adaTab && salin ? (
          <Tabs
            selectedKey={tab}
            onSelectionChange={(k) => setTab(k === 'salin' ? 'salin' : 'upload')}
            isDisabled={isSubmitting}
          >
            <TabList aria-label="Cara menambah materi">
              <Tab id="upload">Upload Materi Baru</Tab>
              <Tab id="salin">Salin Materi Kelas Lain</Tab>
            </TabList>
            <TabPanel id="upload">{formUnggah}</TabPanel>
            <TabPanel id="salin">
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
            </TabPanel>
          </Tabs>
        ) : (
          formUnggah
        )}
      </div>
    </Modal>
  );
}

/** The meeting from context: 'Pertemuan {nomor}', its type, date and time range with the zone. */
function KartuPertemuan({ pertemuan, timeZone }: { pertemuan: PertemuanMateri; timeZone: string }) {
  return (
    <section className={styles.pertemuan} aria-label={`Pertemuan ${pertemuan.nomor}`}>
      <p className={styles.pertemuanJudul}>Pertemuan {pertemuan.nomor}</p>
      <Tag tone={pertemuan.jenis === 'offline' ? 'grey' : 'blue'}>
        {labelJenisPertemuan(pertemuan.jenis, pertemuan.jenis)}
      </Tag>
      <p className={styles.pertemuanWaktu}>
        {formatTanggal(pertemuan.waktu_mulai, timeZone)},{' '}
        {formatRentangJam(pertemuan.waktu_mulai, pertemuan.waktu_selesai, timeZone, true)}
      </p>
    </section>
  );
}

interface FormUnggahProps {
  form: FormMateri;
  ubah: (perubahan: Partial<FormMateri>) => void;
  galat: Galat;
  /** The material being edited: its file is shown and replacing it is optional. */
  materi: Materi | null;
  berkas: File | null;
  onPilihTipe: (tipe: TipeFile | null) => void;
  onPilihBerkas: (files: readonly File[]) => void;
  onHapusBerkas: () => void;
  aturanBerkas: (tipe: TipeFile) => { accept: readonly string[]; maksByte: number };
  isDisabled: boolean;
  children: ReactNode;
}

/** The upload tab: title, description, type and kind, the file or the link, then `children`. */
function FormUnggah({
  form,
  ubah,
  galat,
  materi,
  berkas,
  onPilihTipe,
  onPilihBerkas,
  onHapusBerkas,
  aturanBerkas,
  isDisabled,
  children,
}: FormUnggahProps) {
  const input = inputMateri(form.tipe_file);
  return (
    <div className={styles.form}>
      <TextField
        label="Judul"
        isRequired
        validationBehavior="aria"
        value={form.judul}
        onChange={(judul) => ubah({ judul })}
        isDisabled={isDisabled}
        isInvalid={Boolean(galat.judul)}
        errorMessage={galat.judul}
      />
      <RichTextEditor
        label="Deskripsi"
        isRequired
        value={form.deskripsi}
        onChange={(deskripsi) => ubah({ deskripsi })}
        isDisabled={isDisabled}
        height={200}
        errorMessage={galat.deskripsi}
      />
      <div className={styles.grid}>
        <Select
          label="Tipe File"
          isRequired
          validationBehavior="aria"
          items={OPSI_TIPE}
          value={form.tipe_file}
          onChange={(id) => onPilihTipe((id as TipeFile | null) ?? null)}
          isDisabled={isDisabled}
          isInvalid={Boolean(galat.tipe_file)}
          errorMessage={galat.tipe_file}
        />
        <Select
          label="Jenis Materi"
          isRequired
          validationBehavior="aria"
          items={OPSI_JENIS}
          value={form.jenis_materi}
          onChange={(id) => ubah({ jenis_materi: (id as JenisMateri | null) ?? null })}
          isDisabled={isDisabled}
          isInvalid={Boolean(galat.jenis_materi)}
          errorMessage={galat.jenis_materi}
        />
      </div>
      {input === 'link' ? (
        <TextField
          label="Link"
          // Not type="url": the stored links are free text (spec 3 file_url).
          inputMode="url"
          isRequired
          validationBehavior="aria"
          placeholder="https://"
          value={form.link}
          onChange={(link) => ubah({ link })}
          isDisabled={isDisabled}
          isInvalid={Boolean(galat.link)}
          errorMessage={galat.link}
        />
      ) : (
        <BidangBerkas
          tipe={form.tipe_file}
          berkas={berkas}
          // The stored file stands while the type is unchanged (spec 5: file only if new).
          berkasLama={materi?.tipe_file === form.tipe_file ? materi.file : null}
          isRequired={!materi || materi.tipe_file !== form.tipe_file}
          galat={galat.berkas}
          onPilih={onPilihBerkas}
          onHapus={onHapusBerkas}
          aturan={form.tipe_file && input === 'berkas' ? aturanBerkas(form.tipe_file) : null}
          isDisabled={isDisabled}
        />
      )}
      {children}
    </div>
  );
}

interface BidangBerkasProps {
  tipe: TipeFile | null;
  berkas: File | null;
  berkasLama: Materi['file'];
  isRequired: boolean;
  galat?: string;
  onPilih: (files: readonly File[]) => void;
  onHapus: () => void;
  aturan: { accept: readonly string[]; maksByte: number } | null;
  isDisabled: boolean;
}

/**
 * The file input (spec 5): a drop zone with 'Pilih File', disabled until a type is chosen, taking
 * the type's extensions up to its size limit; the chosen file with its shortened name and size.
 */
function BidangBerkas({
  tipe,
  berkas,
  berkasLama,
  isRequired,
  galat,
  onPilih,
  onHapus,
  aturan,
  isDisabled,
}: BidangBerkasProps) {
  const id = useId();
  const nonaktif = isDisabled || aturan === null;
  const petunjuk = aturan
    ? teksPetunjukUnggah(aturan.accept, aturan.maksByte)
    : PESAN_WAKTU_MATERI.pilihTipe;
  return (
    <fieldset
      className={styles.berkas}
      aria-describedby={[`${id}-petunjuk`, galat ? `${id}-galat` : null].filter(Boolean).join(' ')}
    >
      <legend className={`${fieldStyles.label} ${styles.legendBerkas}`}>
        File
        {isRequired ? (
          <span className={fieldStyles.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {berkas ? (
        <div className={styles.barisBerkas}>
          <FileTypeIcon name={berkas.name} />
          <div className={styles.teksBerkas}>
            <span className={styles.namaBerkas} title={berkas.name}>
              {elipsisNamaBerkas(berkas.name, BATAS_ELIPSIS_NAMA)}
            </span>
            <span className={styles.ukuranBerkas}>{formatUkuranBerkas(berkas.size)}</span>
          </div>
          <IconButton
            aria-label={`Hapus ${berkas.name}`}
            icon={<Trash2 />}
            size="small"
            isDisabled={isDisabled}
            onPress={onHapus}
          />
        </div>
      ) : berkasLama ? (
        <FileCard
          berkas={{ name: berkasLama.nama, url: berkasLama.url, content_length: berkasLama.ukuran }}
        />
      ) : null}
      <DropZone
        className={`${styles.dropZone} ${galat ? styles.dropZoneInvalid : ''}`}
        aria-label="Area unggah file"
        isDisabled={nonaktif}
        getDropOperation={() => (nonaktif ? 'cancel' : 'copy')}
        onDrop={async (e) => {
          const files = await Promise.all(
            e.items.filter(isFileDropItem).map((item) => item.getFile()),
          );
          onPilih(files);
        }}
      >
        <span className={styles.dropIcon} aria-hidden="true">
          <CloudUpload />
        </span>
        <p className={styles.dropText}>Seret file ke sini atau</p>
        <FileTrigger
          acceptedFileTypes={aturan ? [...aturan.accept] : undefined}
          onSelect={(list) => onPilih(list ? [...list] : [])}
        >
          <Button variant="secondary" size="small" isDisabled={nonaktif}>
            {berkas || berkasLama ? 'Ganti File' : 'Pilih File'}
          </Button>
        </FileTrigger>
      </DropZone>
      <p id={`${id}-petunjuk`} className={styles.hint}>
        {tipe === null ? PESAN_WAKTU_MATERI.pilihTipe : petunjuk}
      </p>
      {galat ? (
        <p id={`${id}-galat`} className={styles.galat}>
          {galat}
        </p>
      ) : null}
    </fieldset>
  );
}

interface BidangTampilanProps {
  form: FormMateri;
  ubah: (perubahan: Partial<FormMateri>) => void;
  galat: Galat;
  asli: FormMateri | null;
  syaratNonaktif: boolean;
  timeZone: string;
  sekarang: string;
  isDisabled: boolean;
}

const keZoned = (waktu: WaktuInput | null, tz: string): ZonedDateTime | null => {
  const ms = keEpoch(waktu);
  return ms === null ? null : fromAbsolute(ms, tz);
};
const keEpochDari = (nilai: DateValue | null, tz: string): number | null =>
  nilai ? toZoned(nilai, tz).toDate().getTime() : null;

/**
 * Display and attendance (spec 4 'Material display'): now or later with a start, the requirement
 * Ya/Tidak (disabled and empty for offline meetings) and its deadline.
 */
function BidangTampilan({
  form,
  ubah,
  galat,
  asli,
  syaratNonaktif,
  timeZone,
  sekarang,
  isDisabled,
}: BidangTampilanProps) {
  const kini = useMemo(() => keZoned(sekarang, timeZone), [sekarang, timeZone]);
  const hariIni = kini ? toCalendarDate(kini) : undefined;
  // Typed dates start from now, whole minutes: the picker shows no seconds (spec 9 'HH:mm').
  const placeholder = kini?.set({ second: 0, millisecond: 0 });
  const mulai = keZoned(form.waktu_mulai_tampil, timeZone);
  const deadline = keZoned(form.deadline, timeZone);
  // A stored time left as it was is not held to 'not in the past' (an old material).
  const mulaiTetap =
    asli !== null && keEpoch(asli.waktu_mulai_tampil) === keEpoch(form.waktu_mulai_tampil);
  const deadlineTetap = asli !== null && keEpoch(asli.deadline) === keEpoch(form.deadline);
  const minMulai = mulaiTetap ? undefined : (kini ?? undefined);
  const batasDeadline =
    !form.tampil_sekarang && mulai && kini && mulai.compare(kini) > 0 ? mulai : kini;
  const minDeadline = deadlineTetap && mulaiTetap ? undefined : (batasDeadline ?? undefined);
  const syarat = syaratNonaktif ? null : form.is_syarat_hadir === true;

  return (
    <fieldset className={styles.tampilan}>
      <legend className={styles.legend}>Tampilan dan Kehadiran</legend>
      <div className={styles.grid}>
        <RadioGroup
          label="Waktu Tampil"
          orientation="horizontal"
          value={form.tampil_sekarang ? 'sekarang' : 'nanti'}
          onChange={(v) => ubah({ tampil_sekarang: v === 'sekarang' })}
          isDisabled={isDisabled}
        >
          <Radio value="sekarang">Tampilkan Sekarang</Radio>
          <Radio value="nanti">Tampilkan Nanti</Radio>
        </RadioGroup>
        {form.tampil_sekarang ? null : (
          <DatePicker
            label="Tanggal & Jam Mulai Tampil"
            isRequired
            validationBehavior="aria"
            value={mulai}
            onChange={(d) => ubah({ waktu_mulai_tampil: keEpochDari(d, timeZone) })}
            minValue={minMulai}
            placeholderValue={placeholder}
            today={hariIni}
            isDisabled={isDisabled}
            isInvalid={galat.waktu_mulai_tampil ? true : undefined}
            errorMessage={galat.waktu_mulai_tampil}
          />
        )}
      </div>
      <div className={styles.grid}>
        <RadioGroup
          label="Syarat Kehadiran"
          orientation="horizontal"
          value={syarat === null ? null : syarat ? 'ya' : 'tidak'}
          onChange={(v) => ubah({ is_syarat_hadir: v === 'ya' })}
          isDisabled={isDisabled || syaratNonaktif}
          description={syaratNonaktif ? PESAN_WAKTU_MATERI.syaratOffline : undefined}
        >
          <Radio value="ya">Ya</Radio>
          <Radio value="tidak">Tidak</Radio>
        </RadioGroup>
        {syarat ? (
          <DatePicker
            label="Deadline"
            isRequired
            validationBehavior="aria"
            value={deadline}
            onChange={(d) => ubah({ deadline: keEpochDari(d, timeZone) })}
            minValue={minDeadline}
            placeholderValue={placeholder}
            today={hariIni}
            isDisabled={isDisabled}
            isInvalid={galat.deadline ? true : undefined}
            errorMessage={galat.deadline}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

interface SalinMateriProps {
  salin: SalinMateriData;
  pilihan: RowSelectionState;
  onPilihanChange: (pilihan: RowSelectionState) => void;
  galat: string | null;
  children: ReactNode;
}

const KOLOM_SALIN: ColumnDef<Materi>[] = [
  {
    id: 'jenis',
    header: 'Jenis Materi',
    cell: ({ row }) => (
      <span className={styles.nowrap}>{LABEL_JENIS_MATERI[row.original.jenis_materi]}</span>
    ),
  },
  {
    id: 'judul',
    header: 'Judul',
    cell: ({ row }) => <TeksJudul teks={row.original.judul} />,
  },
  {
    id: 'format',
    header: 'Format',
    meta: { align: 'center' },
    cell: ({ row }) => {
      const m = row.original;
      const url = m.file_url ?? m.file?.url ?? null;
      return url ? (
        <Button
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="ghost"
          size="small"
          icon={<LinkIcon />}
          aria-label={`Buka ${m.judul} (membuka tab baru)`}
        />
      ) : (
        '-'
      );
    },
  },
  {
    id: 'kelas',
    header: 'Kelas',
    // Fixed class label (spec 2, 9).
    cell: () => <span className={styles.nowrap}>{LABEL_KELAS}</span>,
  },
  {
    id: 'pertemuan',
    header: 'Pertemuan',
    meta: { align: 'end' },
    // Our meeting ids are UUIDs: the meeting number stands for 'the last character of the id'.
    cell: ({ row }) => row.original.pertemuan.nomor,
  },
  {
    id: 'pengunggah',
    header: 'Pengunggah',
    cell: ({ row }) => namaPengunggah(row.original.created_by),
  },
];

/** Long titles: two lines, the whole title in a tooltip. */
function TeksJudul({ teks }: { teks: string }) {
  const isi = <span className={styles.potong}>{teks}</span>;
  if (teks.length <= 60) return isi;
  return (
    <Tooltip content={teks} isTextTrigger>
      {isi}
    </Tooltip>
  );
}

/**
 * The copy tab (spec 2 'Materials'): 'Cari judul', the materials of other classes with row
 * checkboxes (kept across pages), paging by 10, then the display and attendance fields.
 */
function SalinMateri({ salin, pilihan, onPilihanChange, galat, children }: SalinMateriProps) {
  const jumlah = Object.values(pilihan).filter(Boolean).length;
  return (
    <div className={styles.salin}>
      <div className={styles.cari}>
        <SearchField
          placeholder="Cari judul"
          defaultValue={salin.search}
          onSearch={salin.onSearchChange}
        />
      </div>
      {galat ? (
        <p className={styles.galat} role="alert">
          {galat}
        </p>
      ) : null}
      {jumlah > 0 ? <p className={styles.ringkasanPilih}>{jumlah} materi dipilih</p> : null}
      {salin.isError ? (
        <LoadError />
      ) : (
        <DataTable
          aria-label="Materi Kelas Lain"
          columns={KOLOM_SALIN}
          data={salin.materi as Materi[]}
          getRowId={(m) => m.id}
          getRowLabel={(m) => m.judul}
          enableRowSelection
          rowSelection={pilihan}
          onRowSelectionChange={onPilihanChange}
          isLoading={salin.isLoading}
          loadingRows={5}
        />
      )}
      {salin.total > 0 ? (
        // Enter in 'Ke halaman' moves the page; it must not submit the modal's form.
        <div
          onKeyDownCapture={(e) => {
            if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
          }}
        >
          <Pagination
            page={salin.page}
            pageSize={MATERI_PER_HALAMAN}
            total={salin.total}
            showPageSize={false}
            isDisabled={salin.isLoading}
            onChange={({ page }) => salin.onPageChange(page)}
          />
        </div>
      ) : null}
      {children}
    </div>
  );
}
