export * from './context';
export * from './hooks';
export * from './kelas';
export * from './materi';
export * from './queries';
