import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import {
  bankSoal,
  berkasSoalBank,
  daftarBankSoal,
  duplikatBankSoal,
  hapusBankSoal,
  hapusSoalBank,
  tambahBankSoal,
  tambahSoalBank,
  ubahBankSoal,
  ubahSoalBank,
} from './service';
import {
  imporSoalBank,
  salinSoalBankKeUjian,
  salinSoalKeBank,
  soalMataKuliah,
  soalUjianSumber,
  ujianSumberBank,
  unduhBankSoal,
} from './serviceSalin';

/**
 * Question banks (issue 14): the banks, their questions and files, copies both ways between
 * banks and exams, the Excel import and the PDF. Questions are the soal module's model.
 */
export function bankSoalRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaBankSoal };
  const kelola = { izin: IZIN.kelolaBankSoal };

  route(app, ctx.hooks, calls.daftarBankSoal, baca, (c) => daftarBankSoal(ctx, c));
  route(app, ctx.hooks, calls.bankSoal, baca, (c) => bankSoal(ctx, c));
  route(app, ctx.hooks, calls.tambahBankSoal, kelola, (c) => tambahBankSoal(ctx, c));
  route(app, ctx.hooks, calls.ubahBankSoal, kelola, (c) => ubahBankSoal(ctx, c));
  route(app, ctx.hooks, calls.hapusBankSoal, kelola, (c) => hapusBankSoal(ctx, c));

  // Questions of a bank: the question model and rules of the soal module, at most 100 a bank.
  route(app, ctx.hooks, calls.tambahSoalBank, kelola, (c) => tambahSoalBank(ctx, c));
  route(app, ctx.hooks, calls.ubahSoalBank, kelola, (c) => ubahSoalBank(ctx, c));
  route(app, ctx.hooks, calls.hapusSoalBank, kelola, (c) => hapusSoalBank(ctx, c));

  // ---- Duplicating a bank, files of its questions ------------------------------------------
  route(app, ctx.hooks, calls.duplikatBankSoal, kelola, (c) => duplikatBankSoal(ctx, c));
  route(app, ctx.hooks, calls.berkasSoalBank, kelola, (c) => berkasSoalBank(ctx, c));

  // ---- Copying questions between banks and exams --------------------------------------------
  // 'Soal Mata Kuliah': questions of the course's banks the caller sees, 10 a page.
  route(app, ctx.hooks, calls.soalMataKuliah, baca, (c) => soalMataKuliah(ctx, c));
  route(app, ctx.hooks, calls.salinSoalKeBank, kelola, (c) => salinSoalKeBank(ctx, c));

  // 'Salin dari Kuis/Ujian': exams of the bank's course in the classes the caller manages.
  const salinUjian = { izin: IZIN.salinUjianKeBankSoal };
  route(app, ctx.hooks, calls.ujianSumberBank, salinUjian, (c) => ujianSumberBank(ctx, c));
  route(app, ctx.hooks, calls.soalUjianSumber, salinUjian, (c) => soalUjianSumber(ctx, c));

  // Bank questions into an exam's question group (the exam's editor, 'Soal Mata Kuliah').
  route(app, ctx.hooks, calls.salinSoalBankKeUjian, { izin: IZIN.salinBankSoalKeUjian }, (c) =>
    salinSoalBankKeUjian(ctx, c),
  );

  // ---- Import from the Excel template, PDF -------------------------------------------------
  route(app, ctx.hooks, calls.imporSoalBank, kelola, (c) => imporSoalBank(ctx, c));
  route(app, ctx.hooks, calls.unduhBankSoal, baca, (c) => unduhBankSoal(ctx, c));
}
