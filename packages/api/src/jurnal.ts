// The exam page's answer journal (issue 13) as an entry of its own (`@kampus/api/jurnal`): the
// IndexedDB wrapper and the sync engine load with the page that takes an exam, not with every page
// that imports the package's main entry.
export * from './hooks/jurnalPengerjaan';
export * from './stores/jurnalJawaban';
