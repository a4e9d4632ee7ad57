import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The simulator's data: SIKAD's component grades per class, the history of every change, and the
// (key, row) pairs a push applied, kept in one JSON file written whole after each change (write
// then rename), so a grade and the record that it was applied are saved together or not at all.

export interface SelNilaiSikad {
  id_kelas: string;
  nim: string;
  id_komponen: string;
  nilai: number | null;
  /** Changed by SIKAD's own staff after the LMS's last push. */
  update_by_sikad: boolean;
  /** How many times this grade was written (a row applied twice shows here). */
  versi: number;
  diubah_pada: string;
}

/** One write of one grade: by a push of the LMS (with its key) or by SIKAD's staff. */
export interface RiwayatSikad {
  oleh: 'lms' | 'sikad';
  kunci: string | null;
  id_kelas: string;
  nim: string;
  id_komponen: string;
  nilai: number | null;
  nilai_sebelum: number | null;
  versi: number;
  waktu: string;
}

interface IsiBerkas {
  versi: 1;
  nilai: SelNilaiSikad[];
  riwayat: RiwayatSikad[];
  /** Answers of completed push requests: a repeat of the same request gets the same answer. */
  jawaban: { kunci: string; sidik: string; jawaban: unknown }[];
}

const sel = (idKelas: string, nim: string, idKomponen: string) =>
  JSON.stringify([idKelas, nim, idKomponen]);

export class PenyimpananSikad {
  private readonly nilai = new Map<string, SelNilaiSikad>();
  private readonly riwayat: RiwayatSikad[] = [];
  /** (key, class, nim, component) -> the write that applied it. */
  private readonly terapan = new Map<string, RiwayatSikad>();
  private readonly jawaban = new Map<string, unknown>();
  /** key -> the class it was first used for. */
  private readonly kelasKunci = new Map<string, string>();

  /** `berkas` null: kept in memory only. */
  constructor(readonly berkas: string | null) {
    if (berkas && existsSync(berkas)) this.muat(berkas);
  }

  private muat(berkas: string) {
    let isi: IsiBerkas;
    try {
      isi = JSON.parse(readFileSync(berkas, 'utf8')) as IsiBerkas;
    } catch {
      throw new Error(`Berkas data simulator SIKAD rusak: ${berkas}`);
    }
    if (isi?.versi !== 1 || !Array.isArray(isi.nilai) || !Array.isArray(isi.riwayat)) {
      throw new Error(`Berkas data simulator SIKAD tidak dikenali: ${berkas}`);
    }
    for (const n of isi.nilai) this.nilai.set(sel(n.id_kelas, n.nim, n.id_komponen), n);
    for (const r of isi.riwayat) this.catatRiwayat(r);
    for (const j of isi.jawaban ?? []) this.jawaban.set(JSON.stringify([j.kunci, j.sidik]), j);
  }

  /** Writes the whole state: a temporary file renamed over the old one. */
  simpan() {
    if (!this.berkas) return;
    const isi: IsiBerkas = {
      versi: 1,
      nilai: [...this.nilai.values()],
      riwayat: this.riwayat,
      jawaban: [...this.jawaban.values()] as IsiBerkas['jawaban'],
    };
    mkdirSync(path.dirname(this.berkas), { recursive: true });
    const sementara = `${this.berkas}.${process.pid}.tmp`;
    writeFileSync(sementara, JSON.stringify(isi));
    renameSync(sementara, this.berkas);
  }

  private catatRiwayat(r: RiwayatSikad) {
    this.riwayat.push(r);
    if (!r.kunci) return;
    this.terapan.set(JSON.stringify([r.kunci, r.id_kelas, r.nim, r.id_komponen]), r);
    if (!this.kelasKunci.has(r.kunci)) this.kelasKunci.set(r.kunci, r.id_kelas);
  }

  /** A class's grades, by nim then component. */
  nilaiKelas(idKelas: string): SelNilaiSikad[] {
    return [...this.nilai.values()]
      .filter((n) => n.id_kelas === idKelas)
      .sort((a, b) =>
        a.nim === b.nim ? (a.id_komponen < b.id_komponen ? -1 : 1) : a.nim < b.nim ? -1 : 1,
      );
  }

  /** The write that applied this row under this key, if any. */
  terapanDari(kunci: string, idKelas: string, nim: string, idKomponen: string) {
    return this.terapan.get(JSON.stringify([kunci, idKelas, nim, idKomponen]));
  }

  /** The class a key was first used for. */
  kelasDariKunci(kunci: string): string | undefined {
    return this.kelasKunci.get(kunci);
  }

  /** Writes one grade and its history entry (not yet saved to disk). */
  tulis(args: {
    oleh: 'lms' | 'sikad';
    kunci: string | null;
    idKelas: string;
    nim: string;
    idKomponen: string;
    nilai: number | null;
    waktu: Date;
  }): RiwayatSikad {
    const kunciSel = sel(args.idKelas, args.nim, args.idKomponen);
    const lama = this.nilai.get(kunciSel);
    const waktu = args.waktu.toISOString();
    const baru: SelNilaiSikad = {
      id_kelas: args.idKelas,
      nim: args.nim,
      id_komponen: args.idKomponen,
      nilai: args.nilai,
      update_by_sikad: args.oleh === 'sikad',
      versi: (lama?.versi ?? 0) + 1,
      diubah_pada: waktu,
    };
    this.nilai.set(kunciSel, baru);
    const r: RiwayatSikad = {
      oleh: args.oleh,
      kunci: args.kunci,
      id_kelas: args.idKelas,
      nim: args.nim,
      id_komponen: args.idKomponen,
      nilai: args.nilai,
      nilai_sebelum: lama?.nilai ?? null,
      versi: baru.versi,
      waktu,
    };
    this.catatRiwayat(r);
    return r;
  }

  riwayatKelas(idKelas: string): RiwayatSikad[] {
    return this.riwayat.filter((r) => r.id_kelas === idKelas);
  }

  jawabanTersimpan(kunci: string, sidik: string): unknown {
    return (this.jawaban.get(JSON.stringify([kunci, sidik])) as { jawaban: unknown } | undefined)
      ?.jawaban;
  }

  simpanJawaban(kunci: string, sidik: string, jawaban: unknown) {
    this.jawaban.set(JSON.stringify([kunci, sidik]), { kunci, sidik, jawaban });
  }

  kosongkan() {
    this.nilai.clear();
    this.riwayat.length = 0;
    this.terapan.clear();
    this.jawaban.clear();
    this.kelasKunci.clear();
  }
}
