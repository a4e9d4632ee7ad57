import { hanyaMilikSendiri, type Role } from '@kampus/domain';
import type { PeranVidcon } from '@kampus/ui';

/**
 * How a user sees vidcons: a student sees their own joins and joins (domain hanyaMilikSendiri);
 * teachers and operators see everyone's joins.
 */
export const peranVidconDari = (role: Role): PeranVidcon =>
  hanyaMilikSendiri(role) ? 'mahasiswa' : 'staf';
