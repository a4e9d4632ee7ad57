import type { IsiJawaban, SoalPengerjaan } from '@kampus/api';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  jawabanTerisi,
  jumlahBelumDijawab,
  PESAN_PENGERJAAN,
  teksAturanKelompokSoal,
} from '@kampus/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Send from 'lucide-react/icons/send';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Dialog, ModalOverlay, Modal as RACModal } from 'react-aria-components';
import { RichText } from '../../../content/RichText';
import { FileCard } from '../../../files/FileCard';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import * as modalStyles from '../../../overlays/Modal/Modal.css';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { JawabanSoal } from './JawabanSoal';
import { NavigasiSoal } from './NavigasiSoal';
import * as styles from './PengerjaanUjianView.css';
import { SisaWaktu, StatusSimpan } from './StatusBar';
import {
  PESAN_OFFLINE_UJIAN,
  PESAN_SESI_BERAKHIR,
  PESAN_SOAL_KOSONG,
  PESAN_UNGGAHAN_GAGAL_SAAT_KUMPUL,
  teksKonfirmasiKumpul,
  teksUnggahanSaatKumpul,
} from './teks';
import type { PengerjaanUjianViewProps, SoalBernomor } from './types';
import { isiEsai, useUnggahanLampiran } from './useUnggahanLampiran';

/** The attempt's questions numbered across groups. */
function bernomor(kelompok: SoalPengerjaan['kelompok_soal']): SoalBernomor[] {
  return kelompok.flatMap((k, ki) => {
    const awal = kelompok.slice(0, ki).reduce((n, x) => n + x.soal.length, 0);
    return k.soal.map((soal, i) => ({ soal, kelompok: k, nomor: awal + i + 1 }));
  });
}

