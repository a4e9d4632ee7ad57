export { FilterTampilkanNilai, type FilterTampilkanNilaiProps } from './FilterTampilkanNilai';
