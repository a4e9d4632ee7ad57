export { FileViewer, type FileViewerProps } from './FileViewer';
