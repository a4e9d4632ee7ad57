export { DataPengajarCard, type DataPengajarCardProps } from './DataPengajarCard';
