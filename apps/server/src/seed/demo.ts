import type { HakAkses } from '@kampus/api/contract';
import { labelPeriode, namaLengkapPengajar } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../modules/auth';
import {
  DOSEN,
  JENIS_KELAS,
  KAMPUS,
  KELAS,
  LOGO_SVG,
  MATA_KULIAH,
  NAMA_BELAKANG,
  NAMA_DEPAN,
  PRODI,
  RUANGAN,
  SESI,
  TEMPAT_LAHIR,
} from './data';
import { lengkapiDemo, topikPertemuan } from './lengkapi';
import { PENGATURAN_DEFAULT } from './pengaturan';

export const DEMO_COLLEGE_ID = 'kampus-demo';

/** The fixed demo logins printed at start and in the README (issue 2). */
export const DEMO_LOGINS = [
  { peran: 'Mahasiswa', username: '2401001', password: 'mahasiswa123' },
  { peran: 'Dosen', username: 'dosen01', password: 'dosen123' },
  { peran: 'Operator', username: 'operator', password: 'operator123' },
] as const;

export const JUMLAH_MAHASISWA_DEMO = 64;
export const JUMLAH_PERTEMUAN = 16;

const HAK_AKSES_PENUH: HakAkses = {
  data_master: 'write',
  kelas_kuliah: 'write',
  bank_soal: 'write',
  data_sistem: 'write',
  konfigurasi: 'write',
  pengumuman: 'write',
  // 'bantuan' can never be given write (spec section 3).
  bantuan: 'read',
  laporan: 'write',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
/** Wall-clock time in WIB (UTC+7, no daylight saving) to an instant. */
const wib = (date: string, time: string) => new Date(`${date}T${time}+07:00`);

/** Teaching dates of a period: Ganjil September-January, Genap February-July. */
function tanggalPeriode(kode: number) {
  const tahun = Math.floor(kode / 10);
  return kode % 10 === 1
    ? { kode, mulai: `${tahun}-09-01`, selesai: `${tahun + 1}-01-31` }
    : { kode, mulai: `${tahun + 1}-02-01`, selesai: `${tahun + 1}-07-31` };
}

/** The running period for a date: Ganjil from August, Genap from February (spec section 4). */
export function periodeUntuk(now: Date) {
  const local = new Date(now.getTime() + 7 * 3_600_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  if (month >= 8) return tanggalPeriode(year * 10 + 1);
  return tanggalPeriode((year - 1) * 10 + (month === 1 ? 1 : 2));
}

function periodeSebelumnya(kode: number) {
  const tahun = Math.floor(kode / 10);
  return kode % 10 === 1 ? (tahun - 1) * 10 + 2 : tahun * 10 + 1;
}

function namaMahasiswa(i: number) {
  const depan = NAMA_DEPAN[i % NAMA_DEPAN.length];
  const belakang =
    NAMA_BELAKANG[(i * 7 + Math.floor(i / NAMA_DEPAN.length)) % NAMA_BELAKANG.length];
  return `${depan} ${belakang}`;
}

/** The one row an insert returned. */
function satu<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert data demo tidak mengembalikan baris');
  return row;
}

/** Loads the demo college on first start; returns false when it is already there. */
export async function seedDemo(db: Db, opts: { now: Date }): Promise<boolean> {
  const [existing] = await db
    .select({ id: t.perguruanTinggi.id })
    .from(t.perguruanTinggi)
    .where(eq(t.perguruanTinggi.id, DEMO_COLLEGE_ID));
  if (existing) {
    await lengkapiDemo(db);
    return false;
  }

  // Demo accounts share a published password; hash each once to keep the first start quick.
  const [mhs, dsn, opr] = DEMO_LOGINS;
  const [hashMahasiswa, hashDosen, hashOperator] = await Promise.all([
    hashPassword(mhs.password),
    hashPassword(dsn.password),
    hashPassword(opr.password),
  ]);
  const pt = DEMO_COLLEGE_ID;
  const now = opts.now;
  const berjalan = periodeUntuk(now);

  await db.transaction(async (tx) => {
    await tx.insert(t.perguruanTinggi).values({
      id: pt,
      nama: 'Universitas Nusantara Digital',
      singkatan: 'UNDI',
      alamat: 'Jl. Merdeka No. 45, Bandung, Jawa Barat 40117',
      website: 'https://undi.example.ac.id',
      logoSvg: LOGO_SVG,
      zonaWaktu: 'Asia/Jakarta',
    });
    await tx.insert(t.pengaturan).values({ idPerguruanTinggi: pt, data: PENGATURAN_DEFAULT });
    await tx.insert(t.konfigurasi).values([
      {
        idPerguruanTinggi: pt,
        keyword: 'start_lecture',
        value: '15',
        deskripsi: 'Menit setelah jadwal mulai saat tombol mulai kuliah tampil',
      },
      {
        idPerguruanTinggi: pt,
        keyword: 'end_lecture',
        value: '15',
        deskripsi: 'Menit sebelum jadwal selesai saat kuliah boleh diakhiri',
      },
      {
        idPerguruanTinggi: pt,
        keyword: 'attendance_percentage',
        value: '50',
        deskripsi: 'Persentase kehadiran kelas minimal',
      },
      {
        idPerguruanTinggi: pt,
        keyword: 'lecture_activity',
        value: '1',
        deskripsi: 'Jumlah aktivitas kuliah minimal',
      },
      {
        idPerguruanTinggi: pt,
        keyword: 'deadline',
        value: '7',
        deskripsi: 'Hari batas aktivitas setelah pertemuan',
      },
      {
        idPerguruanTinggi: pt,
        keyword: 'url_dosen_new',
        value: 'https://siakad.undi.example.ac.id',
        deskripsi: 'Alamat sistem akademik (SIAKAD) untuk dosen',
      },
      {
        idPerguruanTinggi: pt,
        keyword: 'qr_code',
        value: 'true',
        deskripsi: 'Presensi kode QR untuk pertemuan offline (true: digunakan)',
      },
    ]);

    const lalu = tanggalPeriode(periodeSebelumnya(berjalan.kode));
    const duluLagi = tanggalPeriode(periodeSebelumnya(lalu.kode));
    await tx.insert(t.periode).values(
      [duluLagi, lalu, berjalan].map((p) => ({
        idPerguruanTinggi: pt,
        kode: p.kode,
        nama: labelPeriode(p.kode),
        tanggalMulai: p.mulai,
        tanggalSelesai: p.selesai,
        isBerjalan: p.kode === berjalan.kode,
      })),
    );

    await tx.insert(t.prodi).values(PRODI.map((p) => ({ ...p, idPerguruanTinggi: pt })));
    await tx.insert(t.kampus).values(KAMPUS.map((k) => ({ ...k, idPerguruanTinggi: pt })));
    await tx.insert(t.jenisKelas).values(JENIS_KELAS.map((j) => ({ ...j, idPerguruanTinggi: pt })));
    await tx.insert(t.ruangan).values(
      RUANGAN.map((r) => ({
        id: r.id,
        idPerguruanTinggi: pt,
        idKampus: r.kampus,
        nama: r.nama,
        kapasitas: r.kapasitas,
      })),
    );
    await tx.insert(t.sesiKuliah).values(SESI.map((s) => ({ ...s, idPerguruanTinggi: pt })));

    // Lecturers and the operator.
    const idDosen = new Map<string, string>();
    for (const d of DOSEN) {
      const user = satu(
        await tx
          .insert(t.pengguna)
          .values({
            idPerguruanTinggi: pt,
            username: d.username,
            passwordHash: hashDosen,
            role: 'dosen',
            nama: namaLengkapPengajar({
              nama: d.nama,
              gelar_depan: d.gelarDepan,
              gelar_akademik: d.gelarAkademik,
            }),
            email: `${d.username}@undi.example.ac.id`,
          })
          .returning({ id: t.pengguna.id }),
      );
      const row = satu(
        await tx
          .insert(t.dosen)
          .values({
            idPengguna: user.id,
            idPerguruanTinggi: pt,
            nidn: d.nidn,
            nama: d.nama,
            gelarDepan: d.gelarDepan,
            gelarAkademik: d.gelarAkademik,
            idProdi: d.prodi,
          })
          .returning({ id: t.dosen.id }),
      );
      idDosen.set(d.username, row.id);
    }
    const opUser = satu(
      await tx
        .insert(t.pengguna)
        .values({
          idPerguruanTinggi: pt,
          username: 'operator',
          passwordHash: hashOperator,
          role: 'operator',
          nama: 'Rina Wulandari',
          email: 'operator@undi.example.ac.id',
        })
        .returning({ id: t.pengguna.id }),
    );
    await tx.insert(t.operator).values({
      idPengguna: opUser.id,
      nama: 'Rina Wulandari',
      isActive: true,
      hakAkses: HAK_AKSES_PENUH,
    });

    const wajibDosen = (username: string) => {
      const id = idDosen.get(username);
      if (!id) throw new Error(`dosen demo ${username} tidak ada`);
      return id;
    };

    // Students 2401001..2401064, spread over the programmes.
    const idMahasiswa: string[] = [];
    for (let i = 1; i <= JUMLAH_MAHASISWA_DEMO; i++) {
      const nim = `2401${pad(i, 3)}`;
      const nama = namaMahasiswa(i - 1);
      const prodiId = i <= 24 ? 'TI' : i <= 44 ? 'SI' : i <= 56 ? 'MN' : 'AK';
      const user = satu(
        await tx
          .insert(t.pengguna)
          .values({
            idPerguruanTinggi: pt,
            username: nim,
            passwordHash: hashMahasiswa,
            role: 'mahasiswa',
            nama,
            email: `${nim}@student.undi.example.ac.id`,
          })
          .returning({ id: t.pengguna.id }),
      );
      const row = satu(
        await tx
          .insert(t.mahasiswa)
          .values({
            idPengguna: user.id,
            idPerguruanTinggi: pt,
            nim,
            nama,
            idProdi: prodiId,
            angkatan: 2024,
            status: i === 63 ? 'Cuti' : 'Aktif',
            jenisKelamin: i % 2 === 0 ? 'P' : 'L',
            tempatLahir: TEMPAT_LAHIR[i % TEMPAT_LAHIR.length],
            tanggalLahir: `2005-${pad((i % 12) + 1)}-${pad((i % 27) + 1)}`,
            agama: 'Islam',
            telepon: `0812${pad(i * 7919, 8)}`,
            alamat: `Jl. Cempaka No. ${i}, Bandung`,
          })
          .returning({ id: t.mahasiswa.id }),
      );
      idMahasiswa.push(row.id);
    }
    // Tuition: everyone paid, except one student with an overdue bill (the 'pembayaran' rule).
    await tx.insert(t.tagihanMahasiswa).values(
      idMahasiswa.map((id, i) => ({
        idMahasiswa: id,
        periode: berjalan.kode,
        keterangan: `UKT ${labelPeriode(berjalan.kode)}`,
        jumlah: 5_500_000,
        jatuhTempo: berjalan.mulai,
        lunas: i + 1 !== JUMLAH_MAHASISWA_DEMO,
      })),
    );

    // Courses, classes, schedules and 16 weekly meetings each.
    await tx.insert(t.mataKuliah).values(
      MATA_KULIAH.map((mk) => ({
        id: mk.id,
        idPerguruanTinggi: pt,
        kode: mk.id,
        nama: mk.nama,
        namaInggris: mk.namaInggris,
        sks: mk.sks,
        idProdi: mk.prodi,
        silabusTeks: `Mata kuliah ${mk.nama} membekali mahasiswa dengan pemahaman dan keterampilan tentang ${mk.topik.slice(0, 3).join(', ').toLowerCase()}, hingga ${mk.topik.at(-1)?.toLowerCase()}.`,
        idDosenKoordinator: idDosen.get(
          KELAS.find((k) => k.mk === mk.id)?.pengajar[0]?.username ?? 'dosen01',
        ),
        idDosenPengembangRps: idDosen.get(
          KELAS.find((k) => k.mk === mk.id)?.pengajar[0]?.username ?? 'dosen01',
        ),
      })),
    );

    // Week 1 starts on the Monday on or after the period start.
    const awal = new Date(`${berjalan.mulai}T00:00:00Z`);
    const senin = addDays(awal, (8 - awal.getUTCDay()) % 7);
    for (const [index, k] of KELAS.entries()) {
      const id = `${berjalan.kode}_${k.kampus}_${k.mk}_${k.nama}`;
      const mk = MATA_KULIAH.find((m) => m.id === k.mk);
      const sesi = SESI.find((s) => s.id === k.sesi);
      if (!mk || !sesi) throw new Error(`data demo tidak lengkap untuk ${id}`);
      const mulaiPeriode = new Date(`${berjalan.mulai}T00:00:00+07:00`);
      const selesaiPeriode = new Date(`${berjalan.selesai}T23:59:59+07:00`);
      await tx.insert(t.kelasKuliah).values({
        id,
        idPerguruanTinggi: pt,
        periode: berjalan.kode,
        idMataKuliah: k.mk,
        namaKelas: k.nama,
        idJenisKelas: k.jenis,
        idKampus: k.kampus,
        status:
          now < mulaiPeriode ? 'akan_dimulai' : now > selesaiPeriode ? 'selesai' : 'berlangsung',
        modeKuliah: k.mode,
        lingkup: k.prodiKelas.length > 1 ? 'Lintas Prodi' : 'Internal Prodi',
        kapasitas: k.kapasitas,
        metodePengajaran: k.pengajar.length > 1 ? 'Team Teaching' : 'Individu',
        bannerColorIdx: index,
      });
      await tx
        .insert(t.kelasKuliahProdi)
        .values(k.prodiKelas.map((p) => ({ idKelasKuliah: id, idProdi: p })));
      await tx.insert(t.pengajarKelas).values(
        k.pengajar.map((p) => ({
          idKelasKuliah: id,
          idDosen: wajibDosen(p.username),
          jabatan: p.jabatan,
          isUtama: p.utama,
        })),
      );
      const pesertaIds = idMahasiswa.slice(k.peserta.dari - 1, k.peserta.sampai);
      await tx.insert(t.pesertaKelas).values(
        pesertaIds.map((idM, i) => ({
          idKelasKuliah: id,
          idMahasiswa: idM,
          jabatan: i === 1 ? 'ketua_kelas' : 'Peserta',
        })),
      );
      await tx.insert(t.jadwalKelas).values({
        idKelasKuliah: id,
        hari: k.hari,
        jamMulai: sesi.jamMulai,
        jamSelesai: sesi.jamSelesai,
        idSesi: sesi.id,
        idRuangan: k.ruangan,
      });

      const pertemuanRows = Array.from({ length: JUMLAH_PERTEMUAN }, (_, i) => {
        const nomor = i + 1;
        const tanggal = isoDate(addDays(senin, i * 7 + (k.hari === 0 ? 6 : k.hari - 1)));
        const waktuMulai = wib(tanggal, sesi.jamMulai);
        const waktuSelesai = wib(tanggal, sesi.jamSelesai);
        const kategori = nomor === 8 ? 'uts' : nomor === 16 ? 'uas' : 'kuliah';
        const judul = topikPertemuan(mk.topik, nomor);
        const jenis = k.mode === 'campuran' ? (nomor % 2 === 1 ? 'offline' : 'online') : k.mode;
        const status =
          waktuSelesai < now ? 'selesai' : waktuMulai <= now ? 'berlangsung' : 'belum_dimulai';
        return {
          idKelasKuliah: id,
          nomor,
          judul,
          deskripsi:
            kategori === 'kuliah'
              ? `Pembahasan ${judul.toLowerCase()} dalam mata kuliah ${mk.nama}.`
              : `${judul} ${mk.nama}. Kerjakan secara mandiri sesuai jadwal.`,
          kategori: kategori as 'kuliah' | 'uts' | 'uas',
          jenis: jenis as 'online' | 'offline' | 'campuran',
          status: status as 'selesai' | 'berlangsung' | 'belum_dimulai',
          waktuMulai,
          waktuSelesai,
          mulaiKuliah: status === 'belum_dimulai' ? null : waktuMulai,
          selesaiKuliah: status === 'selesai' ? waktuSelesai : null,
          waktuBatasAktivitas: addDays(waktuSelesai, 7),
          defaultDeadlineMateri: addDays(waktuSelesai, 7),
          idSesi: sesi.id,
          idRuangan: jenis === 'online' ? null : k.ruangan,
          parameterKehadiran: {
            hadir_vidcon: jenis !== 'offline',
            kerjakan_kuis_ujian: false,
            kerjakan_tugas: false,
            posting_forum: false,
            unduh_materi: true,
          },
        };
      });
      const inserted = await tx
        .insert(t.pertemuan)
        .values(pertemuanRows)
        .returning({ id: t.pertemuan.id });
      await tx
        .insert(t.pengajarPertemuan)
        .values(
          inserted.flatMap((p) =>
            k.pengajar.map((g) => ({ idPertemuan: p.id, idDosen: wajibDosen(g.username) })),
          ),
        );
    }
  });
  await lengkapiDemo(db);
  return true;
}
