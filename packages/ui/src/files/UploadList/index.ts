export { type BarisUnggah, UploadList, type UploadListProps } from './UploadList';
