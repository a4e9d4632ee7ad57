// Each role's exam pages live in a module of their own: the other app never imports them, so its
// build has no chunk of a page that role cannot open.
export { ruteUjianMahasiswa } from './mahasiswa';
export { ruteUjianStaf } from './staf';
