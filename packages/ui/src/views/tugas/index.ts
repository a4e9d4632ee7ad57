// The kit's views of the 'tugas' area. Another area imports them only through this file.

export * from './DaftarPengumpulanView';
export * from './DaftarTugasView';
export * from './KelompokFormModal';
export * from './KelompokTugasCard';
export * from './MonitoringTugasCard';
export * from './NilaiPengumpulanModal';
export * from './PengumpulanSayaPanel';
export * from './Percakapan';
export * from './TugasFormModal';
export * from './TugasPanel';
