import { PESAN_KONFIRMASI_SIKAD } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REKAP_NILAI } from '../../../test/lmsFixtures';
import { AKTIVITAS_SIKAD, KOMPONEN_TUGAS, TERHUBUNG_TUGAS } from '../../../test/nilaiFixtures';
import { render, screen, within } from '../../../test/render';
import {
  PengaturanNilaiSikadModal,
  type PengaturanNilaiSikadModalProps,
} from './PengaturanNilaiSikadModal';

function Terbuka(props: Partial<PengaturanNilaiSikadModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <PengaturanNilaiSikadModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      komponen={KOMPONEN_TUGAS}
      aktivitas={AKTIVITAS_SIKAD}
      terhubung={TERHUBUNG_TUGAS}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const barisTabel = () =>
  within(screen.getByRole('table', { name: 'Aktivitas Tugas' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    );

describe('PengaturanNilaiSikadModal', () => {
  it('is titled by the component and numbers the linked activities', () => {
    render(<Terbuka />);
    expect(
      screen.getByRole('dialog', { name: 'Pengaturan Nilai Tugas SIKAD' }),
    ).toBeInTheDocument();
    expect(barisTabel()).toEqual(TERHUBUNG_TUGAS.map((a, i) => [String(i + 1), a.label]));
    expect(screen.getByRole('button', { name: 'Update Nilai' })).toBeEnabled();
  });

  it('adding leaves the dropdown, deleting returns to it; the update sends the ids', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: /Tambah Aktivitas/ }));
    expect(screen.queryByRole('option', { name: /^Tugas 1 / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Kuis 1 - Pertemuan 2' }));
    expect(barisTabel().at(-1)).toEqual(['4', 'Kuis 1']);
    await user.click(screen.getByRole('button', { name: 'Hapus Tugas 1' }));
    await user.click(screen.getByRole('button', { name: /Tambah Aktivitas/ }));
    expect(screen.getByRole('option', { name: /^Tugas 1 / })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Kuis 1 / })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Update Nilai' }));
    expect(onSubmit).toHaveBeenCalledWith({
      list_aktivitas: [...TERHUBUNG_TUGAS.slice(1).map((a) => a.id), 'akt-2'],
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks first when SIKAD already changed a score of the component (spec 5)', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <Terbuka onSubmit={onSubmit} nilaiMahasiswa={REKAP_NILAI.nilai_mahasiswa} />,
    );
    await user.click(screen.getByRole('button', { name: 'Hapus Tugas 1' }));
    await user.click(screen.getByRole('button', { name: 'Update Nilai' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(PESAN_KONFIRMASI_SIKAD);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ya' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not ask for another component', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <Terbuka
        onSubmit={onSubmit}
        komponen={{ id: 'k-kuis', label: 'Kuis' }}
        terhubung={[]}
        nilaiMahasiswa={REKAP_NILAI.nilai_mahasiswa}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Tambah Aktivitas/ }));
    await user.click(screen.getByRole('option', { name: 'Kuis 1 - Pertemuan 2' }));
    await user.click(screen.getByRole('button', { name: 'Update Nilai' }));
    expect(onSubmit).toHaveBeenCalledWith({ list_aktivitas: ['akt-2'] });
  });

  it("shows the server's failure as '{message}! {server message}' (spec 8)", () => {
    render(<Terbuka galat={{ pesan: 'Gagal', pesanServer: 'SIKAD tidak dapat dihubungi' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal! SIKAD tidak dapat dihubungi');
  });

  it('read-only: no dropdown, no delete, no update', () => {
    render(<Terbuka isReadOnly />);
    expect(screen.queryByRole('button', { name: /Tambah Aktivitas/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hapus/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Nilai' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
  });

  it("loading, 'NO DATA' and pending states", () => {
    const { rerender } = render(<Terbuka isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat aktivitas');
    rerender(<Terbuka isError />);
    expect(screen.getByText('NO DATA')).toBeInTheDocument();
    rerender(<Terbuka isPending />);
    expect(screen.getByRole('button', { name: 'Hapus Tugas 1' })).toBeDisabled();
  });
});
