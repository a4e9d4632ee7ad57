export { MemuatDaftar, PapanBerhalaman, type PapanBerhalamanProps } from './PapanBerhalaman';
