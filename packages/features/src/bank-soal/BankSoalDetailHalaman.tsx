import { bankSoalEndpoints, useBankSoal, useKelolaSoalBank, useUnduh } from '@kampus/api';
import { boleh, namaBerkasBankSoal } from '@kampus/domain';
import { BankSoalDetailView, type ImporSoalModalProps } from '@kampus/ui';
import { Suspense, useState } from 'react';
import type { ParamsHalaman } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { idDariParam, usePengguna } from '../bersama/konteks';
import { simpanAksiSoal, useUnggahBerkasSoal } from '../soal';
import { FormBankSoal } from './FormBankSoal';

// The import modal (drop zone, results) is loaded when first opened.
const ImporSoalModal = lazyHalaman<ImporSoalModalProps>(() =>
  import('@kampus/ui/views/bank-soal/ImporSoalModal').then((m) => ({ default: m.ImporSoalModal })),
);
const SalinDariUjian = lazyHalaman<{ idBank: string; onTutup: () => void }>(
  () => import('./SalinDariUjian'),
);

const SalinSoalBank = lazyHalaman<{ idBank: string; onTutup: () => void }>(
  () => import('./SalinSoalBank'),
);

type Modal = 'ubah' | 'impor' | 'salin-ujian' | 'salin-bank' | null;

/**
 * /bank-soal/{id} (spec 2 'Question bank'): the bank's questions with 'Cari soal', 'Unduh' (PDF),
 * 'Ubah Bank Soal' and 'Tambah Soal' (the three editors, 'Salin dari Kuis/Ujian', 'Impor Soal').
 */
export default function BankSoalDetailHalaman({ params }: { params: ParamsHalaman }) {
  const id = idDariParam(params.id);
  const { role, hak } = usePengguna();
  const bank = useBankSoal(id);
  const kelola = useKelolaSoalBank(id);
  const unggahBerkasSoal = useUnggahBerkasSoal();
  const unduh = useUnduh();
  const [modal, setModal] = useState<Modal>(null);
  const bolehUbah = boleh('kelolaBankSoal', { role, hakAkses: hak }) && !!bank.data?.boleh_ubah;
  const tutup = () => setModal(null);

  return (
    <div className={styles.halaman}>
      <BankSoalDetailView
        bank={bank.data ?? null}
        bolehUbah={bolehUbah}
        isLoading={bank.isPending}
        isError={bank.isError}
        onRetry={() => void bank.refetch()}
        onUnduh={async () => {
          if (!bank.data) return;
          await unduh.mutateAsync({
            call: bankSoalEndpoints.unduhBankSoal,
            params: { id },
            namaDefault: namaBerkasBankSoal(bank.data.judul),
          });
        }}
        onUbahBank={() => setModal('ubah')}
        onTambahSoal={(body) => simpanAksiSoal('tambah', kelola.tambahSoal.mutateAsync(body))}
        onUbahSoal={(idSoal, body) =>
          simpanAksiSoal('ubah', kelola.ubahSoal.mutateAsync({ idSoal, body }))
        }
        onHapusSoal={(idSoal) => simpanAksiSoal('hapus', kelola.hapusSoal.mutateAsync(idSoal))}
        onSalinDariUjian={() => setModal('salin-ujian')}
        onSalinSoalMataKuliah={() => setModal('salin-bank')}
        onImpor={() => setModal('impor')}
        onUnggahBerkas={unggahBerkasSoal}
      />
      {modal === 'ubah' && bank.data ? <FormBankSoal bank={bank.data} onTutup={tutup} /> : null}
      <Suspense fallback={null}>
        {modal === 'impor' ? (
          <ImporSoalModal
            isOpen
            onOpenChange={(open) => !open && tutup()}
            judulBank={bank.data?.judul}
            onImpor={async ({ jenis, file }) => {
              const hasil = await kelola.impor.mutateAsync({ jenis_soal: jenis, file });
              return { message: hasil.status.message };
            }}
          />
        ) : null}
        {modal === 'salin-ujian' ? <SalinDariUjian idBank={id} onTutup={tutup} /> : null}
        {modal === 'salin-bank' ? <SalinSoalBank idBank={id} onTutup={tutup} /> : null}
      </Suspense>
    </div>
  );
}
