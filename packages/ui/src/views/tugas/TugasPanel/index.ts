export {
  KartuTugas,
  type KartuTugasProps,
  LABEL_STATUS_TUGAS_SAYA,
  NADA_STATUS_MONITORING,
  type PeranTugasPanel,
  peranTugasPanel,
  type StatusTugasSaya,
  statusTugasSaya,
} from './KartuTugas';
export {
  hrefTugasBawaan,
  PESAN_TUGAS_KOSONG,
  TEKS_KONFIRMASI_HAPUS_TUGAS,
  TugasPanel,
  type TugasPanelProps,
} from './TugasPanel';
