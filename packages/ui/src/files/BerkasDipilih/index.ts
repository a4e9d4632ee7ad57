export { BerkasDipilih, type BerkasDipilihProps } from './BerkasDipilih';
