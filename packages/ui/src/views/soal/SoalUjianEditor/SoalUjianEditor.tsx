import type { KelompokSoal, SimpanKelompokSoal, SimpanSoal, Soal, UjianDetail } from '@kampus/api';
import {
  type JenisSoal,
  LABEL_JENIS_SOAL,
  labelAturanKelompokSoal,
  nomorAwalKelompok,
  validasiKelompokSoal,
} from '@kampus/domain';
import ListPlus from 'lucide-react/icons/list-plus';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Inline, Stack } from '../../../layout';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../primitives/Menu';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { type ToastQueue, toastQueue } from '../../../primitives/Toast';
import type { SuntingSoal, UnggahBerkasSoalFn } from './berkasSoal';
import { KartuSoal } from './KartuSoal';
import type { SuntingKelompok } from './KelompokModal';
import { KesiapanSoal } from './KesiapanSoal';
import * as styles from './SoalUjianEditor.css';

// The question editor carries the Markdown editor: loaded when a lecturer first opens it, so the
// page (and the read-only preview) does not.
const SoalModal = lazy(() => import('./SoalModal').then((m) => ({ default: m.SoalModal })));
const KelompokModal = lazy(() =>
  import('./KelompokModal').then((m) => ({ default: m.KelompokModal })),
);

export interface SoalUjianEditorProps {
  /** The exam with its question groups (GET /lms/ujian/{id}); null groups read as none. */
  ujian: UjianDetail;
  /** Editing controls (the lecturer's write right); without it the questions are a preview. */
  bolehUbah: boolean;
  /** 'Tambah Kelompok Soal'; the modal closes when it resolves and stays open when it rejects. */
  onTambahKelompok: (body: SimpanKelompokSoal) => Promise<unknown>;
  onUbahKelompok: (idKelompok: string, body: SimpanKelompokSoal) => Promise<unknown>;
  /** After 'Hapus' in the confirmation. */
  onHapusKelompok: (idKelompok: string) => Promise<unknown>;
  onTambahSoal: (idKelompok: string, body: SimpanSoal) => Promise<unknown>;
  onUbahSoal: (idKelompok: string, idSoal: string, body: SimpanSoal) => Promise<unknown>;
  /** After 'Hapus' in 'Anda yakin ingin menghapus soal ini?'. */
  onHapusSoal: (idKelompok: string, idSoal: string) => Promise<unknown>;
  /** Skeletons instead of the groups. @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Where the question editor's toasts go. @default the app's toastQueue */
  toastQueue?: ToastQueue;
  /**
   * Uploads a question attachment (folder 'soal_ujian') or an essay's answer-key file
   * ('kunci_ujian') and resolves with the stored file. Without it the question editor lists the
   * stored files but offers no upload.
   */
  onUnggahBerkas?: UnggahBerkasSoalFn;
  /**
   * 'Soal Mata Kuliah' in each group's 'Tambah Soal' menu: the page opens the copy modal
   * (`SalinSoalModal`) for that group. Without it the item is not shown.
   */
  onSalinSoalMataKuliah?: (idKelompok: string) => void;
}

/** The question editor open for a question of a group. */
type SuntingSoalKelompok = SuntingSoal & { idKelompok: string };

/** The group menu's copy item; no question kind is called this. */
const SALIN_SOAL_MATA_KULIAH = 'salin-soal-mata-kuliah';

const JENIS_MENU: JenisSoal[] = ['pilihan', 'benar_salah', 'esay'];

type Hapus =
  | { jenis: 'soal'; idKelompok: string; idSoal: string }
  | { jenis: 'kelompok'; idKelompok: string };

const PESAN_HAPUS = {
  soal: 'Anda yakin ingin menghapus soal ini?',
  kelompok: 'Anda yakin ingin menghapus kelompok soal ini beserta soalnya?',
} as const;

const judulKelompok = (k: Pick<KelompokSoal, 'nomor' | 'judul'>) =>
  k.judul.trim() ? `Kelompok ${k.nomor}: ${k.judul.trim()}` : `Kelompok ${k.nomor}`;

/**
 * The exam's questions (spec 2 'Exam preview lists question groups with multiple choice,
 * true/false and essay questions'): each group with its rule (Semua, Acak: n soal per mahasiswa,
 * Sebagian: jawab n soal) and the domain's `validasiKelompokSoal` message when the rule no longer
 * fits its questions, each question with its key marked. With `bolehUbah` the groups and
 * questions are added, edited and deleted ('Tambah Soal': Soal Pilihan, Soal Benar Salah, Soal
 * Esai; deleting a question asks 'Anda yakin ingin menghapus soal ini?').
 */
