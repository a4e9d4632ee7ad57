import { randomBytes } from 'node:crypto';
import { buatAplikasiSikad, HEADER_TOKEN } from './aplikasi';
import { PenyimpananSikad } from './penyimpanan';

// Starting the SIKAD simulator: in-process for tests (a free port, memory or a file), or from
// main.ts as a service of its own.

export { HEADER_TOKEN } from './aplikasi';
export type { RiwayatSikad, SelNilaiSikad } from './penyimpanan';

export interface OpsiSimulatorSikad {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** The shared secret; default a random one (read it from the result). */
  token?: string;
  /** The JSON file the data is kept in; null or unset: memory only. */
  berkasData?: string | null;
  /** Cut every push off after this many applied rows (as POST /_kontrol/gagal-setelah). */
  gagalSetelah?: number | null;
  /** A push cut off with cara 'mati': default closes this simulator. */
  padaMati?: () => void;
  sekarang?: () => Date;
}

export interface SimulatorSikad {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  token: string;
  /** The header the token goes in. */
  headerToken: typeof HEADER_TOKEN;
  /** Stops listening (and drops open connections). */
  tutup(): Promise<void>;
}

export async function mulaiSimulatorSikad(opsi: OpsiSimulatorSikad = {}): Promise<SimulatorSikad> {
  const token = opsi.token ?? randomBytes(24).toString('base64url');
  const penyimpanan = new PenyimpananSikad(opsi.berkasData ?? null);
  let tutup: () => Promise<void> = async () => {};
  const app = buatAplikasiSikad({
    penyimpanan,
    token,
    gagalSetelah: opsi.gagalSetelah,
    sekarang: opsi.sekarang,
    padaMati: opsi.padaMati ?? (() => void tutup()),
  });
  const host = opsi.host ?? '127.0.0.1';
  await app.listen({ port: opsi.port ?? 0, host });
  const alamat = app.server.address();
  const port = typeof alamat === 'object' && alamat ? alamat.port : (opsi.port ?? 0);
  let tertutup: Promise<void> | null = null;
  tutup = () => {
    tertutup ??= (async () => {
      app.server.closeAllConnections();
      await app.close();
    })();
    return tertutup;
  };
  const hostUrl = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return { url: `http://${hostUrl}:${port}`, port, token, headerToken: HEADER_TOKEN, tutup };
}
