import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import type { SseOptions } from '../client/sse';
import { EVENT_REFETCH } from '../contract/konsistensi';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import { ujianKeys, useAliranUjian } from './ujian';

// An open exam page reads the exam and the attempt again when its stream says the times changed,
// and on 'refetch', when the server may have lost events for it (issue 21: an instance cut from
// the database for a while).

function siapkan() {
  const session = createSessionStore('uji', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens });
  let handlers: Pick<SseOptions, 'onEvent'> | null = null;
  client.subscribe = (_path, h) => {
    handlers = h;
    return () => {};
  };
  const qc = createQueryClient(vi.fn());
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const kirim = (event: string) => handlers?.onEvent({ event, data: '{}' });
  return { invalidate, wrapper, kirim };
}

describe('useAliranUjian', () => {
  it.each(['time_changed', EVENT_REFETCH])(
    'reads the exam and the attempt again on %s',
    (event) => {
      const { invalidate, wrapper, kirim } = siapkan();
      renderHook(() => useAliranUjian('u1'), { wrapper });
      kirim('time');
      expect(invalidate).not.toHaveBeenCalled();
      kirim(event);
      const kunci = invalidate.mock.calls.map((c) => c[0]?.queryKey);
      expect(kunci).toEqual([ujianKeys.detail('u1'), ujianKeys.pengerjaanSaya('u1')]);
    },
  );
});