export function SoalUjianEditor({
  ujian,
  bolehUbah,
  onTambahKelompok,
  onUbahKelompok,
  onHapusKelompok,
  onTambahSoal,
  onUbahSoal,
  onHapusSoal,
  isLoading = false,
  isError = false,
  onRetry,
  toastQueue: antrian = toastQueue,
  onUnggahBerkas,
  onSalinSoalMataKuliah,
}: SoalUjianEditorProps) {
  const idJudul = useId();
  const [suntingSoal, setSuntingSoal] = useState<SuntingSoalKelompok | null>(null);
  const [suntingKelompok, setSuntingKelompok] = useState<SuntingKelompok | null>(null);
  const [hapus, setHapus] = useState<Hapus | null>(null);
  const [menghapus, setMenghapus] = useState(false);

  const kelompok = ujian.kelompok_soal ?? [];
  const jumlahSoal = kelompok.reduce((n, k) => n + k.soal.length, 0);

  const konfirmasiHapus = async () => {
    if (!hapus) return;
    setMenghapus(true);
    try {
      await (hapus.jenis === 'soal'
        ? onHapusSoal(hapus.idKelompok, hapus.idSoal)
        : onHapusKelompok(hapus.idKelompok));
    } catch {
      // The app shows the error message (spec 8); the question stays.
    } finally {
      setMenghapus(false);
      setHapus(null);
    }
  };

  const tombolTambahKelompok = bolehUbah ? (
    <Button
      variant="secondary"
      icon={<ListPlus />}
      onPress={() => setSuntingKelompok({ kelompok: null })}
    >
      Tambah Kelompok Soal
    </Button>
  ) : null;

  let isi: ReactNode;
  if (isError) isi = <LoadError onRetry={onRetry} />;
  else if (isLoading) {
    isi = (
      <Stack gap="lg" aria-busy="true">
        {[0, 1].map((i) => (
          <div key={i} className={styles.kelompok}>
            <Skeleton width="40%" />
            <Skeleton width="90%" />
            <Skeleton width="75%" />
          </div>
        ))}
      </Stack>
    );
  } else if (kelompok.length === 0) {
    isi = <EmptyState pesan="Belum ada soal pada kuis/ujian ini." action={tombolTambahKelompok} />;
  } else {
    const nomorAwal = nomorAwalKelompok(kelompok);
    isi = (
      <Stack gap="lg">
        {kelompok.map((k, i) => (
          <KartuKelompok
            key={k.id}
            kelompok={k}
            nomorAwal={nomorAwal[i] ?? 0}
            bolehUbah={bolehUbah}
            onTambahSoal={(jenis) => setSuntingSoal({ idKelompok: k.id, jenis })}
            onSalinSoalMataKuliah={
              onSalinSoalMataKuliah ? () => onSalinSoalMataKuliah(k.id) : undefined
            }
            onUbah={() => setSuntingKelompok({ kelompok: k })}
            onHapus={() => setHapus({ jenis: 'kelompok', idKelompok: k.id })}
            onUbahSoal={(s) => setSuntingSoal({ idKelompok: k.id, jenis: s.jenis, soal: s })}
            onHapusSoal={(s) => setHapus({ jenis: 'soal', idKelompok: k.id, idSoal: s.id })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={idJudul}>
      <Inline as="header" gap="md" justify="space-between">
        <div className={styles.kepalaTeks}>
          <h2 id={idJudul} className={styles.judul}>
            Soal Kuis/Ujian
          </h2>
          {isLoading || isError ? null : (
            <p className={styles.redup}>
              {jumlahSoal} soal dalam {kelompok.length} kelompok
            </p>
          )}
        </div>
        {kelompok.length > 0 && !isError ? tombolTambahKelompok : null}
      </Inline>
      {isLoading || isError || ujian.masalah_soal.length === 0 ? null : (
        <KesiapanSoal masalah={ujian.masalah_soal} />
      )}
      {isi}
      {bolehUbah ? (
        <>
          {suntingSoal ? (
            <Suspense fallback={null}>
              <SoalModal
                sunting={suntingSoal}
                onClose={() => setSuntingSoal(null)}
                antrian={antrian}
                onUnggahBerkas={onUnggahBerkas}
                onSimpan={(s, body) =>
                  s.soal
                    ? onUbahSoal(suntingSoal.idKelompok, s.soal.id, body)
                    : onTambahSoal(suntingSoal.idKelompok, body)
                }
              />
            </Suspense>
          ) : null}
          {suntingKelompok ? (
            <Suspense fallback={null}>
              <KelompokModal
                sunting={suntingKelompok}
                onClose={() => setSuntingKelompok(null)}
                onSimpan={(k, body) => (k ? onUbahKelompok(k.id, body) : onTambahKelompok(body))}
              />
            </Suspense>
          ) : null}
          <ConfirmDialog
            isOpen={hapus !== null}
            onOpenChange={(buka) => (buka || menghapus ? undefined : setHapus(null))}
            variant="batal-hapus"
            message={hapus ? PESAN_HAPUS[hapus.jenis] : ''}
            onConfirm={() => void konfirmasiHapus()}
            isPending={menghapus}
            closeOnConfirm={false}
          />
        </>
      ) : null}
    </section>
  );
}

interface KartuKelompokProps {
  kelompok: KelompokSoal;
  /** Questions before this group: numbers run on across groups. */
  nomorAwal: number;
  bolehUbah: boolean;
  onTambahSoal: (jenis: JenisSoal) => void;
  /** 'Soal Mata Kuliah' in the menu, when given. */
  onSalinSoalMataKuliah?: () => void;
  onUbah: () => void;
  onHapus: () => void;
  onUbahSoal: (soal: Soal) => void;
  onHapusSoal: (soal: Soal) => void;
}

/** One question group: title, rule, its check, actions and the questions. */
function KartuKelompok({
  kelompok: k,
  nomorAwal,
  bolehUbah,
  onTambahSoal,
  onSalinSoalMataKuliah,
  onUbah,
  onHapus,
  onUbahSoal,
  onHapusSoal,
}: KartuKelompokProps) {
  const id = useId();
  const judul = judulKelompok(k);
  const cek = validasiKelompokSoal({
    aturan: k.aturan,
    jumlah_wajib_dijawab: k.jumlah_wajib_dijawab,
    jumlahSoal: k.soal.length,
  });
  return (
    <section className={styles.kelompok} aria-labelledby={id}>
      <Inline as="header" gap="md" align="flex-start" justify="space-between">
        <div className={styles.kepalaTeks}>
          <h3 id={id} className={styles.kelompokJudul}>
            {judul}
          </h3>
          <Inline>
            <Tag tone={k.aturan === 'semua' ? 'grey' : 'blue'}>
              {labelAturanKelompokSoal(k.aturan, k.jumlah_wajib_dijawab)}
            </Tag>
            <span className={styles.redup}>{k.soal.length} soal</span>
          </Inline>
        </div>
        {bolehUbah ? (
          <Inline gap="xs" wrap={false}>
            <MenuTrigger>
              <Button variant="secondary" size="small" icon={<Plus />}>
                Tambah Soal
              </Button>
              <Menu
                onAction={(key) =>
                  key === SALIN_SOAL_MATA_KULIAH
                    ? onSalinSoalMataKuliah?.()
                    : onTambahSoal(key as JenisSoal)
                }
              >
                {JENIS_MENU.map((j) => (
                  <MenuItem key={j} id={j}>
                    {LABEL_JENIS_SOAL[j]}
                  </MenuItem>
                ))}
                {onSalinSoalMataKuliah ? (
                  <>
                    <MenuSeparator />
                    <MenuItem id={SALIN_SOAL_MATA_KULIAH}>Soal Mata Kuliah</MenuItem>
                  </>
                ) : null}
              </Menu>
            </MenuTrigger>
            <Button
              iconOnly
              size="small"
              icon={<Pencil />}
              aria-label={`Ubah ${judul}`}
              onPress={onUbah}
            />
            <Button
              iconOnly
              variant="danger"
              size="small"
              icon={<Trash2 />}
              aria-label={`Hapus ${judul}`}
              onPress={onHapus}
            />
          </Inline>
        ) : null}
      </Inline>
      {cek.ok ? null : (
        <p className={styles.peringatan}>
          <TriangleAlert aria-hidden="true" size={16} />
          {cek.pesan}
        </p>
      )}
      {k.soal.length === 0 ? (
        <p className={styles.redup}>Belum ada soal di kelompok ini.</p>
      ) : (
        <ol className={styles.soalDaftar} aria-label={`Soal ${judul}`}>
          {k.soal.map((s, i) => {
            const nomor = nomorAwal + i + 1;
            return (
              <li key={s.id} className={styles.soal}>
                <KartuSoal
                  soal={s}
                  nomor={nomor}
                  onUbah={bolehUbah ? () => onUbahSoal(s) : undefined}
                  onHapus={bolehUbah ? () => onHapusSoal(s) : undefined}
                />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
