import { inject } from 'vitest';

/**
 * The product this worker's journeys run against (support/globalSetup.ts starts one per worker;
 * VITEST_POOL_ID is the worker's number, 1 to maxWorkers).
 */
export function alamatServer() {
  const servers = inject('servers');
  const nomor = Number(process.env.VITEST_POOL_ID ?? 1);
  const alamat = servers[(nomor - 1) % servers.length];
  if (!alamat) throw new Error('Server e2e belum dimulai (support/globalSetup.ts).');
  return alamat;
}
