// Numbers, grades, currency and number-to-words (spec 9 'Formats').

/** Score placeholder: -1.618 displays '-' (spec 9). */
export const NILAI_KOSONG = -1.618;

/** Rounds half away from zero to `desimal` places without binary drift (1.005 -> 1.01). */
export function bulatkan(nilai: number, desimal = 2): number {
  if (!Number.isFinite(nilai) || Number.isInteger(nilai)) return nilai;
  const tanda = nilai < 0 ? -1 : 1;
  const abs = Math.abs(nilai);
  const teks = String(abs);
  const hasil = teks.includes('e')
    ? Math.round(abs * 10 ** desimal) / 10 ** desimal
    : Number(`${Math.round(Number(`${teks}e${desimal}`))}e-${desimal}`);
  return tanda * hasil || 0;
}

/** Grades are rounded to 2 decimals (spec 9). */
export function bulatkanNilai(nilai: number): number {
  return bulatkan(nilai, 2);
}

/** The number formatter: 2 decimals by default, whole numbers stay as they are (spec 9). */
export function formatAngka(nilai: number | null | undefined, desimal = 2): string {
  if (nilai === null || nilai === undefined || !Number.isFinite(nilai)) return '-';
  if (Number.isInteger(nilai)) return String(nilai);
  return bulatkan(nilai, desimal).toFixed(desimal);
}

export function isNilaiKosong(nilai: number | null | undefined): boolean {
  return nilai === null || nilai === undefined || nilai === NILAI_KOSONG || Number.isNaN(nilai);
}

/** A grade for display: '-' for the -1.618 placeholder or no value, else rounded to 2 decimals. */
export function formatNilai(nilai: number | null | undefined): string {
  if (isNilaiKosong(nilai)) return '-';
  return formatAngka(bulatkanNilai(nilai as number));
}

/** Progress (0..1) as a percentage with one decimal, e.g. 0.8555 -> '85.6%' (spec 9). */
export function formatProgres(fraksi: number | null | undefined): string {
  if (fraksi === null || fraksi === undefined || !Number.isFinite(fraksi)) return '-';
  return `${bulatkan(fraksi * 100, 1).toFixed(1)}%`;
}

/** Dot thousands separators: 1500000 -> '1.500.000'. */
export function ribuan(nilai: number): string {
  const bulat = Math.round(Math.abs(nilai));
  const teks = String(bulat).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return nilai < 0 && bulat !== 0 ? `-${teks}` : teks;
}

/** Currency 'Rp' with dot thousands: 1500000 -> 'Rp 1.500.000' (spec 9). */
export function formatRupiah(nilai: number | null | undefined): string {
  if (nilai === null || nilai === undefined || !Number.isFinite(nilai)) return '-';
  const teks = ribuan(Math.abs(nilai));
  return nilai <= -0.5 ? `-Rp ${teks}` : `Rp ${teks}`;
}

const SATUAN = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
] as const;

const TINGKAT = [
  [1e12, 'triliun'],
  [1e9, 'miliar'],
  [1e6, 'juta'],
] as const;

const gabung = (a: string, b: string) => (b ? `${a} ${b}` : a);

function eja(n: number): string {
  if (n < 12) return SATUAN[n] as string;
  if (n < 20) return `${eja(n - 10)} belas`;
  if (n < 100) return gabung(`${eja(Math.floor(n / 10))} puluh`, eja(n % 10));
  if (n < 200) return gabung('seratus', eja(n - 100));
  if (n < 1000) return gabung(`${eja(Math.floor(n / 100))} ratus`, eja(n % 100));
  if (n < 2000) return gabung('seribu', eja(n - 1000));
  if (n < 1e6) return gabung(`${eja(Math.floor(n / 1000))} ribu`, eja(n % 1000));
  for (const [besar, nama] of TINGKAT) {
    if (n >= besar) return gabung(`${eja(Math.floor(n / besar))} ${nama}`, eja(n % besar));
  }
  /* c8 ignore next */
  return '';
}

/** Number to Indonesian words (terbilang), whole numbers up to the trillions: 1500 -> 'seribu lima ratus'. */
export function terbilang(nilai: number): string {
  if (!Number.isFinite(nilai) || Math.abs(nilai) >= 1e15) {
    throw new RangeError('Angka di luar jangkauan terbilang');
  }
  const bulat = Math.trunc(nilai);
  if (bulat === 0) return 'nol';
  return bulat < 0 ? `minus ${eja(-bulat)}` : eja(bulat);
}
