import { calls, type Pertemuan } from '@kampus/api/contract';
import {
  adaBentrokMemblokir,
  bagianWaktu,
  bolehUbahParameterKehadiran,
  type FormPertemuan,
  formatTanggalIso,
  formPertemuanDari,
  IZIN,
  jadwalBisaDiubah,
  keEpoch,
  normalisasiPertemuan,
  PARAMETER_KEHADIRAN,
  PARAMETER_KEHADIRAN_TETAP,
  PESAN_IZIN,
  PESAN_PERTEMUAN,
  payloadPertemuan,
  selesaiHariYangSama,
  validasiPertemuan,
  zonaWaktu,
} from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { pertemuan } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth';
import { antrekanHitungKehadiran, wajibLayakUjian } from '../kehadiran';
import { aksesBacaKelas, aksesKelas, wajibPengajarUtama } from '../kelas';
import { getPengaturan, getPerguruanTinggi } from '../sistem';
import { cekBentrok } from './bentrok';
import {
  daftarPertemuan,
  daftarRuangan,
  daftarSesi,
  idPengajarKelas,
  pertemuanBarisTersimpan,
  pertemuanById,
  pertemuanTersimpan,
  ruanganAda,
  satuPertemuan,
  sesiById,
  simpanPertemuan,
  simpanTeksPertemuan,
  ubahStatusPertemuan,
} from './queries';

const dua = (n: number) => String(n).padStart(2, '0');

async function pertemuanAda(db: Db, id: string) {
  const p = await pertemuanById(db, id);
  if (!p) throw notFound('Pertemuan tidak ditemukan');
  return p;
}

