export {
  MonitoringTugasCard,
  type MonitoringTugasCardProps,
  type RekapTugasView,
  type TugasMonitoringView,
} from './MonitoringTugasCard';
