export {
  CariSalin,
  DaftarSalin,
  type DaftarSalinProps,
  PagingSalin,
  type PagingSalinProps,
  RingkasPilihan,
  TabelSalin,
  type TabelSalinProps,
  TabSalin,
  type TabSalinProps,
  TanpaKirimEnter,
  TeksRingkas,
} from './DaftarSalin';
