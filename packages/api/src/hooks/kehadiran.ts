/**
 * Query keys of attendance. Its calls are not in the contract yet; a material's presence
 * already refreshes whatever attendance a screen shows.
 */
export const kehadiranKeys = {
  semua: ['kehadiran'] as const,
};
