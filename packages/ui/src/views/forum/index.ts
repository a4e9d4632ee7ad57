// The kit's views of the 'forum' area. Another area imports them only through this file.
export * from './ForumFormModal';
export * from './ForumPanel';
export * from './ForumThreadView';
