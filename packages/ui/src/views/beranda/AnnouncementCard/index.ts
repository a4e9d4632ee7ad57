export { AnnouncementCard, type AnnouncementCardProps, type Pengumuman } from './AnnouncementCard';
