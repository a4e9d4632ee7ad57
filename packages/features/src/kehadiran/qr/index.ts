// QR attendance of offline meetings (issue 25; spec 2 'Generate QR Code'): the lecturer's page
// with the rotating code, and the student's page the code opens, each route in a module of its
// own so an app's build holds only its page.

export { ruteKehadiranQrMahasiswa } from './mahasiswa';
export { ruteKehadiranQrStaf } from './staf';

/** The staff app's QR page of a meeting ('Generate QR Code' opens it in a new tab). */
export const hrefKodeQr = (idPertemuan: string) => `/kehadiran/qr/${idPertemuan}`;
