import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { PgDatabase, type PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Change notifications from the database itself, for the read cache (platform/cache.ts): every
 * committed write announces on channel `kampus_data`
 *   - `t:<table>` once per statement (any change to the table),
 *   - `<entity>:<id>` per row for each `id` column (entity = the table) and each `id_<entity>`
 *     column, old and new values: a new participant announces `kelas_kuliah:<class>` and
 *     `mahasiswa:<student>`, a changed material `materi:<id>` and `pertemuan:<meeting>`,
 *   - `*` on TRUNCATE (forget everything).
 * Triggers, not application code, so no write path (a route, a job, a seed, psql) is missed, and
 * a rolled-back transaction announces nothing. Installed on every start for every table of the
 * public schema, so a table added by a later migration is covered without a line of code.
 */
export const KANAL_DATA = 'kampus_data';

/** Columns that name the whole college: a topic for them would invalidate everything. */
const BUKAN_TOPIK = new Set(['id_perguruan_tinggi']);

/** What a cached loader depended on: the tables its queries read, the topics of cached values
 * it used. */
export interface Catatan {
  tabel: Set<string>;
  topik: Set<string>;
}

const NAMA_TABEL = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * `db` as a cached loader reads through it: the same connection, recording in `catatan` the
 * table of every FROM and JOIN its queries run. Passed to the loader explicitly rather than
 * found through AsyncLocalStorage, whose promise hooks (Node 20) cost every request of the
 * process, cached or not, a quarter of its CPU time (bench, PostgreSQL: user_info 48-69 ->
 * 38-41 µs per request). Relational queries (`db.query.x`) are left out on purpose: they would
 * go through the unrecorded session, so using one in a loader fails loudly instead.
 */
export function dbPencatat<D>(db: D, catatan: Catatan): D {
  const asal = db as unknown as { session: object; dialect: PgDialect };
  const pencatat: Logger = {
    logQuery(query) {
      for (const m of query.matchAll(NAMA_TABEL)) if (m[1]) catatan.tabel.add(m[1].toLowerCase());
    },
  };
  // The session's prepared queries take its logger; everything else comes from the original.
  const sesi = Object.create(asal.session, { logger: { value: pencatat } });
  return new PgDatabase(asal.dialect, sesi, undefined) as unknown as D;
}

type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const FUNGSI_BARIS = sql.raw(`
CREATE OR REPLACE FUNCTION kampus_ubah_baris() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  baru jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  lama jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  i int := 0;
  v text;
  w text;
BEGIN
  WHILE i < TG_NARGS LOOP
    v := baru ->> TG_ARGV[i + 1];
    w := lama ->> TG_ARGV[i + 1];
    IF v IS NOT NULL THEN PERFORM pg_notify('${KANAL_DATA}', TG_ARGV[i] || ':' || v); END IF;
    IF w IS NOT NULL AND w IS DISTINCT FROM v THEN
      PERFORM pg_notify('${KANAL_DATA}', TG_ARGV[i] || ':' || w);
    END IF;
    i := i + 2;
  END LOOP;
  RETURN NULL;
END $f$`);
const FUNGSI_TABEL = sql.raw(`
CREATE OR REPLACE FUNCTION kampus_ubah_tabel() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM pg_notify('${KANAL_DATA}',
    CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE 't:' || TG_TABLE_NAME END);
  RETURN NULL;
END $f$`);

/** The topics a table's rows announce: [topic, column] pairs. */
export function topikKolom(tabel: string, kolom: string[]): [string, string][] {
  const hasil: [string, string][] = [];
  for (const k of kolom) {
    if (k === 'id') hasil.push([tabel, k]);
    else if (k.startsWith('id_') && !BUKAN_TOPIK.has(k)) hasil.push([k.slice(3), k]);
  }
  return hasil;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Installs (or refreshes) the change triggers on every table of the public schema. */
export async function pasangPemicuPerubahan(db: Db) {
  await db.transaction(async (tx) => {
    // Several instances starting at once install them one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7212001)`);
    await tx.execute(FUNGSI_BARIS);
    await tx.execute(FUNGSI_TABEL);
    const hasil = await tx.execute(sql`
      SELECT t.table_name AS tabel, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS kolom
      FROM information_schema.tables t
      JOIN information_schema.columns c
        ON c.table_schema = t.table_schema AND c.table_name = t.table_name
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY t.table_name`);
    const rows = (hasil as unknown as { rows: { tabel: string; kolom: string[] }[] }).rows;
    for (const { tabel, kolom } of rows) {
      const t = `public.${ident(tabel)}`;
      await tx.execute(
        sql.raw(
          `CREATE OR REPLACE TRIGGER kampus_ubah_tabel AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION kampus_ubah_tabel()`,
        ),
      );
      const args = topikKolom(tabel, kolom).flat().map(literal).join(', ');
      await tx.execute(
        sql.raw(
          args
            ? `CREATE OR REPLACE TRIGGER kampus_ubah_baris AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION kampus_ubah_baris(${args})`
            : `DROP TRIGGER IF EXISTS kampus_ubah_baris ON ${t}`,
        ),
      );
    }
  });
}
