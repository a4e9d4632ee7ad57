import { calls } from '@kampus/api/contract';
import {
  IZIN,
  labelPeriode,
  namaBerkasBapZip,
  namaLengkapPengajar,
  zonaWaktu,
} from '@kampus/domain';
import archiver from 'archiver';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { lampiran } from '../../http/lampiran';
import { route } from '../../http/route';
import type { Aktor } from '../auth';
import { getPerguruanTinggi } from '../sistem';
import { aksesBapKelas, aksesPenandatangan } from './akses';
import { bangunLaporan } from './laporan';
import { renderPdfBap } from './pdf';
import { kelasBapPeriode, penandatanganProdiById } from './queries';

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
    const ttd = await penandatanganProdiById(db, laporan.kelas_kuliah.mata_kuliah.prodi.id);
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

  // BAP is for lecturers of the class and operators with read on reports (spec 6 'laporan').
  const baca = { izin: IZIN.bacaBap };

  route(app, ctx.hooks, calls.bap, baca, async ({ aktor, params, query }) => {
    await aksesBapKelas(db, aktor, params.id);
    const laporan = await bangunLaporan(db, aktor, params.id, {
      idPengajar: pengajarLaporan(aktor, query),
    });
    if (!laporan) throw notFound('Kelas kuliah tidak ditemukan');
    return laporan;
  });

  route(app, ctx.hooks, calls.unduhBap, baca, async ({ aktor, params, query, reply }) => {
    await aksesBapKelas(db, aktor, params.id);
    const { buffer, nama } = await pdfKelas(aktor, params.id, query);
    lampiran(reply, nama, 'application/pdf');
    reply.send(buffer);
    return undefined;
  });

  // Every class of a period in one ZIP of PDFs (spec 7), streamed as it is built.
  route(app, ctx.hooks, calls.unduhSemuaBap, baca, async ({ aktor, query, reply }) => {
    const kelas = await kelasBapPeriode(db, aktor, query.periode);
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
  route(
    app,
    ctx.hooks,
    calls.penandatanganProdi,
    { izin: IZIN.bacaPenandatangan },
    async ({ aktor, params }) => {
      await aksesPenandatangan(db, aktor, params.id);
      const row = await penandatanganProdiById(db, params.id);
      if (!row) throw notFound('Penandatangan program studi belum diatur');
      return {
        fileKhsKiri: row.berkasTandaTangan,
        jabatanKhsKiri: row.jabatan,
        namaKhsKiri: row.nama,
        nidnKhsKiri: row.nidn,
      };
    },
  );
}
