import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { perguruanTinggi } from '../../db/schema';
import { ApiError, forbidden, unauthorized } from '../../http/errors';
import type { RouteHooks } from '../../http/route';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from './aktor';
import { loadAktor } from './queries';
import { type AccessClaims, type TokenSettings, verifyAccessToken } from './tokens';

/** The caller of a session: cached until the user, their student/lecturer/operator record or
 * the session's refresh tokens change (all announce `pengguna:<id>`, db/perubahan.ts). */
export function aktorTersimpan(cache: CacheBaca | undefined, db: Db, sub: string, sid: string) {
  if (!cache) return loadAktor(db, sub, sid);
  return cache.baca(`aktor:${sub}:${sid}`, db, (p) => loadAktor(p.db, sub, sid), {
    topik: [`pengguna:${sub}`],
  });
}

/** The college-id check and bearer-token authentication every call goes through. */
export function createRouteHooks(db: Db, tokens: TokenSettings, cache?: CacheBaca): RouteHooks {
  let known = new Set<string>();
  // A signature checked once stays checked until the token expires; whether its session is
  // still open is the actor's business (logout or revocation ends it at once).
  const terverifikasi = new LRUCache<string, AccessClaims>({ max: 20_000 });
  async function klaim(token: string) {
    const ada = terverifikasi.get(token);
    if (ada) return ada;
    const c = await verifyAccessToken(tokens, token);
    const sisaMs = c.exp * 1000 - Date.now();
    if (sisaMs > 1000) terverifikasi.set(token, c, { ttl: sisaMs - 1000 });
    return c;
  }

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
      const claims = await klaim(match[1]);
      if (claims.college !== collegeId) {
        throw unauthorized('Token tidak berlaku untuk perguruan tinggi ini');
      }
      const aktor = await aktorTersimpan(cache, db, claims.sub, claims.sid);
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
