import type { calls } from '@kampus/api/contract';
import { idKomentar, PESAN_TUGAS_SERVER, validasiNilaiTugas } from '@kampus/domain';
import archiver from 'archiver';
import type { AppContext } from '../../context';
import { notFound, tidakValid } from '../../http/errors';
import { lampiran } from '../../http/lampiran';
import type { HandlerContext } from '../../http/route';
import { siarkanEvent } from '../../platform/sse';
import { tugasDenganAkses } from './akses';
import { satuPengumpulan } from './pengumpulan';
import {
  berkasPengumpulanRows,
  nilaiPengumpulanRow,
  pengumpulanById,
  pengumpulanUntukArsip,
} from './queriesPengumpulan';

// Grading a submission (score and feedback) and the ZIP of every submission of an assignment.

export async function nilaiPengumpulan(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.nilaiPengumpulan>,
) {
  const db = ctx.database.db;
  await tugasDenganAkses(db, aktor, params.id, 'write');
  const p = await pengumpulanById(db, params.id, params.idPengumpulan);
  if (!p) throw notFound(PESAN_TUGAS_SERVER.pengumpulanTidakAda);
  const cek = validasiNilaiTugas(body.nilai);
  if (!cek.ok) throw tidakValid(cek.pesan, 'nilai');
  await nilaiPengumpulanRow(db, p.id, {
    nilai: cek.nilai,
    umpanBalik: (body.umpan_balik ?? '').trim(),
    dinilaiOleh: aktor.idPengguna,
    waktuDinilai: new Date(),
  });
  // The submission's comment thread is open on the student's page: its stream tells it the
  // grade changed ('nilai', the ids only), and the page reads the submission again.
  const { idThread } = idKomentar({
    jenis: 'tugas',
    idKonten: params.id,
    idKelompok: p.idKelompok,
    idMahasiswa: p.idMahasiswa,
  });
  await siarkanEvent(
    ctx,
    aktor.idPerguruanTinggi,
    'nilai',
    { id_tugas: params.id, id_pengumpulan: p.id },
    { topik: `chat:${idThread}` },
  );
  return satuPengumpulan(ctx, p.id);
}

/** A name safe as one path part inside the archive. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const bagianNama = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').trim() || 'berkas';

/** `nama` unique among `dipakai` (a second 'laporan.pdf' becomes 'laporan (2).pdf'). */
function namaUnik(dipakai: Set<string>, nama: string) {
  let hasil = nama;
  for (let i = 2; dipakai.has(hasil.toLowerCase()); i++) {
    const titik = nama.lastIndexOf('.');
    hasil = titik > 0 ? `${nama.slice(0, titik)} (${i})${nama.slice(titik)}` : `${nama} (${i})`;
  }
  dipakai.add(hasil.toLowerCase());
  return hasil;
}

/**
 * Every submission in one ZIP, a folder per student ('{nim} - {nama}') or group, with the
 * written answer as jawaban.html. Each file streams from the storage into the archive and the
 * archive straight to the response: nothing is held in memory.
 */
export async function unduhPengumpulan(
  ctx: AppContext,
  { aktor, params, reply }: HandlerContext<typeof calls.unduhPengumpulan>,
) {
  const db = ctx.database.db;
  const { t } = await tugasDenganAkses(db, aktor, params.id, 'read');
  const daftar = await pengumpulanUntukArsip(db, t.id);
  if (daftar.length === 0) throw notFound(PESAN_TUGAS_SERVER.belumAdaPengumpulan);
  const berkas = await berkasPengumpulanRows(
    db,
    daftar.map((d) => d.id),
  );
  const zip = archiver('zip', { zlib: { level: 6 } });
  lampiran(reply, `Pengumpulan - ${bagianNama(t.judul)}.zip`, 'application/zip');
  reply.send(zip);
  try {
    const folder = new Set<string>();
    for (const d of daftar) {
      const nama = namaUnik(
        folder,
        bagianNama(d.namaKelompok ?? `${d.nim ?? ''} - ${d.namaMhs ?? ''}`),
      );
      const dipakai = new Set<string>();
      if (d.teks.trim() !== '') {
        zip.append(d.teks, { name: `${nama}/${namaUnik(dipakai, 'jawaban.html')}` });
      }
      for (const b of berkas.filter((x) => x.idPengumpulan === d.id)) {
        // A file gone from the storage is left out rather than breaking the archive mid-way.
        if ((await ctx.storage.ukuran(b.kunci)) === null) continue;
        zip.append(ctx.storage.baca(b.kunci), {
          name: `${nama}/${namaUnik(dipakai, bagianNama(b.nama))}`,
        });
      }
    }
    await zip.finalize();
  } catch (error) {
    zip.abort();
    throw error;
  }
  return undefined;
}
