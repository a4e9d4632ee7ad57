import { defineEndpoints } from '../contract/call';
import type { forumCalls } from '../contract/forum';

/** The calls of contract/forum.ts without their schemas. */
export const forumEndpoints = defineEndpoints<typeof forumCalls>({
  daftarForum: { method: 'GET', path: '/lms/forum', paged: true },
  forum: { method: 'GET', path: '/lms/forum/:id' },
  tambahForum: { method: 'POST', path: '/lms/forum' },
  ubahForum: { method: 'PUT', path: '/lms/forum/:id' },
  hapusForum: { method: 'DELETE', path: '/lms/forum/:id' },
  daftarPostForum: { method: 'GET', path: '/lms/forum/:id/post', paged: true },
  tambahPostForum: { method: 'POST', path: '/lms/forum/:id/post' },
  ubahPostForum: { method: 'PUT', path: '/lms/forum/:id/post/:idPost' },
  hapusPostForum: { method: 'DELETE', path: '/lms/forum/:id/post/:idPost' },
  bacaForum: { method: 'PUT', path: '/lms/forum/:id/dibaca' },
  eventsForum: { method: 'GET', path: '/lms/events/forum/:id', produces: 'text/event-stream' },
});
