export { HasilCekJadwal, type HasilCekJadwalProps } from './HasilCekJadwal';
export {
  type BodyCekBentrok,
  type BodyUbahPertemuan,
  UbahPertemuanModal,
  type UbahPertemuanModalProps,
} from './UbahPertemuanModal';
