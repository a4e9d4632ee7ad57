// The database schema: each module owns its tables in src/modules/<module>/schema.ts; this file
// gathers them for the client, drizzle-kit (drizzle.config.ts) and existing imports.

export * from '../modules/auth/schema';
export * from '../modules/bank-soal/schema';
export * from '../modules/bap/schema';
export * from '../modules/chat/schema';
export * from '../modules/forum/schema';
export * from '../modules/kehadiran/schema';
export * from '../modules/kehadiran-dosen/schema';
export * from '../modules/kelas/schema';
export * from '../modules/log-aktivitas/schema';
export * from '../modules/materi/schema';
export * from '../modules/nilai/schema';
export * from '../modules/pertemuan/schema';
export * from '../modules/referensi/schema';
export * from '../modules/silabus/schema';
export * from '../modules/sistem/schema';
export * from '../modules/soal/schema';
export * from '../modules/storager/schema';
export * from '../modules/tugas/schema';
export * from '../modules/ujian/schema';
export * from '../modules/vidcon/schema';
export * from '../platform/aktivitas/schema';
