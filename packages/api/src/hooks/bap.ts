import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import type { BapQuery } from '../contract/bap';
import { bapEndpoints as calls } from '../endpoints/bap';

/** Query keys of the BAP reports (contract bap.ts); a class's reports sit under its id. */
export const bapKeys = {
  semua: ['bap'] as const,
  kelas: (id: string) => [...bapKeys.semua, id] as const,
  laporan: (id: string, query: z.input<typeof BapQuery>) => [...bapKeys.kelas(id), query] as const,
};

export const kueriBap = {
  laporan: (client: ApiClient, id: string, query: z.input<typeof BapQuery>) =>
    queryOptions({
      queryKey: bapKeys.laporan(id, query),
      queryFn: () => client.call(calls.bap, { params: { id }, query }),
    }),
};
