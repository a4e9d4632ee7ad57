import { AREA_OPERATOR, LEVEL_AKSES, ROLE } from '@kampus/domain';
import { defineCall } from './call';
import { z } from './zod';

export const Role = z.enum(ROLE);
export const LevelAkses = z.enum(LEVEL_AKSES);
export const HakAkses = z.object(
  Object.fromEntries(AREA_OPERATOR.map((area) => [area, LevelAkses])) as Record<
    (typeof AREA_OPERATOR)[number],
    typeof LevelAkses
  >,
);
export type HakAkses = z.infer<typeof HakAkses>;

const wajib = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`);

export const PasswordGrant = z.object({
  grant_type: z.literal('password'),
  client_id: z.string().max(100, 'client_id tidak valid').default('web'),
  username: wajib('Username').max(100, 'Username terlalu panjang'),
  password: z
    .string({ error: 'Password wajib diisi' })
    .min(1, 'Password wajib diisi')
    .max(200, 'Password terlalu panjang'),
  /** Space-separated auth roles the app accepts, e.g. 'ROLE_MAHASISWA'; empty accepts all. */
  scope: z.string().max(200, 'scope tidak valid').optional(),
});

export const RefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.string().max(100, 'client_id tidak valid').default('web'),
  refresh_token: wajib('Refresh token').max(200, 'Refresh token tidak valid'),
});

/** Single sign-on: a one-time code from /v2/authorize exchanged at /oauth (spec 2). */
export const AuthorizationCodeGrant = z.object({
  grant_type: z.literal('authorization_code'),
  client_id: z.string().max(100, 'client_id tidak valid').default('web'),
  code: wajib('Kode otorisasi').max(200, 'Kode otorisasi tidak valid'),
  redirect_uri: z.string().max(2000, 'redirect_uri tidak valid').optional(),
  scope: z.string().max(200, 'scope tidak valid').optional(),
});

export const TokenRequest = z.discriminatedUnion(
  'grant_type',
  [PasswordGrant, RefreshGrant, AuthorizationCodeGrant],
  { error: 'grant_type harus password, refresh_token atau authorization_code' },
);
export type TokenRequest = z.input<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  /** Seconds until the refresh token expires (spec: maxAge 86400). */
  refresh_expires_in: z.number().int().positive(),
  role: Role,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const Prodi = z.object({ id: z.string(), nama: z.string(), jenjang: z.string() });
export type Prodi = z.infer<typeof Prodi>;

export const UserInfo = z.object({
  id: z.string(),
  uuid: z.string(),
  username: z.string(),
  nama: z.string(),
  role: Role,
  email: z.string().nullable(),
  fotoContentUrl: z.string().nullable(),
  perguruan_tinggi: z.object({ id: z.string(), nama: z.string() }),
  mahasiswa: z
    .object({
      id: z.string(),
      nim: z.string(),
      nama: z.string(),
      prodi: Prodi,
      angkatan: z.number().int(),
      status: z.string(),
    })
    .nullable(),
  dosen: z
    .object({
      id: z.string(),
      nidn: z.string(),
      nama: z.string(),
      gelar_depan: z.string().nullable(),
      gelar_akademik: z.string().nullable(),
      prodi: Prodi.nullable(),
    })
    .nullable(),
  operator: z.object({ id: z.string(), is_active: z.boolean(), hak_akses: HakAkses }).nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const Kosong = z.null();

export const authCalls = {
  accessToken: defineCall({
    method: 'POST',
    path: '/v2/access_token',
    summary: 'Login (password atau authorization_code) dan perpanjang sesi (refresh_token)',
    auth: false,
    body: TokenRequest,
    response: TokenResponse,
  }),
  userInfo: defineCall({
    method: 'GET',
    path: '/v2/user_info',
    summary: 'Pengguna yang sedang masuk',
    response: UserInfo,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/lms/log_aktivitas/logout',
    summary: 'Catat logout dan cabut refresh token sesi ini',
    body: z.object({ refresh_token: z.string().max(200).optional() }).optional(),
    response: Kosong,
  }),
};
