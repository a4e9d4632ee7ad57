// The kit's views of the 'nilai' area. Another area imports them only through this file.
export * from './FilterTampilkanNilai';
export * from './GradeRecapGrid';
export * from './KepalaRekapNilai';
export * from './PengaturanNilaiSikadModal';
export * from './PratinjauKirimSikad';
export * from './RekapNilaiView';
