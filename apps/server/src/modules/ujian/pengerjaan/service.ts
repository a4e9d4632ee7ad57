import { randomUUID } from 'node:crypto';
import type { calls, IsiJawaban as IsiJawabanApi, SoalPengerjaan } from '@kampus/api/contract';
import {
  batasPengerjaan,
  bolehSimpanJawaban,
  ekstensiBerkas,
  ekstensiJawabanEsai,
  kunciJawabanTampil,
  masalahSoalUjian,
  nilaiOtomatis,
  nilaiPengerjaanTampil,
  PESAN_PENGERJAAN,
  PESAN_UJIAN_SERVER,
  soalUntukPengerjaan,
  statusUjianPada,
} from '@kampus/domain';
import type { AppContext } from '../../../context';
import { conflict, notFound, tidakValid } from '../../../http/errors';
import type { HandlerContext } from '../../../http/route';
import type { Aktor } from '../../auth';
import { getPengaturan } from '../../sistem';
import {
  type BarisSoal,
  type DataSoal,
  soalApi,
  soalById,
  tandaiBerkas,
  tanpaTanda,
} from '../../soal';
import { ujianDenganAkses } from '../akses';
import { jadwalkanKumpul, kumpulkanJikaLewat } from '../kerja';
import { hitungUlangPengerjaan, jawabanDinilai, kunciOtomatis } from '../nilai';
import {
  type BarisPengerjaanDb,
  type BarisUjian,
  jawabanPengerjaan,
  kelompokDanSoalTersimpan,
  pengerjaanMahasiswa,
} from '../queries';
import type { IsiJawaban } from '../schema';
import {
  berkasJawabanMilik,
  jumlahDijawab,
  kumpulkanOlehMahasiswa,
  mulaiPengerjaanRow,
  pengerjaanApi,
  simpanJawabanRow,
} from './queries';

// The student's attempt, the hot path of an exam (2,000 students at once): starting it, reading
// it and its questions, saving answers, submitting. Each route of ./routes.ts calls one of these.

/** An essay answer must use the kinds its question accepts (spec 3 jenis_file_diterima). */
function cekJawaban(s: BarisSoal, isi: IsiJawabanApi) {
  const d = s.data as DataSoal;
  if (isi.jenis !== d.jenis) throw tidakValid(PESAN_UJIAN_SERVER.jenisJawaban, 'isi.jenis');
  if (isi.jenis === 'pilihan' && d.jenis === 'pilihan') {
    if (isi.pilihan !== null && isi.pilihan >= d.pilihan.length) {
      throw tidakValid(PESAN_UJIAN_SERVER.pilihanTidakAda, 'isi.pilihan');
    }
  }
  if (isi.jenis === 'esay' && d.jenis === 'esay') {
    const diterima = d.jenis_file_diterima as Parameters<typeof ekstensiJawabanEsai>[0];
    if (isi.teks.trim() !== '' && !diterima.includes('text')) {
      throw tidakValid(PESAN_UJIAN_SERVER.teksTidakDiterima, 'isi.teks');
    }
    const ekstensi = ekstensiJawabanEsai(diterima);
    for (const f of isi.files) {
      if (
        !ekstensi.includes(`.${ekstensiBerkas(f.url)}`) &&
        !ekstensi.includes(ekstensiBerkas(f.url))
      ) {
        throw tidakValid(PESAN_UJIAN_SERVER.berkasTidakDiterima, 'isi.files');
      }
    }
  }
}

/** The caller's attempt, submitted by the server first when its deadline passed. */
async function pengerjaanMilik(ctx: AppContext, aktor: Aktor, idUjian: string) {
  const p = await pengerjaanMahasiswa(ctx.database.db, idUjian, aktor.idMahasiswa ?? '');
  return p ? kumpulkanJikaLewat(ctx, p) : null;
}

async function pengerjaanUntukMahasiswa(
  ctx: AppContext,
  p: BarisPengerjaanDb,
  u: BarisUjian,
  kini: Date,
) {
  return pengerjaanApi(p, {
    jumlahDijawab: await jumlahDijawab(ctx.database.db, p.id),
    tampilkanNilai: nilaiPengerjaanTampil({
      dikumpulkan: p.waktuSelesai !== null,
      isTampilkanNilai: u.isTampilkanNilai,
    }),
    kini,
  });
}

