export {
  ActivityTimeline,
  type ActivityTimelineProps,
  type LogAktivitas,
} from './ActivityTimeline';
