export * from './clock';
export * from './jurnalJawaban';
export * from './session';
