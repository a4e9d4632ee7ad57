import { calls } from '@kampus/api/contract';
import { IZIN } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import {
  daftarKelompok,
  hapusAnggotaKelompok,
  hapusKelompok,
  jadikanKetuaKelompok,
  tambahKelompok,
  ubahKelompok,
} from './kelompok';
import { nilaiPengumpulan, unduhPengumpulan } from './nilai';
import {
  catatWaktuTiba,
  daftarPengumpulan,
  kirimPengumpulan,
  pengumpulanSaya,
} from './pengumpulan';
import {
  bacaTugas,
  daftarTugas,
  hapusLampiranTugas,
  hapusTugas,
  tambahTugas,
  ubahTugas,
  unggahLampiranTugas,
} from './service';

/** Assignments: the list, one assignment, saving, attachments, submissions, grades, groups. */
export function tugasRoutes(app: FastifyInstance, ctx: AppContext) {
  const baca = { izin: IZIN.bacaTugas };
  const kelola = { izin: IZIN.kelolaTugas };
  const kelolaKelompok = { izin: IZIN.kelolaKelompok };
  const bacaPengumpulan = { izin: IZIN.bacaPengumpulanTugas };

  route(app, ctx.hooks, calls.daftarTugas, baca, (c) => daftarTugas(ctx, c));
  route(app, ctx.hooks, calls.tugas, baca, (c) => bacaTugas(ctx, c));
  route(app, ctx.hooks, calls.tambahTugas, kelola, (c) => tambahTugas(ctx, c));
  route(app, ctx.hooks, calls.ubahTugas, kelola, (c) => ubahTugas(ctx, c));
  route(app, ctx.hooks, calls.hapusTugas, kelola, (c) => hapusTugas(ctx, c));
  route(app, ctx.hooks, calls.unggahLampiranTugas, kelola, (c) => unggahLampiranTugas(ctx, c));
  route(app, ctx.hooks, calls.hapusLampiranTugas, kelola, (c) => hapusLampiranTugas(ctx, c));

  route(app, ctx.hooks, calls.daftarPengumpulan, bacaPengumpulan, (c) => daftarPengumpulan(ctx, c));
  route(app, ctx.hooks, calls.unduhPengumpulan, bacaPengumpulan, (c) => unduhPengumpulan(ctx, c));
  route(app, ctx.hooks, calls.pengumpulanSaya, { izin: IZIN.kumpulTugas }, (c) =>
    pengumpulanSaya(ctx, c),
  );
  // The upload's start is the request's arrival, stamped before anything else runs.
  route(
    app,
    ctx.hooks,
    calls.kirimPengumpulan,
    { izin: IZIN.kumpulTugas, onRequest: catatWaktuTiba },
    (c) => kirimPengumpulan(ctx, c),
  );
  route(app, ctx.hooks, calls.nilaiPengumpulan, { izin: IZIN.nilaiTugas }, (c) =>
    nilaiPengumpulan(ctx, c),
  );

  route(app, ctx.hooks, calls.daftarKelompok, { izin: IZIN.bacaKelompok }, (c) =>
    daftarKelompok(ctx, c),
  );
  route(app, ctx.hooks, calls.tambahKelompok, kelolaKelompok, (c) => tambahKelompok(ctx, c));
  route(app, ctx.hooks, calls.ubahKelompok, kelolaKelompok, (c) => ubahKelompok(ctx, c));
  route(app, ctx.hooks, calls.hapusKelompok, kelolaKelompok, (c) => hapusKelompok(ctx, c));
  route(app, ctx.hooks, calls.jadikanKetuaKelompok, kelolaKelompok, (c) =>
    jadikanKetuaKelompok(ctx, c),
  );
  route(app, ctx.hooks, calls.hapusAnggotaKelompok, kelolaKelompok, (c) =>
    hapusAnggotaKelompok(ctx, c),
  );
}
