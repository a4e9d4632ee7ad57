export { JUDUL_REKAP_NILAI, RekapNilaiView, type RekapNilaiViewProps } from './RekapNilaiView';
