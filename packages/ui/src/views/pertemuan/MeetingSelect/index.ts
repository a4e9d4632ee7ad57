export {
  ID_PENDAHULUAN,
  MeetingSelect,
  type MeetingSelectProps,
  type PertemuanPilihan,
} from './MeetingSelect';
