// Composites: patterns several views draw the same way, built from the primitives and data parts.
export * from './DaftarKartu';
export * from './DaftarSalin';
export * from './PapanBerhalaman';
export * from './SelTabel';
