export * from './client';
export * from './contract';
export * from './endpoints';
export * from './hooks';
export * from './stores';