/** The questions of an attempt in its order, with answers; keys and grades as allowed. */
export async function soalDenganJawaban(
  ctx: AppContext,
  p: BarisPengerjaanDb,
  o: { kunci: boolean; nilai: boolean },
): Promise<SoalPengerjaan['kelompok_soal']> {
  const [kelompok, daftarJawaban] = await Promise.all([
    kelompokDanSoalTersimpan(ctx.database.db, ctx.cache, p.idUjian),
    jawabanPengerjaan(ctx.database.db, p.id),
  ]);
  return tandaiBerkas(
    (p.urutan ?? []).flatMap((urut) => {
      const k = kelompok.find((x) => x.k.id === urut.id_kelompok);
      if (!k) return [];
      return [
        {
          id: k.k.id,
          nomor: k.k.nomor,
          judul: k.k.judul,
          aturan: k.k.aturan,
          wajib_dijawab: Math.min(urut.wajib, urut.soal.length),
          soal: urut.soal.flatMap((idSoal) => {
            const s = k.soal.find((x) => x.s.id === idSoal);
            if (!s) return [];
            const j = daftarJawaban.find((x) => x.idSoal === idSoal);
            return [
              {
                ...soalApi(s.s, o.kunci, s.oleh),
                jawaban: j
                  ? {
                      isi: j.isi as IsiJawabanApi,
                      versi: j.versi,
                      disimpan_pada: j.disimpanPada.toISOString(),
                      nilai: o.nilai ? j.nilai : null,
                    }
                  : null,
              },
            ];
          }),
        },
      ];
    }),
    ctx.tokens.secret,
  );
}

export async function mulaiPengerjaan(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.mulaiPengerjaan>,
) {
  const db = ctx.database.db;
  const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
  const idMahasiswa = aktor.idMahasiswa as string;
  const kini = new Date();
  const ada = await pengerjaanMilik(ctx, aktor, u.id);
  if (ada) return pengerjaanUntukMahasiswa(ctx, ada, u, kini);
  const status = statusUjianPada(
    { waktu_mulai: u.waktuMulai, waktu_selesai: u.waktuSelesai },
    kini,
  );
  if (status === 'belum_dimulai') throw conflict(PESAN_PENGERJAAN.belumDimulai);
  if (status === 'selesai') throw conflict(PESAN_PENGERJAAN.sudahBerakhir);
  const id = randomUUID();
  const kelompok = await kelompokDanSoalTersimpan(db, ctx.cache, u.id);
  // Questions are drawn once, here: an attempt started short of them would never get them.
  const masalah = masalahSoalUjian(
    kelompok.map(({ k, soal: daftar }) => ({
      nomor: k.nomor,
      judul: k.judul,
      aturan: k.aturan,
      jumlah_wajib_dijawab: k.jumlahWajibDijawab,
      jumlahSoal: daftar.length,
    })),
  );
  if (masalah.length > 0) throw conflict(PESAN_PENGERJAAN.belumSiap);
  const urutan = kelompok.map(({ k, soal: daftar }) => {
    const pilih = soalUntukPengerjaan(
      {
        id: k.id,
        aturan: k.aturan,
        jumlah_wajib_dijawab: k.jumlahWajibDijawab,
        soal: daftar.map((d) => d.s.id),
      },
      { shuffleSeed: id, acakSoal: u.acakSoal },
    );
    return { id_kelompok: k.id, soal: pilih.soal, wajib: pilih.wajibDijawab };
  });
  const batas = batasPengerjaan(
    { waktu_selesai: u.waktuSelesai, gunakan_batas_waktu: u.gunakanBatasWaktu, durasi: u.durasi },
    kini,
  );
  const { p, baru } = await mulaiPengerjaanRow(db, {
    id,
    idUjian: u.id,
    idMahasiswa,
    waktuMulai: kini,
    batas: batas === null ? null : new Date(batas),
    urutan,
  });
  if (baru) await jadwalkanKumpul(ctx, p);
  return pengerjaanUntukMahasiswa(ctx, p, u, kini);
}

export async function pengerjaanSaya(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.pengerjaanSaya>,
) {
  const { u } = await ujianDenganAkses(ctx.database.db, aktor, params.id, 'read', ctx.cache);
  const p = await pengerjaanMilik(ctx, aktor, u.id);
  return p ? pengerjaanUntukMahasiswa(ctx, p, u, new Date()) : null;
}

export async function soalPengerjaanSaya(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.soalPengerjaanSaya>,
) {
  const { u } = await ujianDenganAkses(ctx.database.db, aktor, params.id, 'read', ctx.cache);
  const p = await pengerjaanMilik(ctx, aktor, u.id);
  if (!p) throw notFound(PESAN_UJIAN_SERVER.belumMulai);
  const kini = new Date();
  const pengaturan = await getPengaturan(ctx.database.db, aktor.idPerguruanTinggi);
  const tampilkanSoalResume =
    (pengaturan as { akses_resume_ujian?: { tampilkan_soal?: boolean } } | null)?.akses_resume_ujian
      ?.tampilkan_soal ?? true;
  const kunci =
    p.waktuSelesai !== null &&
    kunciJawabanTampil({
      ujian: {
        tampilkan_kunci_jawaban: u.tampilkanKunciJawaban,
        waktu_tampil_kunci: u.waktuTampilKunci,
      },
      adaPengerjaan: true,
      tampilkanSoalResume,
      sekarang: kini,
    });
  return {
    pengerjaan: await pengerjaanUntukMahasiswa(ctx, p, u, kini),
    kunci_tampil: kunci,
    kelompok_soal: await soalDenganJawaban(ctx, p, {
      kunci,
      nilai: nilaiPengerjaanTampil({
        dikumpulkan: p.waktuSelesai !== null,
        isTampilkanNilai: u.isTampilkanNilai,
      }),
    }),
  };
}

