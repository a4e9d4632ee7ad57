import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { perguruanTinggi } from '../../db/schema';
import { ApiError, forbidden, unauthorized } from '../../http/errors';
import type { RouteHooks } from '../../http/route';
import type { Aktor } from './aktor';
import { loadAktor } from './queries';
import { type TokenSettings, verifyAccessToken } from './tokens';

/** The college-id check and bearer-token authentication every call goes through. */
export function createRouteHooks(db: Db, tokens: TokenSettings): RouteHooks {
  let known = new Set<string>();

  async function refreshKnown() {
    const rows = await db.select({ id: perguruanTinggi.id }).from(perguruanTinggi);
    known = new Set(rows.map((r) => r.id));
  }

  return {
    async college(req: FastifyRequest) {
      const header = req.headers['college-id'];
      const id = Array.isArray(header) ? header[0] : header;
      if (!id?.trim()) throw new ApiError(400, 'Header college-id wajib diisi');
      if (!known.has(id)) await refreshKnown();
      if (!known.has(id)) throw new ApiError(400, `Perguruan tinggi '${id}' tidak dikenal`);
      return id;
    },

    async authenticate(req: FastifyRequest, collegeId: string): Promise<Aktor> {
      const header = req.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized('Anda belum login. Silakan login terlebih dahulu.');
      const claims = await verifyAccessToken(tokens, match[1]);
      if (claims.college !== collegeId) {
        throw unauthorized('Token tidak berlaku untuk perguruan tinggi ini');
      }
      const aktor = await loadAktor(db, claims.sub, claims.sid);
      if (!aktor?.isActive) throw unauthorized('Akun Anda tidak aktif');
      // Logged out, revoked after a stolen refresh token, or ended by an administrator.
      if (!aktor.sesiAktif) throw unauthorized();
      if (aktor.role === 'operator' && aktor.operatorAktif === false) {
        throw forbidden('Akun operator Anda tidak aktif. Hubungi administrator.');
      }
      const { isActive: _a, operatorAktif: _o, sesiAktif: _s, ...rest } = aktor;
      return { ...rest, idSesi: claims.sid };
    },
  };
}
