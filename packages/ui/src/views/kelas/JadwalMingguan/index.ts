export { JadwalMingguan, type JadwalMingguanProps, type KelasJadwal } from './JadwalMingguan';
