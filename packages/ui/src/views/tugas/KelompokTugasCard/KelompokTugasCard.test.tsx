import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import { KELOMPOK_A, KELOMPOK_KOSONG } from '../../../test/tugasFixtures';
import { KelompokTugasCard } from './KelompokTugasCard';

describe('KelompokTugasCard', () => {
  it("lists members with name, NIM and the 'Ketua' tag on the leader only", () => {
    render(<KelompokTugasCard kelompok={KELOMPOK_A} />);
    const kartu = screen.getByRole('region', { name: 'Kelompok 1' });
    const baris = within(kartu).getAllByRole('listitem');
    expect(baris).toHaveLength(3);
    expect(baris[0]).toHaveTextContent('Ayu LestariNIM 2401001Ketua');
    expect(within(kartu).getAllByText('Ketua')).toHaveLength(1);
    expect(kartu).toHaveTextContent('3 anggota · Ketua: Ayu Lestari · Sudah mengumpulkan');
  });

  it('hides edit, delete and the member menus without the write flag', () => {
    render(
      <KelompokTugasCard
        kelompok={KELOMPOK_A}
        onUbah={vi.fn()}
        onHapus={vi.fn()}
        onJadikanKetua={vi.fn()}
        onHapusAnggota={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Ubah Kelompok 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Kelompok 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Aksi untuk/ })).toBeNull();
  });

  it("offers 'Jadikan Ketua Kelompok' to non-leaders and 'Hapus Anggota' unless canDelete is false", async () => {
    const onJadikanKetua = vi.fn();
    const onHapusAnggota = vi.fn();
    const { user } = render(
      <KelompokTugasCard
        kelompok={KELOMPOK_A}
        bolehTulis
        onJadikanKetua={onJadikanKetua}
        onHapusAnggota={onHapusAnggota}
      />,
    );
    // The leader: only 'Hapus Anggota'.
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Ayu Lestari' }));
    expect(screen.queryByRole('menuitem', { name: 'Jadikan Ketua Kelompok' })).toBeNull();
    await user.keyboard('{Escape}');
    // A member: both; choosing makes them leader.
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Bagus Saputra' }));
    await user.click(screen.getByRole('menuitem', { name: 'Jadikan Ketua Kelompok' }));
    expect(onJadikanKetua).toHaveBeenCalledWith('2401002');
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Bagus Saputra' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hapus Anggota' }));
    expect(onHapusAnggota).toHaveBeenCalledWith('2401002');
    // canDelete false: 'Jadikan Ketua Kelompok' only.
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Citra Maharani' }));
    expect(screen.getByRole('menuitem', { name: 'Jadikan Ketua Kelompok' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Hapus Anggota' })).toBeNull();
  });

  it('opens the comment thread and shows the unread count', async () => {
    const onPercakapan = vi.fn();
    const { user } = render(
      <KelompokTugasCard kelompok={KELOMPOK_A} onPercakapan={onPercakapan} jumlahBelumDibaca={3} />,
    );
    const tombol = screen.getByRole('button', { name: 'Percakapan 3 komentar belum dibaca' });
    await user.click(tombol);
    expect(onPercakapan).toHaveBeenCalledTimes(1);
  });

  it('edits and deletes the group for writers', async () => {
    const onUbah = vi.fn();
    const onHapus = vi.fn();
    const { user } = render(
      <KelompokTugasCard kelompok={KELOMPOK_A} bolehTulis onUbah={onUbah} onHapus={onHapus} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ubah Kelompok 1' }));
    await user.click(screen.getByRole('button', { name: 'Hapus Kelompok 1' }));
    expect(onUbah).toHaveBeenCalledTimes(1);
    expect(onHapus).toHaveBeenCalledTimes(1);
  });

  it('shows loading, failure with retry, and a group without members', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<KelompokTugasCard kelompok={null} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat kelompok');
    rerender(<KelompokTugasCard kelompok={null} isError onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<KelompokTugasCard kelompok={KELOMPOK_KOSONG} />);
    expect(screen.getByText('Kelompok ini belum memiliki anggota.')).toBeInTheDocument();
  });
});
