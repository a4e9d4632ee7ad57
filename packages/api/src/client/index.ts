export * from './client';
export * from './errors';
export * from './query';
export * from './saveFile';
export * from './sse';
