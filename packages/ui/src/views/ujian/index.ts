// The kit's views of the 'ujian' area. Another area imports them only through this file.
export * from './DaftarUjianView';
export * from './DetailPengerjaanView';
export * from './HasilUjianView';
export * from './KonfirmasiUjianModal';
export * from './MasukUlangForm';
export * from './PengerjaanUjianView';
export * from './UjianFormModal';
export * from './UjianInfoView';
export * from './UjianPanel';
