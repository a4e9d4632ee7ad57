import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { buatStorageKey, type Storage } from '../modules/storager';
import { umumkanAktivitas } from '../platform/aktivitas';
import { kelasDemoBerpertemuan } from './kelasDemo';

const HARI = 86_400_000;
const JAM = 3_600_000;

/** A one-page PDF a student hands in, so the demo's downloads open. */
function laporanPdf(judul: string, nama: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: judul } });
    const bagian: Buffer[] = [];
    doc.on('data', (b: Buffer) => bagian.push(b));
    doc.on('end', () => resolve(Buffer.concat(bagian)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).text(judul, { align: 'center' });
    doc.moveDown(0.5).font('Helvetica').fontSize(12).text(nama, { align: 'center' });
    doc.moveDown(1.5).fontSize(11);
    doc.text(
      'Laporan ini berisi ringkasan materi, jawaban atas pertanyaan tugas, dan kesimpulan. ' +
        'Setiap jawaban disertai alasan dan contoh penerapannya.',
      { align: 'justify' },
    );
    doc.end();
  });
}

/** Stores a PDF as a submission file and records it; answers the storage row's id. */
async function simpanPdf(
  db: Db,
  storage: Storage,
  idPt: string,
  idPengunggah: string,
  nama: string,
  isi: Buffer,
) {
  const kunci = buatStorageKey('pengumpulan_tugas', '.pdf');
  const ukuran = await storage.simpan(kunci, Readable.from(isi), Number.MAX_SAFE_INTEGER);
  const [b] = await db
    .insert(t.berkas)
    .values({
      idPerguruanTinggi: idPt,
      kunci,
      namaAsli: nama,
      mime: 'application/pdf',
      ukuran,
      jenis: 'pengumpulan_tugas',
      idPengunggah,
    })
    .returning({ id: t.berkas.id });
  return b?.id as string;
}

/**
 * Demo assignments on a fresh database, for the demo classes (as the demo quizzes and vidcons):
 * an individual report on the fourth meeting whose deadline passed three days ago (late work
 * taken), handed in by the first three students: one graded, one waiting for a grade, one a day
 * late; and a group project on the fifth meeting, open for another week, with two groups of
 * three (the first handed in by its leader).
 */
