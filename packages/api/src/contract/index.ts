import { z } from 'zod';
import { authCalls } from './auth';
import { kelasCalls } from './kelas';
import { sistemCalls } from './sistem';

export * from './auth';
export * from './call';
export * from './envelope';
export * from './kelas';
export * from './sistem';

// Validation messages in Indonesian for every schema, on the server and in the apps.
z.config(z.locales.id());

/** Every call of spec section 7 implemented so far, by name. */
export const calls = { ...authCalls, ...sistemCalls, ...kelasCalls };
export type Calls = typeof calls;
export * from './openapi';
