import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@kampus/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { kodeOtorisasi, refreshToken } from '../../db/schema';
import { unauthorized } from '../../http/errors';

export interface TokenSettings {
  secret: Uint8Array;
  accessTtl: number;
  refreshTtl: number;
}

export interface AccessClaims {
  sub: string;
  role: Role;
  college: string;
  username: string;
  /** The login session (the refresh-token family): logout revokes it, and with it the token. */
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const ISSUER = 'kampus-lms';

export async function signAccessToken(settings: TokenSettings, claims: Omit<AccessClaims, 'exp'>) {
  return new SignJWT({
    role: claims.role,
    college: claims.college,
    username: claims.username,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTtl}s`)
    .sign(settings.secret);
}

export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (typeof payload.sid !== 'string' || !payload.sub) throw new Error('tanpa sesi');
    return {
      sub: String(payload.sub),
      role: payload.role as Role,
      college: String(payload.college),
      username: String(payload.username),
      sid: payload.sid,
      exp: Number(payload.exp),
    };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthorized();
    throw unauthorized('Token akses tidak valid, silakan login kembali');
  }
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a refresh token; a new login starts a new family, which is also the session id. */
export async function issueRefreshToken(
  db: Db,
  settings: TokenSettings,
  idPengguna: string,
  idKeluarga: string = randomUUID(),
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshToken).values({
    idPengguna,
    tokenHash: sha256(token),
    idKeluarga,
    expiresAt: new Date(Date.now() + settings.refreshTtl * 1000),
  });
  return token;
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is
 * returned. Presenting a spent token again means it leaked, so its whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, settings: TokenSettings, token: string) {
  const [row] = await db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(token)))
    .limit(1);
  const invalid = unauthorized('Sesi Anda telah berakhir, silakan login kembali');
  if (!row || row.revokedAt) throw invalid;
  if (row.replacedAt) {
    await revokeFamily(db, row.idKeluarga);
    throw invalid;
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid;
  const spent = await db
    .update(refreshToken)
    .set({ replacedAt: new Date() })
    .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.replacedAt)))
    .returning({ id: refreshToken.id });
  // A concurrent rotation already spent it.
  if (spent.length === 0) throw invalid;
  const next = await issueRefreshToken(db, settings, row.idPengguna, row.idKeluarga);
  return { idPengguna: row.idPengguna, idKeluarga: row.idKeluarga, token: next };
}

export async function revokeFamily(db: Db, idKeluarga: string) {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.idKeluarga, idKeluarga), isNull(refreshToken.revokedAt)));
}

/** Logout: revoke the family of the presented refresh token, if it is the caller's. */
export async function revokeByToken(db: Db, idPengguna: string, token: string) {
  const [row] = await db
    .select({ idKeluarga: refreshToken.idKeluarga, idPengguna: refreshToken.idPengguna })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(token)))
    .limit(1);
  if (row && row.idPengguna === idPengguna) await revokeFamily(db, row.idKeluarga);
}

/** Issues a one-time sign-on code for a user, valid for `ttlSeconds`. */
export async function issueAuthCode(
  db: Db,
  idPengguna: string,
  clientId: string,
  redirectUri: string | null = null,
  ttlSeconds = 60,
) {
  const code = randomBytes(24).toString('base64url');
  await db.insert(kodeOtorisasi).values({
    idPengguna,
    codeHash: sha256(code),
    clientId,
    redirectUri,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return code;
}

/** Spends a sign-on code; it works once and only before it expires. */
export async function redeemAuthCode(db: Db, code: string) {
  const [row] = await db
    .update(kodeOtorisasi)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(kodeOtorisasi.codeHash, sha256(code)),
        isNull(kodeOtorisasi.usedAt),
        gt(kodeOtorisasi.expiresAt, new Date()),
      ),
    )
    .returning({ idPengguna: kodeOtorisasi.idPengguna });
  if (!row) throw unauthorized('Kode otorisasi tidak valid atau sudah kedaluwarsa');
  return row.idPengguna;
}
