// Names shared by the server and the client for staying fresh across server instances. No zod
// here: the browser client imports this file on its own.

/**
 * A write's answer carries how far the data has moved (the database's position after it); the
 * client sends the latest it was answered back on its reads, and an instance that has not yet
 * heard that far catches up before answering (read your own writes behind a load balancer).
 */
export const HEADER_POSISI = 'kampus-posisi';

/**
 * An event stream's 'refetch' event: events for it may have been lost (the server instance was
 * cut from the database for a while, or the data was restored), so the page reads again
 * whatever the stream keeps fresh.
 */
export const EVENT_REFETCH = 'refetch';
