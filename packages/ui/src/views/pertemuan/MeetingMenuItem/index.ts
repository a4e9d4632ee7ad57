export { AKTIVITAS, type JenisAktivitas, jenisAktivitas } from './aktivitas';
export { MeetingMenuItem, type MeetingMenuItemProps, type PertemuanMenu } from './MeetingMenuItem';
