export { DataPesertaCard, type DataPesertaCardProps } from './DataPesertaCard';
