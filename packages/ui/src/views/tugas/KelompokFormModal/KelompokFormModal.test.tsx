import { PESAN_KELOMPOK } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../test/render';
import {
  KELOMPOK_DUA_DINILAI,
  KELOMPOK_SATU,
  MAHASISWA_KELAS,
  SEMUA_KELOMPOK,
} from '../../../test/tugasFormFixtures';
import { galatKelompok, KelompokFormModal, type KelompokFormModalProps } from './KelompokFormModal';

function Terbuka(props: Partial<KelompokFormModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <KelompokFormModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      mode="tambah"
      mahasiswa={MAHASISWA_KELAS}
      semuaKelompok={SEMUA_KELOMPOK}
      onSubmit={vi.fn(async () => undefined)}
      {...props}
    />
  );
}

const tombol = (name: string) => screen.getByRole('button', { name });
const id = (i: number) => MAHASISWA_KELAS[i]?.id;
const daftar = () => screen.getByRole('list', { name: /Anggota Kelompok/ });

describe('galatKelompok', () => {
  it.each([
    [
      { nama: ' ', anggota: [] },
      { nama: PESAN_KELOMPOK.nama, anggota: PESAN_KELOMPOK.anggota },
    ],
    [{ nama: 'K'.repeat(101), anggota: [1] }, { nama: PESAN_KELOMPOK.namaPanjang }],
    [{ nama: 'Kelompok 1', anggota: [1] }, {}],
  ])('%j', (form, galat) => {
    expect(galatKelompok(form)).toEqual(galat);
  });
});

describe('KelompokFormModal', () => {
  it('saving empty names both fields', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.click(tombol('Tambah'));
    expect(screen.getByText(PESAN_KELOMPOK.nama)).toBeInTheDocument();
    expect(screen.getByText(PESAN_KELOMPOK.anggota)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only students in no other group; the chosen leader is sent first', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Nama Kelompok' }), 'Kelompok 3');
    const pilihan = screen.getByRole('group', { name: 'Pilih Anggota' });
    expect(
      within(pilihan)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Fajar Nugroho (2401006)', 'Gita Permatasari (2401007)', 'Hendra Wijaya (2401008)']);
    await user.click(screen.getByRole('checkbox', { name: /Fajar/ }));
    await user.type(screen.getByRole('textbox', { name: 'Cari Mahasiswa' }), 'hendra');
    expect(within(pilihan).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: /Hendra/ }));
    const baris = within(daftar()).getAllByRole('listitem');
    expect(within(baris[0] as HTMLElement).getByText('Ketua')).toBeInTheDocument();
    await user.click(tombol('Jadikan Ketua Hendra Wijaya'));
    await user.click(tombol('Tambah'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ nama: 'Kelompok 3', anggota: [id(7), id(5)] });
  });

  it("editing keeps the group's own members on offer; removing the leader promotes the next", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka mode="ubah" kelompok={KELOMPOK_SATU} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Nama Kelompok' })).toHaveValue('Kelompok 1');
    expect(screen.queryByRole('button', { name: /^Jadikan/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Ayu Lestari/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Ayu Lestari/ }));
    const baris = within(daftar()).getAllByRole('listitem');
    expect(baris).toHaveLength(2);
    expect(within(baris[0] as HTMLElement).getByText('Bagus Saputra')).toBeInTheDocument();
    expect(within(baris[0] as HTMLElement).getByText('Ketua')).toBeInTheDocument();
    await user.click(tombol('Simpan'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ nama: 'Kelompok 1', anggota: [id(1), id(2)] });
  });

  it('members of a graded group cannot be removed', () => {
    render(<Terbuka mode="ubah" kelompok={KELOMPOK_DUA_DINILAI} />);
    expect(tombol('Hapus Dimas Anggara')).toBeDisabled();
    expect(tombol('Hapus Eka Pratiwi')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Dimas Anggara/ })).toBeDisabled();
  });

  it("shows the server's message", () => {
    render(<Terbuka galat={PESAN_KELOMPOK.sudahBerkelompok} />);
    expect(screen.getByRole('alert')).toHaveTextContent(PESAN_KELOMPOK.sudahBerkelompok);
  });
});
