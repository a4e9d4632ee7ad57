import { hanyaMilikSendiri, type Role } from '@kampus/domain';

// Where the forum pages live (spec 2 'Routes'): /forum lists every class's forums; the link of
// a meeting's forum is /forum?groupId={id_group_chat}&forumId={id_forum_chat}&referer=kelas-kuliah.

export const HREF_FORUM = '/forum';

/** Students see their own part (posts, completed tick); teachers and operators the class's. */
export const peranForum = (role: Role) => (hanyaMilikSendiri(role) ? 'mahasiswa' : 'staf');
