// The kit's views of the 'kelas' area. Another area imports them only through this file.
export * from './DataKelasCard';
export * from './DataPengajarCard';
export * from './DataPesertaCard';
export * from './JadwalMingguan';
export * from './KelasHeader';
export * from './PendahuluanPanel';
export * from './PengaturanKelasModal';
export * from './SilabusModal';
export * from './TabelKelas';
export * from './UbahJabatanModal';
export * from './UbahKelasModal';
export * from './UbahKetuaKelasModal';
export * from './UbahSilabusModal';
export * from './UnduhBapModal';
