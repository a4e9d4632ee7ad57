import { randomUUID } from 'node:crypto';
import { calls } from '@kampus/api/contract';
import { ROLE_AUTH, type Role } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pengguna } from '../../db/schema';
import { ApiError, forbidden, unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { catatAktivitas } from '../log-aktivitas/queries';
import { createBatasLogin, TerlaluBanyakPercobaan } from './batasLogin';
import { DUMMY_HASH, verifyPassword } from './password';
import { findPenggunaByUsername, loadAktor, loadUserInfo } from './queries';
import {
  issueRefreshToken,
  redeemAuthCode,
  revokeByToken,
  revokeFamily,
  rotateRefreshToken,
  signAccessToken,
} from './tokens';

const SALAH_LOGIN = 'Username atau password salah';

/** Roles an app accepts, from the OAuth-style space-separated scope ('ROLE_MAHASISWA'). */
function roleDariScope(scope: string | undefined): Role[] | null {
  if (!scope?.trim()) return null;
  const wanted = scope.trim().split(/\s+/);
  return (Object.keys(ROLE_AUTH) as Role[]).filter((role) => wanted.includes(ROLE_AUTH[role]));
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  async function terbitkanToken(idPengguna: string, role: Role, username: string, college: string) {
    // A new login is a new session: the refresh-token family, named in the access token.
    const sid = randomUUID();
    const refresh_token = await issueRefreshToken(db, ctx.tokens, idPengguna, sid);
    const access_token = await signAccessToken(ctx.tokens, {
      sub: idPengguna,
      role,
      college,
      username,
      sid,
    });
    return { access_token, refresh_token };
  }

  const batasLogin = createBatasLogin(db, {
    gagalBebas: ctx.config.LOGIN_RATE_LIMIT,
    jedaMaksDetik: ctx.config.LOGIN_DELAY_MAX,
    jendelaDetik: ctx.config.LOGIN_RATE_WINDOW,
    batasAlamat: ctx.config.LOGIN_ADDRESS_LIMIT,
  });

  async function cekPassword(
    collegeId: string,
    username: string,
    password: string,
    req: FastifyRequest,
    reply: FastifyReply,
  ) {
    const percobaan = await batasLogin.mulai(req.ip, username).catch((error: unknown) => {
      if (error instanceof TerlaluBanyakPercobaan) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.detik))));
      }
      throw error;
    });
    const user = await findPenggunaByUsername(db, collegeId, username);
    // Unknown usernames cost a hash too, so timing does not reveal which accounts exist.
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
    if (!user || !passwordOk) {
      await percobaan.gagal();
      throw new ApiError(401, SALAH_LOGIN);
    }
    await percobaan.berhasil();
    return user;
  }

  async function penggunaDariKode(collegeId: string, code: string) {
    const idPengguna = await redeemAuthCode(db, code);
    const [user] = await db.select().from(pengguna).where(eq(pengguna.id, idPengguna));
    if (!user || user.idPerguruanTinggi !== collegeId) {
      throw unauthorized('Kode otorisasi tidak valid atau sudah kedaluwarsa');
    }
    return user;
  }

  route(app, ctx.hooks, calls.accessToken, async ({ body, collegeId, req, reply }) => {
    // Tokens are never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
    if (body.grant_type === 'refresh_token') {
      const rotated = await rotateRefreshToken(db, ctx.tokens, body.refresh_token);
      const aktor = await loadAktor(db, rotated.idPengguna);
      if (!aktor?.isActive || aktor.idPerguruanTinggi !== collegeId) throw unauthorized();
      const access_token = await signAccessToken(ctx.tokens, {
        sub: aktor.idPengguna,
        role: aktor.role,
        college: collegeId,
        username: aktor.username,
        sid: rotated.idKeluarga,
      });
      return {
        access_token,
        refresh_token: rotated.token,
        token_type: 'Bearer' as const,
        expires_in: ctx.tokens.accessTtl,
        refresh_expires_in: ctx.tokens.refreshTtl,
        role: aktor.role,
      };
    }

    const user =
      body.grant_type === 'password'
        ? await cekPassword(collegeId, body.username, body.password, req, reply)
        : await penggunaDariKode(collegeId, body.code);
    if (!user.isActive) throw forbidden('Akun Anda tidak aktif. Hubungi administrator.');
    const allowed = roleDariScope(body.scope);
    if (allowed && !allowed.includes(user.role)) {
      throw forbidden(
        user.role === 'mahasiswa'
          ? 'Akun mahasiswa tidak dapat masuk ke aplikasi dosen dan operator. Gunakan LMS Mahasiswa.'
          : 'Akun ini bukan akun mahasiswa. Gunakan aplikasi LMS untuk dosen dan operator.',
      );
    }
    const aktor = await loadAktor(db, user.id);
    if (user.role === 'operator' && aktor?.operatorAktif === false) {
      throw forbidden('Akun operator Anda tidak aktif. Hubungi administrator.');
    }
    const tokens = await terbitkanToken(user.id, user.role, user.username, collegeId);
    await catatAktivitas(db, {
      idPerguruanTinggi: collegeId,
      idPengguna: user.id,
      role: user.role,
      jenisAktivitas: 'login',
      detail: body.grant_type === 'password' ? 'Login ke LMS' : 'Login ke LMS melalui SSO',
      ipAddress: req.ip,
    });
    return {
      ...tokens,
      token_type: 'Bearer' as const,
      expires_in: ctx.tokens.accessTtl,
      refresh_expires_in: ctx.tokens.refreshTtl,
      role: user.role,
    };
  });

  route(app, ctx.hooks, calls.userInfo, ({ aktor, reply }) => {
    reply.header('cache-control', 'no-store');
    return loadUserInfo(db, aktor);
  });

  route(app, ctx.hooks, calls.logout, async ({ aktor, body, req }) => {
    // The session ends for the access token too, not only for the refresh token.
    if (aktor.idSesi) await revokeFamily(db, aktor.idSesi);
    if (body?.refresh_token) await revokeByToken(db, aktor.idPengguna, body.refresh_token);
    await db.update(pengguna).set({ lastActiveAt: null }).where(eq(pengguna.id, aktor.idPengguna));
    await catatAktivitas(db, {
      idPerguruanTinggi: aktor.idPerguruanTinggi,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      jenisAktivitas: 'logout',
      detail: 'Logout dari LMS',
      ipAddress: req.ip,
    });
    return null;
  });
}
