export {
  type Berkas,
  FileCard,
  type FileCardProps,
  FileTypeIcon,
  grupBerkas,
} from './FileCard';
