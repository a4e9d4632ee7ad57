// The kit's views of the 'kehadiran' area. Another area imports them only through this file.
export * from './AttendanceLegend';
export * from './AttendanceTable';
export * from './AturanKehadiranUjianForm';
export * from './DaftarKehadiranDosenView';
export * from './DaftarKehadiranView';
export * from './DetailProgresModal';
export * from './KehadiranPengajarSection';
export * from './KehadiranPertemuanHeader';
export * from './KodeQrKehadiran';
export * from './PembatasanUjianView';
export * from './PindaiQrHasil';
export * from './RecapGrid';
export * from './UbahKehadiranPengajarModal';
