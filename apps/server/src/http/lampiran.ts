import type { FastifyReply } from 'fastify';

/**
 * Answers a file to download under `nama` (spec 7 'Helpers': the client reads the name from
 * content-disposition): an ASCII fallback and the exact UTF-8 name.
 */
export function lampiran(reply: FastifyReply, nama: string, mime: string) {
  const ascii = nama.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  reply.header('content-type', mime);
  reply.header(
    'content-disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nama)}`,
  );
}

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is written as text with
 * a leading apostrophe (OWASP CSV/formula injection): a student's name never runs in the
 * lecturer's Excel. Every export uses it.
 */
export function selAman(nilai: string): string {
  return /^[=+\-@\t\r]/.test(nilai) ? `'${nilai}` : nilai;
}
