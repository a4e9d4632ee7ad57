// npm run cache:kosongkan -w @kampus/server (DATABASE_URL=postgres://...): every server instance
// on that database forgets its read cache at once, and the pages open on them read again what
// they show. For data changed without the change triggers (src/db/perubahan.ts), as a restore
// with triggers disabled (pg_restore --disable-triggers, session_replication_role = replica)
// or a bulk load does: such changes are announced to no instance, whose cached values would
// otherwise stay up to 5 minutes. A restore must run it once the data is in.
// The channel names are src/db/perubahan.ts KANAL_DATA and src/platform/sse.ts
// KANAL_EVENT (test/kosongkan-cache.test.ts holds them together).
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'cache:kosongkan butuh DATABASE_URL (PostgreSQL yang dipakai server).\n' +
      'Dengan database tertanam (PGlite) server hanya satu proses: jalankan ulang server itu.',
  );
  process.exit(1);
}
const klien = new pg.Client({ connectionString: url, application_name: 'kampus-kosongkan-cache' });
try {
  await klien.connect();
  // '*' on kampus_data: forget every cached value; an event for every college's open streams.
  await klien.query("SELECT pg_notify('kampus_data', '*'), pg_notify('kampus_event', $1)", [
    JSON.stringify({ pt: '*', event: 'refetch', data: {} }),
  ]);
  console.log(
    'Cache baca semua instans server pada database ini dikosongkan; halaman yang terbuka memuat ulang datanya.',
  );
} catch (error) {
  console.error(`Cache tidak dapat dikosongkan: ${error.message}`);
  process.exitCode = 1;
} finally {
  await klien.end().catch(() => {});
}
