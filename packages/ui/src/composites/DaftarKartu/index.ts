export {
  DaftarKartu,
  type DaftarKartuProps,
  JudulKartu,
  type JudulKartuProps,
} from './DaftarKartu';
// A view's card style composes it (`style([kartu, ...])`); import it from './DaftarKartu.css' in a
// .css.ts file, which must not load the components.
export { kartu } from './DaftarKartu.css';
