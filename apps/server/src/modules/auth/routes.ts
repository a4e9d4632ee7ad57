import { randomUUID } from 'node:crypto';
import { calls } from '@kampus/api/contract';
import { IZIN, izinMasuk, type Role } from '@kampus/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { ApiError, unauthorized } from '../../http/errors';
import { route, wajibIzin } from '../../http/route';
import { catatAktivitas } from '../log-aktivitas';
import { createBatasLogin, TerlaluBanyakPercobaan } from './batasLogin';
import { DUMMY_HASH, verifyPassword } from './password';
import {
  findPenggunaById,
  findPenggunaByUsername,
  hapusAktifTerakhir,
  loadAktor,
  userInfoTersimpan,
} from './queries';
import {
  issueRefreshToken,
  redeemAuthCode,
  revokeByToken,
  revokeFamily,
  rotateRefreshToken,
  signAccessToken,
} from './tokens';

const SALAH_LOGIN = 'Username atau password salah';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  async function terbitkanToken(
    tx: Db,
    idPengguna: string,
    role: Role,
    username: string,
    college: string,
  ) {
    // A new login is a new session: the refresh-token family, named in the access token.
    const sid = randomUUID();
    const refresh_token = await issueRefreshToken(tx, ctx.tokens, idPengguna, sid);
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
    const user = await findPenggunaById(db, idPengguna);
    if (!user || user.idPerguruanTinggi !== collegeId) {
      throw unauthorized('Kode otorisasi tidak valid atau sudah kedaluwarsa');
    }
    return user;
  }

  route(
    app,
    ctx.hooks,
    calls.accessToken,
    { izin: IZIN.publik },
    async ({ body, collegeId, req, reply }) => {
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
      const aktor = user.isActive ? await loadAktor(db, user.id) : null;
      wajibIzin(
        izinMasuk({
          role: user.role,
          aktif: user.isActive,
          scope: body.scope,
          operatorAktif: aktor?.operatorAktif,
        }),
      );
      // The session and its activity-log entry are written together.
      const tokens = await transaksi(db, async (tx) => {
        const terbit = await terbitkanToken(tx, user.id, user.role, user.username, collegeId);
        await catatAktivitas(tx, {
          idPerguruanTinggi: collegeId,
          idPengguna: user.id,
          role: user.role,
          jenisAktivitas: 'login',
          detail: body.grant_type === 'password' ? 'Login ke LMS' : 'Login ke LMS melalui SSO',
          ipAddress: req.ip,
        });
        return terbit;
      });
      return {
        ...tokens,
        token_type: 'Bearer' as const,
        expires_in: ctx.tokens.accessTtl,
        refresh_expires_in: ctx.tokens.refreshTtl,
        role: user.role,
      };
    },
  );

  route(app, ctx.hooks, calls.userInfo, { izin: IZIN.masuk }, ({ aktor, reply }) => {
    reply.header('cache-control', 'no-store');
    return userInfoTersimpan(db, ctx.cache, aktor);
  });

  route(app, ctx.hooks, calls.logout, { izin: IZIN.masuk }, async ({ aktor, body, req }) => {
    await transaksi(db, async (tx) => {
      // The session ends for the access token too, not only for the refresh token.
      if (aktor.idSesi) await revokeFamily(tx, aktor.idSesi);
      if (body?.refresh_token) await revokeByToken(tx, aktor.idPengguna, body.refresh_token);
      await hapusAktifTerakhir(tx, aktor.idPengguna);
      await catatAktivitas(tx, {
        idPerguruanTinggi: aktor.idPerguruanTinggi,
        idPengguna: aktor.idPengguna,
        role: aktor.role,
        jenisAktivitas: 'logout',
        detail: 'Logout dari LMS',
        ipAddress: req.ip,
      });
    });
    return null;
  });
}
