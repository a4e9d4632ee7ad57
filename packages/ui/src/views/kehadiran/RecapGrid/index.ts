export { RecapGrid, type RecapGridProps, type RekapKehadiranSel } from './RecapGrid';
