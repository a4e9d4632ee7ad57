import type { calls, KomponenSikad } from '@kampus/api/contract';
import { PESAN_REKAP_NILAI, pelakuIntegrasiNilai, validasiListAktivitas } from '@kampus/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { forbidden, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import type { Aktor } from '../auth';
import { getPengaturan } from '../sistem';
import {
  aktivitasKelas,
  type KelasNilai,
  kelasNilai,
  komponenMataKuliah,
  simpanTautanKomponen,
  tautanKomponen,
} from './queries';
import { keAktivitasNilai, susunKomponen } from './rekap';

// SIKAD components of a class (spec 2 'Pengaturan Nilai {type} SIKAD', 4 'SIKAD component
// editing', 6, 7 /aktivitas, /komponen/{componentId}): the gradable activities to choose from,
// one component with its activities, and replacing them (the grade-integration actor only).

export async function aktivitasNilaiKelas(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.aktivitasNilaiKelas>,
) {
  const db = ctx.database.db;
  const kelas = await kelasNilai(db, aktor, params.id);
  return (await aktivitasKelas(db, kelas.id)).map(keAktivitasNilai);
}

async function satuKomponen(db: Db, kelas: KelasNilai, idKomponen: string): Promise<KomponenSikad> {
  const [rencana, tautan, aktivitas] = await Promise.all([
    komponenMataKuliah(db, kelas.idMataKuliah, idKomponen),
    tautanKomponen(db, kelas.id, idKomponen),
    aktivitasKelas(db, kelas.id),
  ]);
  const [k] = susunKomponen(rencana, tautan, new Map(aktivitas.map((a) => [a.id, a])));
  if (!k) throw notFound(PESAN_REKAP_NILAI.komponenTidakAda);
  return k;
}

export async function komponenNilaiKelas(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.komponenNilaiKelas>,
) {
  const db = ctx.database.db;
  const kelas = await kelasNilai(db, aktor, params.id);
  return satuKomponen(db, kelas, params.idKomponen);
}

/** The caller's role is the college's designated grade-integration actor (spec 6). */
async function wajibPelakuIntegrasi(db: Db, aktor: Aktor) {
  const p = await getPengaturan(db, aktor.idPerguruanTinggi);
  const pelaku = p?.pelaku_integrasi_nilai ?? { dosen: false, operator: false };
  if (!pelakuIntegrasiNilai(aktor.role, pelaku))
    throw forbidden(PESAN_REKAP_NILAI.bukanPelakuIntegrasi);
}

export async function ubahKomponenNilaiKelas(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahKomponenNilaiKelas>,
) {
  const db = ctx.database.db;
  const kelas = await kelasNilai(db, aktor, params.id);
  await wajibPelakuIntegrasi(db, aktor);
  const [rencana, aktivitas] = await Promise.all([
    komponenMataKuliah(db, kelas.idMataKuliah, params.idKomponen),
    aktivitasKelas(db, kelas.id),
  ]);
  if (rencana.length === 0) throw notFound(PESAN_REKAP_NILAI.komponenTidakAda);
  const salah = validasiListAktivitas(body.list_aktivitas, new Set(aktivitas.map((a) => a.id)));
  if (salah) throw tidakValid(salah, 'list_aktivitas');
  await simpanTautanKomponen(db, kelas.id, params.idKomponen, body.list_aktivitas);
  return satuKomponen(db, kelas, params.idKomponen);
}
