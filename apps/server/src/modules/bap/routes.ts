import { calls } from '@kampus/api/contract';
import {
  bolehLihatPenandatanganProdi,
  labelPeriode,
  namaBerkasBapZip,
  namaLengkapPengajar,
  punyaAkses,
  zonaWaktu,
} from '@kampus/domain';
import archiver from 'archiver';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { kelasKuliah, mataKuliah, penandatanganProdi, pengajarKelas } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { Aktor } from '../auth/aktor';
import { aksesKelas } from '../kelas/akses';
import { getPerguruanTinggi } from '../sistem/queries';
import { bangunLaporan } from './laporan';
import { renderPdfBap } from './pdf';
import { dosenProdi } from './queries';

/** BAP is for lecturers of the class and operators with read on reports (spec 6 'laporan'). */
function wajibAksesBap(aktor: Aktor) {
  if (aktor.role === 'mahasiswa') throw forbidden('BAP hanya untuk dosen dan operator');
  if (aktor.role === 'operator' && !punyaAkses(aktor.hakAkses ?? undefined, 'laporan', 'read')) {
    throw forbidden('Anda tidak memiliki hak akses laporan');
  }
}

function lampiran(reply: FastifyReply, nama: string, mime: string) {
  const ascii = nama.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  reply.header('content-type', mime);
  reply.header(
    'content-disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nama)}`,
  );
}

export function bapRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  /** A lecturer's own report, or the teacher an operator (or lecturer) picked. */
  function pengajarLaporan(aktor: Aktor, q: { laporan_saya: boolean; id_pengajar?: string }) {
    if (q.laporan_saya) return aktor.idDosen ?? null;
    return q.id_pengajar ?? null;
  }

  async function pdfKelas(
    aktor: Aktor,
    idKelas: string,
    q: {
      laporan_saya: boolean;
      id_pengajar?: string;
      include_laporan_kelas: boolean;
      include_laporan_pertemuan_detail: boolean;
      include_tanda_tangan: boolean;
    },
  ) {
    const idPengajar = pengajarLaporan(aktor, q);
    const laporan = await bangunLaporan(db, aktor, idKelas, { idPengajar });
    if (!laporan) throw notFound('Kelas kuliah tidak ditemukan');
    const pt = await getPerguruanTinggi(db, aktor.idPerguruanTinggi);
    const [ttd] = await db
      .select()
      .from(penandatanganProdi)
      .where(eq(penandatanganProdi.idProdi, laporan.kelas_kuliah.mata_kuliah.prodi.id));
    const pengajar = idPengajar
      ? laporan.kelas_kuliah.pengajar.find((p) => p.id_dosen === idPengajar)
      : null;
    const buffer = await renderPdfBap(laporan, {
      namaPerguruanTinggi: pt?.nama ?? '',
      timeZone: zonaWaktu(pt?.zonaWaktu),
      kelas: q.include_laporan_kelas,
      detail: q.include_laporan_pertemuan_detail,
      tandaTangan: q.include_tanda_tangan,
      penandatangan: ttd
        ? {
            jabatan: ttd.jabatan,
            nama: ttd.nama,
            nidn: ttd.nidn,
            tandaTangan: ttd.berkasTandaTangan,
          }
        : null,
      namaPengajar: pengajar ? namaLengkapPengajar(pengajar) : null,
    });
    const k = laporan.kelas_kuliah;
    const nama = `BAP - ${k.mata_kuliah.kode} ${k.mata_kuliah.nama} ${k.kelas.nama}${pengajar ? ` - ${pengajar.nama}` : ''}.pdf`;
    return { buffer, nama };
  }

  route(app, ctx.hooks, calls.bap, async ({ aktor, params, query }) => {
    wajibAksesBap(aktor);
    if (aktor.role === 'dosen') await aksesKelas(db, aktor, params.id, 'read');
    const laporan = await bangunLaporan(db, aktor, params.id, {
      idPengajar: pengajarLaporan(aktor, query),
    });
    if (!laporan) throw notFound('Kelas kuliah tidak ditemukan');
    return laporan;
  });

  route(app, ctx.hooks, calls.unduhBap, async ({ aktor, params, query, reply }) => {
    wajibAksesBap(aktor);
    if (aktor.role === 'dosen') await aksesKelas(db, aktor, params.id, 'read');
    const { buffer, nama } = await pdfKelas(aktor, params.id, query);
    lampiran(reply, nama, 'application/pdf');
    reply.send(buffer);
    return undefined;
  });

  // Every class of a period in one ZIP of PDFs (spec 7), streamed as it is built.
  route(app, ctx.hooks, calls.unduhSemuaBap, async ({ aktor, query, reply }) => {
    wajibAksesBap(aktor);
    const kelas = await db
      .select({ id: kelasKuliah.id, kode: mataKuliah.kode })
      .from(kelasKuliah)
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(
        and(
          eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
          eq(kelasKuliah.periode, query.periode),
          aktor.role === 'dosen'
            ? inArray(
                kelasKuliah.id,
                db
                  .select({ id: pengajarKelas.idKelasKuliah })
                  .from(pengajarKelas)
                  .where(eq(pengajarKelas.idDosen, aktor.idDosen ?? '')),
              )
            : undefined,
        ),
      )
      .orderBy(asc(mataKuliah.kode), asc(kelasKuliah.namaKelas));
    if (kelas.length === 0)
      throw notFound(`Tidak ada kelas pada periode ${labelPeriode(query.periode)}`);
    const zip = archiver('zip', { zlib: { level: 6 } });
    lampiran(
      reply,
      namaBerkasBapZip(labelPeriode(query.periode).replace('/', '-')),
      'application/zip',
    );
    reply.send(zip);
    try {
      for (const k of kelas) {
        const { buffer, nama } = await pdfKelas(aktor, k.id, query);
        zip.append(buffer, { name: nama.replace(/[\\/]/g, '-') });
      }
      await zip.finalize();
    } catch (error) {
      zip.abort();
      throw error;
    }
    return undefined;
  });

  // Name, NIDN and signature image: the programme's lecturers and operators with laporan only.
  route(app, ctx.hooks, calls.penandatanganProdi, async ({ aktor, params }) => {
    const boleh = bolehLihatPenandatanganProdi({
      role: aktor.role,
      hak: aktor.hakAkses,
      dosenProdi: aktor.idDosen ? await dosenProdi(db, aktor.idDosen, params.id) : false,
    });
    if (!boleh) {
      throw forbidden('Anda hanya dapat melihat penandatangan program studi Anda sendiri');
    }
    const [row] = await db
      .select()
      .from(penandatanganProdi)
      .where(eq(penandatanganProdi.idProdi, params.id));
    if (!row) throw notFound('Penandatangan program studi belum diatur');
    return {
      fileKhsKiri: row.berkasTandaTangan,
      jabatanKhsKiri: row.jabatan,
      namaKhsKiri: row.nama,
      nidnKhsKiri: row.nidn,
    };
  });
}
