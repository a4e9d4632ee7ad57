import { type AksiIzin, boleh, type HakAkses, type Role } from '@kampus/domain';

export interface MenuDef {
  label: string;
  href: string;
  /** Shown only to users the domain rule allows (the same rule the server checks). */
  izin?: AksiIzin;
  /** Shown only when true for the signed-in user, for what no single rule says. */
  tampil?: (u: { role: Role; hakAkses: HakAkses | null }) => boolean;
}

/**
 * The menu items a user sees: those without a rule, and those whose rule (a domain permission or
 * a `tampil` check) allows them; nothing guarded while the user is still loading.
 */
export function menuUntuk(menu: MenuDef[], user: { role: Role; hakAkses: HakAkses | null } | null) {
  return menu
    .filter((m) => !m.izin || (user ? boleh(m.izin, user) : false))
    .filter((m) => !m.tampil || (user ? m.tampil(user) : false))
    .map(({ label, href }) => ({ label, href }));
}
