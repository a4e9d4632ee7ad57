export { bagianMultipart, satuBerkasMultipart } from './multipart';
export { berkasByKunci, hapusBerkasRow } from './queries';
export { storagerRoutes } from './routes';
export { bukaStorage } from './s3';
export { buatKunci, kunciValid, type Storage } from './storage';
export { tandaiUrl } from './tanda';
export { type BerkasTersimpan, simpanUnggahan, urlBerkas } from './unggah';
