export { DataKelasCard, type DataKelasCardProps } from './DataKelasCard';
