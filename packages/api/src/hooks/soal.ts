import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankSoalEndpoints as calls } from '../endpoints/bankSoal';
import { useApi } from './context';
import { ujianKeys } from './ujian';

// Questions moving between their owners (spec 5 'Copy and import'): a bank's questions copied into
// an exam's question group. The bank's hooks (bankSoal.ts) never read the exam's query keys; this
// is the one place where the two owners of questions meet.

/** 'Soal Mata Kuliah' into an exam's question group; the exam is read again. */
export function useSalinSoalBankKeUjian(idUjian: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { idKelompok: string; list_id: string[] }) =>
      client.call(calls.salinSoalBankKeUjian, {
        params: { id: idUjian, idKelompok: v.idKelompok },
        body: { list_id: v.list_id },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ujianKeys.satu(idUjian) });
      void qc.invalidateQueries({ queryKey: ujianKeys.daftarSemua() });
    },
  });
}
