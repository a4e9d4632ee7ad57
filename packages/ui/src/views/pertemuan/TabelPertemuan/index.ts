export { type BarisPertemuan, TabelPertemuan, type TabelPertemuanProps } from './TabelPertemuan';
