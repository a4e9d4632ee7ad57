// The kit's views of the 'beranda' area. Another area imports them only through this file.
export * from './ActivityTimeline';
export * from './AnnouncementCard';
export * from './ClassHighlightCard';
export * from './ClassHighlightGrid';
export * from './StatTiles';
