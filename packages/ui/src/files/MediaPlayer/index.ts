export { type MediaKind, MediaPlayer, type MediaPlayerProps, mediaKinds } from './MediaPlayer';
