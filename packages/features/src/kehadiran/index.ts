// The attendance area's front door: the route sets of each app (each in a module of its own, so
// an app's build holds only its pages) and the links other areas use.

export { ruteKehadiranMahasiswa } from './mahasiswa';
export { hrefKodeQr } from './qr';
export { ruteKehadiranStaf } from './staf';
export { hrefKehadiranPertemuan, hrefRekapKehadiran } from './tautan';
