export { DetailPengerjaanView, type DetailPengerjaanViewProps } from './DetailPengerjaanView';
