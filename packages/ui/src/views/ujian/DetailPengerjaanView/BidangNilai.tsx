import { cekNilaiSoal, cekPenguranganNilai, type HasilNilai } from '@kampus/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../primitives/Button';
import { TextField } from '../../../primitives/TextField';
import * as styles from './DetailPengerjaanView.css';

interface BidangAngkaProps {
  /** The field's label, e.g. 'Nilai soal 3'. */
  label: string;
  /** The stored value; a new one replaces what was typed. */
  nilai: number | null;
  /** The domain's check of the typed text. */
  cek: (teks: string) => HasilNilai;
  inputMode: 'numeric' | 'decimal';
  tombol: string;
  'aria-label-tombol'?: string;
  onSimpan: (nilai: number) => Promise<unknown>;
  isDisabled?: boolean;
  description?: string;
}

/**
 * A number typed and saved on its own ('Simpan'); the domain's check gives the message, and the
 * button waits for the save. Enter saves too.
 */
function BidangAngka({
  label,
  nilai,
  cek,
  inputMode,
  tombol,
  'aria-label-tombol': labelTombol,
  onSimpan,
  isDisabled = false,
  description,
}: BidangAngkaProps) {
  const awal = nilai === null ? '' : String(nilai);
  const [teks, setTeks] = useState(awal);
  const [sumber, setSumber] = useState(awal);
  const [galat, setGalat] = useState<string | null>(null);
  const [menyimpan, setMenyimpan] = useState(false);
  if (sumber !== awal) {
    setSumber(awal);
    setTeks(awal);
    setGalat(null);
  }

  const simpan = async (e?: FormEvent) => {
    e?.preventDefault();
    const hasil = cek(teks);
    if (!hasil.ok) {
      setGalat(hasil.pesan);
      return;
    }
    setGalat(null);
    setMenyimpan(true);
    try {
      await onSimpan(hasil.nilai);
    } catch {
      // The page shows the server's message; the typed value stays to try again.
    } finally {
      setMenyimpan(false);
    }
  };

  return (
    <form className={styles.bidangAngka} onSubmit={(e) => void simpan(e)}>
      <div className={styles.bidangIsi}>
        <TextField
          label={label}
          inputMode={inputMode}
          value={teks}
          onChange={(v) => {
            setTeks(v);
            setGalat(null);
          }}
          isInvalid={galat !== null}
          errorMessage={galat ?? undefined}
          description={description}
          isDisabled={isDisabled || menyimpan}
          validationBehavior="aria"
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        aria-label={labelTombol}
        isPending={menyimpan}
        isDisabled={isDisabled}
      >
        {tombol}
      </Button>
    </form>
  );
}

/** A question's grade: a whole number 0..100 (domain `normalisasiNilaiSoal`; 80.5 is refused). */
export function BidangNilaiSoal({
  nomor,
  nilai,
  onSimpan,
  isDisabled,
}: {
  nomor: number;
  nilai: number | null;
  onSimpan: (nilai: number) => Promise<unknown>;
  isDisabled?: boolean;
}) {
  return (
    <BidangAngka
      label={`Nilai soal ${nomor}`}
      nilai={nilai}
      cek={cekNilaiSoal}
      inputMode="numeric"
      tombol="Simpan Nilai"
      aria-label-tombol={`Simpan nilai soal ${nomor}`}
      onSimpan={onSimpan}
      isDisabled={isDisabled}
    />
  );
}

/** The deduction: a number 0..100 with two decimals (domain `normalisasiPenguranganNilai`). */
export function BidangPengurangan({
  nilai,
  onSimpan,
  isDisabled,
}: {
  nilai: number;
  onSimpan: (nilai: number) => Promise<unknown>;
  isDisabled?: boolean;
}) {
  return (
    <BidangAngka
      label="Pengurangan Nilai"
      nilai={nilai}
      cek={cekPenguranganNilai}
      inputMode="decimal"
      tombol="Simpan Pengurangan"
      onSimpan={onSimpan}
      isDisabled={isDisabled}
      description="Dikurangkan dari nilai akhir, dua angka desimal."
    />
  );
}