export function pertemuanRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  async function zona(collegeId: string) {
    return zonaWaktu((await getPerguruanTinggi(db, collegeId))?.zonaWaktu);
  }

  // Meetings are changed by the class's teachers and operators with write (IZIN.ubahPertemuan).
  const bolehTulis = (aktor: Aktor, idKelas: string) => aksesKelas(db, aktor, idKelas, 'write');

  async function hasil(aktor: Aktor, id: string): Promise<Pertemuan> {
    const p = await satuPertemuan(db, aktor, id);
    if (!p) throw notFound('Pertemuan tidak ditemukan');
    return p;
  }

  const baca = { izin: IZIN.bacaPertemuan };
  const ubah = { izin: IZIN.ubahPertemuan };

  route(app, ctx.hooks, calls.daftarPertemuan, baca, async ({ aktor, query }) => {
    if (query.id_kelas_kuliah) await aksesKelas(db, aktor, query.id_kelas_kuliah, 'read');
    const { items, total } = await daftarPertemuan(db, {
      aktor,
      idKelasKuliah: query.id_kelas_kuliah,
      periode: query.periode,
      search: query.search || undefined,
      status: query.status,
      jenis: query.jenis,
      page: query.page,
      perPage: query.per_page,
    });
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(app, ctx.hooks, calls.pertemuan, baca, async ({ aktor, params }) => {
    const p = await pertemuanBarisTersimpan(db, ctx.cache, params.id);
    if (!p) throw notFound('Pertemuan tidak ditemukan');
    await aksesBacaKelas(db, ctx.cache, aktor, p.idKelasKuliah);
    // An exam meeting a student falls short of the attendance rule for (issue 25).
    await wajibLayakUjian(db, ctx.cache, aktor, p.id);
    const detail = await pertemuanTersimpan(db, ctx.cache, aktor, p);
    if (!detail) throw notFound('Pertemuan tidak ditemukan');
    return detail;
  });

  route(app, ctx.hooks, calls.ubahPertemuan, ubah, async ({ aktor, params, body, collegeId }) => {
    const lama = await pertemuanAda(db, params.id);
    const akses = await bolehTulis(aktor, lama.idKelasKuliah);
    const tz = await zona(collegeId);
    const sekarang = await hasil(aktor, lama.id);
    const awal = formPertemuanDari(sekarang, tz);

    const jam = (iso: string | undefined) => {
      const b = iso ? bagianWaktu(iso, tz) : null;
      return b ? `${dua(b.jam)}:${dua(b.menit)}:${dua(b.detik)}` : undefined;
    };
    // Fields left out keep their stored values; the spec's normalisation applies (spec 4).
    const form: FormPertemuan = normalisasiPertemuan({
      ...awal,
      judul: body.judul,
      deskripsi: body.deskripsi,
      kategori: body.kategori === undefined ? awal.kategori : body.kategori,
      jenis: body.jenis === undefined ? awal.jenis : body.jenis,
      id_sesi: body.id_sesi === undefined ? awal.id_sesi : body.id_sesi,
      tanggal: body.waktu_mulai ? formatTanggalIso(body.waktu_mulai, tz) : awal.tanggal,
      jam_mulai: jam(body.waktu_mulai ?? undefined) ?? awal.jam_mulai,
      jam_selesai: jam(body.waktu_selesai ?? undefined) ?? awal.jam_selesai,
      id_ruangan: body.id_ruangan === undefined ? awal.id_ruangan : body.id_ruangan,
      pengajar: body.pengajar ?? awal.pengajar,
      parameter_kehadiran:
        // Attendance parameters are not for lecturer accounts (spec 5).
        !bolehUbahParameterKehadiran(aktor) || !body.parameter_kehadiran
          ? awal.parameter_kehadiran
          : { ...awal.parameter_kehadiran, ...body.parameter_kehadiran },
    });
    if (!['kuliah', 'uts', 'uas'].includes(form.kategori ?? '')) {
      throw new ApiError(422, 'Kategori harus Kuliah, UTS atau UAS');
    }
    const pengaturan = await getPengaturan(db, collegeId);
    const jadwalDapatDiubah = jadwalBisaDiubah(
      pengaturan?.pengaturan_kelas.ubah_jadwal_pertemuan,
      form.jenis,
    );
    const sesi = form.id_sesi ? await sesiById(db, form.id_sesi) : null;
    if (jadwalDapatDiubah && form.id_sesi && !sesi) throw new ApiError(422, 'Sesi tidak ditemukan');
    const cek = validasiPertemuan(form, {
      jadwalBisaDiubah: jadwalDapatDiubah,
      sesi: sesi
        ? { id: sesi.id, nama: sesi.nama, jam_mulai: sesi.jamMulai, jam_selesai: sesi.jamSelesai }
        : null,
    });
    const galat = Object.entries(cek.galat).map(([field, message]) => ({
      field,
      message: String(message),
    }));
    if (galat.length > 0)
      throw new ApiError(422, cek.toast ?? PESAN_PERTEMUAN.belumLengkap, undefined, galat);

    const payload = payloadPertemuan(form, { jadwalBisaDiubah: jadwalDapatDiubah, tz });
    const update: Partial<typeof pertemuan.$inferInsert> = {
      judul: payload.judul,
      deskripsi: payload.deskripsi,
      kategori: payload.kategori as 'kuliah' | 'uts' | 'uas',
      jenis: payload.jenis,
      parameterKehadiran: {
        ...payload.parameter_kehadiran,
        // The materials parameter is fixed (spec 5).
        [PARAMETER_KEHADIRAN_TETAP]: payload.jenis !== 'offline',
      } as typeof lama.parameterKehadiran,
      updatedAt: new Date(),
    };

    let pengajarBaru: string[] | null = null;
    if ('waktu_mulai' in payload) {
      const mulai = new Date(keEpoch(payload.waktu_mulai, tz) ?? Number.NaN);
      const selesai = new Date(keEpoch(payload.waktu_selesai, tz) ?? Number.NaN);
      if (!selesaiHariYangSama(mulai, selesai, tz)) {
        throw new ApiError(
          422,
          'Waktu selesai paling lambat 23:59:59 pada hari yang sama',
          undefined,
          [
            {
              field: 'jam_selesai',
              message: 'Waktu selesai paling lambat 23:59:59 pada hari yang sama',
            },
          ],
        );
      }
      const jadwalBerubah =
        mulai.getTime() !== lama.waktuMulai.getTime() ||
        selesai.getTime() !== lama.waktuSelesai.getTime() ||
        (payload.id_ruangan ?? null) !== lama.idRuangan ||
        payload.id_sesi !== lama.idSesi;
      if (jadwalBerubah && lama.status === 'selesai') {
        throw new ApiError(422, 'Jadwal pertemuan yang telah berakhir tidak dapat diubah');
      }
      // Teachers: only the class's main teacher (or an operator) changes the selection (spec 6).
      const guruKelas = await idPengajarKelas(db, lama.idKelasKuliah);
      const berubahGuru = [...payload.pengajar].sort().join() !== [...awal.pengajar].sort().join();
      if (berubahGuru) {
        wajibPengajarUtama(akses, PESAN_IZIN.bukanPengajarUtamaPertemuan);
        if (payload.pengajar.some((id) => !guruKelas.includes(id))) {
          throw new ApiError(422, 'Pengajar harus dosen pengajar kelas ini', undefined, [
            { field: 'pengajar', message: 'Pengajar harus dosen pengajar kelas ini' },
          ]);
        }
        pengajarBaru = payload.pengajar;
      }
      if (payload.id_ruangan) {
        if (!(await ruanganAda(db, payload.id_ruangan)))
          throw new ApiError(422, 'Ruangan tidak ditemukan', undefined, [
            { field: 'id_ruangan', message: 'Ruangan tidak ditemukan' },
          ]);
      }
      if (jadwalBerubah || berubahGuru) {
        const bentrok = await cekBentrok(db, collegeId, {
          id: lama.id,
          idKelasKuliah: lama.idKelasKuliah,
          mulai,
          selesai,
          idRuangan: payload.id_ruangan ?? null,
          pengajar: payload.pengajar,
        });
        if (adaBentrokMemblokir(bentrok)) throw conflict(PESAN_PERTEMUAN.cekJadwal);
      }
      Object.assign(update, {
        idSesi: payload.id_sesi,
        waktuMulai: mulai,
        waktuSelesai: selesai,
        idRuangan: payload.id_ruangan ?? null,
      });
    }

    await simpanPertemuan(db, lama.id, update, pengajarBaru);
    // New attendance criteria (or type) move every mark of a started meeting: recalculated on
    // the queue, its status on the class's stream. The saved meeting stays saved if that fails.
    const kriteriaBerubah =
      update.jenis !== lama.jenis ||
      PARAMETER_KEHADIRAN.some(
        (k) => Boolean(update.parameterKehadiran?.[k]) !== Boolean(lama.parameterKehadiran?.[k]),
      );
    if (kriteriaBerubah && lama.status !== 'belum_dimulai') {
      await antrekanHitungKehadiran(ctx, aktor, lama.idKelasKuliah, [lama.id]).catch((e) =>
        console.warn(`Hitung ulang kehadiran ${lama.id} belum diantrekan: ${(e as Error).message}`),
      );
    }
    return hasil(aktor, lama.id);
  });

  route(app, ctx.hooks, calls.ubahTeksPertemuan, ubah, async ({ aktor, params, body }) => {
    const lama = await pertemuanAda(db, params.id);
    await bolehTulis(aktor, lama.idKelasKuliah);
    const teks = sanitasiHtml(body.teks);
    await simpanTeksPertemuan(db, lama.id, teks === '' ? null : teks);
    return hasil(aktor, lama.id);
  });

  // belum_dimulai -> berlangsung -> selesai; lecturers call these (spec 4).
  route(app, ctx.hooks, calls.mulaiPertemuan, ubah, async ({ aktor, params }) => {
    const lama = await pertemuanAda(db, params.id);
    await bolehTulis(aktor, lama.idKelasKuliah);
    if (!(await ubahStatusPertemuan(db, lama.id, 'belum_dimulai'))) {
      throw conflict(
        lama.status === 'berlangsung' ? 'Pertemuan sudah dimulai' : 'Pertemuan telah berakhir',
      );
    }
    return hasil(aktor, lama.id);
  });

  route(app, ctx.hooks, calls.akhiriPertemuan, ubah, async ({ aktor, params }) => {
    const lama = await pertemuanAda(db, params.id);
    await bolehTulis(aktor, lama.idKelasKuliah);
    if (!(await ubahStatusPertemuan(db, lama.id, 'berlangsung'))) {
      throw conflict(
        lama.status === 'belum_dimulai' ? 'Pertemuan belum dimulai' : 'Pertemuan telah berakhir',
      );
    }
    return hasil(aktor, lama.id);
  });

  route(app, ctx.hooks, calls.cekBentrok, ubah, async ({ aktor, body, collegeId }) => {
    await bolehTulis(aktor, body.id_kelas_kuliah);
    const mulai = new Date(body.waktu_mulai as string);
    const selesai = new Date(body.waktu_selesai as string);
    if (selesai <= mulai) {
      throw new ApiError(422, PESAN_PERTEMUAN.selesaiSebelumMulai, undefined, [
        { field: 'waktu_selesai', message: PESAN_PERTEMUAN.selesaiSebelumMulai },
      ]);
    }
    return cekBentrok(db, collegeId, {
      id: body.id,
      idKelasKuliah: body.id_kelas_kuliah,
      mulai,
      selesai,
      idRuangan: body.jenis === 'online' ? null : (body.id_ruangan ?? null),
      pengajar: body.pengajar,
    });
  });

  route(app, ctx.hooks, calls.sesiKuliah, { izin: IZIN.bacaSesi }, ({ collegeId }) =>
    daftarSesi(db, collegeId),
  );

  // Rooms with their availability in a time range (spec 7): busy when a meeting uses them.
  route(app, ctx.hooks, calls.ruangan, { izin: IZIN.bacaRuangan }, ({ query, collegeId }) =>
    daftarRuangan(db, collegeId, {
      mulai: query.availability_start,
      selesai: query.availability_end,
      kecualiPertemuan: query.exclude_id_pertemuan,
    }),
  );
}
