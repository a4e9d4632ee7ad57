// Public surface of @kampus/domain: every business rule, grouped by spec area (see README.md).
export * from './akses';
export * from './angka';
export * from './berkas';
export * from './forum';
export * from './hasil';
export * from './kehadiran';
export * from './kelompok';
export * from './materi';
export * from './nilai';
export * from './paging';
export * from './periode';
export * from './pertemuan';
export * from './status';
export * from './ujian';
export * from './umum';
export * from './vidcon';
export * from './waktu';
