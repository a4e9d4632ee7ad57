import { calls } from '@kampus/api/contract';
import { ROLE_AUTH, type Role } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pengguna } from '../../db/schema';
import { ApiError, forbidden, unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { catatAktivitas } from '../log-aktivitas/queries';
import { DUMMY_HASH, verifyPassword } from './password';
import { findPenggunaByUsername, loadAktor, loadUserInfo } from './queries';
import {
  issueRefreshToken,
  redeemAuthCode,
  revokeByToken,
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
    const access_token = await signAccessToken(ctx.tokens, {
      sub: idPengguna,
      role,
      college,
      username,
    });
    const refresh_token = await issueRefreshToken(db, ctx.tokens, idPengguna);
    return { access_token, refresh_token };
  }

  async function cekPassword(collegeId: string, username: string, password: string) {
    const user = await findPenggunaByUsername(db, collegeId, username);
    // Unknown usernames cost a hash too, so timing does not reveal which accounts exist.
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
    if (!user || !passwordOk) throw new ApiError(401, SALAH_LOGIN);
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

  route(
    app,
    ctx.hooks,
    calls.accessToken,
    async ({ body, collegeId, req }) => {
      if (body.grant_type === 'refresh_token') {
        const rotated = await rotateRefreshToken(db, ctx.tokens, body.refresh_token);
        const aktor = await loadAktor(db, rotated.idPengguna);
        if (!aktor?.isActive || aktor.idPerguruanTinggi !== collegeId) throw unauthorized();
        const access_token = await signAccessToken(ctx.tokens, {
          sub: aktor.idPengguna,
          role: aktor.role,
          college: collegeId,
          username: aktor.username,
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
          ? await cekPassword(collegeId, body.username, body.password)
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
    },
    {
      config: {
        rateLimit: {
          max: ctx.config.LOGIN_RATE_LIMIT,
          timeWindow: ctx.config.LOGIN_RATE_WINDOW,
          hook: 'preHandler',
          keyGenerator: (req: { ip: string; body?: unknown }) => {
            const body = req.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username.toLowerCase() : '';
            return `${req.ip}:${username}`;
          },
          allowList: (req: { body?: unknown }) =>
            (req.body as { grant_type?: unknown } | undefined)?.grant_type === 'refresh_token',
        },
      },
    },
  );

  route(app, ctx.hooks, calls.userInfo, ({ aktor }) => loadUserInfo(db, aktor));

  route(app, ctx.hooks, calls.logout, async ({ aktor, body, req }) => {
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
