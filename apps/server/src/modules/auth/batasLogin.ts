import { jedaLoginDetik, kunciUsername, pesanTerlaluBanyakPercobaan } from '@kampus/domain';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { percobaanLogin } from '../../db/schema';
import { ApiError } from '../../http/errors';

export interface PengaturanBatasLogin {
  /** Failures of one username from one address before any wait. */
  gagalBebas: number;
  /** The longest wait after repeated failures, in seconds. */
  jedaMaksDetik: number;
  /** Failures are forgotten after this many seconds without another one. */
  jendelaDetik: number;
  /** Failures from one address, any username, before that address must wait out the window. */
  batasAlamat: number;
}

/** A refused attempt: 429 with Retry-After, in Indonesian. */
export class TerlaluBanyakPercobaan extends ApiError {
  constructor(readonly detik: number) {
    super(429, pesanTerlaluBanyakPercobaan(detik));
  }
}

/**
 * Password-login throttling kept in the database, so every server instance counts the same
 * failures. An attempt is counted before the password is checked (parallel guesses cannot slip
 * past the count) and forgiven when the password was right: only failures add up.
 */
export function createBatasLogin(db: Db, aturan: PengaturanBatasLogin) {
  let dibersihkan = 0;

  async function bersihkan(sekarang: Date) {
    if (sekarang.getTime() - dibersihkan < 60_000) return;
    dibersihkan = sekarang.getTime();
    const umur = Math.max(aturan.jendelaDetik, aturan.jedaMaksDetik) * 1000;
    await db
      .delete(percobaanLogin)
      .where(lt(percobaanLogin.diperbarui, new Date(sekarang.getTime() - umur)));
  }

  const sisaDetik = (sampai: Date, sekarang: Date) =>
    (sampai.getTime() - sekarang.getTime()) / 1000;

  return {
    async mulai(alamat: string, username: string, sekarang = new Date()) {
      const kunciPengguna = `pengguna:${alamat}:${kunciUsername(username)}`;
      const kunciAlamat = `alamat:${alamat}`;
      const awalJendela = new Date(sekarang.getTime() - aturan.jendelaDetik * 1000);

      const [perAlamat] = await db
        .select()
        .from(percobaanLogin)
        .where(eq(percobaanLogin.kunci, kunciAlamat));
      if (
        perAlamat &&
        perAlamat.diperbarui > awalJendela &&
        perAlamat.gagal >= aturan.batasAlamat
      ) {
        const sampai = new Date(perAlamat.diperbarui.getTime() + aturan.jendelaDetik * 1000);
        throw new TerlaluBanyakPercobaan(sisaDetik(sampai, sekarang));
      }

      // Counted unless a wait is running; an old count (outside the window) starts again.
      const [hitung] = await db
        .insert(percobaanLogin)
        .values({ kunci: kunciPengguna, gagal: 1, diperbarui: sekarang })
        .onConflictDoUpdate({
          target: percobaanLogin.kunci,
          set: {
            gagal: sql`case when ${percobaanLogin.diperbarui} <= ${awalJendela} then 1 else ${percobaanLogin.gagal} + 1 end`,
            tungguSampai: null,
            diperbarui: sekarang,
          },
          setWhere: or(
            isNull(percobaanLogin.tungguSampai),
            lte(percobaanLogin.tungguSampai, sekarang),
          ),
        })
        .returning({ gagal: percobaanLogin.gagal });
      if (!hitung) {
        const [menunggu] = await db
          .select({ sampai: percobaanLogin.tungguSampai })
          .from(percobaanLogin)
          .where(eq(percobaanLogin.kunci, kunciPengguna));
        throw new TerlaluBanyakPercobaan(
          menunggu?.sampai ? sisaDetik(menunggu.sampai, sekarang) : 1,
        );
      }
      const jeda = jedaLoginDetik(hitung.gagal, aturan);
      if (jeda > 0) {
        await db
          .update(percobaanLogin)
          .set({ tungguSampai: new Date(sekarang.getTime() + jeda * 1000) })
          .where(
            and(
              eq(percobaanLogin.kunci, kunciPengguna),
              gt(percobaanLogin.gagal, aturan.gagalBebas),
            ),
          );
      }

      return {
        /** The password was right: this username and address start from zero again. */
        async berhasil() {
          await db.delete(percobaanLogin).where(eq(percobaanLogin.kunci, kunciPengguna));
        },
        /** The password was wrong: it also counts toward the address's ceiling. */
        async gagal() {
          const kini = new Date();
          const awal = new Date(kini.getTime() - aturan.jendelaDetik * 1000);
          // The wait runs from the answer the user sees, however long checking the password took
          // (a loaded server may take longer than the first 1 s wait).
          if (jeda > 0) {
            await db
              .update(percobaanLogin)
              .set({ tungguSampai: new Date(kini.getTime() + jeda * 1000) })
              .where(eq(percobaanLogin.kunci, kunciPengguna));
          }
          await db
            .insert(percobaanLogin)
            .values({ kunci: kunciAlamat, gagal: 1, diperbarui: kini })
            .onConflictDoUpdate({
              target: percobaanLogin.kunci,
              set: {
                gagal: sql`case when ${percobaanLogin.diperbarui} <= ${awal} then 1 else ${percobaanLogin.gagal} + 1 end`,
                diperbarui: kini,
              },
            });
          await bersihkan(kini);
        },
      };
    },
  };
}