function LembarUjian({
  judul,
  data,
  jawabanLokal,
  onJawab,
  sisaDetik,
  koneksi,
  penyimpanan,
  menunggu: menungguProps,
  onKumpulkan,
  isMengumpulkan = false,
  galatKumpul,
  onUnggahLampiran,
  maksByteLampiran = BATAS_UNGGAH_DEFAULT_BYTE,
  sesiBerakhir = false,
  slotMasukUlang,
  soalAktif,
  defaultSoalAktif,
  onSoalAktifChange,
}: PengerjaanUjianViewProps & { data: SoalPengerjaan }) {
  const judulSoalId = useId();
  const daftar = useMemo(() => bernomor(data.kelompok_soal), [data.kelompok_soal]);

  // The answer of each question: the device's, else the server's.
  const isiProps = useMemo(() => {
    const peta = new Map<string, IsiJawaban | null>();
    for (const { soal } of daftar) {
      peta.set(soal.id, jawabanLokal[soal.id]?.isi ?? soal.jawaban?.isi ?? null);
    }
    return peta;
  }, [daftar, jawabanLokal]);
  const terjawab = useCallback((id: string) => jawabanTerisi(isiProps.get(id)), [isiProps]);
  const jumlahTerjawab = daftar.filter((d) => terjawab(d.soal.id)).length;
  const belumDijawab = jumlahBelumDijawab(data.kelompok_soal, terjawab);
  const menunggu =
    menungguProps ?? Object.values(jawabanLokal).filter((j) => j.status !== 'tersimpan').length;

  // Uploads finish later: they merge into the newest answer, which may be one just sent and not
  // yet back through the props.
  const isiPropsRef = useRef(isiProps);
  const onJawabRef = useRef(onJawab);
  useLayoutEffect(() => {
    isiPropsRef.current = isiProps;
    onJawabRef.current = onJawab;
  });
  const dikirim = useRef(new Map<string, { isi: IsiJawaban; dasar: IsiJawaban | null }>());
  const isiTerkini = useCallback((id: string): IsiJawaban | null => {
    const dariProps = isiPropsRef.current.get(id) ?? null;
    const kirim = dikirim.current.get(id);
    return kirim && kirim.dasar === dariProps ? kirim.isi : dariProps;
  }, []);
  const jawab = useCallback((id: string, isi: IsiJawaban) => {
    dikirim.current.set(id, { isi, dasar: isiPropsRef.current.get(id) ?? null });
    onJawabRef.current(id, isi);
  }, []);

  const dikumpulkan = data.pengerjaan.dikumpulkan;
  const waktuHabis = sisaDetik !== null && sisaDetik <= 0;
  const isReadOnly = dikumpulkan || waktuHabis;

  // The open question.
  const [aktifLokal, setAktifLokal] = useState(() => defaultSoalAktif ?? daftar[0]?.soal.id ?? '');
  const aktifId = soalAktif ?? aktifLokal;
  const indeks = Math.max(
    0,
    daftar.findIndex((d) => d.soal.id === aktifId),
  );
  const kini = daftar[indeks];
  const judulSoalRef = useRef<HTMLHeadingElement>(null);
  const fokusKeJudul = useRef(false);
  const [pengumuman, setPengumuman] = useState('');
  const pindah = (i: number, fokus: boolean) => {
    const tujuan = daftar[i];
    if (!tujuan) return;
    fokusKeJudul.current = fokus;
    setAktifLokal(tujuan.soal.id);
    onSoalAktifChange?.(tujuan.soal.id);
    setPengumuman(`Soal ${tujuan.nomor} dari ${daftar.length}`);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open question changes
  useEffect(() => {
    if (!fokusKeJudul.current) return;
    fokusKeJudul.current = false;
    judulSoalRef.current?.focus();
  }, [indeks]);

  const {
    unggahan,
    ubahUnggahan,
    unggah,
    mengunggah,
    kumpulTertunda,
    batalKumpul,
    galatUnggahKumpul,
    kumpulkan,
  } = useUnggahanLampiran({ isiTerkini, jawab, onUnggahLampiran, maksByteLampiran, onKumpulkan });

  const [konfirmasi, setKonfirmasi] = useState(false);

  const lokal = kini ? jawabanLokal[kini.soal.id] : undefined;
  let statusSoal: ReactNode = null;
  if (lokal?.status === 'gagal') {
    statusSoal = (
      <span className={`${styles.statusSoal} ${styles.statusSoalGagal}`}>
        Gagal disimpan{lokal.pesan ? `: ${lokal.pesan}` : ''}
      </span>
    );
  } else if (lokal?.status === 'menunggu') {
    statusSoal = <span className={styles.statusSoal}>Belum terkirim</span>;
  } else if (kini && terjawab(kini.soal.id)) {
    statusSoal = <span className={styles.statusSoal}>Tersimpan</span>;
  }

  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <div className={styles.barJudul}>
          <h2 className={judul ? styles.judul : visuallyHidden}>
            {judul || 'Pengerjaan Kuis/Ujian'}
          </h2>
          <p className={styles.ringkas}>
            Terjawab {jumlahTerjawab} dari {daftar.length} soal
          </p>
        </div>
        <div className={styles.barAlat}>
          <SisaWaktu sisaDetik={sisaDetik} />
          <StatusSimpan
            koneksi={koneksi}
            penyimpanan={penyimpanan}
            menunggu={menunggu}
            mengunggah={mengunggah}
          />
          {dikumpulkan ? null : (
            <Button
              icon={<Send />}
              isPending={isMengumpulkan || kumpulTertunda}
              isDisabled={koneksi === 'offline' || daftar.length === 0}
              disabledReason={
                koneksi === 'offline'
                  ? 'Sambungkan perangkat ke internet untuk mengumpulkan'
                  : undefined
              }
              onPress={() => setKonfirmasi(true)}
            >
              Kumpulkan
            </Button>
          )}
        </div>
      </header>

      {koneksi === 'offline' ? (
        <p className={styles.pesan.peringatan}>{PESAN_OFFLINE_UJIAN}</p>
      ) : null}
      {galatKumpul ? (
        <p className={styles.pesan.bahaya} role="alert">
          {galatKumpul}
        </p>
      ) : null}
      {kumpulTertunda ? (
        <Callout tone="info" role="status">
          <p>Menunggu {mengunggah} lampiran selesai diunggah, lalu jawaban dikumpulkan…</p>
          <div>
            <Button variant="secondary" size="small" onPress={batalKumpul}>
              Batal Kumpulkan
            </Button>
          </div>
        </Callout>
      ) : null}
      {galatUnggahKumpul ? (
        <p className={styles.pesan.bahaya} role="alert">
          {PESAN_UNGGAHAN_GAGAL_SAAT_KUMPUL}
        </p>
      ) : null}
      {dikumpulkan ? (
        <p className={styles.pesan.info}>{PESAN_PENGERJAAN.sudahDikumpulkan}</p>
      ) : waktuHabis ? (
        <p className={styles.pesan.peringatan}>{PESAN_PENGERJAAN.waktuHabis}</p>
      ) : null}

      {kini ? (
        <div className={styles.tataLetak}>
          <section className={styles.kartuSoal} aria-labelledby={judulSoalId}>
            <p className={styles.kelompok}>
              <span className={styles.kelompokNama}>
                {kini.kelompok.judul || `Bagian ${kini.kelompok.nomor}`}
              </span>
              <span className={styles.aturan}>
                {teksAturanKelompokSoal(
                  kini.kelompok.aturan,
                  kini.kelompok.wajib_dijawab,
                  kini.kelompok.soal.length,
                )}
              </span>
            </p>
            <div className={styles.soalKepala}>
              <h3 id={judulSoalId} ref={judulSoalRef} tabIndex={-1} className={styles.soalNomor}>
                Soal {kini.nomor} <span className={styles.soalDari}>dari {daftar.length}</span>
              </h3>
              {statusSoal}
            </div>
            <div className={styles.pertanyaan}>
              <RichText html={kini.soal.pertanyaan} />
            </div>
            {kini.soal.soal_files.length > 0 ? (
              <ul className={styles.daftarBerkas} aria-label="Lampiran soal">
                {kini.soal.soal_files.map((b) => (
                  <li key={b.url + b.name}>
                    <FileCard berkas={b} />
                  </li>
                ))}
              </ul>
            ) : null}

            <JawabanSoal
              key={kini.soal.id}
              soal={kini.soal}
              isi={isiProps.get(kini.soal.id) ?? null}
              isReadOnly={isReadOnly}
              onJawab={(isi) => jawab(kini.soal.id, isi)}
              onTeks={(teks) => jawab(kini.soal.id, { ...isiEsai(isiTerkini(kini.soal.id)), teks })}
              unggahan={unggahan[kini.soal.id] ?? []}
              onPilihBerkas={(files) =>
                unggah(kini.soal.id, kini.soal.esay?.jenis_file_diterima ?? [], files)
              }
              onHapusBerkas={(berkas) => {
                const esai = isiEsai(isiTerkini(kini.soal.id));
                jawab(kini.soal.id, {
                  ...esai,
                  files: esai.files.filter((f) => f.url !== berkas.url),
                });
              }}
              onHapusUnggahan={(id) =>
                ubahUnggahan(kini.soal.id, (b) => b.filter((x) => x.id !== id))
              }
              maksByte={maksByteLampiran}
            />

            <div className={styles.langkah}>
              <Button
                variant="secondary"
                isDisabled={indeks === 0}
                onPress={() => pindah(indeks - 1, indeks - 1 === 0)}
              >
                Sebelumnya
              </Button>
              <Button
                variant="secondary"
                isDisabled={indeks >= daftar.length - 1}
                onPress={() => pindah(indeks + 1, indeks + 1 === daftar.length - 1)}
              >
                Berikutnya
              </Button>
            </div>
          </section>

          <NavigasiSoal
            daftar={daftar}
            kelompok={data.kelompok_soal}
            aktifId={kini.soal.id}
            terjawab={terjawab}
            belumTerkirim={(id) => (jawabanLokal[id]?.status ?? 'tersimpan') !== 'tersimpan'}
            jumlahTerjawab={jumlahTerjawab}
            onPilih={(i) => pindah(i, true)}
          />
        </div>
      ) : (
        <div className={styles.kartuSoal}>
          <EmptyState icon={<ClipboardList />} pesan={PESAN_SOAL_KOSONG} />
        </div>
      )}

      <span className={visuallyHidden} aria-live="polite">
        {pengumuman}
      </span>

      <ConfirmDialog
        isOpen={konfirmasi}
        onOpenChange={setKonfirmasi}
        title="Kumpulkan Jawaban"
        message={
          <>
            <p>{teksKonfirmasiKumpul(belumDijawab)}</p>
            {mengunggah > 0 ? <p>{teksUnggahanSaatKumpul(mengunggah)}</p> : null}
            {menunggu > 0 ? (
              <p>
                {menunggu} jawaban belum terkirim; jawaban dikirim lebih dulu sebelum dikumpulkan.
              </p>
            ) : null}
          </>
        }
        onConfirm={kumpulkan}
      />

      <ModalOverlay
        isOpen={sesiBerakhir}
        isDismissable={false}
        isKeyboardDismissDisabled
        className={modalStyles.overlay}
      >
        <RACModal className={`${modalStyles.modal} ${modalStyles.width[500]}`}>
          <Dialog aria-label="Sesi berakhir" className={modalStyles.dialog}>
            {slotMasukUlang ?? <p className={styles.sesiKonten}>{PESAN_SESI_BERAKHIR}</p>}
          </Dialog>
        </RACModal>
      </ModalOverlay>
    </div>
  );
}

/**
 * /ujian/{id}/soal, taking an exam: the countdown (HH:mm:ss, amber under 5 minutes, red under
 * 1), the save state (offline, saving, all saved, n waiting), 'Kumpulkan' with a confirmation
 * that counts the questions still unanswered; one question at a time with its group's rule,
 * 'Sebelumnya'/'Berikutnya' and a numbered navigation marking answered questions; choices as
 * radio groups (A, B, C), true/false with the question's labels, essays as text and attachments.
 * Answers come from the device's journal first. An expired session shows `slotMasukUlang` over
 * the page without leaving it.
 */
export function PengerjaanUjianView(props: PengerjaanUjianViewProps) {
  const { data, isLoading = false, isError = false, onRetry } = props;
  if (isError) return <LoadError onRetry={onRetry} />;
  if (isLoading || !data) {
    return (
      <div role="status" aria-busy="true" className={styles.root}>
        <span className={visuallyHidden}>Memuat soal</span>
        <Skeleton height="4.5em" />
        <div className={styles.tataLetak}>
          <Skeleton height="20em" />
          <Skeleton height="12em" />
        </div>
      </div>
    );
  }
  return <LembarUjian {...props} data={data} />;
}
