export {
  type AksiPresensiMateri,
  formatSisaWaktu,
  MateriViewer,
  type MateriViewerProps,
} from './MateriViewer';
