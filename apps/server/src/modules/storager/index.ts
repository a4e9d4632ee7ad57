export { bagianMultipart, satuBerkasMultipart } from './multipart';
export { berkasByStorageKey, hapusBerkasRow } from './queries';
export { storagerRoutes } from './routes';
export { bukaStorage } from './s3';
export { buatStorageKey, type Storage, storageKeyValid } from './storage';
export { tandaiUrl } from './tanda';
export { type BerkasTersimpan, simpanUnggahan, urlBerkas } from './unggah';
