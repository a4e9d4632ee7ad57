import { defineEndpoints } from '../contract/call';
import type { chatCalls } from '../contract/chat';

/** The calls of contract/chat.ts without their schemas. */
export const chatEndpoints = defineEndpoints<typeof chatCalls>({
  groupChat: { method: 'GET', path: '/v2/chat/group/:id' },
  buatGroupChat: { method: 'POST', path: '/v2/chat/group' },
  ubahGroupChat: { method: 'POST', path: '/v2/chat/group/:id' },
  belumDibacaGroupChat: { method: 'GET', path: '/v2/chat/group/:id/belum_dibaca' },
  buatThreadChat: { method: 'POST', path: '/v2/chat/group/:id/thread' },
  threadChat: { method: 'GET', path: '/v2/chat/group/:id/thread/:threadId' },
  kirimKomentar: { method: 'POST', path: '/v2/chat/group/:id/thread/:threadId' },
  tandaiDibaca: { method: 'POST', path: '/v2/chat/group/:id/thread/:threadId/dibaca' },
  hapusKomentar: {
    method: 'DELETE',
    path: '/v2/chat/group/:id/thread/:threadId/komentar/:idKomentar',
  },
  eventsChat: { method: 'GET', path: '/lms/events/chat/:id', produces: 'text/event-stream' },
});
