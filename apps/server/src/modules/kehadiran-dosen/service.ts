import type { calls, KehadiranDosen, KehadiranDosenPertemuan } from '@kampus/api/contract';
import {
  boleh,
  daftarSyaratDosen,
  evaluasiSyaratKehadiranDosen,
  izinUbahKehadiranDosen,
  memenuhiSyaratDosen,
  PESAN_KEHADIRAN_DOSEN,
  persentaseKehadiranKelas,
  syaratDosenUntuk,
  TEKS_SYARAT_DOSEN_KOSONG,
  validasiSimpanKehadiranDosen,
} from '@kampus/domain';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { wajibIzin } from '../../http/route';
import { bacaAktivitas } from '../../platform/aktivitas';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { catatAktivitas } from '../log-aktivitas';
import { pertemuanById, ringkasanKehadiran } from '../pertemuan';
import { getPengaturan } from '../sistem';
import { iso, namaDosen, ringkasBaris } from './baris';
import { barisKehadiranDosen, jumlahPesertaKelas, simpanKehadiranDosen } from './queries';

// Lecturer attendance per meeting (spec 2 lecturers section, 3 'Lecturer attendance row', 4
// 'Editing allowed' and 'Lecturer attendance', 5 'Attendance'): each route of ./routes.ts calls one
// of these. The rules are packages/domain kehadiranDosen.ts; this file gathers their facts.

type Pertemuan = NonNullable<Awaited<ReturnType<typeof pertemuanById>>>;

/** A meeting of a class the caller may read or change (lecturers: a class they teach). */
async function pertemuanDenganAkses(db: Db, aktor: Aktor, id: string, tingkat: 'read' | 'write') {
  const p = await pertemuanById(db, id);
  if (!p) throw notFound(PESAN_KEHADIRAN_DOSEN.pertemuanTidakAda);
  await aksesKelas(db, aktor, p.idKelasKuliah, tingkat);
  return p;
}

/** The caller may change this lecturer's row now (the same rules as the PUT). */
function bisaDiubah(aktor: Aktor, p: Pertemuan, idDosen: string, menit: number | null, kini: Date) {
  if (!boleh('ubahKehadiranDosen', aktor)) return false;
  return izinUbahKehadiranDosen({
    role: aktor.role,
    milikSendiri: aktor.idDosen === idDosen,
    pertemuan: { status: p.status, waktu_mulai: p.waktuMulai, mulai_kuliah: p.mulaiKuliah },
    sekarang: kini,
    menitTampilTombol: menit,
  }).ok;
}

/** The lecturers section of a meeting: the tooltip, the validation and each teacher's row. */
export async function kehadiranPertemuan(
  ctx: AppContext,
  aktor: Aktor,
  p: Pertemuan,
  kini: Date,
): Promise<KehadiranDosenPertemuan> {
  const db = ctx.database.db;
  const [pengaturan, rows, jumlahPeserta] = await Promise.all([
    getPengaturan(db, aktor.idPerguruanTinggi),
    barisKehadiranDosen(db, [p.id]),
    jumlahPesertaKelas(db, p.idKelasKuliah),
  ]);
  const pk = pengaturan?.pengaturan_kelas;
  const syarat = syaratDosenUntuk(pk, p.jenis);
  const validasi = pk?.validasi_kehadiran_dosen === true;
  const menit = pk?.tampil_tombol_presensi_dosen?.mulai ?? null;
  // The students' summary of the meeting (peserta_hadir, progress_peserta).
  const ringkasan = (
    await ringkasanKehadiran(db, [
      { id: p.id, jenis: p.jenis, parameterKehadiran: p.parameterKehadiran, jumlahPeserta },
    ])
  ).get(p.id);
  const persen = persentaseKehadiranKelas({
    jenis: p.jenis,
    progress_peserta: ringkasan?.progress_peserta ?? null,
    peserta_hadir: ringkasan?.peserta_hadir ?? 0,
    jumlah_peserta: jumlahPeserta,
  });
  const pengajar = await Promise.all(
    rows.map(async (r): Promise<KehadiranDosen> => {
      const aktivitas = await bacaAktivitas(db, {
        idPertemuan: [p.id],
        idPengguna: r.d.idPengguna,
        batas: 200,
      });
      const k = r.k;
      // Without a record of their own, the meeting's recorded start and end speak for them.
      const mulai = k ? k.mulaiKuliah : p.mulaiKuliah;
      const selesai = k ? k.selesaiKuliah : p.selesaiKuliah;
      const hasil = evaluasiSyaratKehadiranDosen(syarat, {
        mulai_kuliah: mulai,
        selesai_kuliah: selesai,
        waktu_selesai: p.waktuSelesai,
        persentase_kehadiran_kelas: persen,
        jumlah_aktivitas: aktivitas.length,
      });
      return {
        id_pertemuan: p.id,
        ...ringkasBaris(r, validasi),
        aktivitas: aktivitas.map((a) => ({
          jenis: a.jenis,
          id_aktivitas: a.idAktivitas,
          aksi: a.aksi,
          waktu: a.waktu.toISOString(),
        })),
        syarat: hasil,
        memenuhi_syarat: memenuhiSyaratDosen(hasil),
        bisa_diubah: bisaDiubah(aktor, p, r.d.id, menit, kini),
        updated_by: k && r.pengubah?.username ? r.pengubah : null,
        updated_at: iso(k?.updatedAt),
        divalidasi_oleh: k?.isValid && r.validator?.username ? r.validator : null,
        divalidasi_pada: k?.isValid ? iso(k.divalidasiPada) : null,
      };
    }),
  );
  const daftarSyarat = daftarSyaratDosen(syarat);
  return {
    pertemuan: {
      id: p.id,
      id_kelas_kuliah: p.idKelasKuliah,
      nomor: p.nomor,
      judul: p.judul,
      jenis: p.jenis,
      status: p.status,
      waktu_mulai: p.waktuMulai.toISOString(),
      waktu_selesai: p.waktuSelesai.toISOString(),
      mulai_kuliah: iso(p.mulaiKuliah),
      selesai_kuliah: iso(p.selesaiKuliah),
    },
    validasi_kehadiran_dosen: validasi,
    syarat: daftarSyarat,
    pesan_syarat: daftarSyarat.length === 0 ? TEKS_SYARAT_DOSEN_KOSONG : null,
    persentase_kehadiran_kelas: persen,
    pengajar,
  };
}

