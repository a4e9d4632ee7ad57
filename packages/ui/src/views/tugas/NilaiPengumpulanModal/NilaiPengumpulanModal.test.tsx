import { PESAN_NILAI_TUGAS } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { DAFTAR_PENGUMPULAN } from '../../../test/tugasFixtures';
import { NilaiPengumpulanModal } from './NilaiPengumpulanModal';

const pengumpulan = DAFTAR_PENGUMPULAN[2]?.pengumpulan;
if (!pengumpulan) throw new Error('fixture pengumpulan');

describe('NilaiPengumpulanModal', () => {
  it('shows the files and answer, saves grade and feedback, then closes', async () => {
    const onSimpan = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    const { user } = render(
      <NilaiPengumpulanModal
        isOpen
        onOpenChange={onOpenChange}
        nama="Citra Maharani"
        pengumpulan={pengumpulan}
        onSimpan={onSimpan}
      />,
    );
    expect(screen.getByRole('list', { name: 'Berkas pengumpulan' })).toHaveTextContent('laporan-3');
    expect(screen.getByText('Jawaban saya ada di lampiran.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nilai/ }), '88,25');
    await user.type(screen.getByRole('textbox', { name: 'Umpan Balik' }), ' Rapi dan lengkap. ');
    await user.click(screen.getByRole('button', { name: 'Simpan Nilai' }));
    expect(onSimpan).toHaveBeenCalledWith({ nilai: 88.25, umpan_balik: 'Rapi dan lengkap.' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses saving without a grade, and keeps the input when the server refuses', async () => {
    const onSimpan = vi.fn(async () => {
      throw new Error('Nilai harus di antara 0 dan 100');
    });
    const onOpenChange = vi.fn();
    const { user } = render(
      <NilaiPengumpulanModal
        isOpen
        onOpenChange={onOpenChange}
        nama="Citra Maharani"
        pengumpulan={pengumpulan}
        onSimpan={onSimpan}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Simpan Nilai' }));
    expect(screen.getByText(PESAN_NILAI_TUGAS.kosong)).toBeInTheDocument();
    expect(onSimpan).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Nilai/ }), '90');
    await user.click(screen.getByRole('button', { name: 'Simpan Nilai' }));
    expect(await screen.findByText('Nilai harus di antara 0 dan 100')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole('textbox', { name: /^Nilai/ })).toHaveValue('90');
  });
});