export async function seedTugasDemo(db: Db, storage: Storage, now: Date) {
  for (const k of await kelasDemoBerpertemuan(db)) {
    const p4 = k.pertemuan[3];
    const p5 = k.pertemuan[4];
    if (!p4 || !p5) continue;
    const peserta = await db
      .select({ id: t.mahasiswa.id, idPengguna: t.mahasiswa.idPengguna, nama: t.mahasiswa.nama })
      .from(t.pesertaKelas)
      .innerJoin(t.mahasiswa, eq(t.mahasiswa.id, t.pesertaKelas.idMahasiswa))
      .where(eq(t.pesertaKelas.idKelasKuliah, k.id))
      .orderBy(asc(t.mahasiswa.nim))
      .limit(9);

    const selesai = new Date(now.getTime() - 3 * HARI);
    const [individu] = await db
      .insert(t.tugas)
      .values({
        idPertemuan: p4.id,
        judul: `Laporan: ${p4.judul}`,
        deskripsi: `<p>Tulis laporan 2-3 halaman tentang <b>${p4.judul}</b>: ringkasan, jawaban latihan, dan kesimpulan. Unggah dalam format PDF.</p>`,
        jenis: 'individu',
        waktuMulai: new Date(selesai.getTime() - 7 * HARI),
        waktuSelesai: selesai,
        terimaTerlambat: true,
        jenisFileDiterima: ['.pdf', '.doc', '.docx'],
        dibuatOleh: k.idPengajar,
        createdAt: new Date(selesai.getTime() - 8 * HARI),
        updatedAt: new Date(selesai.getTime() - 8 * HARI),
      })
      .returning({ id: t.tugas.id, judul: t.tugas.judul });
    if (individu) {
      const kumpulan = [
        { jam: -30, nilai: 88, umpanBalik: 'Analisis baik; lengkapi daftar pustaka.' },
        { jam: -5, nilai: null, umpanBalik: '' },
        { jam: 24, nilai: null, umpanBalik: '' },
      ];
      for (const [i, m] of peserta.slice(0, 3).entries()) {
        const c = kumpulan[i];
        if (!c) continue;
        const waktu = new Date(selesai.getTime() + c.jam * JAM);
        const [p] = await db
          .insert(t.pengumpulanTugas)
          .values({
            idTugas: individu.id,
            idMahasiswa: m.id,
            teks: '<p>Laporan terlampir.</p>',
            waktuMulaiUnggah: waktu,
            waktuKirim: new Date(waktu.getTime() + 40_000),
            terlambat: c.jam > 0,
            dikirimOleh: m.idPengguna,
            nilai: c.nilai,
            umpanBalik: c.umpanBalik,
            dinilaiOleh: c.nilai === null ? null : k.idPengajar,
            waktuDinilai: c.nilai === null ? null : new Date(selesai.getTime() + HARI),
          })
          .returning({ id: t.pengumpulanTugas.id });
        const isi = await laporanPdf(individu.judul, m.nama);
        const idBerkas = await simpanPdf(db, storage, k.idPt, m.idPengguna, 'laporan.pdf', isi);
        if (p)
          await db.insert(t.berkasPengumpulan).values({ idPengumpulan: p.id, idBerkas, urutan: 0 });
        // As a hand-in through the API announces it (attendance and grades read these).
        await umumkanAktivitas(db, {
          idPertemuan: p4.id,
          jenis: 'tugas',
          idAktivitas: individu.id,
          idPengguna: m.idPengguna,
          role: 'mahasiswa',
          aksi: 'kumpul',
          waktu,
          data: { terlambat: c.jam > 0 },
        });
      }
    }

    const mulai = new Date(now.getTime() - 2 * HARI);
    const [kelompok] = await db
      .insert(t.tugas)
      .values({
        idPertemuan: p5.id,
        judul: `Proyek kelompok: ${p5.judul}`,
        deskripsi: `<p>Rancang dan presentasikan studi kasus tentang <b>${p5.judul}</b>. Ketua kelompok mengunggah laporan dan slide.</p>`,
        jenis: 'kelompok',
        waktuMulai: mulai,
        waktuSelesai: new Date(now.getTime() + 7 * HARI),
        terimaTerlambat: false,
        dibuatOleh: k.idPengajar,
        createdAt: new Date(mulai.getTime() - HARI),
        updatedAt: new Date(mulai.getTime() - HARI),
      })
      .returning({ id: t.tugas.id, judul: t.tugas.judul });
    if (!kelompok) continue;
    for (const [g, anggota] of [peserta.slice(3, 6), peserta.slice(6, 9)].entries()) {
      if (anggota.length === 0) continue;
      const [grup] = await db
        .insert(t.kelompokTugas)
        .values({ idTugas: kelompok.id, nama: `Kelompok ${g + 1}` })
        .returning({ id: t.kelompokTugas.id });
      if (!grup) continue;
      await db.insert(t.anggotaKelompokTugas).values(
        anggota.map((m, i) => ({
          idKelompok: grup.id,
          idTugas: kelompok.id,
          idMahasiswa: m.id,
          jabatan: i === 0 ? ('ketua' as const) : ('anggota' as const),
          urutan: i + 1,
        })),
      );
      const ketua = anggota[0];
      if (g !== 0 || !ketua) continue;
      const waktu = new Date(now.getTime() - 3 * JAM);
      const [p] = await db
        .insert(t.pengumpulanTugas)
        .values({
          idTugas: kelompok.id,
          idKelompok: grup.id,
          teks: '<p>Laporan dan slide kelompok terlampir.</p>',
          waktuMulaiUnggah: waktu,
          waktuKirim: new Date(waktu.getTime() + 60_000),
          terlambat: false,
          dikirimOleh: ketua.idPengguna,
        })
        .returning({ id: t.pengumpulanTugas.id });
      const isi = await laporanPdf(kelompok.judul, `Kelompok ${g + 1}`);
      const idBerkas = await simpanPdf(
        db,
        storage,
        k.idPt,
        ketua.idPengguna,
        'laporan-kelompok.pdf',
        isi,
      );
      if (p)
        await db.insert(t.berkasPengumpulan).values({ idPengumpulan: p.id, idBerkas, urutan: 0 });
      await umumkanAktivitas(db, {
        idPertemuan: p5.id,
        jenis: 'tugas',
        idAktivitas: kelompok.id,
        idPengguna: ketua.idPengguna,
        role: 'mahasiswa',
        aksi: 'kumpul',
        waktu,
        data: { terlambat: false, id_kelompok: grup.id },
      });
    }
  }
}
