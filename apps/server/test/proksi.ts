import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL for one instance's connections, which a test can cut
 * (as a network fault or a restarting pooler would), keep refusing for a while, or slow down
 * (what PostgreSQL sends back arrives `tundaMs` later, in order).
 */
export async function bukaProksi(databaseUrl: string) {
  const tujuan = new URL(databaseUrl);
  const soket = new Set<net.Socket>();
  const server = net.createServer((klien) => {
    if (proksi.tolak) {
      klien.destroy();
      return;
    }
    const pg = net.connect(Number(tujuan.port || 5432), tujuan.hostname);
    soket.add(klien);
    soket.add(pg);
    let antre = Promise.resolve();
    klien.on('data', (d) => pg.write(d));
    pg.on('data', (d) => {
      const pada = Date.now() + proksi.tundaMs;
      antre = antre.then(async () => {
        const sisa = pada - Date.now();
        if (sisa > 0) await new Promise((r) => setTimeout(r, sisa));
        if (!klien.destroyed) klien.write(d);
      });
    });
    const tutup = () => {
      klien.destroy();
      pg.destroy();
      soket.delete(klien);
      soket.delete(pg);
    };
    for (const s of [klien, pg]) {
      s.on('error', tutup);
      s.on('close', tutup);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const proksi = {
    /** The database URL through the proxy. */
    url: url.toString(),
    /** Refuse new connections. */
    tolak: false,
    tundaMs: 0,
    /** Cuts every open connection. */
    putus() {
      for (const s of soket) s.destroy();
      soket.clear();
    },
    async tutup() {
      proksi.putus();
      await new Promise((r) => server.close(r));
    },
  };
  return proksi;
}
