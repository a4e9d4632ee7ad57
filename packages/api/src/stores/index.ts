export * from './clock';
export * from './session';
