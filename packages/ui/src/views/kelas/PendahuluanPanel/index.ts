export { BerkasSilabusCard, type BerkasSilabusCardProps } from './BerkasSilabusCard';
export {
  IsiSilabus,
  PendahuluanPanel,
  type PendahuluanPanelProps,
  type SilabusPendahuluan,
} from './PendahuluanPanel';
