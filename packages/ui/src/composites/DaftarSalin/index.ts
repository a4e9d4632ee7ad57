export {
  CariSalin,
  DaftarSalin,
  type DaftarSalinProps,
  PagingSalin,
  type PagingSalinProps,
  RingkasPilihan,
  TanpaKirimEnter,
  TeksRingkas,
} from './DaftarSalin';