/** One teacher's row of a meeting, or 404 when they do not teach it. */
async function satuBaris(ctx: AppContext, aktor: Aktor, p: Pertemuan, idDosen: string) {
  const semua = await kehadiranPertemuan(ctx, aktor, p, new Date());
  const baris = semua.pengajar.find((g) => g.pengajar.id_dosen === idDosen);
  if (!baris) throw notFound(PESAN_KEHADIRAN_DOSEN.bukanPengajar);
  return baris;
}

export async function bacaKehadiranPertemuan(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.kehadiranDosenPertemuan>,
) {
  const p = await pertemuanDenganAkses(ctx.database.db, aktor, params.idPertemuan, 'read');
  return kehadiranPertemuan(ctx, aktor, p, new Date());
}

export async function bacaKehadiranSaya(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.kehadiranDosenSaya>,
) {
  const p = await pertemuanDenganAkses(ctx.database.db, aktor, params.idPertemuan, 'read');
  return satuBaris(ctx, aktor, p, aktor.idDosen ?? '');
}

export async function bacaKehadiranSatuDosen(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.kehadiranSatuDosen>,
) {
  const p = await pertemuanDenganAkses(ctx.database.db, aktor, params.idPertemuan, 'read');
  return satuBaris(ctx, aktor, p, params.idDosen);
}

/**
 * Saves one lecturer's attendance (the lecturer-change modal sends one per lecturer): the class
 * to change, a teacher of the meeting, the editing rule, then spec 5's messages. An operator's
 * save validates the row; a lecturer's own save waits for validation. Audited: updated_by and
 * updated_at on the row, and an entry in the activity log, in one transaction.
 */
export async function ubahKehadiranDosen(
  ctx: AppContext,
  { aktor, params, body, req }: HandlerContext<typeof calls.ubahKehadiranDosen>,
) {
  const db = ctx.database.db;
  const p = await pertemuanDenganAkses(db, aktor, params.idPertemuan, 'write');
  const guru = (await barisKehadiranDosen(db, [p.id])).find((r) => r.d.id === params.idDosen);
  if (!guru) throw notFound(PESAN_KEHADIRAN_DOSEN.bukanPengajar);
  const kini = new Date();
  const pengaturan = await getPengaturan(db, aktor.idPerguruanTinggi);
  wajibIzin(
    izinUbahKehadiranDosen({
      role: aktor.role,
      milikSendiri: aktor.idDosen === params.idDosen,
      pertemuan: { status: p.status, waktu_mulai: p.waktuMulai, mulai_kuliah: p.mulaiKuliah },
      sekarang: kini,
      menitTampilTombol: pengaturan?.pengaturan_kelas.tampil_tombol_presensi_dosen?.mulai,
    }),
  );
  const nama = namaDosen(guru.d);
  const cek = validasiSimpanKehadiranDosen({ nama, ...body });
  if (!cek.ok) {
    throw tidakValid(
      cek.pesan,
      cek.pesan.startsWith('Memulai') ? 'mulai_kuliah' : 'selesai_kuliah',
    );
  }
  const hadir = body.is_hadir;
  const operator = aktor.role === 'operator';
  await transaksi(db, async (tx) => {
    await simpanKehadiranDosen(tx, {
      idPertemuan: p.id,
      idDosen: guru.d.id,
      isHadir: hadir,
      // Absent clears the lecture's start and end (spec 4).
      mulaiKuliah: hadir && body.mulai_kuliah ? new Date(body.mulai_kuliah) : null,
      selesaiKuliah: hadir && body.selesai_kuliah ? new Date(body.selesai_kuliah) : null,
      isValid: operator,
      divalidasiOleh: operator ? aktor.idPengguna : null,
      divalidasiPada: operator ? kini : null,
      updatedBy: aktor.idPengguna,
      updatedAt: kini,
    });
    await catatAktivitas(tx, {
      idPerguruanTinggi: aktor.idPerguruanTinggi,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      jenisAktivitas: 'ubah_kehadiran_dosen',
      detail: `Mengubah kehadiran dosen ${nama} pada pertemuan ${p.nomor} menjadi ${hadir ? 'Hadir' : 'Tidak Hadir'}`,
      ipAddress: req.ip,
    });
  });
  return satuBaris(ctx, aktor, p, guru.d.id);
}
