import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { IsiJawaban, SoalPengerjaan } from '../contract/pengerjaan';
import { ujianEndpoints as calls } from '../endpoints/ujian';
import {
  jurnalIndexedDb,
  type KeadaanJurnal,
  type PenyimpananJurnal,
  PenyinkronJawaban,
} from '../stores/jurnalJawaban';
import { useApi } from './context';
import { ujianKeys } from './ujian';

// The exam page's answer journal (issue 13), in a module of its own: only the page that takes an
// exam loads it and IndexedDB's wrapper, not every page that lists exams.

/** The device's journal; one per page load (tests pass their own). */
let jurnalBawaan: PenyimpananJurnal | null = null;
const jurnalPerangkat = () => {
  jurnalBawaan ??= jurnalIndexedDb();
  return jurnalBawaan;
};

/**
 * Taking an exam: the attempt's questions, and the sync engine of its answers (the journal on
 * the device first, then the server), its state re-rendered on every change, and the online and
 * offline events of the browser wired to it.
 */
export function useJurnalPengerjaan(
  idUjian: string,
  data: SoalPengerjaan | undefined,
  penyimpanan?: PenyimpananJurnal,
) {
  const { client } = useApi();
  const qc = useQueryClient();
  const idPengerjaan = data?.pengerjaan.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one engine per attempt; the server versions are read when it starts
  const mesin = useMemo(() => {
    if (!idPengerjaan || !data) return null;
    const versiServer: Record<string, number> = {};
    for (const k of data.kelompok_soal) {
      for (const s of k.soal) if (s.jawaban) versiServer[s.id] = s.jawaban.versi;
    }
    return new PenyinkronJawaban({
      idPengerjaan,
      penyimpanan: penyimpanan ?? jurnalPerangkat(),
      versiServer,
      kirim: {
        simpan: (idSoal: string, isi: IsiJawaban, versi: number) =>
          client.call(calls.simpanJawaban, {
            params: { id: idUjian, idSoal },
            body: { isi, versi },
          }),
        kumpulkan: async (jawaban) => {
          const p = await client.call(calls.kumpulkanPengerjaan, {
            params: { id: idUjian },
            body: { jawaban },
          });
          qc.setQueryData(ujianKeys.pengerjaanSaya(idUjian), p);
          void qc.invalidateQueries({ queryKey: ujianKeys.satu(idUjian) });
        },
      },
    });
  }, [client, idUjian, idPengerjaan]);

  useEffect(() => {
    if (!mesin) return;
    const online = () => mesin.lanjutkan();
    const offline = () => mesin.tandaiOffline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) mesin.tandaiOffline();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      mesin.tutup();
    };
  }, [mesin]);

  const kosong = useMemo<KeadaanJurnal>(
    () => ({
      entri: {},
      menunggu: 0,
      menyimpan: false,
      offline: false,
      sesiBerakhir: false,
      siap: false,
    }),
    [],
  );
  const keadaan = useSyncExternalStore(
    mesin?.subscribe ?? (() => () => {}),
    mesin?.getSnapshot ?? (() => kosong),
    mesin?.getSnapshot ?? (() => kosong),
  );
  return { mesin, keadaan };
}
