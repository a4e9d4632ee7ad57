import { Readable } from 'node:stream';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { buatStorageKey, type Storage, urlBerkas } from '../modules/storager';

/** A short real PDF of a meeting's module, so the demo has something to read. */
function modulPdf(mataKuliah: string, nomor: number, judul: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: `Modul ${judul}` } });
    const bagian: Buffer[] = [];
    doc.on('data', (b: Buffer) => bagian.push(b));
    doc.on('end', () => resolve(Buffer.concat(bagian)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(mataKuliah, { align: 'center' });
    doc.moveDown(0.5).fontSize(14).text(`Modul Pertemuan ${nomor}: ${judul}`, { align: 'center' });
    doc.moveDown(1.5).font('Helvetica').fontSize(11);
    doc.text(
      `Modul ini merangkum pokok bahasan "${judul}". Bacalah seluruh bagian sebelum kuliah, ` +
        'kerjakan latihan di akhir modul, dan bawa pertanyaan Anda ke forum diskusi kelas.',
      { align: 'justify' },
    );
    doc.moveDown().text('Tujuan pembelajaran:', { underline: true });
    for (const tujuan of [
      `Menjelaskan konsep dasar ${judul.toLowerCase()}.`,
      'Menerapkan konsep tersebut pada contoh kasus.',
      'Menilai kelebihan dan keterbatasan setiap pendekatan.',
    ]) {
      doc.text(`• ${tujuan}`, { indent: 12 });
    }
    doc.end();
  });
}

/**
 * Demo materials on a fresh database: for each class, an e-book module on each of the first three
 * meetings (online meetings with an attendance requirement) and a reading link on the second.
 */
export async function seedMateriDemo(db: Db, storage: Storage, now: Date) {
  const kelas = await db
    .select({
      id: t.kelasKuliah.id,
      idPt: t.kelasKuliah.idPerguruanTinggi,
      mataKuliah: t.mataKuliah.nama,
    })
    .from(t.kelasKuliah)
    .innerJoin(t.mataKuliah, eq(t.mataKuliah.id, t.kelasKuliah.idMataKuliah));
  if (kelas.length === 0) return;
  const pengajar = await db
    .select({ idKelas: t.pengajarKelas.idKelasKuliah, idPengguna: t.dosen.idPengguna })
    .from(t.pengajarKelas)
    .innerJoin(t.dosen, eq(t.dosen.id, t.pengajarKelas.idDosen))
    .where(
      and(
        inArray(
          t.pengajarKelas.idKelasKuliah,
          kelas.map((k) => k.id),
        ),
        eq(t.pengajarKelas.isUtama, true),
      ),
    );
  const pertemuan = await db
    .select()
    .from(t.pertemuan)
    .where(
      and(
        inArray(
          t.pertemuan.idKelasKuliah,
          kelas.map((k) => k.id),
        ),
        lte(t.pertemuan.nomor, 3),
      ),
    )
    .orderBy(asc(t.pertemuan.idKelasKuliah), asc(t.pertemuan.nomor));

  for (const k of kelas) {
    const dibuatOleh = pengajar.find((p) => p.idKelas === k.id)?.idPengguna ?? null;
    for (const p of pertemuan.filter((x) => x.idKelasKuliah === k.id)) {
      const pdf = await modulPdf(k.mataKuliah, p.nomor, p.judul);
      const kunci = buatStorageKey('materi', '.pdf');
      const ukuran = await storage.simpan(kunci, Readable.from(pdf), pdf.length);
      const namaBerkas = `Modul ${p.nomor} - ${p.judul}.pdf`;
      const [berkas] = await db
        .insert(t.berkas)
        .values({
          idPerguruanTinggi: k.idPt,
          kunci,
          namaAsli: namaBerkas,
          mime: 'application/pdf',
          ukuran,
          jenis: 'materi',
          idPengunggah: dibuatOleh,
        })
        .returning({ id: t.berkas.id });
      const online = p.jenis === 'online';
      // The requirement closes a week after the meeting (spec 4: null for offline meetings).
      const deadline = online ? new Date(p.waktuMulai.getTime() + 7 * 86_400_000) : null;
      await db.insert(t.materi).values({
        idPertemuan: p.id,
        judul: `Modul ${p.nomor}: ${p.judul}`,
        deskripsi: `<p>Bacalah modul <strong>${p.judul}</strong> sebelum kuliah dimulai.</p>`,
        tipeFile: 'ebook',
        jenisMateri: 'modul',
        tampilSekarang: true,
        isSyaratHadir: online ? true : null,
        deadline,
        idBerkas: berkas?.id ?? null,
        fileUrl: urlBerkas(kunci),
        dibuatOleh,
        createdAt: now,
        updatedAt: now,
      });
      if (p.nomor === 2) {
        await db.insert(t.materi).values({
          idPertemuan: p.id,
          judul: `Bacaan tambahan: ${p.judul}`,
          deskripsi: '<p>Artikel pengantar dari perpustakaan digital kampus.</p>',
          tipeFile: 'url',
          jenisMateri: 'alat_bantu',
          tampilSekarang: true,
          isSyaratHadir: online ? false : null,
          fileUrl: `https://perpustakaan.undi.example.ac.id/cari?q=${encodeURIComponent(p.judul)}`,
          dibuatOleh,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
}
