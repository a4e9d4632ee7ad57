import type { SoalPengerjaan } from '@kampus/api';
import { hurufPilihan, teksAturanKelompokSoal } from '@kampus/domain';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { RichText } from '../../../content/RichText';
import { FileCard } from '../../../files/FileCard';
import { Tag } from '../../../primitives/Tag';
import * as styles from './UjianInfoView.css';

type KelompokSoal = SoalPengerjaan['kelompok_soal'][number];
type SoalDijawab = KelompokSoal['soal'][number];

interface Opsi {
  id: string;
  label: string;
  gambar?: string | null;
  kunci: boolean;
  dipilih: boolean;
}

/** The options of a choice or true/false question with the key and the student's choice. */
function opsiSoal(soal: SoalDijawab): Opsi[] {
  const isi = soal.jawaban?.isi;
  if (soal.jenis === 'pilihan' && soal.pilihan) {
    const dipilih = isi?.jenis === 'pilihan' ? isi.pilihan : null;
    return soal.pilihan.pilihan.map((teks, i) => ({
      id: String(i),
      label: `${hurufPilihan(i)}. ${teks}`,
      gambar: soal.pilihan?.gambar[i] ?? null,
      kunci: soal.pilihan?.kunci === i,
      dipilih: dipilih === i,
    }));
  }
  if (soal.jenis === 'benar_salah' && soal.benar_salah) {
    const dipilih = isi?.jenis === 'benar_salah' ? isi.jawaban : null;
    const { pilihan, kunci } = soal.benar_salah;
    return (['benar', 'salah'] as const).map((nilai) => ({
      id: nilai,
      label: pilihan[nilai],
      kunci: kunci === nilai,
      dipilih: dipilih === nilai,
    }));
  }
  return [];
}

function SoalTinjauan({ soal, nomor, level }: { soal: SoalDijawab; nomor: number; level: 4 | 5 }) {
  const Judul = `h${level}` as const;
  const SubJudul = `h${level + 1}` as 'h5' | 'h6';
  const judulId = useId();
  const isi = soal.jawaban?.isi;
  const nilai = soal.jawaban?.nilai;
  const opsi = opsiSoal(soal);
  const esai = soal.jenis === 'esay' && isi?.jenis === 'esay' ? isi : null;
  const dijawab = opsi.length > 0 ? opsi.some((o) => o.dipilih) : Boolean(esai);
  return (
    <article className={styles.soal} aria-labelledby={judulId}>
      <div className={styles.soalKepala}>
        <Judul id={judulId} className={styles.soalNomor}>
          Soal {nomor}
        </Judul>
        {!dijawab ? <Tag tone="grey">Tidak dijawab</Tag> : null}
        {nilai !== null && nilai !== undefined ? <Tag tone="blue">Nilai {nilai}</Tag> : null}
      </div>
      <RichText html={soal.pertanyaan} />
      {soal.soal_files.length > 0 ? (
        <ul className={styles.berkas} aria-label={`Lampiran soal ${nomor}`}>
          {soal.soal_files.map((b) => (
            <li key={b.url + b.name}>
              <FileCard berkas={b} />
            </li>
          ))}
        </ul>
      ) : null}

      {opsi.length > 0 ? (
        <ul className={styles.opsi} aria-label={`Pilihan soal ${nomor}`}>
          {opsi.map((o) => (
            <li
              key={o.id}
              className={[
                styles.opsiItem,
                o.kunci ? styles.opsiKunci : null,
                o.dipilih && !o.kunci ? styles.opsiSalah : null,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <span className={styles.opsiIkon} aria-hidden="true">
                {o.kunci ? <Check /> : o.dipilih ? <X /> : null}
              </span>
              <span className={styles.opsiTeks}>
                {o.label}
                {o.gambar ? (
                  <img className={styles.opsiGambar} src={o.gambar} alt={`Gambar ${o.label}`} />
                ) : null}
              </span>
              <span className={styles.opsiTanda}>
                {o.dipilih ? <Tag tone={o.kunci ? 'success' : 'danger'}>Jawaban Anda</Tag> : null}
                {o.kunci ? <Tag tone="success">Kunci</Tag> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {soal.jenis === 'esay' ? (
        <div className={styles.esai}>
          <div className={styles.esaiBlok}>
            <SubJudul className={styles.esaiJudul}>Jawaban Anda</SubJudul>
            {esai?.teks.trim() ? <p className={styles.esaiTeks}>{esai.teks}</p> : null}
            {!esai?.teks.trim() && !esai?.files.length ? <p>-</p> : null}
            {esai && esai.files.length > 0 ? (
              <ul className={styles.berkas} aria-label={`Lampiran jawaban soal ${nomor}`}>
                {esai.files.map((b) => (
                  <li key={b.url}>
                    <FileCard berkas={b} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className={`${styles.esaiBlok} ${styles.esaiKunci}`}>
            <SubJudul className={styles.esaiJudul}>Kunci Jawaban</SubJudul>
            <RichText html={soal.esay?.kunci} />
            {soal.esay && soal.esay.kunci_files.length > 0 ? (
              <ul className={styles.berkas} aria-label={`Lampiran kunci soal ${nomor}`}>
                {soal.esay.kunci_files.map((b) => (
                  <li key={b.url + b.name}>
                    <FileCard berkas={b} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}

export interface TinjauanJawabanProps {
  /** The attempt's questions in its order, with the keys and the stored answers. */
  kelompokSoal: SoalPengerjaan['kelompok_soal'];
  /** Level of the heading above the review; groups are one below, questions two. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The answer key review of a finished attempt: per group its rule, per question the text, the
 * options with the key and the student's choice (or the essay answer and its key), the grade.
 */
export function TinjauanJawaban({ kelompokSoal, headingLevel = 2 }: TinjauanJawabanProps) {
  const JudulKelompok = `h${headingLevel + 1}` as 'h3' | 'h4';
  const levelSoal = (headingLevel + 2) as 4 | 5;
  const dasarId = useId();
  // Questions are numbered across groups, in the attempt's order.
  const awal = kelompokSoal.map((_, i) =>
    kelompokSoal.slice(0, i).reduce((n, k) => n + k.soal.length, 0),
  );
  return (
    <div className={styles.tinjauan}>
      {kelompokSoal.map((k, ki) => (
        <section key={k.id} className={styles.kelompok} aria-labelledby={`${dasarId}-${k.id}`}>
          <div className={styles.kelompokJudul}>
            <JudulKelompok id={`${dasarId}-${k.id}`} className={styles.kelompokNama}>
              {k.judul || `Bagian ${k.nomor}`}
            </JudulKelompok>
            <p className={styles.aturan}>
              {teksAturanKelompokSoal(k.aturan, k.wajib_dijawab, k.soal.length)}
            </p>
          </div>
          {k.soal.map((s, i) => (
            <SoalTinjauan key={s.id} soal={s} nomor={(awal[ki] ?? 0) + i + 1} level={levelSoal} />
          ))}
        </section>
      ))}
    </div>
  );
}
