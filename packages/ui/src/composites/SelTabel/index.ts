export {
  BATAS_TEKS_SEL,
  SelDuaBaris,
  SelMataKuliah,
  TeksSebaris,
  TeksSel,
  TombolLihat,
} from './SelTabel';
