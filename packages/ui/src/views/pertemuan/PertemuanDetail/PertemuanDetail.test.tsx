import { describe, expect, it, vi } from 'vitest';
import {
  PERTEMUAN_BELUM_DIMULAI,
  PERTEMUAN_BERLANGSUNG,
  PERTEMUAN_SELESAI,
  PERTEMUAN_UTS,
} from '../../../test/kelasFixtures';
import { render, screen, within } from '../../../test/render';
import { PertemuanDetail } from './PertemuanDetail';

const nilai = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const staf = {
  onEdit: vi.fn(),
  onEditTeks: vi.fn(),
  onStart: vi.fn(),
  onEnd: vi.fn(),
};

describe('PertemuanDetail', () => {
  it('shows number, title, tags, date and time with zone, session, room and teachers', () => {
    render(<PertemuanDetail pertemuan={PERTEMUAN_BERLANGSUNG} />);
    const article = screen.getByRole('article', { name: 'Model Entitas-Relasi' });
    expect(within(article).getByText('Pertemuan 2')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Model Entitas-Relasi' }),
    ).toBeInTheDocument();
    for (const tag of ['Kuliah', 'Offline', 'Sedang Berlangsung']) {
      expect(screen.getByText(tag)).toBeInTheDocument();
    }
    expect(nilai('Tanggal')).toHaveTextContent('09 Sep 2025');
    expect(nilai('Waktu')).toHaveTextContent('09:20 - 11:00 WIB');
    expect(nilai('Sesi')).toHaveTextContent('Sesi 2');
    expect(nilai('Ruangan')).toHaveTextContent('Laboratorium Komputer 2');
    expect(
      within(nilai('Pengajar') as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dr. Budi Santoso, M.Kom.', 'Siti Rahmawati, S.Kom., M.T.']);
    expect(nilai('Deskripsi')).toHaveTextContent(/^Entitas, atribut, relasi/);
  });

  it('shows times in the zone given (WITA) and only the teachers who teach', () => {
    render(<PertemuanDetail pertemuan={PERTEMUAN_SELESAI} timeZone="Asia/Makassar" />);
    expect(nilai('Waktu')).toHaveTextContent('10:20 - 12:00 WITA');
    expect(nilai('Pengajar')).toHaveTextContent('Dr. Budi Santoso, M.Kom.');
    expect(nilai('Pengajar')).not.toHaveTextContent('Siti Rahmawati');
    expect(screen.getByText('Telah Berakhir')).toBeInTheDocument();
  });

  it("reads 'Pertemuan {n}' without a title, '-' for missing fields and the category UTS", () => {
    const { rerender } = render(<PertemuanDetail pertemuan={PERTEMUAN_BELUM_DIMULAI} />);
    expect(screen.getByRole('heading', { name: 'Pertemuan 3' })).toBeInTheDocument();
    expect(screen.getAllByText('Pertemuan 3')).toHaveLength(1);
    expect(nilai('Deskripsi')).toHaveTextContent('-');
    expect(nilai('Pengajar')).toHaveTextContent('Dr. Budi Santoso, M.Kom.');
    expect(screen.getByText('Belum ada teks pertemuan.')).toBeInTheDocument();
    rerender(<PertemuanDetail pertemuan={PERTEMUAN_UTS} />);
    expect(screen.getByText('UTS')).toBeInTheDocument();
    expect(nilai('Ruangan')).toHaveTextContent('Aula Utama');
  });

  it('counts the activities and renders the meeting text safely', () => {
    render(<PertemuanDetail pertemuan={PERTEMUAN_SELESAI} />);
    const aktivitas = screen.getByRole('list', { name: 'Aktivitas' });
    expect(
      within(aktivitas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Materi2', 'Tugas1', 'Vidcon1', 'Kuis/Ujian0', 'Forum1']);
    const teks = screen.getByRole('region', { name: 'Teks Pertemuan' });
    expect(within(teks).getByRole('heading', { name: 'Tujuan Pembelajaran' })).toBeInTheDocument();
    expect(within(teks).getByRole('link', { name: 'Perpustakaan Digital' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows no staff actions to students', () => {
    render(<PertemuanDetail pertemuan={PERTEMUAN_BELUM_DIMULAI} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers 'Mulai Pertemuan' only before the meeting starts", async () => {
    const onStart = vi.fn();
    const { user, rerender } = render(
      <PertemuanDetail pertemuan={PERTEMUAN_BELUM_DIMULAI} {...staf} onStart={onStart} />,
    );
    expect(screen.queryByRole('button', { name: 'Akhiri Pertemuan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mulai Pertemuan' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    rerender(<PertemuanDetail pertemuan={PERTEMUAN_BERLANGSUNG} {...staf} onStart={onStart} />);
    expect(screen.queryByRole('button', { name: 'Mulai Pertemuan' })).toBeNull();
    rerender(<PertemuanDetail pertemuan={PERTEMUAN_SELESAI} {...staf} onStart={onStart} />);
    expect(screen.queryByRole('button', { name: 'Mulai Pertemuan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Akhiri Pertemuan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ubah Pertemuan' })).toBeInTheDocument();
  });

  it("offers 'Akhiri Pertemuan' while the meeting runs, pending while it ends", async () => {
    const onEnd = vi.fn();
    const { user, rerender } = render(
      <PertemuanDetail pertemuan={PERTEMUAN_BERLANGSUNG} {...staf} onEnd={onEnd} />,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Akhiri Pertemuan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(
      <PertemuanDetail pertemuan={PERTEMUAN_BERLANGSUNG} {...staf} onEnd={onEnd} isEnding />,
    );
    const akhiri = screen.getByRole('button', { name: 'Akhiri Pertemuan' });
    expect(akhiri).toHaveAttribute('aria-disabled', 'true');
    await user.click(akhiri);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("opens the editors with 'Ubah Pertemuan' and 'Ubah Teks'", async () => {
    const onEdit = vi.fn();
    const onEditTeks = vi.fn();
    const { user } = render(
      <PertemuanDetail pertemuan={PERTEMUAN_SELESAI} onEdit={onEdit} onEditTeks={onEditTeks} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ubah Pertemuan' }));
    await user.click(screen.getByRole('button', { name: 'Ubah Teks' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEditTeks).toHaveBeenCalledTimes(1);
  });

  it("links 'Kehadiran Kelas' to the meeting's attendance only when given", () => {
    const { unmount } = render(
      <PertemuanDetail pertemuan={PERTEMUAN_SELESAI} hrefKehadiran="/kelas/k1/p1/kehadiran" />,
    );
    expect(screen.getByRole('link', { name: 'Kehadiran Kelas' })).toHaveAttribute(
      'href',
      '/kelas/k1/p1/kehadiran',
    );
    unmount();
    render(<PertemuanDetail pertemuan={PERTEMUAN_SELESAI} />);
    expect(screen.queryByRole('link', { name: 'Kehadiran Kelas' })).not.toBeInTheDocument();
  });

  it('keeps a slot for the materials board', () => {
    render(
      <PertemuanDetail pertemuan={PERTEMUAN_SELESAI}>
        <p>Papan materi</p>
      </PertemuanDetail>,
    );
    expect(screen.getByText('Papan materi')).toBeInTheDocument();
  });

  it('announces loading and shows NO DATA with a retry', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<PertemuanDetail pertemuan={null} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<PertemuanDetail pertemuan={null} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
