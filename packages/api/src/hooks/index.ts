export * from './context';
export * from './hooks';
export * from './queries';
export * from './kelas';
