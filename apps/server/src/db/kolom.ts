import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date. */
export const waktu = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** created_at, set by the database. */
export const dibuat = () => waktu('created_at').notNull().defaultNow();
