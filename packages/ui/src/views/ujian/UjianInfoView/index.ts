export { TinjauanJawaban, type TinjauanJawabanProps } from './TinjauanJawaban';
export { UjianInfoView, type UjianInfoViewProps } from './UjianInfoView';