export async function simpanJawaban(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.simpanJawaban>,
) {
  const db = ctx.database.db;
  const kini = new Date();
  const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
  const p = await pengerjaanMahasiswa(db, u.id, aktor.idMahasiswa ?? '');
  if (!p) throw notFound(PESAN_UJIAN_SERVER.belumMulai);
  if (!(p.urutan ?? []).some((k) => k.soal.includes(params.idSoal))) {
    throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
  }
  const boleh = bolehSimpanJawaban({
    batas: p.batas?.getTime() ?? null,
    kini,
    dikumpulkan: p.waktuSelesai !== null,
  });
  if (!boleh.ok) throw conflict(boleh.pesan);
  const s = await soalById(db, params.idSoal);
  if (!s) throw notFound(PESAN_UJIAN_SERVER.soalBukanPengerjaan);
  // Stored without the signature its upload answered with; signed again whenever it is read.
  const isiMasuk =
    body.isi.jenis === 'esay'
      ? {
          ...body.isi,
          files: tanpaTanda(body.isi.files),
        }
      : body.isi;
  cekJawaban(s, isiMasuk);
  if (isiMasuk.jenis === 'esay' && isiMasuk.files.length > 0) {
    const kunci = isiMasuk.files.map((f) => f.url.replace('/v2/storager/berkas/', ''));
    const milik = await berkasJawabanMilik(db, kunci, aktor.idPengguna);
    if (kunci.some((k) => !milik.has(k))) {
      throw tidakValid(PESAN_UJIAN_SERVER.berkasBukanMilik, 'isi.files');
    }
  }
  const isi = isiMasuk as IsiJawaban;
  const tersimpan = await simpanJawabanRow(db, {
    idPengerjaan: p.id,
    idSoal: s.id,
    isi,
    versi: body.versi,
    nilai: nilaiOtomatis(kunciOtomatis(s.data as DataSoal), jawabanDinilai(isi)),
    kini,
  });
  if (tersimpan === 'simpan') {
    return {
      id_soal: s.id,
      versi: body.versi,
      hasil: 'simpan' as const,
      disimpan_pada: kini.toISOString(),
    };
  }
  if (tersimpan === 'ditolak') {
    // Submitted or past the deadline between the check above and the write.
    const sekarang = await pengerjaanMahasiswa(db, u.id, aktor.idMahasiswa ?? '');
    throw conflict(
      sekarang?.waktuSelesai ? PESAN_PENGERJAAN.sudahDikumpulkan : PESAN_PENGERJAAN.waktuHabis,
    );
  }
  return {
    id_soal: s.id,
    versi: tersimpan.versi,
    hasil: tersimpan.versi === body.versi ? ('sudah_ada' as const) : ('usang' as const),
    disimpan_pada: tersimpan.disimpanPada.toISOString(),
  };
}

export async function kumpulkanPengerjaan(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.kumpulkanPengerjaan>,
) {
  const db = ctx.database.db;
  const kini = new Date();
  const { u } = await ujianDenganAkses(db, aktor, params.id, 'read', ctx.cache);
  let p = await pengerjaanMilik(ctx, aktor, u.id);
  if (!p) throw notFound(PESAN_UJIAN_SERVER.belumMulai);
  if (p.waktuSelesai === null) {
    // Only what the server holds counts: the device must have delivered every version first.
    const daftar = await jawabanPengerjaan(db, p.id);
    const kurang = body.jawaban.filter(
      (j) => (daftar.find((x) => x.idSoal === j.id_soal)?.versi ?? 0) < j.versi,
    );
    if (kurang.length > 0) throw conflict(PESAN_UJIAN_SERVER.belumTersimpan);
    const dikumpulkan = await kumpulkanOlehMahasiswa(db, p.id, kini);
    p = dikumpulkan
      ? await hitungUlangPengerjaan(db, dikumpulkan)
      : ((await pengerjaanMilik(ctx, aktor, u.id)) ?? p);
  }
  return pengerjaanUntukMahasiswa(ctx, p, u, kini);
}
