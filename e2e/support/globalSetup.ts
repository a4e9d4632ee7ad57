import type { TestProject } from 'vitest/node';
import { type AlamatServer, mulaiProduk } from '../../scripts/produk.mjs';

export type { AlamatServer };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product per worker (vitest.config.ts maxWorkers): worker N uses server N. */
    servers: AlamatServer[];
  }
}

/**
 * Starts one product per worker: the journeys of a worker run one file after another on its own
 * server and database, so two workers never see each other's changes.
 */
export default async function setup(project: TestProject) {
  const jumlah = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: jumlah }, () => mulaiProduk()));
  project.provide(
    'servers',
    servers.map((s) => s.alamat),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.berhenti()));
  };
}
