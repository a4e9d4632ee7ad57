export {
  type HasilUnggah,
  UploadDialog,
  type UploadDialogProps,
  type UploadFn,
} from './UploadDialog';
