// The exam storm's table (bench/ujian.ts), apart from the run so it can be tested.

/** Percentiles and failures of one kind of call (ujian.ts `ringkas`). */
export interface Ringkasan {
  jumlah: number;
  p50: number;
  p99: number;
  maks: number;
  non2xx: number;
  galat: number;
}

/**
 * A p99 as a multiple of the bare route's p99 measured during the same storm (same machine, same
 * moment): on a busy machine both grow, so the ratio still says whether our code got slower.
 * Null when the bare p99 is unknown.
 */
export function rasioP99(p99: number, p99Polos: number): number | null {
  if (!Number.isFinite(p99) || !Number.isFinite(p99Polos) || p99Polos <= 0) return null;
  return Math.round((p99 / p99Polos) * 10) / 10;
}

/** The markdown table: each call's counts and latencies, its p99 also as a ratio of the bare
 * route's during the storm; the bare route before, during and after. */
export function tabelBadai(
  judul: string,
  panggilan: { nama: string; r: Ringkasan }[],
  polos: { laju: number; awal: Ringkasan; selama: Ringkasan; akhir: Ringkasan },
): string[] {
  const baris = (nama: string, r: Ringkasan, rasio: string) =>
    `| ${nama} | ${r.jumlah} | ${r.p50} | ${r.p99} | ${rasio} | ${r.maks} | ${r.non2xx} | ${r.galat} |`;
  const rasio = (r: Ringkasan) => {
    const x = rasioP99(r.p99, polos.selama.p99);
    return x === null ? '-' : `${x}x`;
  };
  return [
    `| ${judul} | permintaan | p50 ms | p99 ms | p99 / p99 polos selama badai | maks ms | non-2xx | galat jaringan |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    baris(`Fastify polos, ${polos.laju} req/s (sebelum)`, polos.awal, ''),
    ...panggilan.map((p) => baris(p.nama, p.r, rasio(p.r))),
    baris(`Fastify polos, ${polos.laju} req/s (selama badai)`, polos.selama, '1x'),
    baris(`Fastify polos, ${polos.laju} req/s (sesudah)`, polos.akhir, ''),
  ];
}
