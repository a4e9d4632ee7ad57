import path from 'node:path';
import { mulaiSimulatorSikad } from './index';

// The SIKAD simulator as a service of its own:
//   SIKAD_SIMULATOR_PORT (4100), SIKAD_SIMULATOR_HOST (127.0.0.1), SIKAD_TOKEN (the shared
//   secret; a fixed local one when unset), SIKAD_SIMULATOR_DATA (the JSON file; default
//   DATA_DIR/sikad-simulator.json), SIKAD_SIMULATOR_GAGAL_SETELAH (cut pushes off after N rows).

const TOKEN_LOKAL = 'simulator-sikad-lokal';

function angka(nama: string, teks: string | undefined): number | undefined {
  if (teks === undefined || teks === '') return undefined;
  const n = Number(teks);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${nama} harus bilangan bulat >= 0`);
  return n;
}

async function main() {
  const env = process.env;
  const port = angka('SIKAD_SIMULATOR_PORT', env.SIKAD_SIMULATOR_PORT) ?? 4100;
  const berkasData =
    env.SIKAD_SIMULATOR_DATA || path.join(env.DATA_DIR || './data', 'sikad-simulator.json');
  const token = env.SIKAD_TOKEN || TOKEN_LOKAL;
  const sim = await mulaiSimulatorSikad({
    port,
    host: env.SIKAD_SIMULATOR_HOST || '127.0.0.1',
    token,
    berkasData: path.resolve(berkasData),
    gagalSetelah: angka('SIKAD_SIMULATOR_GAGAL_SETELAH', env.SIKAD_SIMULATOR_GAGAL_SETELAH),
    padaMati: () => {
      console.log('Simulator SIKAD dimatikan oleh simulasi gagal');
      process.exit(1);
    },
  });
  console.log(`Simulator SIKAD berjalan di ${sim.url} (data: ${path.resolve(berkasData)})`);
  if (!env.SIKAD_TOKEN)
    console.log(`  SIKAD_TOKEN tidak diset: memakai token lokal '${TOKEN_LOKAL}'`);
  for (const sinyal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sinyal, () => {
      void sim.tutup().then(() => process.exit(0));
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
