export { LoadError, type LoadErrorProps, TEKS_GAGAL_MUAT } from './LoadError';
